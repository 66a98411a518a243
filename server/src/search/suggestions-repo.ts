import { sql } from "drizzle-orm";
import { canListBoardSql } from "../boards/index.ts";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";
import { queryRows } from "../platform/db/raw.ts";
import { shown } from "./repo.ts";

const { boards, hashtags, pinHashtags, pins, searchQueries, users } = schema;

// The search box's suggestions (SEARCH-011, SEARCH-012): prefix look-ups over searched
// queries, public board names and hashtags, parameterised SQL only (D-032).

/** A suggestion: the text to search and how many pins it finds. */
export interface SuggestionRow {
  query: string;
  pin_count: number;
}

/**
 * Hashtags starting with a prefix (folded, without '#'), most used first, each carried by at
 * least one pin anyone may see, so a tag used only on secret boards is never suggested.
 */
export function hashtagsByPrefix(db: Executor, prefix: string, limit: number): Promise<SuggestionRow[]> {
  return queryRows<SuggestionRow>(
    db,
    sql`select '#' || h.tag as query, h.pin_count
      from ${hashtags} h
      where h.tag like lower(${likePrefix(prefix)}) and h.pin_count > 0
        and exists (
          select 1 from ${pinHashtags} ph
          join ${pins} on ${pins.id} = ph.pin_id
          join ${boards} on ${boards.id} = ${pins.boardId}
          join ${users} pinner on pinner.id = ${pins.pinnerId}
          where ph.tag = h.tag and ${canListBoardSql("0")} and ${shown(sql`pinner.state`)})
      order by h.pin_count desc, h.tag
      limit ${limit}`,
  );
}

/** Queries people searched that start with the folded prefix, most searched first. */
export function popularQueriesByPrefix(
  db: Executor,
  prefix: string,
  limit: number,
): Promise<SuggestionRow[]> {
  return queryRows<SuggestionRow>(
    db,
    sql`select query, pin_count from ${searchQueries}
      where query like search_fold(${likePrefix(prefix)}) and pin_count > 0
      order by search_count desc, query
      limit ${limit}`,
  );
}

/**
 * Names of public, unarchived boards of people shown that start with the folded prefix,
 * grouped by name (many people have a "Recipes" board), with the pins they hold.
 */
export function boardNamesByPrefix(db: Executor, prefix: string, limit: number): Promise<SuggestionRow[]> {
  const name = sql`search_fold(${boards.name})`;
  return queryRows<SuggestionRow>(
    db,
    sql`select min(${boards.name}) as query, sum(${boards.pinCount})::int as pin_count
      from ${boards}
      join ${users} board_owner on board_owner.id = ${boards.ownerId}
      where ${name} like search_fold(${likePrefix(prefix)}) and ${canListBoardSql("0")}
        and ${shown(sql`board_owner.state`)} and ${boards.pinCount} > 0
      group by ${name}
      order by sum(${boards.pinCount}) desc, ${name}
      limit ${limit}`,
  );
}

/** A LIKE pattern for "starts with": the prefix's own wildcards are escaped. */
function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
