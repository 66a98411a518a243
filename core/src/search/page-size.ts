import { GRID } from "../layout/constants.ts";

/** Non-desktop search page sizes (SEARCH-006): 14 signed in, 25 logged out. */
export const SEARCH_PAGE_SIZE = { signedIn: 14, loggedOut: 25, desktopDefault: 25, desktopCap: 18 } as const;

/** The width a column takes on desktop in SEARCH-008's formula. */
const COLUMN_STEP = 252;
/**
 * A typical tile's height: a 236-wide image of the common 2:3 pin shape (354 high), the
 * footer under it and the gutter. SEARCH-008 fills rows of such tiles.
 */
const TYPICAL_TILE_HEIGHT = Math.round(GRID.columnWidth * 1.5) + GRID.footerHeight + GRID.gutter;

/** What decides a search page's size. */
export interface SearchPageSizeInput {
  /** The desktop layout (a wide window with a pointer), else the phone and tablet one. */
  desktop: boolean;
  signedIn: boolean;
  /** The window's inner size in CSS pixels (desktop only). */
  width: number;
  height: number;
  /**
   * The desktop page-size experiment's arm (SEARCH-007): off keeps the default 25, `dynamic`
   * sizes the page to the window, `capped` does so with at most 18.
   */
  experiment: "off" | "dynamic" | "capped";
}

/**
 * How many results a search page asks for (SEARCH-006, SEARCH-007, SEARCH-008): 14 signed in
 * and 25 logged out off desktop; on desktop, with the experiment on, columns × rows filling two
 * viewport heights (columns = floor(width / 252), rows of typical 236-wide tiles), capped at 18
 * in the capped arm; 25 with the experiment off. Never below one full row.
 */
export function searchPageSize(input: SearchPageSizeInput): number {
  if (!input.desktop) return input.signedIn ? SEARCH_PAGE_SIZE.signedIn : SEARCH_PAGE_SIZE.loggedOut;
  if (input.experiment === "off") return SEARCH_PAGE_SIZE.desktopDefault;
  const columns = Math.max(GRID.minColumns, Math.floor(input.width / COLUMN_STEP));
  const rows = Math.max(1, Math.ceil((2 * input.height) / TYPICAL_TILE_HEIGHT));
  const size = Math.min(100, columns * rows);
  return input.experiment === "capped" ? Math.min(SEARCH_PAGE_SIZE.desktopCap, size) : size;
}
