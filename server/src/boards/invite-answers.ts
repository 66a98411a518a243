import type { InviteDescription, ViewerBoard } from "@corkboard/core/contract";
import { and, desc, eq, gt, or, type SQL, sql } from "drizzle-orm";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { Database } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";
import type { AppError } from "../platform/http/app-error.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { boardError } from "./errors.ts";
import type { InviteEvents } from "./invite-events.ts";
import { hashInviteToken } from "./invites.ts";
import { findUserSummaries, presentUserSummary } from "./people.ts";
import { loadViewerBoard } from "./viewer-boards.ts";

const { boardCollaborators, boardInvites, boards, users } = schema;

/** What invite answers need. */
export interface InviteAnswerDeps {
  db: Database;
  urls: ImageUrls;
  /** Told of an accepted invite (the inviter's notification). */
  events?: InviteEvents | undefined;
}

/** How long an invite link works (D-021): long enough for a holiday, short for a leaked mail. */
export const INVITE_LIFETIME_DAYS = 14;

/** SQL: an invite still waiting for its answer and not yet expired. */
function livePending(): SQL | undefined {
  return and(
    eq(boardInvites.status, "pending"),
    gt(boardInvites.createdAt, sql`now() - make_interval(days => ${INVITE_LIFETIME_DAYS})`),
  );
}

function invalid(): AppError {
  return boardError("INVITE_INVALID", "boards.invite.invalid");
}

const inviteColumns = {
  id: boardInvites.id,
  status: boardInvites.status,
  inviterId: boardInvites.inviterId,
  inviteeUserId: boardInvites.inviteeUserId,
  inviteeEmail: boardInvites.inviteeEmail,
  boardId: boards.id,
  boardName: boards.name,
  privacy: boards.privacy,
};

function findInvites(db: Database, where: SQL | undefined) {
  return db
    .select(inviteColumns)
    .from(boardInvites)
    .innerJoin(boards, eq(boards.id, boardInvites.boardId))
    .where(where)
    .orderBy(desc(boardInvites.createdAt));
}

type InviteRow = Awaited<ReturnType<typeof findInvites>>[number];

async function describe(deps: InviteAnswerDeps, rows: InviteRow[]): Promise<InviteDescription[]> {
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
        inviter: presentUserSummary(inviter, deps.urls),
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
  const rows = await findInvites(
    deps.db,
    and(eq(boardInvites.tokenHash, hashInviteToken(token)), livePending()),
  );
  const [invite] = await describe(deps, rows);
  if (!invite) throw invalid();
  return invite;
}

async function viewerEmail(db: Database, viewer: Viewer): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, viewer.id));
  return row?.email ?? null;
}

/** SQL: invites addressed to the viewer, by user id or by their email. */
function addressedTo(viewer: Viewer, email: string | null): SQL | undefined {
  return or(
    eq(boardInvites.inviteeUserId, viewer.id),
    email === null ? undefined : eq(boardInvites.inviteeEmail, email),
  );
}

/** The viewer's pending invites, newest first. */
export async function myInvites(deps: InviteAnswerDeps, viewer: Viewer): Promise<InviteDescription[]> {
  const email = await viewerEmail(deps.db, viewer);
  return describe(deps, await findInvites(deps.db, and(addressedTo(viewer, email), livePending())));
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
  const email = await viewerEmail(deps.db, viewer);
  let where: SQL | undefined;
  if (input.token !== undefined)
    where = and(
      eq(boardInvites.tokenHash, hashInviteToken(input.token)),
      input.inviter_id === undefined ? undefined : eq(boardInvites.inviterId, input.inviter_id),
    );
  // By id only one's own invites can be named, so ids cannot be probed.
  else if (input.invite_id !== undefined)
    where = and(eq(boardInvites.id, input.invite_id), addressedTo(viewer, email));
  else throw invalid();
  const [invite] = await findInvites(deps.db, and(where, livePending()));
  if (!invite) throw invalid();
  const mine = invite.inviteeUserId === viewer.id || (email !== null && invite.inviteeEmail === email);
  if (!mine) throw boardError("INVITE_WRONG_ACCOUNT", "boards.invite.wrongAccount");
  const status = input.accept ? "accepted" : "declined";
  const answered = await deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(boardInvites)
      .set({ status, respondedAt: new Date(), inviteeUserId: viewer.id })
      .where(and(eq(boardInvites.id, invite.id), eq(boardInvites.status, "pending")))
      .returning({ id: boardInvites.id });
    // Someone answered it in between (a second tab): the first answer stands.
    if (updated.length === 0) return false;
    if (input.accept) {
      await tx
        .insert(boardCollaborators)
        .values({ boardId: invite.boardId, userId: viewer.id })
        .onConflictDoNothing();
    }
    return true;
  });
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
