import {
  type BoardCreator,
  desktopPickerRequest,
  mobilePickerRequest,
  pickerBoards,
} from "@corkboard/core/boards";
import { type PickerBoardItem, type PickerBoardsAnswer, shortlistIds, usePickerBoardsRead } from "../api.ts";

export { useBoardSections } from "../api.ts";

/** The picker's boards: pickable ones sorted by name (BOARD-018…BOARD-020) and the shortlist ids. */
export interface PickerBoardsData {
  boards: PickerBoardItem[];
  shortlist: string[];
}

/**
 * Loads the viewer's pickable boards: the desktop request (collaborators see the ad
 * account's protected boards, BOARD-038, BOARD-044) or the mobile one (BOARD-045), then the
 * core filter and order (owner or collaborator, not archived, digits last). The cache keeps
 * the server's answer under the endpoint's key, so a write that names the endpoint reaches it.
 */
export function usePickerBoards(options: {
  creator: BoardCreator;
  username: string;
  pinId?: string | null | undefined;
  variant: "desktop" | "mobile";
}) {
  const { creator, username, pinId, variant } = options;
  const request =
    variant === "desktop"
      ? desktopPickerRequest(creator, username, pinId)
      : mobilePickerRequest(creator.viewerId);
  return usePickerBoardsRead(request, (answer: PickerBoardsAnswer): PickerBoardsData => {
    const boards = pickerBoards(
      answer.all_boards.map((board) => ({
        ...board,
        collaborated_by_me: board.collaborated_by_me ?? false,
        archived_by_me_at: board.archived_by_me_at ?? null,
      })),
      // An ad-account collaborator's boards belong to the account's owner (BOARD-038).
      creator.advertiser && creator.advertiser.ownerId !== creator.viewerId
        ? creator.advertiser.ownerId
        : creator.viewerId,
    );
    return { boards, shortlist: shortlistIds(answer) };
  });
}
