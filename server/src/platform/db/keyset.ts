import { decodeBookmark, encodeBookmark, type KeysetPosition, type Page } from "@corkboard/core/contract";
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { AppError } from "../http/app-error.ts";

/** A page request: how many rows, and after which position. */
export interface PageRequest {
  pageSize: number;
  bookmark?: string | undefined;
}

/**
 * The keyset condition "strictly after the bookmark" for rows ordered by
 * (created_at DESC, id DESC) (DESIGN §5: never OFFSET). Undefined on the first page.
 */
export function afterBookmark(
  createdAt: PgColumn,
  id: PgColumn,
  bookmark: string | undefined,
): SQL | undefined {
  const position = decodePosition(bookmark);
  if (position === null) return undefined;
  return sql`(${createdAt}, ${id}) < (${position.createdAt}::timestamptz, ${position.id}::bigint)`;
}

/** The position a bookmark names: null on the first page; INVALID_INPUT when malformed. */
export function decodePosition(bookmark: string | undefined): KeysetPosition | null {
  if (bookmark === undefined) return null;
  const position = decodeBookmark(bookmark);
  if (position === null) {
    throw new AppError("INVALID_INPUT", "Invalid bookmark", { detail: "bookmark is invalid" });
  }
  return position;
}

/** `afterBookmark`'s condition with `createdAt` and `id` placeholders, for prepared queries. */
export function keysetAfterPlaceholders(createdAt: PgColumn, id: PgColumn): SQL {
  return sql`(${createdAt}, ${id}) < (${sql.placeholder("createdAt")}::timestamptz, ${sql.placeholder("id")}::bigint)`;
}

/**
 * Turns `pageSize + 1` fetched rows into a page: the extra row only says another page
 * exists, and the last row kept becomes the bookmark.
 */
export function toPage<Row, Item>(
  rows: Row[],
  pageSize: number,
  positionOf: (row: Row) => { createdAt: Date; id: string },
  present: (row: Row) => Item,
): Page<Item> {
  const hasMore = rows.length > pageSize;
  const kept = hasMore ? rows.slice(0, pageSize) : rows;
  const last = kept.at(-1);
  const bookmark =
    hasMore && last !== undefined
      ? encodeBookmark({ createdAt: positionOf(last).createdAt.toISOString(), id: positionOf(last).id })
      : null;
  return { items: kept.map(present), bookmark };
}
