import { boardPickerEndpoint, boardSectionsRepinEndpoint } from "@corkboard/core/contract";
import { useEndpoint } from "../../platform/api/index.ts";

/** The boards the viewer can save to (owned or collaborating, not archived), for a board choice. */
export function useViewerBoards() {
  return useEndpoint(boardPickerEndpoint, { filter: "all", shortlist_suggestions: 0 });
}

/** The sections of one board; idle until a board is named. */
export function useBoardSections(boardId: string | null) {
  return useEndpoint(boardSectionsRepinEndpoint, { board_id: boardId ?? "" }, { enabled: boardId !== null });
}
