import type { ViewerUser } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { profilePath } from "@corkboard/core/paths";
import { useLocation } from "wouter";
import { useAccountEntries } from "../accounts/index.ts";
import { openCreateBoardDialog } from "../boards/index.ts";
import { HeaderAccount } from "../business/index.ts";
import { NotificationBell } from "../notifications/index.ts";
import { openCreatePin } from "../pins/index.ts";
import { getBootstrap } from "../platform/bootstrap/index.ts";
import { Avatar, buttonClass, MenuButton } from "../ui/index.ts";
import "./signed-in-header.css";

const ACCOUNT_SETTINGS_PATH = "/settings/account/";
const SECURITY_SETTINGS_PATH = "/settings/security/";
const WEBSITE_SETTINGS_PATH = "/settings/claim/";
/** Personal API tokens (issue 20, D-057). */
const API_TOKENS_PATH = "/settings/api-tokens/";
const EXPORT_SETTINGS_PATH = "/settings/export/";
const IMPORT_SETTINGS_PATH = "/settings/import/";
/** The advertiser area's entry: it opens the viewer's first advertiser (web/src/ads). */
const ADS_PATH = "/advertiser/";

/** "Create": a Pin from an upload (IMPL-029) or a board, which then opens (D-030). */
export function CreateMenu() {
  const [, navigate] = useLocation();
  return (
    <MenuButton
      buttonClassName={buttonClass({ variant: "tertiary" }, "cb-create-menu__button")}
      entries={[
        { label: t("shell.createPin"), onSelect: () => void openCreatePin() },
        { label: t("shell.createBoard"), onSelect: () => void openCreateBoardDialog(navigate) },
      ]}
    >
      {t("shell.create")}
    </MenuButton>
  );
}

/**
 * The avatar's menu (IMPL-005): the person's profile, where their boards are, their claimed
 * websites (IMPL-016), the account settings (the language, IMPL-045), the security settings,
 * the personal API tokens (D-057), Settings → Import and the export of all one's data (issue 20,
 * D-054, D-056), the advertiser area for a business account (IMPL-040), the other remembered accounts to switch to and "Add account" (ACCT-001), and Log out (of
 * one account or all, once there are several). It shows the acting profile when the person
 * acts as a business.
 */
export function AccountMenu({ user }: { user: ViewerUser }) {
  const [, navigate] = useLocation();
  const name = user.first_name || user.full_name || user.username;
  const link = (label: string, href: string) => ({ label, href, onSelect: () => navigate(href) });
  const accounts = useAccountEntries(user);
  return (
    <MenuButton
      buttonClassName="cb-account-menu__button"
      entries={[
        link(t("shell.yourProfile"), profilePath(user.username)),
        link(t("shell.websiteSettings"), WEBSITE_SETTINGS_PATH),
        link(t("shell.accountSettings"), ACCOUNT_SETTINGS_PATH),
        link(t("shell.securitySettings"), SECURITY_SETTINGS_PATH),
        link(t("shell.apiTokens"), API_TOKENS_PATH),
        link(t("shell.import"), IMPORT_SETTINGS_PATH),
        link(t("shell.exportData"), EXPORT_SETTINGS_PATH),
        // A business account's advertiser tools, every advertiser path reachable from there.
        ...(getBootstrap().viewer.is_partner ? [link(t("shell.ads"), ADS_PATH)] : []),
        ...accounts.switching,
        ...accounts.logOut,
      ]}
    >
      {/* The name comes from this text rather than an aria-label, so what is seen (the
          name) is part of what is heard (label-content-name-mismatch, WCAG 2.5.3). */}
      <span className="cb-visually-hidden">{t("shell.accountMenu", { name })}</span>
      <Avatar user={user} size={32} />
      <span className="cb-account-menu__name" aria-hidden="true">
        {name}
      </span>
    </MenuButton>
  );
}

/**
 * The signed-in end of the header: Create, the notifications bell, the business profile
 * switcher, the account menu.
 */
export function SignedInHeader({ user }: { user: ViewerUser }) {
  return (
    <>
      <CreateMenu />
      <NotificationBell />
      <HeaderAccount user={user} menu={(shown) => <AccountMenu user={shown} />} />
    </>
  );
}
