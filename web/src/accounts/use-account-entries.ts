import type { ViewerUser } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { logOut } from "../auth/index.ts";
import type { MenuEntry } from "../ui/index.ts";
import { ADD_ACCOUNT_PATH, accountName, logOutOf, logOutOfAll, switchTo } from "./account-actions.ts";
import { openAccountsFullDialog } from "./accounts-full-dialog.tsx";
import { useRememberedAccounts } from "./api.ts";
import { clearLocalAccounts, saveLocalAccounts } from "./local-accounts.ts";

/**
 * The account menu's remembered-account entries (ACCT-001): "Switch to {name}" for each
 * other account, "Add account" (ACCT-004; with five, it asks to remove one first, ACCT-007),
 * and the log-outs: of this account only and of all, once there are several; otherwise the
 * plain "Log out".
 */
export function useAccountEntries(user: ViewerUser): { switching: MenuEntry[]; logOut: MenuEntry[] } {
  const [, navigate] = useLocation();
  const { data } = useRememberedAccounts();
  useEffect(() => {
    if (data) saveLocalAccounts(data);
  }, [data]);

  const accounts = data?.accounts ?? [];
  const others = accounts.filter((account) => account.id !== user.id);
  const self = accounts.find((account) => account.id === user.id) ?? user;
  const full = data !== undefined && accounts.length >= data.max_accounts;
  const switching: MenuEntry[] = [
    ...others.map((account) => ({
      label: t("accounts.menu.switchTo", { name: accountName(account) }),
      onSelect: () => void switchTo(account.id),
    })),
    {
      label: t("accounts.menu.add"),
      href: ADD_ACCOUNT_PATH,
      onSelect: () =>
        full && data
          ? openAccountsFullDialog(accounts, user.id, data.max_accounts)
          : navigate(ADD_ACCOUNT_PATH),
    },
  ];
  if (others.length === 0) {
    const logOutOne = () => {
      clearLocalAccounts();
      void logOut();
    };
    return { switching, logOut: [{ label: t("shell.logout"), onSelect: logOutOne }] };
  }
  return {
    switching,
    logOut: [
      {
        // The account's own name, also while the header shows a business profile it acts as.
        label: t("accounts.menu.logOutOf", { name: accountName(self) }),
        onSelect: () => void logOutOf(user.id, user.id),
      },
      { label: t("accounts.menu.logOutAll"), onSelect: () => void logOutOfAll() },
    ],
  };
}
