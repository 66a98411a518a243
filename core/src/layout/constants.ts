/**
 * Layout and timing constants from the seeds, as named tokens (UI-016: one layout module).
 */

/** Masonry grid (Gestalt): column width, gutter, minimum columns. */
export const GRID = {
  columnWidth: 236,
  gutter: 14,
  minColumns: 3,
  /** Height of the text under a pin image in the grid (title line + padding). */
  footerHeight: 40,
} as const;

/** Infinite scroll: fetch within two viewport heights of the end, at most every 200 ms (UI-011). */
export const INFINITE_SCROLL = {
  viewportsAhead: 2,
  throttleMs: 200,
} as const;

/** Page padding beside grids and pages, wide and under the phone breakpoint (UI-013). */
export const PAGE_PADDING = { wide: 16, phone: 8 } as const;

/** Header heights (UI-012) and layout breakpoints (UI-013). */
export const HEADER = { height: 80, phoneHeight: 56 } as const;
/** Layout breakpoints (UI-013); below `phone` the phone header applies. */
export const BREAKPOINTS = { wide: 1050, medium: 880, phone: 576 } as const;

/** Closeup layout widths and ratios (UI-015). */
export const CLOSEUP = {
  pane: 508,
  max: 1016,
  widths: [488, 992, 672, 1176, 740, 912],
  ratios: [0.6, 0.84],
} as const;

/**
 * Grid tiles whose images come first: the shell preloads them and the grid fetches them
 * with high priority. Three rows of a phone's two columns: Lighthouse's phone (412 × 823)
 * shows six tiles' images in its first screen, and the largest of them — its largest
 * contentful paint — was the sixth on the demo home feed, found only once the grid ran
 * (D-028, D-073).
 */
export const PRIORITY_TILES = 6;
/** Board and section cards whose covers come first, likewise: a phone's first screen shows two. */
export const PRIORITY_CARDS = 2;
/** Image rendition widths (UI-019). */
export const IMAGE_WIDTHS = [236, 474, 736] as const;

/** Minimum image side in pixels: strictly over 119 (PIN-055, PIN-056). */
export const MIN_IMAGE_SIDE = 120;

/** Toast durations in milliseconds (UI-003). */
export const TOAST_MS = {
  error: 3000,
  notice: 3500,
  saved: 4000,
  savedMobile: 5000,
  mfaResend: 5000,
} as const;

/** Hover card delays (UI-018): before opening, before closing. */
export const HOVER_MS = { open: 100, close: 32 } as const;

/**
 * Masonry narrower than `GRID.minColumns` fixed columns (phones): this many columns scaled
 * to fit the width, falling back to one column when each would be narrower than the minimum.
 */
export const PHONE_GRID = { columns: 2, minColumnWidth: 120 } as const;

/** Modal sizes: maximum height (UI-007) and the logged-out auth modal's width (UI-001). */
export const MODAL = { maxHeight: 703, width: 484 } as const;

/**
 * The shopping filter bar's constants (UI-014), in the seed's order: 58, 12, 3, 8, 80, 500,
 * 32, 120. The seed does not say what each one is (UI-016): these names are our reading,
 * kept here as design tokens until design confirms them. The filter bar's CSS reads them as
 * custom properties (`--cb-filter-bar-*`), so a corrected name or value is one edit.
 */
export const FILTER_BAR = {
  /** The bar's height. */
  height: 58,
  /** The gap between two filter buttons. */
  gap: 12,
  /** Filter buttons shown before the rest move behind "All filters" on a phone. */
  phoneVisibleFilters: 3,
  /** The padding inside a filter's dropdown. */
  dropdownPadding: 8,
  /** A filter button's minimum width. */
  buttonMinWidth: 80,
  /** A filter dropdown's greatest height before it scrolls. */
  dropdownMaxHeight: 500,
  /** A filter button's height. */
  buttonHeight: 32,
  /** A price input's width. */
  priceInputWidth: 120,
} as const;
