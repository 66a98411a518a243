import type { RememberedAccountRecord } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { profilePath } from "@corkboard/core/paths";
import { ApiError, errorMessage } from "../platform/api/index.ts";
import { pageLoad } from "../platform/navigation/page-load.ts";
import { showToast } from "../ui/index.ts";
import { forgetAccount, logOutAllAccounts, switchToAccount } from "./api.ts";
import { clearLocalAccounts } from "./local-accounts.ts";

/** Where adding an account starts (ACCT-004). */
export const ADD_ACCOUNT_PATH = "/add-account/";

/** The name an account goes by in the menu. */
export function accountName(account: Pick<RememberedAccountRecord, "full_name" | "username">): string {
  return account.full_name || account.username;
}

// A refused switch or log-out (the account's session ended meanwhile: NOT_FOUND) says what
// to do; a failure of the request itself (offline, CSRF) says what went wrong.
function failed(error: unknown, fallback: string): void {
  showToast(
    error instanceof ApiError && error.code === "NOT_FOUND" ? fallback : errorMessage(error),
    "error",
  );
}

/**
 * Switches to a remembered account and lands on its profile, /{username}/ (ACCT-006): a
 * page load, so the new document's bootstrap says who is signed in.
 */
export async function switchTo(userId: string): Promise<void> {
  try {
    const { user } = await switchToAccount(userId);
    pageLoad.assign(profilePath(user.username));
  } catch (error) {
    failed(error, t("accounts.switchFailed"));
  }
}

/**
 * Logs out of one account (forgets it and ends its session). Logging out of the active one
 * goes on as the next remembered account, on its profile; with none left, home.
 */
export async function logOutOf(userId: string, activeId: string): Promise<void> {
  try {
    const { active_username } = await forgetAccount(userId);
    if (userId !== activeId) {
      pageLoad.reload();
      return;
    }
    if (!active_username) clearLocalAccounts();
    pageLoad.assign(active_username ? profilePath(active_username) : "/");
  } catch (error) {
    failed(error, t("accounts.switchFailed"));
  }
}

/** Logs out of every account this browser remembers. */
export async function logOutOfAll(): Promise<void> {
  try {
    await logOutAllAccounts();
  } catch (error) {
    showToast(errorMessage(error), "error");
    return;
  }
  clearLocalAccounts();
  pageLoad.assign("/");
}
