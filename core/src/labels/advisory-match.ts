/** Words a query is read to for advisory matching (as search reads at most 12, D-032). */
export const ADVISORY_MAX_WORDS = 12;

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * A text folded for advisory matching (D-035): Unicode NFKD, combining marks removed (so
 * "Séance" and "seance" are one), lower case, and only its words (letters and digits of any
 * script) joined by one space, so case, accents, punctuation and runs of whitespace never
 * matter. An operator's term is stored in this form; "" when the text holds no word.
 */
export function foldAdvisoryText(text: string): string {
  const bare = text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
  return Array.from(bare.matchAll(WORD), (match) => match[0]).join(" ");
}

/**
 * The phrases of a query a term may equal (D-035): every run of consecutive whole words of
 * the folded query (its first ADVISORY_MAX_WORDS words). A term matches a query when it is
 * one of these — "self harm" matches "Self-Harm quotes" but not "selfharmony" or
 * "harm self" — and the look-up is one indexed `term = any(…)`, at most 78 phrases.
 */
export function advisoryPhrases(query: string): string[] {
  const words = foldAdvisoryText(query).split(" ").filter(Boolean).slice(0, ADVISORY_MAX_WORDS);
  const phrases: string[] = [];
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 1; end <= words.length; end++) phrases.push(words.slice(start, end).join(" "));
  }
  return phrases;
}
