import { and, desc, eq, gt, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database, Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";

const { boardCollaborators, boardInvites, boards, users } = schema;

/** How long an invite link works (D-021): long enough for a holiday, short for a leaked mail. */
export const INVITE_LIFETIME_DAYS = 14;

/** An invite as stored. */
export type InviteRecord = typeof boardInvites.$inferSelect;

/** Inserts invites; answers the rows. */
export function insertInvites(
  db: Executor,
  invites: {
    boardId: string;
    inviterId: string;
    inviteeUserId: string | null;
    inviteeEmail: string | null;
    tokenHash: string;
  }[],
): Promise<InviteRecord[]> {
  return db.insert(boardInvites).values(invites).returning();
}

/** A user's full name; null for an unknown user. */
export async function findFullName(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
  return row?.fullName ?? null;
}

/** A user's email; null for an unknown user or one without an email. */
export async function findUserEmail(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/** A board's id and name. */
export async function findBoardName(db: Executor, boardId: string) {
  const [board] = await db
    .select({ id: boards.id, name: boards.name })
    .from(boards)
    .where(eq(boards.id, boardId));
  return board;
}

/** The user ids of a board's collaborators, and the people and emails invited and pending. */
export async function findBoardMembersAndInvitees(db: Executor, boardId: string) {
  const [collaborators, pending] = await Promise.all([
    db
      .select({ userId: boardCollaborators.userId })
      .from(boardCollaborators)
      .where(eq(boardCollaborators.boardId, boardId)),
    db
      .select({ userId: boardInvites.inviteeUserId, email: boardInvites.inviteeEmail })
      .from(boardInvites)
      .where(and(eq(boardInvites.boardId, boardId), eq(boardInvites.status, "pending"))),
  ]);
  return { collaborators, pending };
}

/** The active users among `ids`, with their email, name and language setting. */
export function findActiveUsers(db: Executor, ids: string[]) {
  return db
    .select({ id: users.id, email: users.email, fullName: users.fullName, locale: users.locale })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.state, "active")));
}

/** Of `emails`, those that belong to the viewer or to one of `memberIds`. */
export function findMemberEmails(db: Executor, emails: string[], viewerId: string, memberIds: string[]) {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(inArray(users.email, emails), or(eq(users.id, viewerId), inArray(users.id, [...memberIds, "0"]))),
    );
}

/** A board's pending invites, newest first. */
export function findPendingInvites(db: Executor, boardId: string): Promise<InviteRecord[]> {
  return db
    .select()
    .from(boardInvites)
    .where(and(eq(boardInvites.boardId, boardId), eq(boardInvites.status, "pending")))
    .orderBy(desc(boardInvites.createdAt));
}

/** Deletes a board's pending invite; false when there was none. */
export async function deletePendingInvite(db: Executor, boardId: string, inviteId: string): Promise<boolean> {
  const cancelled = await db
    .delete(boardInvites)
    .where(
      and(
        eq(boardInvites.id, inviteId),
        eq(boardInvites.boardId, boardId),
        eq(boardInvites.status, "pending"),
      ),
    )
    .returning({ id: boardInvites.id });
  return cancelled.length > 0;
}

/** SQL: an invite still waiting for its answer and not yet expired. */
function livePending(): SQL | undefined {
  return and(
    eq(boardInvites.status, "pending"),
    gt(boardInvites.createdAt, sql`now() - make_interval(days => ${INVITE_LIFETIME_DAYS})`),
  );
}

/** SQL: invites addressed to a user, by user id or by their email. */
function addressedTo(userId: string, email: string | null): SQL | undefined {
  return or(
    eq(boardInvites.inviteeUserId, userId),
    email === null ? undefined : eq(boardInvites.inviteeEmail, email),
  );
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

function findLiveInvites(db: Executor, where: SQL | undefined) {
  return db
    .select(inviteColumns)
    .from(boardInvites)
    .innerJoin(boards, eq(boards.id, boardInvites.boardId))
    .where(and(where, livePending()))
    .orderBy(desc(boardInvites.createdAt));
}

/** A live invite with its board. */
export type LiveInvite = Awaited<ReturnType<typeof findLiveInvites>>[number];

/** The live invite behind a token's hash, sent by `inviterId` when given. */
export function findLiveInviteByToken(
  db: Executor,
  tokenHash: string,
  inviterId?: string,
): Promise<LiveInvite[]> {
  return findLiveInvites(
    db,
    and(
      eq(boardInvites.tokenHash, tokenHash),
      inviterId === undefined ? undefined : eq(boardInvites.inviterId, inviterId),
    ),
  );
}

/** The live invite of that id, when it is addressed to the user (so ids cannot be probed). */
export function findLiveInviteAddressedTo(
  db: Executor,
  inviteId: string,
  userId: string,
  email: string | null,
): Promise<LiveInvite[]> {
  return findLiveInvites(db, and(eq(boardInvites.id, inviteId), addressedTo(userId, email)));
}

/** The live invites addressed to a user, newest first. */
export function findLiveInvitesFor(
  db: Executor,
  userId: string,
  email: string | null,
): Promise<LiveInvite[]> {
  return findLiveInvites(db, addressedTo(userId, email));
}

/**
 * Answers a pending invite as `userId`, adding them as a collaborator when accepted, in one
 * transaction; false when someone answered it in between (a second tab: the first answer stands).
 */
export function answerInvite(
  db: Database,
  invite: { id: string; boardId: string },
  userId: string,
  status: "accepted" | "declined",
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(boardInvites)
      .set({ status, respondedAt: new Date(), inviteeUserId: userId })
      .where(and(eq(boardInvites.id, invite.id), eq(boardInvites.status, "pending")))
      .returning({ id: boardInvites.id });
    if (updated.length === 0) return false;
    if (status === "accepted") {
      await tx.insert(boardCollaborators).values({ boardId: invite.boardId, userId }).onConflictDoNothing();
    }
    return true;
  });
}
