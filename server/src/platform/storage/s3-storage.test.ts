import { createHash } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { S3Config } from "../config/config.ts";
import { signRequest } from "./s3-signer.ts";
import { S3Storage } from "./s3-storage.ts";
import type { StoredObject } from "./storage.ts";

interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
}

// A stand-in for the S3 HTTP API: keeps objects in memory, records each request, and
// re-derives the signature from what actually arrived on the wire.
function startFakeS3(secret: string) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: Recorded[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = req.url ?? "/";
    requests.push({ method: req.method ?? "", path, headers: req.headers, body });
    if (!signatureMatches(req, path, body, secret)) {
      res
        .writeHead(403, { "content-type": "application/xml" })
        .end("<Error><Code>SignatureDoesNotMatch</Code></Error>");
      return;
    }
    const object = objects.get(path);
    if (req.method === "PUT") {
      objects.set(path, { body, contentType: String(req.headers["content-type"]) });
      res.writeHead(200, { etag: '"x"' }).end();
    } else if (req.method === "DELETE") {
      objects.delete(path);
      res.writeHead(204).end();
    } else if (!object) {
      res.writeHead(404, { "content-type": "application/xml" }).end("<Error><Code>NoSuchKey</Code></Error>");
    } else if (req.headers.range) {
      const [, start = "0", end = "0"] = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range) ?? [];
      const part = object.body.subarray(Number(start), Number(end) + 1);
      res.writeHead(206, { "content-type": object.contentType, "content-length": part.length }).end(part);
    } else {
      res.writeHead(200, { "content-type": object.contentType, "content-length": object.body.length });
      res.end(req.method === "HEAD" ? undefined : object.body);
    }
  });
  return { server, objects, requests };
}

function signatureMatches(req: IncomingMessage, path: string, body: Buffer, secret: string): boolean {
  const auth = String(req.headers.authorization ?? "");
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,SignedHeaders=([^,]+),Signature=[0-9a-f]{64}$/.exec(
      auth,
    );
  if (!match) return false;
  const [, accessKeyId = "", , region = "", signedHeaders = ""] = match;
  const payloadHash = String(req.headers["x-amz-content-sha256"]);
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== createHash("sha256").update(body).digest("hex")) {
    return false;
  }
  const headers: Record<string, string> = {};
  for (const name of signedHeaders.split(";")) {
    if (name !== "x-amz-date" && name !== "x-amz-content-sha256") headers[name] = String(req.headers[name]);
  }
  const stamp = String(req.headers["x-amz-date"]);
  const date = new Date(
    `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`,
  );
  const expected = signRequest(
    { accessKeyId, secretAccessKey: secret, region, service: "s3" },
    {
      method: req.method ?? "",
      path,
      headers,
      payloadHash,
      date,
    },
  );
  return expected.authorization === auth;
}

describe("S3Storage", () => {
  const secret = "test-secret-key";
  const fake = startFakeS3(secret);
  let config: S3Config;

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve));
    const { port } = fake.server.address() as AddressInfo;
    config = {
      endpoint: `http://127.0.0.1:${port}`,
      region: "eu-central-1",
      bucket: "corkboard-media",
      accessKeyId: "AKIDTEST",
      secretAccessKey: secret,
      publicUrl: null,
    };
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it("sends signed PUT and GET requests, path-style, and reads the object back", async () => {
    const storage = new S3Storage(config);
    const key = "ab/cd/abcdef/236x.webp";
    await storage.put(key, Buffer.from("webp bytes"), "image/webp", { cacheControl: "public, max-age=60" });

    const put = fake.requests[0];
    expect(put?.method).toBe("PUT");
    expect(put?.path).toBe(`/corkboard-media/${key}`);
    expect(put?.headers["content-type"]).toBe("image/webp");
    expect(put?.headers["cache-control"]).toBe("public, max-age=60");
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-central-1\/s3\/aws4_request,SignedHeaders=cache-control;content-type;host;x-amz-content-sha256;x-amz-date,Signature=/,
    );
    expect(fake.objects.get(`/corkboard-media/${key}`)?.body.toString()).toBe("webp bytes");

    const stored = await storage.get(key);
    const get = fake.requests[1];
    expect(get?.method).toBe("GET");
    expect(get?.headers.authorization).toContain("SignedHeaders=host;x-amz-content-sha256;x-amz-date");
    expect(stored?.contentType).toBe("image/webp");
    expect(stored?.contentLength).toBe(10);
    expect(await text(bodyOf(stored))).toBe("webp bytes");
    // Every request passed the fake store's signature check (a mismatch answers 403 and throws).
    expect(await storage.exists(key)).toBe(true);
  });

  it("streams a file up with an unsigned payload and its length, and reads a byte range (D-050)", async () => {
    const storage = new S3Storage(config);
    const dir = await mkdtemp(path.join(tmpdir(), "s3-put-file-"));
    try {
      const file = path.join(dir, "video.mp4");
      await writeFile(file, Buffer.from("0123456789abcdef"));
      await storage.putFile("ab/cd/v/video.mp4", file, "video/mp4");
      const put = fake.requests[0];
      expect(put?.headers["x-amz-content-sha256"]).toBe("UNSIGNED-PAYLOAD");
      expect(put?.headers["content-length"]).toBe("16");
      expect(put?.headers["transfer-encoding"]).toBeUndefined();
      const part = await storage.get("ab/cd/v/video.mp4", { start: 2, end: 5 });
      expect(fake.requests[1]?.headers.range).toBe("bytes=2-5");
      expect(part?.contentLength).toBe(4);
      expect(await text(bodyOf(part))).toBe("2345");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("answers null and false for missing keys, and deletes", async () => {
    const storage = new S3Storage(config);
    expect(await storage.get("missing/key.jpg")).toBeNull();
    expect(await storage.exists("missing/key.jpg")).toBe(false);
    await storage.put("gone/orig.jpg", Buffer.from("x"), "image/jpeg");
    await storage.delete("gone/orig.jpg");
    expect(fake.requests.at(-1)?.method).toBe("DELETE");
    expect(await storage.exists("gone/orig.jpg")).toBe(false);
  });

  it("fails with INTERNAL when the store rejects the signature", async () => {
    const storage = new S3Storage({ ...config, secretAccessKey: "wrong" });
    await expect(storage.put("a/b.jpg", Buffer.from("x"), "image/jpeg")).rejects.toMatchObject({
      code: "INTERNAL",
    });
    await expect(storage.get("a/b.jpg")).rejects.toMatchObject({ code: "INTERNAL" });
  });

  it("rejects unsafe keys before any request", async () => {
    const storage = new S3Storage(config);
    await expect(storage.get("../other-bucket/x")).rejects.toMatchObject({ code: "INVALID_INPUT" });
    expect(fake.requests).toHaveLength(0);
  });

  it("builds public URLs and AWS virtual-hosted addresses", () => {
    const storage = new S3Storage({ ...config, publicUrl: "https://cdn.example.com/media/" });
    expect(storage.publicUrl("ab/cd/k/236x.webp")).toBe("https://cdn.example.com/media/ab/cd/k/236x.webp");
    expect(new S3Storage(config).publicUrl("x.jpg")).toBeNull();
  });
});

function bodyOf(stored: StoredObject | null): Readable {
  if (!stored) throw new Error("expected a stored object");
  return stored.body;
}
