import type { FastifyRequest } from "fastify";

/** Query parameters whose values are secrets (provider tokens the seed sends by GET, D-043). */
const SECRET_PARAMS = /token|secret|password|^code$/i;

/** A URL for the log with the values of secret query parameters replaced. */
export function redactedUrl(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  let changed = false;
  for (const name of new Set(params.keys())) {
    if (!SECRET_PARAMS.test(name)) continue;
    params.set(name, "[redacted]");
    changed = true;
  }
  return changed ? `${url.slice(0, at)}?${params.toString()}` : url;
}

/** Fastify's request log line, with secret query values redacted. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
