import { lookup as dnsLookup } from "node:dns/promises";
import { createWriteStream } from "node:fs";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isBlockedAddress } from "./address-policy.ts";

/**
 * An SSRF-safe HTTP(S) client for URLs users give us (IMPL-029, IMPL-031): only http and
 * https; the host is resolved here and every address checked (address-policy.ts); the
 * socket connects to the address that was checked, so a second DNS answer cannot swap in
 * a private one (rebinding); redirects are followed by hand, at most 5, each re-checked;
 * the body and the whole exchange are bounded in size and time.
 */

/** Why a fetch was refused or failed; callers map these to their own errors. */
export type FetchFailureReason =
  | "bad_url"
  | "blocked_address"
  | "dns_failed"
  | "too_many_redirects"
  | "too_large"
  | "timeout"
  | "http_status"
  | "network";

/** A refused or failed fetch. */
export class FetchError extends Error {
  readonly reason: FetchFailureReason;
  constructor(reason: FetchFailureReason, message: string, options: { cause?: unknown } = {}) {
    super(message, options);
    this.name = "FetchError";
    this.reason = reason;
  }
}

/** Limits and the private-address exception of one fetch. */
export interface SafeFetchOptions {
  /** Largest body accepted, in bytes. */
  maxBytes: number;
  /** The whole exchange (DNS, redirects, body) must end within this. */
  timeoutMs: number;
  /** At most this many redirects are followed (default 5). */
  maxRedirects?: number;
  /**
   * Private addresses are refused unless this is true (all hosts) or lists the host name
   * or IP (config FETCH_ALLOW_PRIVATE; tests fetch from a local server). Default: refuse.
   */
  allowPrivate?: boolean | readonly string[];
  accept?: string;
  /**
   * Credentials for the first URL's origin (an import's Pinry token): sent to that origin
   * only, never after a redirect to another, so a redirect cannot carry them away.
   */
  originHeaders?: Record<string, string>;
}

/** The final answer of a fetch, after redirects. */
export interface FetchedResponse {
  /** The URL that answered (after redirects). */
  url: string;
  status: number;
  contentType: string | null;
}

const USER_AGENT = "CorkboardBot/1.0 (+image intake)";
const DEFAULT_MAX_REDIRECTS = 5;

/** Fetches a URL into memory (pages, small files). Non-2xx answers throw http_status. */
export async function safeFetch(
  url: string,
  options: SafeFetchOptions,
): Promise<FetchedResponse & { body: Buffer }> {
  const chunks: Buffer[] = [];
  const response = await exchange(url, options, (chunk) => chunks.push(chunk));
  return { ...response, body: Buffer.concat(chunks) };
}

/** Fetches a URL into a file (large images are never held in memory); answers its size. */
export async function safeFetchToFile(
  url: string,
  filePath: string,
  options: SafeFetchOptions,
): Promise<FetchedResponse & { bytes: number }> {
  const file = createWriteStream(filePath);
  let bytes = 0;
  try {
    const response = await exchange(url, options, (chunk) => {
      bytes += chunk.length;
      file.write(chunk);
    });
    return { ...response, bytes };
  } finally {
    await new Promise<void>((resolve) => file.end(resolve));
  }
}

async function exchange(
  rawUrl: string,
  options: SafeFetchOptions,
  onChunk: (chunk: Buffer) => void,
): Promise<FetchedResponse> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new FetchError("timeout", `no complete answer within ${options.timeoutMs} ms`)),
    options.timeoutMs,
  );
  try {
    let url = parseUrl(rawUrl);
    const firstOrigin = url.origin;
    const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
    for (let redirects = 0; ; redirects++) {
      const target = await resolveTarget(url, options, controller.signal);
      const extra = url.origin === firstOrigin ? options.originHeaders : undefined;
      const response = await send(url, target, options, controller.signal, extra);
      const location = response.headers.location;
      if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
        response.resume();
        if (redirects >= maxRedirects) {
          throw new FetchError("too_many_redirects", `more than ${maxRedirects} redirects`);
        }
        url = parseUrl(new URL(location, url).href);
        continue;
      }
      const status = response.statusCode ?? 0;
      if (status < 200 || status >= 300) {
        response.resume();
        throw new FetchError("http_status", `the server answered ${status}`);
      }
      await readBody(response, options.maxBytes, controller.signal, onChunk);
      return { url: url.href, status, contentType: response.headers["content-type"] ?? null };
    }
  } catch (error) {
    if (controller.signal.aborted && controller.signal.reason instanceof FetchError) {
      throw controller.signal.reason;
    }
    if (error instanceof FetchError) throw error;
    throw new FetchError("network", "the fetch failed", { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

function parseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchError("bad_url", "not a URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new FetchError("bad_url", `scheme ${url.protocol} is not fetched`);
  }
  if (url.username || url.password) throw new FetchError("bad_url", "URLs with credentials are not fetched");
  return url;
}

interface Target {
  address: string;
  family: 4 | 6;
}

function privateAllowed(host: string, allow: SafeFetchOptions["allowPrivate"]): boolean {
  if (allow === true) return true;
  return Array.isArray(allow) && allow.includes(host);
}

/** Resolves the URL's host and checks every address it has; answers the one to connect to. */
async function resolveTarget(url: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<Target> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const literal = isIP(host);
  let addresses: { address: string; family: number }[];
  if (literal) {
    addresses = [{ address: host, family: literal }];
  } else {
    try {
      addresses = await dnsLookup(host, { all: true, verbatim: true });
    } catch (cause) {
      throw new FetchError("dns_failed", `cannot resolve ${host}`, { cause });
    }
  }
  signal.throwIfAborted();
  if (addresses.length === 0) throw new FetchError("dns_failed", `no address for ${host}`);
  // One blocked address refuses the host: a mixed answer is how rebinding tricks start.
  if (!privateAllowed(host, options.allowPrivate) && addresses.some((a) => isBlockedAddress(a.address))) {
    throw new FetchError("blocked_address", `${host} resolves to an address that is not fetched`);
  }
  const first = addresses[0] as { address: string; family: number };
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** Sends the request to the checked address (the URL's host still names it for TLS and Host). */
function send(
  url: URL,
  target: Target,
  options: SafeFetchOptions,
  signal: AbortSignal,
  extraHeaders: Record<string, string> | undefined,
) {
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
  const request = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = request(url, {
      method: "GET",
      lookup: pinned,
      signal,
      headers: {
        ...extraHeaders,
        "user-agent": USER_AGENT,
        accept: options.accept ?? "*/*",
        // No compression: the size limit counts the bytes as they will be used.
        "accept-encoding": "identity",
      },
    });
    req.once("response", resolve);
    req.once("error", reject);
    req.end();
  });
}

function readBody(
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
  onChunk: (chunk: Buffer) => void,
): Promise<void> {
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    return Promise.reject(new FetchError("too_large", `the body is ${declared} bytes; at most ${maxBytes}`));
  }
  return new Promise<void>((resolve, reject) => {
    let received = 0;
    const abort = () => {
      response.destroy();
      reject(signal.reason);
    };
    signal.addEventListener("abort", abort, { once: true });
    response.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) {
        signal.removeEventListener("abort", abort);
        response.destroy();
        reject(new FetchError("too_large", `the body is over ${maxBytes} bytes`));
        return;
      }
      onChunk(chunk);
    });
    response.once("end", () => {
      signal.removeEventListener("abort", abort);
      resolve();
    });
    response.once("error", (error) => {
      signal.removeEventListener("abort", abort);
      reject(error);
    });
  });
}
