import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/index.ts";
import { schema } from "../../platform/db/index.ts";

const { deviceAccounts, sessions, users } = schema;

/** A live session: its row id, owner and token (the cookie's value before its signature). */
export interface SessionRef {
  id: string;
  userId: string;
  token: string;
  expiresAt: Date;
}

/** The live session with this token, if any. */
export async function findLiveSession(db: Executor, token: string): Promise<SessionRef | null> {
  const rows = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      token: sessions.token,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return rows[0] ?? null;
}

/** The device group a session belongs to, if any. */
export async function findGroupOfSession(db: Executor, sessionId: string): Promise<string | null> {
  const rows = await db
    .select({ groupId: deviceAccounts.groupId })
    .from(deviceAccounts)
    .where(eq(deviceAccounts.sessionId, sessionId))
    .limit(1);
  return rows[0]?.groupId ?? null;
}

/** One remembered account of a group, with its session. */
export interface GroupMember extends SessionRef {
  sessionId: string;
}

/**
 * The accounts of a group whose session is still live and whose account is active, most
 * recently active first. A row outliving its session cannot exist (ON DELETE CASCADE).
 */
export async function listGroupMembers(db: Executor, groupId: string): Promise<GroupMember[]> {
  const rows = await db
    .select({
      id: sessions.id,
      sessionId: sessions.id,
      userId: deviceAccounts.userId,
      token: sessions.token,
      expiresAt: sessions.expiresAt,
    })
    .from(deviceAccounts)
    .innerJoin(sessions, eq(sessions.id, deviceAccounts.sessionId))
    .innerJoin(users, eq(users.id, deviceAccounts.userId))
    .where(
      and(eq(deviceAccounts.groupId, groupId), gt(sessions.expiresAt, sql`now()`), eq(users.state, "active")),
    )
    .orderBy(desc(deviceAccounts.activeAt));
  return rows;
}

/** How many accounts a group holds (live or not: a dead one is removed when found). */
export async function countGroupMembers(db: Executor, groupId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(deviceAccounts)
    .innerJoin(sessions, eq(sessions.id, deviceAccounts.sessionId))
    .where(and(eq(deviceAccounts.groupId, groupId), gt(sessions.expiresAt, sql`now()`)));
  return rows[0]?.n ?? 0;
}

/** The session a group holds for one user, if any (live or not). */
export async function findMemberSession(
  db: Executor,
  groupId: string,
  userId: string,
): Promise<string | null> {
  const rows = await db
    .select({ sessionId: deviceAccounts.sessionId })
    .from(deviceAccounts)
    .where(and(eq(deviceAccounts.groupId, groupId), eq(deviceAccounts.userId, userId)))
    .limit(1);
  return rows[0]?.sessionId ?? null;
}

/** Puts a session into a group as its user's place (the caller removed any earlier one). */
export async function insertMember(
  db: Executor,
  member: { groupId: string; userId: string; sessionId: string; loginMethod: number | null },
): Promise<void> {
  await db.insert(deviceAccounts).values(member);
}

/** Marks an account the group's active one, recording how it became so (AUTH-083). */
export async function markActive(
  db: Executor,
  groupId: string,
  userId: string,
  loginMethod: number,
): Promise<void> {
  await db
    .update(deviceAccounts)
    .set({ activeAt: new Date(), loginMethod })
    .where(and(eq(deviceAccounts.groupId, groupId), eq(deviceAccounts.userId, userId)));
}

/** The login-method code recorded for an account of a group. */
export async function findLoginMethod(db: Executor, groupId: string, userId: string): Promise<number | null> {
  const rows = await db
    .select({ loginMethod: deviceAccounts.loginMethod })
    .from(deviceAccounts)
    .where(and(eq(deviceAccounts.groupId, groupId), eq(deviceAccounts.userId, userId)))
    .limit(1);
  return rows[0]?.loginMethod ?? null;
}

/** Ends sessions (their group places go with them). */
export async function deleteSessions(db: Executor, sessionIds: readonly string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await db.delete(sessions).where(inArray(sessions.id, [...sessionIds]));
}

/** Every session of a group, live or not. */
export async function groupSessionIds(db: Executor, groupId: string): Promise<string[]> {
  const rows = await db
    .select({ sessionId: deviceAccounts.sessionId })
    .from(deviceAccounts)
    .where(eq(deviceAccounts.groupId, groupId));
  return rows.map((row) => row.sessionId);
}
