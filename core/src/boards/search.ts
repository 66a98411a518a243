import { BOARD_LIMITS } from "./constants.ts";

/** A half-open range [start, end) of UTF-16 indices in the original text. */
export interface TextRange {
  start: number;
  end: number;
}

/** Text folded for matching, with each folded unit's range in the original text. */
interface FoldedText {
  text: string;
  /** For each UTF-16 unit of `text`, the range of the original character it came from. */
  origin: TextRange[];
}

const COMBINING_MARKS = /\p{M}/gu;

/** Folds one character: accents removed (NFD minus marks), lower-cased. */
function foldChar(char: string): string {
  return char.normalize("NFD").replace(COMBINING_MARKS, "").toLowerCase();
}

function fold(text: string): FoldedText {
  let folded = "";
  const origin: TextRange[] = [];
  let index = 0;
  for (const char of text) {
    const piece = foldChar(char);
    const last = origin.at(-1);
    // A lone combining mark folds to nothing: it belongs to the character before it.
    if (piece === "" && last) last.end = index + char.length;
    const range = { start: index, end: index + char.length };
    folded += piece;
    for (let i = 0; i < piece.length; i++) origin.push(range);
    index += char.length;
  }
  return { text: folded, origin };
}

/** Folds text for board search: accents removed and lower-cased (BOARD-023). */
export function foldForSearch(text: string): string {
  return fold(text).text;
}

/** The words of a search query, folded; empty when the query is blank. */
export function queryWords(query: string): string[] {
  return foldForSearch(query).split(/\s+/u).filter(Boolean);
}

/** Where each query word is found in the folded name, in order; null when one is missing. */
function findWords(folded: string, words: readonly string[]): TextRange[] | null {
  const found: TextRange[] = [];
  let from = 0;
  for (const word of words) {
    const at = folded.indexOf(word, from);
    if (at === -1) return null;
    found.push({ start: at, end: at + word.length });
    from = at + word.length;
  }
  return found;
}

/**
 * True when every word of `query` is found in `name`, in order, ignoring accents and case
 * (BOARD-023). A blank query matches every board.
 */
export function matchesBoardQuery(name: string, query: string): boolean {
  return findWords(foldForSearch(name), queryWords(query)) !== null;
}

/** The boards whose names match `query` (BOARD-023), in their given order. */
export function filterBoardsByQuery<T extends { name: string }>(boards: readonly T[], query: string): T[] {
  const words = queryWords(query);
  return boards.filter((board) => findWords(foldForSearch(board.name), words) !== null);
}

/** True when a query is long enough for matched-text highlighting (BOARD-024). */
export function shouldHighlight(query: string): boolean {
  return query.trim().length > BOARD_LIMITS.highlightAfter;
}

/**
 * The ranges of `name` (original indices) to highlight for `query`: one per query word, in
 * order; empty when the query is 1 character or less (BOARD-024) or does not match.
 */
export function highlightRanges(name: string, query: string): TextRange[] {
  if (!shouldHighlight(query)) return [];
  const folded = fold(name);
  const found = findWords(folded.text, queryWords(query));
  if (!found) return [];
  return found.map(({ start, end }) => ({
    start: folded.origin[start]?.start ?? 0,
    end: folded.origin[end - 1]?.end ?? name.length,
  }));
}
