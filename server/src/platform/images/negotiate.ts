import type { RenditionFormat } from "./image-keys.ts";

/**
 * The encoding to serve for an Accept header: WebP when the client names WebP or AVIF
 * (every browser that reads AVIF reads WebP), else JPEG, which every client reads.
 * Wildcards do not count: browsers that read WebP say so explicitly.
 */
export function preferredFormat(accept: string | undefined): RenditionFormat {
  if (!accept) return "jpeg";
  for (const range of accept.split(",")) {
    const [type = "", ...params] = range.split(";").map((part) => part.trim().toLowerCase());
    if (type !== "image/webp" && type !== "image/avif") continue;
    const q = params.find((param) => param.startsWith("q="));
    if (q === undefined || Number(q.slice(2)) > 0) return "webp";
  }
  return "jpeg";
}

/** True when an If-None-Match header matches `etag` (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}
