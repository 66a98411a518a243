import { z } from "zod";
import { idSchema } from "./ids.ts";

/**
 * A keyset position over `(created_at, id)`: the last row of the previous page. The web
 * treats it as opaque; the server encodes it as base64url JSON.
 */
export interface KeysetPosition {
  createdAt: string;
  id: string;
  /**
   * Which of several keyset lists a feed that chains them is in (the home feed's followed
   * pins first, then the rest: D-031). Absent for single-list pages.
   */
  feed?: string;
}

const positionSchema = z.tuple([
  z.iso.datetime({ offset: true }),
  idSchema,
  z
    .string()
    .regex(/^[a-z]{1,16}$/)
    .optional(),
]);

/** A Latin-1 string (each char one byte) as base64url without padding. */
export function toBase64Url(text: string): string {
  return btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** Base64url (padded or not) back to its Latin-1 string; throws when it is not base64. */
export function fromBase64Url(text: string): string {
  const padded = text.replaceAll("-", "+").replaceAll("_", "/");
  return atob(padded + "=".repeat((4 - (padded.length % 4)) % 4));
}

/** Encodes a keyset position as an opaque bookmark string. */
export function encodeBookmark(position: KeysetPosition): string {
  const parts = [position.createdAt, position.id];
  if (position.feed !== undefined) parts.push(position.feed);
  return toBase64Url(JSON.stringify(parts));
}

/** Decodes a bookmark; returns null when it is malformed (the caller answers INVALID_INPUT). */
export function decodeBookmark(bookmark: string): KeysetPosition | null {
  if (bookmark.length > 200 || !/^[A-Za-z0-9_-]+$/.test(bookmark)) return null;
  try {
    const parsed = positionSchema.safeParse(JSON.parse(fromBase64Url(bookmark)));
    if (!parsed.success) return null;
    const [createdAt, id, feed] = parsed.data;
    return feed === undefined ? { createdAt, id } : { createdAt, id, feed };
  } catch {
    return null;
  }
}

/** Schema of an optional `bookmark` query parameter (validated for shape, decoded later). */
export const bookmarkParamSchema = z
  .string()
  .max(200)
  .refine((value) => decodeBookmark(value) !== null, "is not a valid bookmark")
  .optional();
