import { desc, eq } from "drizzle-orm";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";

const { users, sessions } = schema;

/** The states an admin can put an account in (IMPL-015). */
export type AccountState = "active" | "suspended" | "soft_banned" | "deactivated";
/** Why an account is deactivated (AUTH-150). */
export type DeactivationReason = "community_guidelines" | "unusual_activity" | "user_request";

/** Sets the state of the account with that (normalised) email; its id and email, or none. */
export async function updateAccountState(
  db: Executor,
  email: string,
  state: AccountState,
  reason: DeactivationReason | null,
) {
  const [user] = await db
    .update(users)
    .set({ state, deactivationReason: state === "deactivated" ? reason : null, updatedAt: new Date() })
    .where(eq(users.email, email))
    .returning({ id: users.id, email: users.email });
  return user;
}

/** Ends every session of a user; how many there were. */
export async function deleteUserSessions(db: Executor, userId: string): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return ended.length;
}

/** Accounts newest first, optionally in one state. */
export function findAccounts(db: Executor, state: AccountState | undefined, limit: number) {
  const query = db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      state: users.state,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(desc(users.createdAt))
    .limit(limit);
  return state ? query.where(eq(users.state, state)) : query;
}
