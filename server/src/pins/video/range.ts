import type { ByteRange } from "../../platform/storage/index.ts";

/**
 * One HTTP byte range (RFC 9110 §14.1.2) of a `size`-byte file: `bytes=a-b`, `bytes=a-` or
 * the suffix `bytes=-n`. Null means "send the whole file" (no header, another unit, or
 * several ranges, which a server may answer whole); "unsatisfiable" is a 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return "unsatisfiable";
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return null;
  return { start, end };
}
