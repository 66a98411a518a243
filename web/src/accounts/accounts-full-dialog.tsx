import type { RememberedAccountRecord } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { useState } from "react";
import { pageLoad } from "../platform/navigation/page-load.ts";
import { Avatar, Button, closeModal, openModal } from "../ui/index.ts";
import { ADD_ACCOUNT_PATH, accountName, logOutOf } from "./account-actions.ts";

/**
 * Adding a sixth account asks to remove one first (ACCT-007 DECISION): the other remembered
 * accounts, each with its Remove button; once one is gone the login for the new one opens.
 */
function AccountsFull({
  accounts,
  activeId,
  max,
}: {
  accounts: readonly RememberedAccountRecord[];
  activeId: string;
  max: number;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const remove = async (id: string) => {
    setBusy(id);
    await logOutOf(id, activeId).catch(() => undefined);
    closeModal();
    pageLoad.assign(ADD_ACCOUNT_PATH);
  };
  return (
    <div className="cb-accounts-full">
      <p>{t("accounts.full.body", { max })}</p>
      <ul className="cb-accounts-full__list">
        {accounts
          .filter((account) => account.id !== activeId)
          .map((account) => (
            <li key={account.id} className="cb-accounts-full__item">
              <Avatar
                user={{
                  username: account.username,
                  full_name: account.full_name,
                  image_medium_url: account.image_medium_url,
                  avatar_color_index: 0,
                }}
                size={32}
                alt=""
              />
              <span>{accountName(account)}</span>
              <Button
                variant="secondary"
                disabled={busy !== null}
                aria-busy={busy === account.id}
                onClick={() => void remove(account.id)}
              >
                {t("accounts.full.remove", { name: accountName(account) })}
              </Button>
            </li>
          ))}
      </ul>
    </div>
  );
}

/** Opens the "remove an account first" dialog (ACCT-007). */
export function openAccountsFullDialog(
  accounts: readonly RememberedAccountRecord[],
  activeId: string,
  max: number,
): void {
  openModal({
    title: t("accounts.full.title"),
    body: <AccountsFull accounts={accounts} activeId={activeId} max={max} />,
  });
}
