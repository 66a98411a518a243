import type { InviteDescription, ViewerBoard } from "@corkboard/core/contract";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { Database } from "../platform/db/index.ts";
import type { AppError } from "../platform/http/app-error.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { boardError } from "./errors.ts";
import type { InviteEvents } from "./invite-events.ts";
import { hashInviteToken } from "./invites.ts";
import {
  answerInvite,
  findLiveInviteAddressedTo,
  findLiveInviteByToken,
  findLiveInvitesFor,
  findUserEmail,
  type LiveInvite,
} from "./invites-repo.ts";
import { presentInviter } from "./people-presenter.ts";
import { findUserSummaries } from "./people-repo.ts";
import { loadViewerBoard } from "./viewer-boards.ts";

/** What invite answers need. */
export interface InviteAnswerDeps {
  db: Database;
  urls: ImageUrls;
  /** Told of an accepted invite (the inviter's notification). */
  events?: InviteEvents | undefined;
}

function invalid(): AppError {
  return boardError("INVITE_INVALID", "boards.invite.invalid");
}

async function describe(deps: InviteAnswerDeps, rows: LiveInvite[]): Promise<InviteDescription[]> {
  const inviters = await findUserSummaries(
    deps.db,
    rows.map((row) => row.inviterId),
  );
  return rows.flatMap((row) => {
    const inviter = inviters.get(row.inviterId);
    if (!inviter) return [];
    return [
      {
        id: row.id,
        status: row.status,
        board: { id: row.boardId, name: row.boardName, privacy: row.privacy },
        inviter: presentInviter(inviter, deps.urls),
        email: row.inviteeEmail,
      },
    ];
  });
}

/**
 * The pending invite behind a link's token, for the accept page (IMPL-028). Works logged
 * out: only the holder of the mailed token can ask. Answered, expired or unknown: INVITE_INVALID.
 */
export async function describeInvite(deps: InviteAnswerDeps, token: string): Promise<InviteDescription> {
  const rows = await findLiveInviteByToken(deps.db, hashInviteToken(token));
  const [invite] = await describe(deps, rows);
  if (!invite) throw invalid();
  return invite;
}

/** The viewer's pending invites, newest first. */
export async function myInvites(deps: InviteAnswerDeps, viewer: Viewer): Promise<InviteDescription[]> {
  const email = await findUserEmail(deps.db, viewer.id);
  return describe(deps, await findLiveInvitesFor(deps.db, viewer.id, email));
}

/**
 * Accepts or declines an invite (IMPL-028), named by its link's token or (for an invitee)
 * its id. The invite must be addressed to the viewer: their user id or their email, else
 * INVITE_WRONG_ACCOUNT. Accepting makes the viewer a collaborator and answers the board.
 */
export async function respondToInvite(
  deps: InviteAnswerDeps,
  viewer: Viewer,
  input: {
    token?: string | undefined;
    invite_id?: string | undefined;
    accept: boolean;
    /** Only an invite from this person (a follow made with an invite code, FOLLOW-007). */
    inviter_id?: string | undefined;
  },
): Promise<{ status: "accepted" | "declined"; board: ViewerBoard | null }> {
  const email = await findUserEmail(deps.db, viewer.id);
  let found: LiveInvite[];
  if (input.token !== undefined)
    found = await findLiveInviteByToken(deps.db, hashInviteToken(input.token), input.inviter_id);
  // By id only one's own invites can be named, so ids cannot be probed.
  else if (input.invite_id !== undefined)
    found = await findLiveInviteAddressedTo(deps.db, input.invite_id, viewer.id, email);
  else throw invalid();
  const [invite] = found;
  if (!invite) throw invalid();
  const mine = invite.inviteeUserId === viewer.id || (email !== null && invite.inviteeEmail === email);
  if (!mine) throw boardError("INVITE_WRONG_ACCOUNT", "boards.invite.wrongAccount");
  const status = input.accept ? "accepted" : "declined";
  const answered = await answerInvite(deps.db, invite, viewer.id, status);
  if (!answered) throw invalid();
  if (input.accept) {
    await deps.events?.accepted({
      boardId: invite.boardId,
      inviteId: invite.id,
      inviterId: invite.inviterId,
      accepterId: viewer.id,
    });
  }
  return {
    status,
    board: input.accept ? await loadViewerBoard(deps.db, deps.urls, invite.boardId, viewer.id) : null,
  };
}

/**
 * Accepts the board invite behind an invite code (the token of its link) sent by
 * `inviterId`: a follow made with an invite code (FOLLOW-007). Refusals as respondToInvite's.
 */
export function acceptInviteCode(
  deps: InviteAnswerDeps,
  viewer: Viewer,
  code: string,
  inviterId: string,
): Promise<{ status: "accepted" | "declined"; board: ViewerBoard | null }> {
  return respondToInvite(deps, viewer, { token: code, accept: true, inviter_id: inviterId });
}
