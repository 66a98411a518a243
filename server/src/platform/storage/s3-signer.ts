import { createHash, createHmac } from "node:crypto";

/** The credentials and scope a request is signed for. */
export interface SigningKey {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

/** A request to sign; `headers` must already hold `host`, and is not modified. */
export interface RequestToSign {
  method: string;
  /** The URL path, already URI-encoded as it goes on the wire. */
  path: string;
  query?: URLSearchParams;
  headers: Record<string, string>;
  /** Hex sha256 of the body, or `UNSIGNED-PAYLOAD`. */
  payloadHash: string;
  date: Date;
}

/** sha256 of the empty body, used for GET, HEAD and DELETE. */
export const EMPTY_PAYLOAD_HASH = createHash("sha256").update("").digest("hex");

/** Hex sha256 of a body. */
export function sha256Hex(data: Buffer | string): string {
  return createHash("sha256").update(data).digest("hex");
}

/** `20130524T000000Z`: the ISO basic form SigV4 wants. */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/**
 * Signs a request with AWS Signature Version 4 (header form) and returns the headers to
 * send: the input headers plus `x-amz-date`, `x-amz-content-sha256` and `authorization`.
 * Every header passed in is signed.
 */
export function signRequest(key: SigningKey, request: RequestToSign): Record<string, string> {
  const stamp = amzDate(request.date);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value;
  headers["x-amz-date"] = stamp;
  headers["x-amz-content-sha256"] = request.payloadHash;

  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map(
    (name) => `${name}:${String(headers[name]).trim().replace(/\s+/g, " ")}\n`,
  );
  const signedHeaders = names.join(";");
  const canonicalRequest = [
    request.method,
    request.path,
    canonicalQuery(request.query),
    canonicalHeaders.join(""),
    signedHeaders,
    request.payloadHash,
  ].join("\n");

  const scope = `${day}/${key.region}/${key.service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", stamp, scope, sha256Hex(canonicalRequest)].join("\n");
  let signingKey = hmac(`AWS4${key.secretAccessKey}`, day);
  for (const part of [key.region, key.service, "aws4_request"]) signingKey = hmac(signingKey, part);
  const signature = createHmac("sha256", signingKey).update(stringToSign).digest("hex");

  headers.authorization =
    `AWS4-HMAC-SHA256 Credential=${key.accessKeyId}/${scope},` +
    `SignedHeaders=${signedHeaders},Signature=${signature}`;
  return headers;
}

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves `!'()*` alone). */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function canonicalQuery(query: URLSearchParams | undefined): string {
  if (!query) return "";
  return [...query.entries()]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, x], [b, y]) => compare(a, b) || compare(x, y))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac("sha256", key).update(data).digest();
}
