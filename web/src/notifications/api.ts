import {
  boardInviteRespondEndpoint,
  myBoardInvitesEndpoint,
  type NotificationItem,
  notificationCountEndpoint,
  notificationsEndpoint,
  notificationsReadEndpoint,
  type Page,
  userBoardsEndpoint,
} from "@corkboard/core/contract";
import type { InfiniteData } from "@tanstack/react-query";
import {
  endpointKey,
  errorMessage,
  pagedEndpointKey,
  useEndpoint,
  useEndpointMutation,
  usePagedList,
} from "../platform/api/index.ts";
import { showToast } from "../ui/index.ts";

// The notifications' server calls (IMPL-039, D-026).

/** How often the header's unread count asks again while the page stays open. */
export const UNREAD_POLL_MS = 60_000;

const PAGE = { page_size: 25 } as const;

/** The viewer's notifications, newest first, page by page. */
export function useNotifications() {
  return usePagedList(notificationsEndpoint, PAGE);
}

/** The header badge's count; asked again every minute and when the window regains focus. */
export function useUnreadCount() {
  const query = useEndpoint(notificationCountEndpoint, {}, { pollMs: UNREAD_POLL_MS });
  return { ...query, unreadCount: query.data?.unread_count ?? 0 };
}

type NotificationPages = InfiniteData<Page<NotificationItem>>;

/** The pages with the named notification (or all of them) marked read. */
function markedRead(pages: NotificationPages | undefined, id: string | undefined) {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (id === undefined || item.id === id ? { ...item, read: true } : item)),
    })),
  };
}

/**
 * Marking read shows at once (the dot goes, the badge drops) and is undone if the call
 * fails, with the reason in a toast; the answer's unread count then replaces the badge's.
 */
export function useMarkRead() {
  return useEndpointMutation(notificationsReadEndpoint, {
    optimistic: {
      queryKey: () => pagedEndpointKey(notificationsEndpoint, PAGE),
      update: (pages: NotificationPages | undefined, input) => markedRead(pages, input.notification_id),
    },
    answers: () => endpointKey(notificationCountEndpoint, {}),
    refetch: "none",
    onError: (error) => showToast(errorMessage(error), "error"),
  });
}

/**
 * Accept or decline a board invitation from its notification: the notification shows the
 * invite's new state, and the viewer's boards include an accepted board.
 */
export function useRespondToInvite() {
  return useEndpointMutation(boardInviteRespondEndpoint, {
    invalidates: [
      notificationsEndpoint,
      notificationCountEndpoint,
      myBoardInvitesEndpoint,
      userBoardsEndpoint,
    ],
  });
}
