import { sql } from "drizzle-orm";
import type { Executor } from "../platform/db/index.ts";
import { queryRows } from "../platform/db/raw.ts";

/** What a sitemap lists; each kind is its own id-ordered sequence. */
export type SitemapKind = "profiles" | "boards" | "pins";

/** One sitemap entry: the id it is paged by, its path, and when it last changed (YYYY-MM-DD). */
export interface SitemapRow {
  id: string;
  path: string;
  lastmod: string;
}

// Only what anyone may see: accounts in the active state, their public boards that are not
// archived (never secret or protected ones), and the pins on those boards.
const VISIBLE_USERS = sql`u.state = 'active'`;
const VISIBLE_BOARDS = sql`b.privacy = 'public' and b.archived_at is null and ${VISIBLE_USERS}`;
const day = (column: ReturnType<typeof sql.raw>) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

function pageQuery(kind: SitemapKind, afterId: string, limit: number) {
  switch (kind) {
    case "profiles":
      return sql`select u.id::text as id, '/' || u.username || '/' as path, ${day(sql.raw("u.created_at"))} as lastmod
        from users u where ${VISIBLE_USERS} and u.id > ${afterId}::bigint order by u.id limit ${limit}`;
    case "boards":
      return sql`select b.id::text as id, '/' || u.username || '/' || b.slug || '/' as path, ${day(sql.raw("b.updated_at"))} as lastmod
        from boards b join users u on u.id = b.owner_id
        where ${VISIBLE_BOARDS} and b.id > ${afterId}::bigint order by b.id limit ${limit}`;
    case "pins":
      return sql`select p.id::text as id, '/pin/' || p.id || '/' as path, ${day(sql.raw("p.created_at"))} as lastmod
        from pins p join boards b on b.id = p.board_id join users u on u.id = b.owner_id
        where ${VISIBLE_BOARDS} and p.id > ${afterId}::bigint order by p.id limit ${limit}`;
  }
}

/** Up to `limit` entries of `kind` with ids above `afterId` ("0" for the first), by id. */
export function findSitemapRows(
  db: Executor,
  kind: SitemapKind,
  afterId: string,
  limit: number,
): Promise<SitemapRow[]> {
  return queryRows<SitemapRow>(db, pageQuery(kind, afterId, limit));
}

/**
 * How many entries of each kind there are. Pins are counted from the boards' maintained
 * pin_count (D-008), so this never scans the pins table.
 */
export async function countSitemapRows(db: Executor): Promise<Record<SitemapKind, number>> {
  const [row] = await queryRows<{ profiles: string; boards: string; pins: string }>(
    db,
    sql`select
      (select count(*) from users u where ${VISIBLE_USERS})::text as profiles,
      (select count(*) from boards b join users u on u.id = b.owner_id where ${VISIBLE_BOARDS})::text as boards,
      (select coalesce(sum(b.pin_count), 0) from boards b join users u on u.id = b.owner_id where ${VISIBLE_BOARDS})::text as pins`,
  );
  return {
    profiles: Number(row?.profiles ?? 0),
    boards: Number(row?.boards ?? 0),
    pins: Number(row?.pins ?? 0),
  };
}

/**
 * Where each file of `kind` starts when every file holds `perFile` entries: "0", then the
 * id of the last entry of each full file. One pass over the kind's ids (an index scan),
 * so callers keep the answer for a while.
 */
export async function findPageStarts(db: Executor, kind: SitemapKind, perFile: number): Promise<string[]> {
  const ids =
    kind === "profiles"
      ? sql`select u.id from users u where ${VISIBLE_USERS}`
      : kind === "boards"
        ? sql`select b.id from boards b join users u on u.id = b.owner_id where ${VISIBLE_BOARDS}`
        : sql`select p.id from pins p join boards b on b.id = p.board_id join users u on u.id = b.owner_id where ${VISIBLE_BOARDS}`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id::text as id from (
        select id, row_number() over (order by id) as n, count(*) over () as total from (${ids}) ids
      ) numbered where n % ${perFile} = 0 and n < total order by id`,
  );
  return ["0", ...rows.map((row) => row.id)];
}
