import {
  boardManageMessages,
  followMessages,
  labelMessages,
  registerMessages,
  t,
} from "@corkboard/core/messages";
import { ErrorNotice } from "../errors/index.ts";
import { PagedListFooter } from "../platform/api/index.ts";
import { useDocumentTitle } from "../platform/document/use-document-title.ts";
import { useSignedInViewer } from "../platform/navigation/use-signed-in-viewer.ts";
import { Button, Spinner } from "../ui/index.ts";
import { useMarkRead, useNotifications, useUnreadCount } from "./api.ts";
import { NotificationRow } from "./notification-row.tsx";
import "./notifications.css";

// The page's own words, and the invitation answers it shares with the invite page.
registerMessages(followMessages);
registerMessages(boardManageMessages);
registerMessages(labelMessages);

/**
 * /notifications/ (IMPL-039): new followers, board invitations (answered here) and accepted
 * invitations, newest first, loading further pages near the end; "Mark all as read".
 * Visitors are sent to log in first.
 */
export function NotificationsPage() {
  const user = useSignedInViewer();
  useDocumentTitle(t("notifications.title"));
  return user ? <Notifications /> : null;
}

function Notifications() {
  const { list, items, listRef } = useNotifications();
  const { unreadCount } = useUnreadCount();
  const markRead = useMarkRead();

  const anyUnread = unreadCount > 0 || items.some((item) => !item.read);
  return (
    <section className="cb-page cb-notifications">
      <header className="cb-notifications__header">
        <h1>{t("notifications.title")}</h1>
        {anyUnread ? (
          <Button disabled={markRead.isPending} onClick={() => markRead.mutate({ all: true })}>
            {t("notifications.markAllRead")}
          </Button>
        ) : null}
      </header>
      {list.isPending ? <Spinner /> : null}
      {list.isError && items.length === 0 ? (
        <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      {list.isSuccess && items.length === 0 ? <p className="cb-muted">{t("notifications.empty")}</p> : null}
      {items.length > 0 ? (
        <ul ref={listRef} className="cb-notifications__list">
          {items.map((item) => (
            <NotificationRow key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
      <PagedListFooter list={list} />
    </section>
  );
}
