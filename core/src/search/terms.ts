import { HASHTAG_PATTERN } from "../pins/hashtags.ts";

/** Words a query is cut to: more words only narrow what is already narrow. */
export const SEARCH_MAX_WORDS = 12;
/** Characters a word is cut to (no real word is longer; trigrams need no more). */
export const SEARCH_MAX_WORD_LENGTH = 64;

/**
 * A query as search reads it (D-032). Everything here is made of letters, digits and marks
 * of any script, so no character of it has a meaning in SQL, LIKE or tsquery syntax: a
 * query like `a & | !`, quotes or backslashes is only its words.
 */
export interface SearchTerms {
  /** The query's words in order (any script), at most SEARCH_MAX_WORDS. */
  words: SearchWord[];
  /** The words joined by one space: what relevance and typo tolerance compare. */
  phrase: string;
  /** Every word as a word prefix, all required: `w1:* & w2:*` ('simple' configuration). */
  tsquery: string;
  /** The words in order as a LIKE pattern: `%w1%w2%`. */
  pattern: string;
  /** The tag, lower-cased without '#', when the whole query is one hashtag (`#tag`). */
  hashtag: string | null;
}

/**
 * One word of a query and how it may match: always as a word prefix; as a substring when
 * that is worth its cost; with typos from four letters. Every word of a query must match.
 */
export interface SearchWord {
  text: string;
  /** `text:*`, the word as a prefix in tsquery syntax. */
  prefix: string;
  /**
   * Substring (trigram) matching: three characters or more, or a script written without
   * spaces between words (Han, Kana, Thai …), where a word inside a title is only found as
   * a substring.
   */
  substring: boolean;
  /** Typo-tolerant matching (trigram word similarity): four characters or more. */
  fuzzy: boolean;
}

const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** Reads a query into search terms; null when it holds no word (empty, spaces, punctuation). */
export function searchTerms(query: string): SearchTerms | null {
  const words = Array.from(query.normalize("NFC").matchAll(WORD), (match) =>
    Array.from(match[0]).slice(0, SEARCH_MAX_WORD_LENGTH).join(""),
  ).slice(0, SEARCH_MAX_WORDS);
  if (words.length === 0) return null;
  const phrase = words.join(" ");
  const trimmed = query.trim();
  const hashtagMatch = [...trimmed.matchAll(HASHTAG_PATTERN)];
  const hashtag =
    hashtagMatch.length === 1 && hashtagMatch[0]?.[0] === trimmed ? trimmed.slice(1).toLowerCase() : null;
  return {
    words: words.map((text) => {
      const length = Array.from(text).length;
      return {
        text,
        prefix: `${text}:*`,
        substring: length >= 3 || UNSPACED_SCRIPT.test(text),
        fuzzy: length >= 4,
      };
    }),
    phrase,
    tsquery: words.map((word) => `${word}:*`).join(" & "),
    pattern: `%${words.join("%")}%`,
    hashtag,
  };
}

/** A strict search uses only the word-prefix index when it finds at least this many pins. */
export const STRICT_ENOUGH = 50;

/**
 * The strict form of the terms (D-038): every word as a word prefix only — no substring and
 * no typo branch, whose trigram candidates are what makes a common word slow — except in a
 * script written without spaces, where a substring is the only way to find a word. A word of
 * five letters or more ending in "s" is looked for without it ("planters" finds "planter"),
 * which the typo branch would otherwise have given.
 */
export function strictTerms(terms: SearchTerms): SearchTerms {
  const words = terms.words.map((word): SearchWord => {
    const letters = Array.from(word.text);
    const stem =
      letters.length >= 5 && /^[a-z]+s$/i.test(word.text) ? letters.slice(0, -1).join("") : word.text;
    return { text: word.text, prefix: `${stem}:*`, substring: UNSPACED_SCRIPT.test(word.text), fuzzy: false };
  });
  return { ...terms, words, tsquery: words.map((word) => word.prefix).join(" & ") };
}
