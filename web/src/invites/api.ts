import { BOARD_ERROR_MESSAGES } from "@corkboard/core/boards";
import {
  boardCollaboratorsEndpoint,
  boardEndpoint,
  boardInviteEndpoint,
  boardInviteRespondEndpoint,
  boardPickerEndpoint,
  myBoardInvitesEndpoint,
  userBoardsEndpoint,
} from "@corkboard/core/contract";
import {
  endpointKey,
  registerErrorMessages,
  useEndpoint,
  useEndpointMutation,
} from "../platform/api/index.ts";

// The board-invite page's server calls (D-026). An invite answers INVITE_INVALID or
// INVITE_WRONG_ACCOUNT, board codes whose texts load with these calls.
registerErrorMessages(BOARD_ERROR_MESSAGES);

/** BoardInviteResource get: who invited whom to which board (IMPL-028). */
export function useBoardInvite(token: string) {
  return useEndpoint(boardInviteEndpoint, { token });
}

/**
 * BoardInviteResource update: accept or decline. Accepting adds the board to the viewer's
 * boards and its people; the page shows the outcome itself (the board, or "Invite
 * declined"), so nothing on it refetches.
 */
export function useRespondToInvite(token: string) {
  return useEndpointMutation(boardInviteRespondEndpoint, {
    invalidates: [
      endpointKey(boardInviteEndpoint, { token }),
      myBoardInvitesEndpoint,
      boardEndpoint,
      boardCollaboratorsEndpoint,
      userBoardsEndpoint,
      boardPickerEndpoint,
    ],
    refetch: "none",
  });
}
