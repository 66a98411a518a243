/**
 * The `next` of /business/convert and /business/create (ADS-004, ADS-006): only a path on
 * our own origin is followed, so the flow can never be turned into an open redirect.
 */
const BASE = "http://corkboard.invalid";

/** `next` as a same-origin path (path, query, fragment), or null when it points elsewhere. */
export function sameOriginPath(next: string | null | undefined): string | null {
  const value = next?.trim();
  // "//host" and "/\host" are protocol-relative to browsers; control characters hide tricks.
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  let parsed: URL;
  try {
    parsed = new URL(value, BASE);
  } catch {
    return null;
  }
  if (parsed.origin !== BASE) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
