import { and, count, desc, eq, ilike, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { canListBoardSql } from "../boards/index.ts";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";
import { decodePosition, keysetAfterPlaceholders, type PageRequest } from "../platform/db/keyset.ts";
import { prepared, preparedPage } from "../platform/db/prepared.ts";
import { type PinRow, selectPinRows } from "./pin-rows-repo.ts";

const { boards, boardSections, follows, pins } = schema;
const newestFirst = [desc(pins.createdAt), desc(pins.id)];

const publicBoard = () => and(eq(boards.privacy, "public"), isNull(boards.archivedAt));

/** Newest pins on public, unarchived boards (logged-out home feed, IMPL-019). */
export function findPublicPins(db: Executor, page: PageRequest): Promise<PinRow[]> {
  return pinPage(db, "home_feed", page, () => publicBoard(), {});
}

/** One pin by id, or undefined. */
export async function findPinById(db: Executor, pinId: string): Promise<PinRow | undefined> {
  const query = prepared(db, "pin_by_id", (db, name) =>
    selectPinRows(db)
      .where(eq(pins.id, sql.placeholder("id")))
      .limit(1)
      .prepare(name),
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
  const { outsideSections, excludePinId } = options;
  const name = `board_pins${outsideSections ? "_unsectioned" : ""}${excludePinId === undefined ? "" : "_but_one"}`;
  return pinPage(
    db,
    name,
    page,
    () =>
      and(
        eq(pins.boardId, sql.placeholder("boardId")),
        outsideSections ? isNull(pins.sectionId) : undefined,
        excludePinId === undefined ? undefined : ne(pins.id, sql.placeholder("excludePinId")),
      ),
    { boardId, ...(excludePinId === undefined ? {} : { excludePinId }) },
  );
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
  const { text, includeSecret } = options;
  const pattern = text === undefined ? undefined : `%${text.replace(/[\\%_]/g, "\\$&")}%`;
  const name = `pinner_pins${includeSecret ? "_with_secret" : ""}${pattern === undefined ? "" : "_matching"}`;
  const matching = sql.placeholder("pattern");
  return pinPage(
    db,
    name,
    page,
    () =>
      and(
        eq(pins.pinnerId, sql.placeholder("pinnerId")),
        canListBoardSql(sql.placeholder("pinnerId")),
        includeSecret ? undefined : ne(boards.privacy, "secret"),
        pattern === undefined
          ? undefined
          : or(ilike(pins.title, matching), ilike(pins.description, matching)),
      ),
    { pinnerId, ...(pattern === undefined ? {} : { pattern }) },
  );
}

/** Pins of a section, newest first. */
export function findSectionPins(db: Executor, sectionId: string, page: PageRequest): Promise<PinRow[]> {
  return pinPage(db, "section_pins", page, () => eq(pins.sectionId, sql.placeholder("sectionId")), {
    sectionId,
  });
}

/**
 * A page of pin rows, newest first, by a prepared statement per list, page kind (first or
 * after a bookmark) and page size (D-070). `where` builds the list's own condition from
 * placeholders, once per statement; `values` fills them.
 */
function pinPage(
  db: Executor,
  list: string,
  page: PageRequest,
  where: () => SQL | undefined,
  values: Record<string, unknown>,
): Promise<PinRow[]> {
  const position = decodePosition(page.bookmark);
  const after = position !== null;
  const query = preparedPage(
    db,
    `${list}_${after ? "after" : "first"}`,
    page.pageSize + 1,
    (db, name, limit) =>
      selectPinRows(db)
        .where(and(where(), after ? keysetAfterPlaceholders(pins.createdAt, pins.id) : undefined))
        .orderBy(...newestFirst)
        .limit(limit)
        .prepare(name),
  );
  return query.execute(after ? { ...values, createdAt: position.createdAt, id: position.id } : values);
}

/** The section a pin sits in, for the closeup's "Saved to {section} in {board}". */
export async function findSectionSummary(db: Executor, sectionId: string) {
  const query = prepared(db, "section_summary", (db, name) =>
    db
      .select({ id: boardSections.id, title: boardSections.title, slug: boardSections.slug })
      .from(boardSections)
      .where(eq(boardSections.id, sql.placeholder("sectionId")))
      .limit(1)
      .prepare(name),
  );
  const rows = await query.execute({ sectionId });
  return rows[0];
}

/** How many people follow a user. */
export async function countFollowers(db: Executor, userId: string): Promise<number> {
  const query = prepared(db, "count_followers", (db, name) =>
    db
      .select({ n: count() })
      .from(follows)
      .where(eq(follows.followeeId, sql.placeholder("userId")))
      .prepare(name),
  );
  const rows = await query.execute({ userId });
  return rows[0]?.n ?? 0;
}
