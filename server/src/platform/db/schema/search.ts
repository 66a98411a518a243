import { doublePrecision, index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { bigId } from "./columns.ts";

/**
 * Search's impact-ordered postings (D-072): one row per (word of a pin's search document,
 * pin), with the pin's static rank — `ln(1 + saves) / 2 + created_epoch / 90 days`, the
 * cheap score of D-066, whose order does not change with time — so a word's best pins are
 * the first entries of an index range scan, whatever the corpus. Kept by the triggers of
 * migration 0027 (insert, delete, a pin's words or saves changing); no foreign key to pins
 * (the delete trigger removes a pin's postings, set by set, instead of a cascade per row).
 */
export const searchPostings = pgTable(
  "search_postings",
  {
    /** A lexeme of `to_tsvector('simple', search_doc)`: the folded word as search reads it. */
    term: text().notNull(),
    pinId: bigId().notNull(),
    staticRank: doublePrecision().notNull(),
  },
  (table) => [
    // A pin's words: whether a candidate holds another word of the query, and its rewrite.
    primaryKey({ columns: [table.pinId, table.term] }),
    // The walk: a word's pins best first (an index-only range scan of K entries).
    index("search_postings_walk_idx").on(table.term, table.staticRank.desc(), table.pinId.desc()),
  ],
);

/**
 * Every word ever indexed (D-072): what a query word expands to (its completions, the words
 * it is a substring of, its close spellings), so typo tolerance is bounded by the language,
 * not by the pins. A word no pin holds any more stays (it then expands to nothing).
 */
export const searchVocabulary = pgTable("search_vocabulary", { term: text().primaryKey() }, (table) => [
  index("search_vocabulary_prefix_idx").on(table.term.op("text_pattern_ops")),
  index("search_vocabulary_trgm_idx").using("gin", table.term.op("gin_trgm_ops")),
]);
