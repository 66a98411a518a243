import { BOARD_ERROR_MESSAGES } from "@corkboard/core/boards";
import {
  boardCollaboratorsEndpoint,
  boardEndpoint,
  boardInviteEndpoint,
  boardInviteRespondEndpoint,
  boardPickerEndpoint,
  myBoardInvitesEndpoint,
  userBoardsEndpoint,
  userEndpoint,
  userFollowEndpoint,
  userFollowersEndpoint,
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
    invalidates: inviteAnswered(token),
    refetch: "none",
  });
}

/** What accepting an invite makes stale: the invite, the viewer's boards and the board's people. */
function inviteAnswered(token: string) {
  return [
    endpointKey(boardInviteEndpoint, { token }),
    myBoardInvitesEndpoint,
    boardEndpoint,
    boardCollaboratorsEndpoint,
    userBoardsEndpoint,
    boardPickerEndpoint,
  ];
}

/**
 * UserFollowResource create with the invite's code (FOLLOW-007): follows the inviter and
 * accepts the invite in one call; its answer's `invite` goes to the same success handler
 * as Accept. The inviter's profile and followers are stale too.
 */
export function useFollowInviter(token: string) {
  return useEndpointMutation(userFollowEndpoint, {
    invalidates: [...inviteAnswered(token), userEndpoint, userFollowersEndpoint],
    refetch: "none",
  });
}
