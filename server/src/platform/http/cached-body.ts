import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** How a body may travel: the encodings browsers accept, best first. */
export type ContentEncoding = "br" | "gzip" | "identity";

/** Bodies smaller than this are sent as they are: compression would not pay for itself. */
const MIN_COMPRESS_BYTES = 1024;

/**
 * A serialized answer with its compressed forms made on first use and kept: a cached body
 * is compressed once, not on every request that receives it.
 */
export interface CachedBody {
  readonly identity: Buffer;
  /** The body in `encoding` (identity when too small to be worth compressing). */
  encoded(encoding: ContentEncoding): { body: Buffer; encoding: ContentEncoding };
}

/** Wraps bytes as a cached body. */
export function cachedBody(identity: Buffer): CachedBody {
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    identity,
    encoded(encoding) {
      if (encoding === "identity" || identity.length < MIN_COMPRESS_BYTES)
        return { body: identity, encoding: "identity" };
      if (encoding === "br") {
        br ??= brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
        return { body: br, encoding };
      }
      gzip ??= gzipSync(identity, { level: 6 });
      return { body: gzip, encoding };
    },
  };
}

/** The best encoding a request's Accept-Encoding allows (q=0 excludes one). */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const excluded = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (!excluded) accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return "identity";
}
