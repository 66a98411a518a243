import type { RememberedAccounts } from "@corkboard/core/contract";

/**
 * The browser's copy of its remembered accounts (ACCT-003): an account map plus the group
 * id, for showing the accounts before the server answers. Display data only — never a token
 * (ACCT-008): the sessions stay on the server, in httpOnly cookies it alone sets.
 */
export const LOCAL_ACCOUNTS_KEY = "cb.accounts";

/** One account as the browser keeps it. */
export interface LocalAccount {
  username: string;
  full_name: string;
  image_medium_url: string | null;
}

/** What local storage holds. */
export interface LocalAccounts {
  group_id: string | null;
  accounts: Record<string, LocalAccount>;
}

/** Keeps the server's list (only the display fields, picked one by one). */
export function saveLocalAccounts(list: RememberedAccounts, storage: Storage = localStorage): void {
  const accounts: Record<string, LocalAccount> = {};
  for (const account of list.accounts) {
    accounts[account.id] = {
      username: account.username,
      full_name: account.full_name,
      image_medium_url: account.image_medium_url,
    };
  }
  const value: LocalAccounts = { group_id: list.group_id, accounts };
  try {
    storage.setItem(LOCAL_ACCOUNTS_KEY, JSON.stringify(value));
  } catch {
    // Storage full or off (private mode): the list is only a convenience.
  }
}

/** Forgets the local copy (log out of all). */
export function clearLocalAccounts(storage: Storage = localStorage): void {
  try {
    storage.removeItem(LOCAL_ACCOUNTS_KEY);
  } catch {
    // Nothing to forget.
  }
}
