import type { AppContext } from "../platform/context.ts";
import {
  type AccountState,
  type DeactivationReason,
  deleteUserSessions,
  findAccounts,
  updateAccountState,
} from "./account-states-repo.ts";

export type { AccountState, DeactivationReason } from "./account-states-repo.ts";

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
  const user = await updateAccountState(context.db, email.trim().toLowerCase(), state, reason);
  if (!user?.email) return null;
  let sessionsEnded = 0;
  if (state !== "active") {
    sessionsEnded = await deleteUserSessions(context.db, user.id);
  }
  let resetMailed = false;
  if (state === "soft_banned") {
    await context.auth.api.requestPasswordReset({ body: { email: user.email } });
    resetMailed = true;
  }
  return { userId: user.id, email: user.email, state, sessionsEnded, resetMailed };
}

/** Accounts with an email, newest first, optionally in one state (for the admin tool). */
export function listAccounts(context: Pick<AppContext, "db">, state?: AccountState, limit = 100) {
  return findAccounts(context.db, state, limit);
}
