import { BOARD_LIMITS } from "./constants.ts";
import { filterBoardsByQuery } from "./search.ts";

/**
 * How the picker lays out its boards: one plain list, filtered search results, or the
 * "Top choices" shortlist above "All boards" (BOARD-021).
 */
export type PickerLayout = "single_list" | "filtered" | "top_choices_and_all";

/**
 * The picker layout: at most 3 boards → one list; search text (trimmed) at least the
 * threshold → filtered results; otherwise Top choices plus All boards (BOARD-021, BOARD-022).
 */
export function pickerLayout(boardCount: number, searchText: string): PickerLayout {
  if (boardCount <= BOARD_LIMITS.singleListMax) return "single_list";
  if (searchText.trim().length >= BOARD_LIMITS.searchThreshold) return "filtered";
  return "top_choices_and_all";
}

/** The picker's lists for one layout (BOARD-012, BOARD-021). */
export type PickerLists<T> =
  | { layout: "single_list"; boards: T[] }
  | { layout: "filtered"; boards: T[] }
  | { layout: "top_choices_and_all"; topChoices: T[]; allBoards: T[] };

/**
 * Lays out the picker: `boards` (already the viewer's pickable boards, sorted) filtered by
 * the search text, and "Top choices" taken from `shortlistIds` in the server's order among
 * those boards (BOARD-008, BOARD-012, BOARD-021…BOARD-023).
 */
export function pickerLists<T extends { id: string; name: string }>(
  boards: readonly T[],
  shortlistIds: readonly string[],
  searchText: string,
): PickerLists<T> {
  const layout = pickerLayout(boards.length, searchText);
  if (layout === "top_choices_and_all") {
    const byId = new Map(boards.map((board) => [board.id, board]));
    const topChoices = shortlistIds.flatMap((id) => byId.get(id) ?? []);
    return { layout, topChoices, allBoards: [...boards] };
  }
  return { layout, boards: filterBoardsByQuery(boards, searchText) };
}
