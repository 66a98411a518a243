import type { SearchTerms, SearchWord } from "@corkboard/core/search";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";
import { queryRows } from "../platform/db/raw.ts";

const { searchPostings, searchVocabulary } = schema;

// Search's candidates from the postings (D-072): each query word is expanded against the
// vocabulary (bounded by the words of the language, not by the pins), then the rarest word's
// postings are walked best first and the others are checked per candidate. Parameterised SQL
// only: the words are letters, digits and marks (core/src/search/terms.ts).

/** Completions a word prefix expands to at most (in index order, the word itself first). */
export const PREFIX_EXPANSIONS = 64;
/** Vocabulary words a substring expands to at most (an unspaced script's runs, D-072). */
export const SUBSTRING_EXPANSIONS = 256;
/** Close spellings a misspelt word expands to at most, closest first. */
export const TYPO_EXPANSIONS = 8;
/**
 * Postings counted per vocabulary word at most, to tell the rarest query word: enough to
 * order words, bounded whatever the corpus.
 */
export const FREQUENCY_CAP = 1000;
/**
 * Postings of the rarest word walked at most when the candidates must also hold other words
 * or pass shopping filters (D-072): a word's best this many pins are the ones looked at; a
 * match further down that list is never found. Bounds the per-candidate checks.
 */
export const WALK_BOUND = 4000;
/** Above this many terms, a word's postings are read by `= any` and sorted, not merged. */
const MERGE_TERMS = 16;

/** A query word resolved against the vocabulary: the indexed words it stands for. */
export interface ResolvedWord {
  terms: string[];
  /** Postings of those words, each counted up to FREQUENCY_CAP. */
  frequency: number;
}

/** A query's words resolved, in query order; a word with no terms means nothing matches. */
export interface ResolvedTerms {
  terms: SearchTerms;
  words: ResolvedWord[];
}

/** The word as its prefix, folded: the stem of strict terms ("planters" → "planter"). */
const stemOf = (word: SearchWord) => word.prefix.slice(0, -2);

/** SQL: the vocabulary words one query word stands for, as its match branches allow. */
function expansions(word: SearchWord): SQL {
  const folded = sql`search_fold(${stemOf(word)})`;
  const branches = [
    sql`(select ${searchVocabulary.term} as term from ${searchVocabulary}
      where ${searchVocabulary.term} like ${folded} || '%' order by ${searchVocabulary.term}
      limit ${PREFIX_EXPANSIONS})`,
  ];
  if (word.substring) {
    branches.push(sql`(select ${searchVocabulary.term} from ${searchVocabulary}
      where ${searchVocabulary.term} like '%' || search_fold(${word.text}) || '%'
      limit ${SUBSTRING_EXPANSIONS})`);
  }
  if (word.fuzzy) {
    const text = sql`search_fold(${word.text})`;
    branches.push(sql`(select ${searchVocabulary.term} from ${searchVocabulary}
      where ${text} <% ${searchVocabulary.term}
      order by word_similarity(${text}, ${searchVocabulary.term}) desc, ${searchVocabulary.term}
      limit ${TYPO_EXPANSIONS})`);
  }
  return sql.join(branches, sql` union `);
}

/**
 * Resolves each word of the terms to the vocabulary words it matches — as a word prefix, and
 * as the terms allow as a substring or with a typo (the same branches as D-032's, asked of the
 * vocabulary instead of every document) — with how many postings each has (capped).
 */
export async function resolveTerms(db: Executor, terms: SearchTerms): Promise<ResolvedTerms> {
  const perWord = terms.words.map(
    (word, index) => sql`select ${index}::int as word, e.term,
        (select count(*) from (select 1 from ${searchPostings} p where p.term = e.term
          limit ${FREQUENCY_CAP}) as c)::int as n
      from (${expansions(word)}) as e`,
  );
  const rows = await queryRows<{ word: number | string; term: string; n: number | string }>(
    db,
    sql.join(perWord, sql` union all `),
  );
  const words: ResolvedWord[] = terms.words.map(() => ({ terms: [], frequency: 0 }));
  for (const row of rows) {
    const word = words[Number(row.word)];
    if (word === undefined || Number(row.n) === 0) continue;
    word.terms.push(row.term);
    word.frequency += Number(row.n);
  }
  return { terms, words };
}

/** Walk order: the index's (static_rank desc nulls last, pin_id desc nulls last). */
const walkOrder = (rank: string, pin: string) => sql.raw(`${rank} desc nulls last, ${pin} desc nulls last`);

const termList = (terms: string[]) =>
  sql.join(
    terms.map((term) => sql`${term}`),
    sql`, `,
  );

/**
 * SQL: a word's best `walked` postings per term: one ordered index range scan per term, each
 * cut at `walked` (the best `walked` of their union are among them), or `= any` and a sort
 * for a word of many terms (an unspaced script's runs: each few pins).
 */
function postingsBestFirst(word: ResolvedWord, walked: number): SQL {
  const columns = sql`${searchPostings.staticRank} as static_rank, ${searchPostings.pinId} as pin_id`;
  if (word.terms.length > MERGE_TERMS) {
    return sql`select ${columns} from ${searchPostings} where ${searchPostings.term} in (${termList(word.terms)})`;
  }
  return sql.join(
    word.terms.map(
      (term) => sql`(select ${columns} from ${searchPostings} where ${searchPostings.term} = ${term}
        order by ${walkOrder("static_rank", "pin_id")} limit ${walked})`,
    ),
    sql` union all `,
  );
}

/**
 * SQL: the pin holds one of the word's terms (the postings' primary key, pin first). `offset
 * 0` keeps it a check on each walked pin, in walk order: as a semi-join the planner would
 * read every posting of the word first.
 */
const holds = (word: ResolvedWord) =>
  sql`exists (select 1 from ${searchPostings} other where other.pin_id = walk.pin_id
    and other.term in (${termList(word.terms)}) offset 0)`;

/**
 * The word to walk: the one with the fewest postings; counts are capped, so among words at
 * the cap the longest (a longer word is rarer, as a rule of language, not of this corpus).
 */
function rarestOf(words: ResolvedWord[]): ResolvedWord {
  const length = (word: ResolvedWord) => Math.min(...word.terms.map((term) => term.length));
  return words.reduce((best, word) =>
    word.frequency < best.frequency || (word.frequency === best.frequency && length(word) > length(best))
      ? word
      : best,
  );
}

/**
 * SQL: the best `limit` pins (every column, named `pins`) holding every resolved word and
 * kept by the filters, in static rank order (the cheap score of D-066). The rarest word's
 * postings are walked best first — `limit` of them when nothing else is asked, else at most
 * WALK_BOUND — each checked for the other words (index probes, in walk order, stopping at
 * `limit`); only the survivors are joined to their pins, and with shopping filters the walk
 * joins its pins to check them.
 */
export function candidatesFromPostings(resolved: ResolvedTerms, filters: SQL | null, limit: number): SQL {
  if (resolved.words.length === 0 || resolved.words.some((word) => word.terms.length === 0)) {
    return sql`(select * from ${schema.pins} where false) as ${schema.pins}`;
  }
  const rarest = rarestOf(resolved.words);
  const others = resolved.words.filter((word) => word !== rarest);
  const walked = others.length === 0 && filters === null ? limit : Math.max(limit, WALK_BOUND);
  const holdsOthers = others.length === 0 ? sql`true` : sql.join(others.map(holds), sql` and `);
  const walk = sql`(select distinct ranked.static_rank, ranked.pin_id from (${postingsBestFirst(rarest, walked)}) as ranked
        order by ${walkOrder("ranked.static_rank", "ranked.pin_id")} limit ${walked}) as walk`;
  if (filters === null) {
    return sql`(select ${schema.pins}.* from (select walk.static_rank, walk.pin_id from ${walk}
          where ${holdsOthers} order by ${walkOrder("walk.static_rank", "walk.pin_id")} limit ${limit}) as kept
        join ${schema.pins} on ${schema.pins.id} = kept.pin_id) as ${schema.pins}`;
  }
  return sql`(select ${schema.pins}.* from ${walk}
      join ${schema.pins} on ${schema.pins.id} = walk.pin_id
      where ${holdsOthers} and ${filters}
      order by ${walkOrder("walk.static_rank", "walk.pin_id")}
      limit ${limit}) as ${schema.pins}`;
}
