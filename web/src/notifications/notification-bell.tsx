import { t } from "@corkboard/core/messages";
import { Link, useLocation } from "wouter";
import { BellIcon } from "../ui/index.ts";
import { useUnreadCount } from "./api.ts";
import "./notifications.css";

/** Where the notifications page lives (IMPL-039). */
export const NOTIFICATIONS_PATH = "/notifications/";

/** The count the badge shows; the server counts up to 100. */
function badgeText(count: number): string {
  return count > 99 ? "99+" : String(count);
}

/** The header's bell: a link to /notifications/ with the unread count (IMPL-039). */
export function NotificationBell() {
  const { unreadCount } = useUnreadCount();
  const [pathname] = useLocation();
  const label =
    unreadCount > 0
      ? t("shell.notificationsUnread", { count: badgeText(unreadCount) })
      : t("shell.notifications");
  return (
    <Link
      to={NOTIFICATIONS_PATH}
      className="cb-notification-bell"
      aria-label={label}
      aria-current={pathname === NOTIFICATIONS_PATH ? "page" : undefined}
    >
      <BellIcon size={24} />
      {unreadCount > 0 ? (
        <span className="cb-notification-bell__count" aria-hidden="true">
          {badgeText(unreadCount)}
        </span>
      ) : null}
    </Link>
  );
}
