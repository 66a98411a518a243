import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";
import { afterBookmark, type PageRequest } from "../platform/db/keyset.ts";

// The SQL of notifications (IMPL-039).

const { boardInvites, boards, images, notifications, pinDisclosures, pins, users } = schema;
const pinImage = alias(images, "pin_image");
const actor = alias(users, "actor");
const boardOwner = alias(users, "board_owner");

/** SQL: the actor may be shown — not suspended or deactivated (as in the follow lists). */
const actorListable = sql`${actor.state} not in ('suspended', 'deactivated')`;

/** One notification per new follower; a follower already announced once is not again. */
export async function insertNewFollowers(
  db: Executor,
  followerId: string,
  followeeIds: string[],
): Promise<void> {
  if (followeeIds.length === 0) return;
  await db
    .insert(notifications)
    .values(
      followeeIds.map((recipientId) => ({ recipientId, kind: "new_follower" as const, actorId: followerId })),
    )
    .onConflictDoNothing();
}

/** One notification per invitee of a board invitation. */
export async function insertBoardInvites(
  db: Executor,
  event: { boardId: string; inviterId: string; invites: { inviteId: string; inviteeUserId: string }[] },
): Promise<void> {
  if (event.invites.length === 0) return;
  await db.insert(notifications).values(
    event.invites.map((invite) => ({
      recipientId: invite.inviteeUserId,
      kind: "board_invite" as const,
      actorId: event.inviterId,
      boardId: event.boardId,
      inviteId: invite.inviteId,
    })),
  );
}

/** The inviter's notification that their invitation was accepted. */
export async function insertInviteAccepted(
  db: Executor,
  event: { boardId: string; inviteId: string; inviterId: string; accepterId: string },
): Promise<void> {
  await db.insert(notifications).values({
    recipientId: event.inviterId,
    kind: "board_invite_accepted",
    actorId: event.accepterId,
    boardId: event.boardId,
    inviteId: event.inviteId,
  });
}

/**
 * A business is asked to answer a paid partnership on a pin (D-035): any earlier request
 * about that pin goes (the creator may have named another business), so each business is
 * asked once and only the named one holds a request.
 */
export async function replaceSponsorshipRequest(
  db: Executor,
  event: { pinId: string; creatorId: string; businessId: string | null },
): Promise<void> {
  await db
    .delete(notifications)
    .where(and(eq(notifications.pinId, event.pinId), eq(notifications.kind, "sponsorship_request")));
  if (event.businessId === null) return;
  await db.insert(notifications).values({
    recipientId: event.businessId,
    kind: "sponsorship_request",
    actorId: event.creatorId,
    pinId: event.pinId,
  });
}

/**
 * One page of a person's notifications, newest first (keyset over created_at, id), each
 * with its actor (and avatar), board (and owner, for its URL), invite's status and pin (a
 * paid-partnership request's, with the request's status). Actors
 * who are suspended or deactivated are left out.
 */
export function findNotificationPage(db: Executor, recipientId: string, page: PageRequest) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      actor: {
        id: actor.id,
        username: actor.username,
        fullName: actor.fullName,
        avatarColorIndex: actor.avatarColorIndex,
      },
      avatar: { storageKey: images.storageKey, width: images.width, height: images.height },
      board: { id: boards.id, name: boards.name, slug: boards.slug },
      boardOwnerUsername: boardOwner.username,
      invite: { id: boardInvites.id, status: boardInvites.status },
      pin: { id: pins.id, title: pins.title },
      pinImage: { storageKey: pinImage.storageKey, width: pinImage.width, height: pinImage.height },
      sponsorshipStatus: pinDisclosures.sponsorshipStatus,
    })
    .from(notifications)
    .innerJoin(actor, eq(actor.id, notifications.actorId))
    .leftJoin(images, eq(images.id, actor.avatarImageId))
    .leftJoin(boards, eq(boards.id, notifications.boardId))
    .leftJoin(boardOwner, eq(boardOwner.id, boards.ownerId))
    .leftJoin(boardInvites, eq(boardInvites.id, notifications.inviteId))
    .leftJoin(pins, eq(pins.id, notifications.pinId))
    .leftJoin(pinImage, eq(pinImage.id, pins.imageId))
    .leftJoin(pinDisclosures, eq(pinDisclosures.pinId, notifications.pinId))
    .where(
      and(
        eq(notifications.recipientId, recipientId),
        actorListable,
        afterBookmark(notifications.createdAt, notifications.id, page.bookmark),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.pageSize + 1);
}

/** A notification row with its actor, board and invite. */
export type NotificationRow = Awaited<ReturnType<typeof findNotificationPage>>[number];

/** How many unread notifications a person has, counting at most `cap` (the badge shows "99+"). */
export async function countUnread(db: Executor, recipientId: string, cap: number): Promise<number> {
  const unread = db
    .select({ one: sql`1` })
    .from(notifications)
    .innerJoin(actor, eq(actor.id, notifications.actorId))
    .where(and(eq(notifications.recipientId, recipientId), isNull(notifications.readAt), actorListable))
    .limit(cap)
    .as("unread");
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(unread);
  return rows[0]?.n ?? 0;
}

/** Marks one of the person's notifications read; false when it is not theirs (or not there). */
export async function markRead(db: Executor, recipientId: string, notificationId: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, notificationId), eq(notifications.recipientId, recipientId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks every unread notification of the person read. */
export async function markAllRead(db: Executor, recipientId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.recipientId, recipientId), isNull(notifications.readAt)));
}
