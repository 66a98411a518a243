/**
 * Limits and thresholds of boards and the board picker (seed 001 §5, §9), as named tokens
 * so web and server read one value.
 */

/** Field lengths and picker thresholds (BOARD-021, BOARD-022, BOARD-024, BOARD-031). */
export const BOARD_LIMITS = {
  /** The shared board-title limit (BOARD-031 DECISION), checked by web and server. */
  nameMax: 50,
  /** Section names share the board-title limit (ours: the seed gives none). */
  sectionNameMax: 50,
  /** Up to this many boards the picker shows one plain list (BOARD-021, seed §9). */
  singleListMax: 3,
  /** Search text at least this long switches the picker to filtered results (BOARD-022 DECISION). */
  searchThreshold: 1,
  /** Matched-text highlighting needs a query longer than this (BOARD-024). */
  highlightAfter: 1,
  /** How many "Top choices" the desktop picker asks for (BOARD-044). */
  shortlistSuggestions: 2,
} as const;

/** Timings in milliseconds (seed 001 §9). */
export const BOARD_TIMING = {
  /** The saved-confirmation animation dismisses itself after this (BOARD-026). */
  savedAnimationMs: 2600,
} as const;
