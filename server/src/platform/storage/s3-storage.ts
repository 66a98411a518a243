import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { t } from "@corkboard/core/messages";
import type { S3Config } from "../config/config.ts";
import { AppError } from "../http/app-error.ts";
import { assertSafeKey } from "./object-keys.ts";
import { EMPTY_PAYLOAD_HASH, type SigningKey, sha256Hex, signRequest, uriEncode } from "./s3-signer.ts";
import type { ByteRange, ObjectStorage, PutOptions, StoredObject } from "./storage.ts";

// Why not @aws-sdk/client-s3: we need four calls (PUT, GET, HEAD, DELETE) on single small
// objects. The SDK brings ~100 packages and several MB to every install of a self-hosted
// app for that; SigV4 over fetch is ~100 lines, checked against AWS's published test vector
// (s3-signer.test.ts) and speaks to any S3-compatible store (AWS, MinIO, R2, Garage, B2).

/** How long we wait for a store to start answering before giving up. */
const RESPONSE_TIMEOUT_MS = 15_000;

/**
 * An S3-compatible object store. With an explicit endpoint (MinIO, R2, …) objects are
 * addressed path-style (`{endpoint}/{bucket}/{key}`), which every such store accepts;
 * without one, AWS virtual-hosted style (`https://{bucket}.s3.{region}.amazonaws.com/{key}`).
 */
export class S3Storage implements ObjectStorage {
  readonly kind = "s3" as const;
  readonly #config: S3Config;
  readonly #signingKey: SigningKey;
  readonly #base: string;

  constructor(config: S3Config) {
    this.#config = config;
    this.#signingKey = {
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      service: "s3",
    };
    this.#base = config.endpoint
      ? `${config.endpoint.replace(/\/+$/, "")}/${uriEncode(config.bucket)}`
      : `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
  }

  async put(key: string, body: Buffer, contentType: string, options: PutOptions = {}): Promise<void> {
    const headers: Record<string, string> = { "content-type": contentType };
    if (options.cacheControl) headers["cache-control"] = options.cacheControl;
    const response = await this.#send("PUT", key, headers, body);
    await response.body?.cancel();
    if (!response.ok) throw storageFailure("PUT", key, response.status);
  }

  async putFile(key: string, filePath: string, contentType: string, options: PutOptions = {}): Promise<void> {
    // Streamed from disk with an unsigned payload: hashing first would read 200 MiB twice.
    const { size } = await stat(filePath);
    const headers: Record<string, string> = { "content-type": contentType, "content-length": String(size) };
    if (options.cacheControl) headers["cache-control"] = options.cacheControl;
    const response = await this.#send("PUT", key, headers, { file: filePath });
    await response.body?.cancel();
    if (!response.ok) throw storageFailure("PUT", key, response.status);
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const response = await this.#send(
      "GET",
      key,
      range ? { range: `bytes=${range.start}-${range.end}` } : {},
    );
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw storageFailure("GET", key, response.status);
    }
    return {
      // Streamed through, never buffered: an original can be many megabytes.
      body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      contentType: response.headers.get("content-type") ?? "application/octet-stream",
      contentLength: Number(response.headers.get("content-length") ?? 0),
    };
  }

  async exists(key: string): Promise<boolean> {
    const response = await this.#send("HEAD", key);
    await response.body?.cancel();
    if (response.status === 404) return false;
    if (!response.ok) throw storageFailure("HEAD", key, response.status);
    return true;
  }

  async delete(key: string): Promise<void> {
    const response = await this.#send("DELETE", key);
    await response.body?.cancel();
    // S3 answers 204 whether or not the key existed; some stores answer 404.
    if (!response.ok && response.status !== 404) throw storageFailure("DELETE", key, response.status);
  }

  publicUrl(key: string): string | null {
    if (!this.#config.publicUrl) return null;
    return `${this.#config.publicUrl.replace(/\/+$/, "")}/${encodeKey(key)}`;
  }

  async #send(
    method: string,
    key: string,
    headers: Record<string, string> = {},
    body?: Buffer | { file: string },
  ) {
    assertSafeKey(key);
    const url = new URL(`${this.#base}/${encodeKey(key)}`);
    const signed = signRequest(this.#signingKey, {
      method,
      path: url.pathname,
      headers: { ...headers, host: url.host },
      payloadHash:
        body === undefined
          ? EMPTY_PAYLOAD_HASH
          : Buffer.isBuffer(body)
            ? sha256Hex(body)
            : "UNSIGNED-PAYLOAD",
      date: new Date(),
    });
    // fetch sets Host from the URL itself (the same value we signed).
    delete signed.host;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), RESPONSE_TIMEOUT_MS);
    try {
      return await fetch(url, {
        method,
        headers: signed,
        signal: controller.signal,
        ...(body === undefined
          ? {}
          : Buffer.isBuffer(body)
            ? { body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength) }
            : {
                body: Readable.toWeb(createReadStream(body.file)) as ReadableStream,
                duplex: "half" as const,
              }),
      });
    } catch (error) {
      // Refused, cut, unresolvable or too slow to answer: the store is away, which passes
      // (503 with Retry-After, issue 18); nothing was recorded, since rows follow files.
      throw new AppError("UNAVAILABLE", t("error.UNAVAILABLE"), {
        cause: new Error(`object storage ${method} ${key} failed`, { cause: error }),
      });
    } finally {
      // Only the wait for the response is bounded; a slow body stream may take longer.
      clearTimeout(timer);
    }
  }
}

function encodeKey(key: string): string {
  return key.split("/").map(uriEncode).join("/");
}

/**
 * A store that answers 5xx (S3's 500 InternalError, 503 SlowDown, a gateway's 502/504) is
 * unavailable for now; anything else (403 bad credentials, 404 no bucket) is our
 * configuration, an INTERNAL to log.
 */
function storageFailure(method: string, key: string, status: number): AppError {
  const cause = new Error(`object storage ${method} ${key} answered ${status}`);
  return status >= 500
    ? new AppError("UNAVAILABLE", t("error.UNAVAILABLE"), { cause })
    : new AppError("INTERNAL", t("error.INTERNAL"), { cause });
}
