import { desc, eq } from "drizzle-orm";
import type { AppContext } from "../platform/context.ts";
import { schema } from "../platform/db/index.ts";

const { users, sessions } = schema;

/** The states an admin can put an account in (IMPL-015). */
export type AccountState = "active" | "suspended" | "soft_banned" | "deactivated";
/** Why an account is deactivated (AUTH-150). */
export type DeactivationReason = "community_guidelines" | "unusual_activity" | "user_request";

/** What changing an account's state did. */
export interface StateChange {
  userId: string;
  email: string;
  state: AccountState;
  sessionsEnded: number;
  resetMailed: boolean;
}

/**
 * Puts an account in a state (IMPL-015). Anything but active ends every session at once
 * ("logged out on all devices"); soft-banning also mails a reset link, because the owner
 * can only come back by setting a new password (AUTH-148).
 */
export async function setAccountState(
  context: Pick<AppContext, "db" | "auth">,
  email: string,
  state: AccountState,
  reason: DeactivationReason | null = null,
): Promise<StateChange | null> {
  const [user] = await context.db
    .update(users)
    .set({ state, deactivationReason: state === "deactivated" ? reason : null, updatedAt: new Date() })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id, email: users.email });
  if (!user?.email) return null;
  let sessionsEnded = 0;
  if (state !== "active") {
    const ended = await context.db
      .delete(sessions)
      .where(eq(sessions.userId, user.id))
      .returning({ id: sessions.id });
    sessionsEnded = ended.length;
  }
  let resetMailed = false;
  if (state === "soft_banned") {
    await context.auth.api.requestPasswordReset({ body: { email: user.email } });
    resetMailed = true;
  }
  return { userId: user.id, email: user.email, state, sessionsEnded, resetMailed };
}

/** Accounts with an email, newest first, optionally in one state (for the admin tool). */
export async function listAccounts(context: Pick<AppContext, "db">, state?: AccountState, limit = 100) {
  const query = context.db
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
