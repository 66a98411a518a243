import { and, count, desc, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";
import { decodePosition, keysetAfterPlaceholders, type PageRequest } from "../platform/db/keyset.ts";
import { prepared, preparedPage } from "../platform/db/prepared.ts";
import { preparedRows } from "../platform/db/raw.ts";
import { collaboratesSql } from "./access-sql.ts";

const { boards, boardCollaborators, boardSections, images, pins, users } = schema;

/** The columns of a board view, with its owner's username and counts. */
export const boardColumns = {
  id: boards.id,
  name: boards.name,
  slug: boards.slug,
  description: boards.description,
  privacy: boards.privacy,
  layout: boards.layout,
  pinCount: boards.pinCount,
  archivedAt: boards.archivedAt,
  createdAt: boards.createdAt,
  ownerId: boards.ownerId,
  ownerUsername: users.username,
  coverImageId: boards.coverImageId,
  advertiserId: boards.advertiserId,
  collaboratorCount: sql<number>`(select count(*)::int from ${boardCollaborators} where ${boardCollaborators.boardId} = ${boards.id})`,
  sectionCount: sql<number>`(select count(*)::int from ${boardSections} where ${boardSections.boardId} = ${boards.id})`,
};

/** A board with its owner's username and counts. */
export type BoardRow = NonNullable<Awaited<ReturnType<typeof findBoardBySlug>>>;

/** A board by owner username (case-insensitive) and slug. */
export async function findBoardBySlug(db: Executor, username: string, slug: string) {
  const query = prepared(db, "board_by_slug", (db, name) =>
    db
      .select(boardColumns)
      .from(boards)
      .innerJoin(users, eq(users.id, boards.ownerId))
      .where(
        and(
          sql`lower(${users.username}) = lower(${sql.placeholder("username")})`,
          eq(boards.slug, sql.placeholder("slug")),
        ),
      )
      .limit(1)
      .prepare(name),
  );
  const rows = await query.execute({ username, slug });
  return rows[0];
}

/** A board by id, with the same columns as by slug. */
export async function findBoardById(db: Executor, boardId: string) {
  const query = prepared(db, "board_by_id", (db, name) =>
    db
      .select(boardColumns)
      .from(boards)
      .innerJoin(users, eq(users.id, boards.ownerId))
      .where(eq(boards.id, sql.placeholder("boardId")))
      .limit(1)
      .prepare(name),
  );
  const rows = await query.execute({ boardId });
  return rows[0];
}

/**
 * A user's boards for the profile, newest first, filtered by the listing rule: every
 * public board, secret boards only when `includeSecret`, never protected ones (IMPL-024).
 */
export function findProfileBoards(
  db: Executor,
  ownerId: string,
  page: PageRequest,
  options: { includeSecret: boolean; includeArchived: boolean; privacy?: "public" | "secret" },
) {
  const { includeSecret, includeArchived, privacy } = options;
  const position = decodePosition(page.bookmark);
  const after = position !== null;
  const name = [
    "profile_boards",
    includeSecret ? "with_secret" : "public",
    includeArchived ? "with_archived" : "",
    privacy ?? "",
    after ? "after" : "first",
  ]
    .filter(Boolean)
    .join("_");
  const query = preparedPage(db, name, page.pageSize + 1, (db, name, limit) =>
    db
      .select(boardColumns)
      .from(boards)
      .innerJoin(users, eq(users.id, boards.ownerId))
      .where(
        and(
          eq(boards.ownerId, sql.placeholder("ownerId")),
          includeSecret ? ne(boards.privacy, "protected") : eq(boards.privacy, "public"),
          includeArchived ? undefined : isNull(boards.archivedAt),
          privacy === undefined ? undefined : eq(boards.privacy, privacy),
          after ? keysetAfterPlaceholders(boards.createdAt, boards.id) : undefined,
        ),
      )
      .orderBy(desc(boards.createdAt), desc(boards.id))
      .limit(limit)
      .prepare(name),
  );
  return query.execute(after ? { ownerId, createdAt: position.createdAt, id: position.id } : { ownerId });
}

/** A PostgreSQL array literal of ids, bound as one parameter (ids are validated digits). */
function bigintArray(ids: string[]): string {
  return `{${ids.join(",")}}`;
}

/** A stored image's rendition facts. */
export interface CoverImage {
  storageKey: string;
  width: number;
  height: number;
}

/**
 * Up to `perBoard` cover images per board: the chosen cover first, then the newest pins'
 * images. One query for the whole list, each board read through its (board, created_at) index.
 */
export async function findBoardCovers(
  db: Executor,
  boardIds: string[],
  perBoard: number,
): Promise<Map<string, CoverImage[]>> {
  const covers = new Map<string, CoverImage[]>();
  if (boardIds.length === 0) return covers;
  const ids = bigintArray(boardIds);
  const chosenQuery = prepared(db, "board_covers_chosen", (db, name) =>
    db
      .select({
        boardId: boards.id,
        storageKey: images.storageKey,
        width: images.width,
        height: images.height,
      })
      .from(boards)
      .innerJoin(images, eq(images.id, boards.coverImageId))
      .where(sql`${boards.id} = any(${sql.placeholder("ids")}::bigint[])`)
      .prepare(name),
  );
  for (const row of await chosenQuery.execute({ ids })) covers.set(row.boardId, [row]);
  const newest = await preparedRows<{
    board_id: string;
    storage_key: string;
    width: number;
    height: number;
  }>(
    db,
    `board_covers_newest_${perBoard}`,
    () => sql`
    select b.id::text as board_id, i.storage_key, i.width, i.height
    from unnest(${sql.placeholder("ids")}::bigint[]) as b(id)
    cross join lateral (
      select p.image_id from ${pins} p where p.board_id = b.id
      order by p.created_at desc, p.id desc limit ${sql.raw(String(perBoard))}
    ) as newest
    join ${images} i on i.id = newest.image_id`,
    { ids },
  );
  for (const row of newest) {
    const list = covers.get(row.board_id) ?? [];
    if (list.length < perBoard)
      list.push({ storageKey: row.storage_key, width: row.width, height: row.height });
    covers.set(row.board_id, list);
  }
  return covers;
}

/** The columns of a section view. */
export const sectionColumns = {
  id: boardSections.id,
  title: boardSections.title,
  slug: boardSections.slug,
  pinCount: boardSections.pinCount,
};

/** The sections of a board, oldest first (the order they were made in). */
export function findSections(db: Executor, boardId: string) {
  const query = prepared(db, "board_sections", (db, name) =>
    db
      .select(sectionColumns)
      .from(boardSections)
      .where(eq(boardSections.boardId, sql.placeholder("boardId")))
      .orderBy(boardSections.createdAt, boardSections.id)
      .prepare(name),
  );
  return query.execute({ boardId });
}

/** A section by its board and slug. */
export async function findSectionBySlug(db: Executor, boardId: string, slug: string) {
  const query = prepared(db, "section_by_slug", (db, name) =>
    db
      .select(sectionColumns)
      .from(boardSections)
      .where(
        and(
          eq(boardSections.boardId, sql.placeholder("boardId")),
          eq(boardSections.slug, sql.placeholder("slug")),
        ),
      )
      .limit(1)
      .prepare(name),
  );
  const rows = await query.execute({ boardId, slug });
  return rows[0];
}

/** A section by id. */
export async function findSectionById(db: Executor, sectionId: string) {
  const query = prepared(db, "section_by_id", (db, name) =>
    db
      .select(sectionColumns)
      .from(boardSections)
      .where(eq(boardSections.id, sql.placeholder("sectionId")))
      .limit(1)
      .prepare(name),
  );
  const rows = await query.execute({ sectionId });
  return rows[0];
}

/** A section row. */
export type SectionRow = Awaited<ReturnType<typeof findSections>>[number];

/** Up to `perSection` newest pins of each section, for the section cards' previews. */
export async function findSectionPreviews(db: Executor, sectionIds: string[], perSection: number) {
  const previews = new Map<string, { pinId: string; dominantColor: string; image: CoverImage }[]>();
  if (sectionIds.length === 0) return previews;
  const result = await preparedRows<{
    section_id: string;
    pin_id: string;
    dominant_color: string;
    storage_key: string;
    width: number;
    height: number;
  }>(
    db,
    `section_previews_${perSection}`,
    () => sql`
    select s.id::text as section_id, newest.id::text as pin_id, newest.dominant_color,
           i.storage_key, i.width, i.height
    from unnest(${sql.placeholder("ids")}::bigint[]) as s(id)
    cross join lateral (
      select p.id, p.image_id, p.dominant_color from ${pins} p where p.section_id = s.id
      order by p.created_at desc, p.id desc limit ${sql.raw(String(perSection))}
    ) as newest
    join ${images} i on i.id = newest.image_id`,
    { ids: bigintArray(sectionIds) },
  );
  for (const row of result) {
    const list = previews.get(row.section_id) ?? [];
    list.push({
      pinId: row.pin_id,
      dominantColor: row.dominant_color,
      image: { storageKey: row.storage_key, width: row.width, height: row.height },
    });
    previews.set(row.section_id, list);
  }
  return previews;
}

/** Counts a user's boards visible on their profile to this viewer. */
export async function countProfileBoards(db: Executor, ownerId: string, includeSecret: boolean) {
  const query = prepared(db, `count_profile_boards${includeSecret ? "_with_secret" : ""}`, (db, name) =>
    db
      .select({ n: count() })
      .from(boards)
      .where(
        and(
          eq(boards.ownerId, sql.placeholder("ownerId")),
          isNull(boards.archivedAt),
          includeSecret
            ? or(eq(boards.privacy, "public"), eq(boards.privacy, "secret"))
            : eq(boards.privacy, "public"),
        ),
      )
      .prepare(name),
  );
  const rows = await query.execute({ ownerId });
  return rows[0]?.n ?? 0;
}

/** Whether the viewer collaborates on the board in scope; nobody logged out does. */
function collaborates(viewerId: string | null) {
  return viewerId === null ? sql<boolean>`false` : collaboratesSql(sql.placeholder("viewerId"));
}

/** The prepared statement's name for a viewer or for nobody, and the values to run it with. */
function byViewer(name: string, viewerId: string | null, values: Record<string, unknown>) {
  return viewerId === null
    ? { name: `${name}_anonymous`, values }
    : { name: `${name}_viewer`, values: { ...values, viewerId } };
}

/** Owner, privacy and archive state of a board, and whether the viewer collaborates on it. */
export async function findBoardAccessFacts(db: Executor, boardId: string, viewerId: string | null = null) {
  const { name, values } = byViewer("board_access_facts", viewerId, { boardId });
  const query = prepared(db, name, (db, name) =>
    db
      .select({
        id: boards.id,
        ownerId: boards.ownerId,
        privacy: boards.privacy,
        archivedAt: boards.archivedAt,
        viewerIsCollaborator: collaborates(viewerId),
      })
      .from(boards)
      .where(eq(boards.id, sql.placeholder("boardId")))
      .limit(1)
      .prepare(name),
  );
  const rows = await query.execute(values);
  return rows[0];
}

/** The access facts of the board a section belongs to, with the section's own facts. */
export async function findSectionAccessFacts(
  db: Executor,
  sectionId: string,
  viewerId: string | null = null,
) {
  const { name, values } = byViewer("section_access_facts", viewerId, { sectionId });
  const query = prepared(db, name, (db, name) =>
    db
      .select({
        sectionId: boardSections.id,
        boardId: boards.id,
        title: boardSections.title,
        ownerId: boards.ownerId,
        privacy: boards.privacy,
        archivedAt: boards.archivedAt,
        viewerIsCollaborator: collaborates(viewerId),
      })
      .from(boardSections)
      .innerJoin(boards, eq(boards.id, boardSections.boardId))
      .where(eq(boardSections.id, sql.placeholder("sectionId")))
      .limit(1)
      .prepare(name),
  );
  const rows = await query.execute(values);
  return rows[0];
}

/** True when the user collaborates on the board. */
export async function isCollaborator(db: Executor, boardId: string, userId: string): Promise<boolean> {
  const query = prepared(db, "is_collaborator", (db, name) =>
    db
      .select({ boardId: boardCollaborators.boardId })
      .from(boardCollaborators)
      .where(
        and(
          eq(boardCollaborators.boardId, sql.placeholder("boardId")),
          eq(boardCollaborators.userId, sql.placeholder("userId")),
        ),
      )
      .limit(1)
      .prepare(name),
  );
  const rows = await query.execute({ boardId, userId });
  return rows.length > 0;
}
