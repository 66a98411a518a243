import type { ViewerUser } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { useId } from "react";
import { Link } from "wouter";
import { openCreatePin } from "../pins/create/index.ts";
import { errorMessage } from "../platform/api/index.ts";
import { pageLoad } from "../platform/navigation/page-load.ts";
import { Avatar, showToast, useDisclosureMenu } from "../ui/index.ts";
import { endSession } from "./api.ts";
import "./account-menu.css";

/** Ends this session and reloads on / (IMPL-005): the next document is a logged-out one. */
export async function logOut(): Promise<void> {
  try {
    await endSession();
  } catch (error) {
    showToast(errorMessage(error), "error");
    return;
  }
  pageLoad.assign("/");
}

/**
 * The signed-in header's account button (IMPL-005): the avatar and first name open a small
 * disclosure with the security settings and "Log out". Escape or a click elsewhere closes it.
 */
export function AccountMenu({ user }: { user: ViewerUser }) {
  const { open, setOpen, root, button } = useDisclosureMenu();
  const menuId = useId();

  const name = user.first_name || user.full_name || user.username;
  return (
    <div ref={root} className="cb-account-menu">
      <button
        ref={button}
        type="button"
        className="cb-account-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        {/* The name comes from this text rather than an aria-label, so what is seen (the
            name) is part of what is heard (label-content-name-mismatch, WCAG 2.5.3). */}
        <span className="cb-visually-hidden">{t("shell.accountMenu", { name })}</span>
        <Avatar user={user} size={32} />
        <span className="cb-account-menu__name" aria-hidden="true">
          {name}
        </span>
      </button>
      <ul id={menuId} className="cb-account-menu__list" hidden={!open}>
        <li>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              void openCreatePin();
            }}
          >
            {t("shell.createPin")}
          </button>
        </li>
        <li>
          <Link href="/settings/security/" onClick={() => setOpen(false)}>
            {t("shell.securitySettings")}
          </Link>
        </li>
        <li>
          <button type="button" onClick={() => void logOut()}>
            {t("shell.logout")}
          </button>
        </li>
      </ul>
    </div>
  );
}
