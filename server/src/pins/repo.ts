import { and, count, desc, eq, ilike, isNull, ne, or, sql } from "drizzle-orm";
import { canListBoardSql } from "../boards/index.ts";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";
import {
  afterBookmark,
  decodePosition,
  keysetAfterPlaceholders,
  type PageRequest,
} from "../platform/db/keyset.ts";
import { prepared } from "../platform/db/prepared.ts";
import { type PinRow, selectPinRows } from "./pin-rows-repo.ts";

const { boards, boardSections, follows, pins } = schema;
const newestFirst = [desc(pins.createdAt), desc(pins.id)];

const publicBoard = () => and(eq(boards.privacy, "public"), isNull(boards.archivedAt));

/** Newest pins on public, unarchived boards (logged-out home feed, IMPL-019). */
export function findPublicPins(db: Executor, page: PageRequest): Promise<PinRow[]> {
  const limit = page.pageSize + 1;
  const position = decodePosition(page.bookmark);
  if (position === null) {
    return prepared(db, "home_feed_first", (db) =>
      selectPinRows(db)
        .where(publicBoard())
        .orderBy(...newestFirst)
        .limit(sql.placeholder("limit"))
        .prepare("home_feed_first"),
    ).execute({ limit });
  }
  return prepared(db, "home_feed_after", (db) =>
    selectPinRows(db)
      .where(and(publicBoard(), keysetAfterPlaceholders(pins.createdAt, pins.id)))
      .orderBy(...newestFirst)
      .limit(sql.placeholder("limit"))
      .prepare("home_feed_after"),
  ).execute({ limit, createdAt: position.createdAt, id: position.id });
}

/** One pin by id, or undefined. */
export async function findPinById(db: Executor, pinId: string): Promise<PinRow | undefined> {
  const query = prepared(db, "pin_by_id", (db) =>
    selectPinRows(db)
      .where(eq(pins.id, sql.placeholder("id")))
      .limit(1)
      .prepare("pin_by_id"),
  );
  const rows = await query.execute({ id: pinId });
  return rows[0];
}

/** Pins of a board, optionally only those outside any section, newest first. */
export function findBoardPins(
  db: Executor,
  boardId: string,
  page: PageRequest,
  options: { outsideSections: boolean; excludePinId?: string },
): Promise<PinRow[]> {
  return selectPinRows(db)
    .where(
      and(
        eq(pins.boardId, boardId),
        options.outsideSections ? isNull(pins.sectionId) : undefined,
        options.excludePinId === undefined ? undefined : ne(pins.id, options.excludePinId),
        afterBookmark(pins.createdAt, pins.id, page.bookmark),
      ),
    )
    .orderBy(...newestFirst)
    .limit(page.pageSize + 1);
}

/**
 * The pins a user saved, newest first, on boards they may still list (their own, ones they
 * collaborate on, public ones), optionally only those whose title or description holds
 * `text` (the API's own-pin search, D-058), and without those on secret boards unless
 * `includeSecret` (a personal API token's pins:read_secret, D-057).
 */
export function findPinnerPins(
  db: Executor,
  pinnerId: string,
  page: PageRequest,
  options: { text?: string | undefined; includeSecret: boolean },
): Promise<PinRow[]> {
  const { text } = options;
  const pattern = text === undefined ? undefined : `%${text.replace(/[\\%_]/g, "\\$&")}%`;
  return selectPinRows(db)
    .where(
      and(
        eq(pins.pinnerId, pinnerId),
        canListBoardSql(pinnerId),
        options.includeSecret ? undefined : ne(boards.privacy, "secret"),
        pattern === undefined ? undefined : or(ilike(pins.title, pattern), ilike(pins.description, pattern)),
        afterBookmark(pins.createdAt, pins.id, page.bookmark),
      ),
    )
    .orderBy(...newestFirst)
    .limit(page.pageSize + 1);
}

/** Pins of a section, newest first. */
export function findSectionPins(db: Executor, sectionId: string, page: PageRequest): Promise<PinRow[]> {
  return selectPinRows(db)
    .where(and(eq(pins.sectionId, sectionId), afterBookmark(pins.createdAt, pins.id, page.bookmark)))
    .orderBy(...newestFirst)
    .limit(page.pageSize + 1);
}

/** The section a pin sits in, for the closeup's "Saved to {section} in {board}". */
export async function findSectionSummary(db: Executor, sectionId: string) {
  const rows = await db
    .select({ id: boardSections.id, title: boardSections.title, slug: boardSections.slug })
    .from(boardSections)
    .where(eq(boardSections.id, sectionId))
    .limit(1);
  return rows[0];
}

/** How many people follow a user. */
export async function countFollowers(db: Executor, userId: string): Promise<number> {
  const query = prepared(db, "count_followers", (db) =>
    db
      .select({ n: count() })
      .from(follows)
      .where(eq(follows.followeeId, sql.placeholder("userId")))
      .prepare("count_followers"),
  );
  const rows = await query.execute({ userId });
  return rows[0]?.n ?? 0;
}
