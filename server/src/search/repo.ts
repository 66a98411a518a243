import type { RankPosition } from "@corkboard/core/contract";
import type { SearchTerms, SearchWord } from "@corkboard/core/search";
import { inArray, type SQL, sql } from "drizzle-orm";
import { canListBoardSql } from "../boards/index.ts";
import { type PinRow, selectPinRows } from "../pins/index.ts";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";
import { queryRows } from "../platform/db/raw.ts";
import { allFiltersSql } from "./filter-conditions-repo.ts";
import { candidatesFromPostings, type ResolvedTerms, resolveTerms } from "./postings-repo.ts";
import { anyFilter, type ShoppingFilters } from "./shopping-filters.ts";

const { boards, pinHashtags, pins, searchQueries, users, images } = schema;

// Search's SQL (D-032). Every query is parameterised: the terms' words are letters, digits
// and marks only (core/src/search/terms.ts), and pass through search_fold in SQL, the same
// fold the indexes were built with. The statements are not prepared: which branches a query
// takes depends on its terms, and the planner is best given the actual values.

/** A ranked hit: its id and score, and on the first page how many pins anyone may see. */
export interface RankedHit {
  id: string;
  score: number;
  public_count: number;
}

/** What a ranked read needs besides its terms. */
export interface RankedPage {
  /** The viewer's id, or "0" logged out (no one's id). */
  viewerId: string;
  after: RankPosition | null;
  limit: number;
}

/** SQL: a person may be shown — not suspended or deactivated (as in the follow lists, D-031). */
export const shown = (state: SQL) => sql`${state} not in ('suspended', 'deactivated')`;

/** Ten points of text per 90 days of age: the recency term (D-032), stable across pages. */
const recency = (createdAt: SQL) => sql`(extract(epoch from ${createdAt})::float8 / 7776000)`;

/**
 * Every word of the terms is in the folded text: as a word prefix (`prefixOf`), as a
 * substring or, with a typo, as a close run of it, as each word allows (D-032).
 */
function everyWord(terms: SearchTerms, folded: SQL, prefixOf: (word: SearchWord) => SQL): SQL {
  const words = terms.words.map((word) => {
    const branches = [prefixOf(word)];
    if (word.substring) branches.push(sql`${folded} like search_fold(${`%${word.text}%`})`);
    if (word.fuzzy) branches.push(sql`search_fold(${word.text}) <% ${folded}`);
    return sql`(${sql.join(branches, sql` or `)})`;
  });
  return sql`(${sql.join(words, sql` and `)})`;
}

/** A word as a word prefix of a 'simple' tsvector. */
const tsPrefix = (tsvector: SQL) => (word: SearchWord) =>
  sql`${tsvector} @@ to_tsquery('simple', search_fold(${word.prefix}))`;

/** A word as the prefix of a word of a folded name (start, or after a space). */
const namePrefix = (folded: SQL) => (word: SearchWord) =>
  sql`(${folded} like search_fold(${`${word.text}%`}) or ${folded} like search_fold(${`% ${word.text}%`}))`;

/** Keeps the rows strictly after the bookmark's position in (score desc, id desc) order. */
function afterPosition(after: RankPosition | null): SQL {
  if (after === null) return sql`true`;
  return sql`(ranked.score, ranked.id) < (${String(after.score)}::float8, ${after.id}::bigint)`;
}

async function ranked(db: Executor, inner: SQL, page: RankedPage): Promise<RankedHit[]> {
  const rows = await queryRows<{ id: string; score: number | string; public_count: number | string }>(
    db,
    sql`select ranked.id::text as id, ranked.score, ranked.public_count
      from (${inner}) as ranked
      where ${afterPosition(page.after)}
      order by ranked.score desc, ranked.id desc
      limit ${page.limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    score: Number(row.score),
    public_count: Number(row.public_count),
  }));
}

/** SQL: a pin matches the terms (its hashtag, or every word of its search document, D-032). */
export function pinMatch(terms: SearchTerms): SQL {
  const doc = sql`${pins.searchDoc}`;
  return terms.hashtag !== null
    ? sql`exists (select 1 from ${pinHashtags} where ${pinHashtags.pinId} = ${pins.id} and ${pinHashtags.tag} = ${terms.hashtag})`
    : everyWord(terms, doc, tsPrefix(sql`to_tsvector('simple', ${doc})`));
}

/**
 * How many matching pins a search scores at most (D-066): the best this many by the cheap
 * part of the score are ranked in full, paged and counted; the rest are never shown. It
 * bounds a common query's scoring, visibility joins, sort and count (a few hundred rows
 * whatever the corpus), and search's pages end after it.
 */
export const SEARCH_CANDIDATES = 500;

/** Strict terms (D-038) match exactly the tsquery of their words: prefixes only, no typo. */
const prefixesOnly = (terms: SearchTerms) =>
  terms.hashtag === null && terms.words.every((word) => !word.substring && !word.fuzzy);

/** SQL: every word of the terms is a word prefix of the pin's document. */
const everyWordPrefix = (terms: SearchTerms) =>
  sql`to_tsvector('simple', ${pins.searchDoc}) @@ to_tsquery('simple', search_fold(${terms.tsquery}))`;

/**
 * SQL: the part of a pin's score read from the pin's row alone (D-066): saves and age, and
 * the 4 points of every word being a word prefix — left out under strict terms, where every
 * match has them, as a to_tsvector per match would cost more than the rest.
 */
function cheapScore(terms: SearchTerms): SQL {
  const saved = sql`ln(1 + ${pins.saveCount}) / 2 + ${recency(sql`${pins.createdAt}`)}`;
  return prefixesOnly(terms)
    ? saved
    : sql`(case when ${everyWordPrefix(terms)} then 4 else 0 end + ${saved})`;
}

/**
 * SQL: the SEARCH_CANDIDATES best pins matching the terms that the filters keep, by the
 * cheap score (D-066), named `pins` with every column. Words come from the postings (D-072);
 * a hashtag query reads its tag's pins, as before.
 */
function candidatePins(resolved: ResolvedTerms, filters: SQL | null): SQL {
  if (resolved.terms.hashtag === null) return candidatesFromPostings(resolved, filters, SEARCH_CANDIDATES);
  return sql`(select ${pins}.* from ${pins}
        where ${pinMatch(resolved.terms)} and ${filters ?? sql`true`}
        order by ${cheapScore(resolved.terms)} desc, ${pins.id} desc
        limit ${SEARCH_CANDIDATES}) as ${pins}`;
}

/** Resolves the terms' words against the vocabulary (D-072); a hashtag needs none. */
export function resolvePinTerms(db: Executor, terms: SearchTerms): Promise<ResolvedTerms> {
  return terms.hashtag === null ? resolveTerms(db, terms) : Promise.resolve({ terms, words: [] });
}

/**
 * SQL: the from and where of the pins matching the terms that the viewer may have listed:
 * the best SEARCH_CANDIDATES matches kept by the shopping filters (D-034) by the cheap score
 * (D-066), found from the postings (D-072), then of those the pins of boards the viewer may
 * list (`canListBoardSql`: public and unarchived, or the viewer's own or collaborated
 * boards), by people who are neither suspended nor deactivated. The candidates stand in for
 * `pins` (same name, every column), so the rest of the statement reads them as it would the
 * table. Search ranks these; the filters count them.
 */
export function listedPinsMatching(
  resolved: ResolvedTerms,
  viewerId: string,
  filters: SQL | null = null,
): SQL {
  return sql`from ${candidatePins(resolved, filters)}
      join ${boards} on ${boards.id} = ${pins.boardId}
      join ${users} pinner on pinner.id = ${pins.pinnerId}
      join ${users} board_owner on board_owner.id = ${boards.ownerId}
      where ${canListBoardSql(viewerId)}
        and ${shown(sql`pinner.state`)} and ${shown(sql`board_owner.state`)}`;
}

/** SQL: the pin may be listed to anyone (a public, unarchived board). */
export const listedToAnyone = () => canListBoardSql("0");

/**
 * Pins matching the terms that the viewer may have listed and the filters keep, best first
 * (D-032), among the SEARCH_CANDIDATES best by the cheap score (D-066). `public_count` counts
 * those anyone may see, so it is at most SEARCH_CANDIDATES.
 */
export async function rankPins(
  db: Executor,
  terms: SearchTerms,
  page: RankedPage & { filters: ShoppingFilters },
): Promise<RankedHit[]> {
  const resolved = await resolvePinTerms(db, terms);
  const filters = anyFilter(page.filters) ? allFiltersSql(page.filters) : null;
  const doc = sql`${pins.searchDoc}`;
  const relevance = sql`(word_similarity(search_fold(${terms.phrase}), ${doc})
    + case when search_fold(${pins.title}) like search_fold(${terms.pattern}) then 1 else 0 end)`;
  // The score of D-032: 4 × relevance + the cheap score, which holds the prefix term.
  const prefixPoints = prefixesOnly(terms) ? sql`4 + ` : sql``;
  return ranked(
    db,
    sql`select ${pins.id} as id,
        (${prefixPoints}4 * ${relevance} + ${cheapScore(terms)})::float8 as score,
        count(*) filter (where ${listedToAnyone()}) over () as public_count
      ${listedPinsMatching(resolved, page.viewerId, filters)}`,
    page,
  );
}

/**
 * How many pins anyone may see the terms find among the candidates, up to `upTo`, without
 * the shopping filters: whether the words themselves find enough (D-038, D-066).
 */
export async function countListedToAnyone(db: Executor, terms: SearchTerms, upTo: number): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from (select 1 ${listedPinsMatching(await resolvePinTerms(db, terms), "0")}
      limit ${upTo}) as found`,
  );
  return Number(row?.n ?? 0);
}

/** Boards whose name matches, that the viewer may have listed, by people shown; best first. */
export function rankBoards(db: Executor, terms: SearchTerms, page: RankedPage): Promise<RankedHit[]> {
  const name = sql`search_fold(${boards.name})`;
  const match = everyWord(terms, name, namePrefix(name));
  return ranked(
    db,
    sql`select ${boards.id} as id,
        (4 * (word_similarity(search_fold(${terms.phrase}), ${name})
          + case when ${name} like search_fold(${terms.pattern}) then 1 else 0 end)
          + ln(1 + ${boards.pinCount}) / 2 + ${recency(sql`${boards.createdAt}`)})::float8 as score,
        count(*) filter (where ${canListBoardSql("0")}) over () as public_count
      from ${boards}
      join ${users} board_owner on board_owner.id = ${boards.ownerId}
      where ${match} and ${canListBoardSql(page.viewerId)} and ${shown(sql`board_owner.state`)}`,
    page,
  );
}

/** People whose name or username matches, neither suspended nor deactivated; best first. */
export function rankPeople(db: Executor, terms: SearchTerms, page: RankedPage): Promise<RankedHit[]> {
  // The expression of users_search_trgm_idx, word for word, so the index serves it.
  const name = sql`search_fold(${users.fullName} || ' ' || ${users.username})`;
  const match = everyWord(terms, name, namePrefix(name));
  return ranked(
    db,
    sql`select ${users.id} as id,
        (4 * (word_similarity(search_fold(${terms.phrase}), ${name})
          + case when ${name} like search_fold(${terms.pattern}) then 1 else 0 end)
          + ln(1 + ${users.followerCount}) / 2)::float8 as score,
        count(*) over () as public_count
      from ${users}
      where ${match} and ${shown(sql`${users.state}`)}`,
    page,
  );
}

/** The pins of the given ids, as pin rows (order not kept). */
export function findPinRows(db: Executor, ids: string[]): Promise<PinRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectPinRows(db).where(inArray(pins.id, ids));
}

/** A board found by search, with its owner. */
export interface BoardHitRow {
  id: string;
  name: string;
  slug: string;
  privacy: "public" | "secret" | "protected";
  pin_count: number;
  owner_id: string;
  owner_username: string;
  owner_full_name: string;
  owner_avatar_color_index: number;
  avatar_storage_key: string | null;
  avatar_width: number | null;
  avatar_height: number | null;
}

/** The boards of the given ids with their owners (order not kept). */
export function findBoardHits(db: Executor, ids: string[]): Promise<BoardHitRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return queryRows<BoardHitRow>(
    db,
    sql`select ${boards.id}::text as id, ${boards.name} as name, ${boards.slug} as slug,
        ${boards.privacy} as privacy, ${boards.pinCount} as pin_count,
        u.id::text as owner_id, u.username as owner_username, u.full_name as owner_full_name,
        u.avatar_color_index as owner_avatar_color_index,
        i.storage_key as avatar_storage_key, i.width as avatar_width, i.height as avatar_height
      from ${boards}
      join ${users} u on u.id = ${boards.ownerId}
      left join ${images} i on i.id = u.avatar_image_id
      where ${inArray(boards.id, ids)}`,
  );
}

/** A person found by search. */
export interface PersonHitRow {
  id: string;
  username: string;
  full_name: string;
  avatar_color_index: number;
  follower_count: number;
  avatar_storage_key: string | null;
  avatar_width: number | null;
  avatar_height: number | null;
}

/** The people of the given ids (order not kept). */
export function findPersonHits(db: Executor, ids: string[]): Promise<PersonHitRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return queryRows<PersonHitRow>(
    db,
    sql`select ${users.id}::text as id, ${users.username} as username, ${users.fullName} as full_name,
        ${users.avatarColorIndex} as avatar_color_index, ${users.followerCount} as follower_count,
        i.storage_key as avatar_storage_key, i.width as avatar_width, i.height as avatar_height
      from ${users}
      left join ${images} i on i.id = ${users.avatarImageId}
      where ${inArray(users.id, ids)}`,
  );
}

/**
 * Counts a searched query (SEARCH-011's "what people search"): only queries whose first page
 * found pins anyone may see are kept, with that count (D-032).
 */
export async function recordQuery(db: Executor, query: string, pinCount: number): Promise<void> {
  await db.execute(sql`insert into ${searchQueries} (query, search_count, pin_count, last_searched_at)
    values (search_fold(${query}), 1, ${pinCount}, now())
    on conflict (query) do update set search_count = ${searchQueries.searchCount} + 1,
      pin_count = excluded.pin_count, last_searched_at = excluded.last_searched_at`);
}
