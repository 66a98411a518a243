import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";

const { boardCollaborators, boardInvites, boards, follows, images, users } = schema;

const summaryColumns = {
  id: users.id,
  username: users.username,
  fullName: users.fullName,
  avatarColorIndex: users.avatarColorIndex,
  avatar: { storageKey: images.storageKey, width: images.width, height: images.height },
};

/** A user with their avatar, as summaries and suggestions show them. */
export type UserSummaryRow = {
  id: string;
  username: string;
  fullName: string;
  avatarColorIndex: number;
  avatar: { storageKey: string; width: number; height: number } | null;
};

function selectSummaries(db: Executor, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(users)
    .leftJoin(images, eq(images.id, users.avatarImageId))
    .where(where);
}

/** Users by id, with avatars, keyed by id. */
export async function findUserSummaries(db: Executor, ids: string[]): Promise<Map<string, UserSummaryRow>> {
  if (ids.length === 0) return new Map();
  const rows = await selectSummaries(db, inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** SQL: the user is neither the board's owner, a collaborator, nor invited and pending. */
function notOnBoard(boardId: string): SQL {
  return sql`${users.id} <> (select ${boards.ownerId} from ${boards} where ${boards.id} = ${boardId})
    and not exists (select 1 from ${boardCollaborators} c where c.board_id = ${boardId} and c.user_id = ${users.id})
    and not exists (select 1 from ${boardInvites} i where i.board_id = ${boardId}
                    and i.invitee_user_id = ${users.id} and i.status = 'pending')`;
}

/** People the viewer follows who are not on the board yet, most recently followed first (BOARD-062). */
export function findFollowedSuggestions(db: Executor, viewerId: string, boardId: string, limit: number) {
  return db
    .select(summaryColumns)
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followeeId))
    .leftJoin(images, eq(images.id, users.avatarImageId))
    .where(and(eq(follows.followerId, viewerId), eq(users.state, "active"), notOnBoard(boardId)))
    .orderBy(desc(follows.createdAt))
    .limit(limit);
}

/** `%`, `_` and `\` taken literally inside a LIKE pattern. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Active users whose username starts with the term or whose name contains it, not on the
 * board and not the viewer; people the viewer follows first (BOARD-062). Emails are never
 * matched, so the typeahead cannot reveal who has an account.
 */
export function findTypeaheadSuggestions(
  db: Executor,
  viewerId: string,
  boardId: string | undefined,
  term: string,
  limit: number,
) {
  const needle = escapeLike(term.trim().toLowerCase());
  const followed = sql<boolean>`exists (select 1 from ${follows} f where f.follower_id = ${viewerId} and f.followee_id = ${users.id})`;
  return db
    .select(summaryColumns)
    .from(users)
    .leftJoin(images, eq(images.id, users.avatarImageId))
    .where(
      and(
        eq(users.state, "active"),
        sql`${users.id} <> ${viewerId}`,
        sql`(lower(${users.username}) like ${`${needle}%`} or lower(${users.fullName}) like ${`%${needle}%`})`,
        boardId === undefined ? undefined : notOnBoard(boardId),
      ),
    )
    .orderBy(desc(followed), asc(sql`lower(${users.username})`))
    .limit(limit);
}

/** The collaborators of a board, in the order they joined. */
export function findCollaborators(db: Executor, boardId: string) {
  return db
    .select(summaryColumns)
    .from(boardCollaborators)
    .innerJoin(users, eq(users.id, boardCollaborators.userId))
    .leftJoin(images, eq(images.id, users.avatarImageId))
    .where(eq(boardCollaborators.boardId, boardId))
    .orderBy(asc(boardCollaborators.createdAt));
}

/** Removes a collaborator from a board; false when they were not one. */
export async function deleteCollaborator(db: Executor, boardId: string, userId: string): Promise<boolean> {
  const removed = await db
    .delete(boardCollaborators)
    .where(and(eq(boardCollaborators.boardId, boardId), eq(boardCollaborators.userId, userId)))
    .returning({ userId: boardCollaborators.userId });
  return removed.length > 0;
}
