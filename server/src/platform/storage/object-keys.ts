import { AppError } from "../http/app-error.ts";

// One path segment: starts with a letter or digit so `.`, `..` and hidden files are out;
// no backslash, colon or NUL, so a key means the same on every OS and in every store.
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

/** True when `key` is a safe relative object key (`a/b/c.webp`): no `..`, no absolute path. */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split("/").every((segment) => SEGMENT.test(segment) && !segment.includes(".."));
}

/** Throws INVALID_INPUT for an unsafe key; every store calls it before touching a path or URL. */
export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) {
    throw new AppError("INVALID_INPUT", "Invalid storage key", {
      detail: "storage key is not a safe relative path",
    });
  }
}

const CONTENT_TYPES: Record<string, string> = {
  avif: "image/avif",
  gif: "image/gif",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  mp4: "video/mp4",
  mov: "video/quicktime",
  webm: "video/webm",
};

/** The content type implied by a key's extension; the local store has nowhere else to keep it. */
export function contentTypeForKey(key: string): string {
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
}
