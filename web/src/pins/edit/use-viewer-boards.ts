import { boardPickerEndpoint, boardSectionsRepinEndpoint } from "@corkboard/core/contract";
import { useQuery } from "@tanstack/react-query";
import { endpointKey, fetchEndpoint, useEndpoint } from "../../platform/api/index.ts";

/** The boards the viewer can save to (owned or collaborating, not archived), for a board choice. */
export function useViewerBoards() {
  return useEndpoint(boardPickerEndpoint, { filter: "all", shortlist_suggestions: 0 });
}

/** The sections of one board; idle until a board is named. */
export function useBoardSections(boardId: string | null) {
  const query = { board_id: boardId ?? "" };
  return useQuery({
    queryKey: endpointKey(boardSectionsRepinEndpoint, query),
    queryFn: ({ signal }) => fetchEndpoint(boardSectionsRepinEndpoint, query, { signal }),
    enabled: boardId !== null,
  });
}
