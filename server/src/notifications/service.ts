import type { NotificationItem, Page } from "@corkboard/core/contract";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { Executor } from "../platform/db/index.ts";
import { type PageRequest, toPage } from "../platform/db/keyset.ts";
import { notFound } from "../platform/http/app-error.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { presentNotification } from "./presenter.ts";
import * as repo from "./repo.ts";

/** The badge counts up to this; the web shows more as "99+". */
export const UNREAD_COUNT_CAP = 100;

/**
 * Notifications (IMPL-039): other features tell this service what happened (new followers,
 * board invitations and their acceptance, handed in by the composition root), and the
 * signed-in viewer reads, counts and marks theirs.
 */
export class NotificationService {
  readonly #db: Executor;
  readonly #urls: ImageUrls;

  constructor(db: Executor, urls: ImageUrls) {
    this.#db = db;
    this.#urls = urls;
  }

  /** `followerId` started following each of `followeeIds`. */
  newFollowers(followerId: string, followeeIds: string[]): Promise<void> {
    return repo.insertNewFollowers(this.#db, followerId, followeeIds);
  }

  /** People were invited to a board by user id. */
  boardInvited(event: {
    boardId: string;
    inviterId: string;
    invites: { inviteId: string; inviteeUserId: string }[];
  }): Promise<void> {
    return repo.insertBoardInvites(this.#db, event);
  }

  /** An invitation was accepted: its inviter is told. */
  boardInviteAccepted(event: {
    boardId: string;
    inviteId: string;
    inviterId: string;
    accepterId: string;
  }): Promise<void> {
    return repo.insertInviteAccepted(this.#db, event);
  }

  /**
   * A creator named a business as a pin's paid partner, or named none (`businessId` null):
   * the business named is asked, and a business named before no longer is (D-035).
   */
  sponsorshipRequested(event: {
    pinId: string;
    creatorId: string;
    businessId: string | null;
  }): Promise<void> {
    return repo.replaceSponsorshipRequest(this.#db, event);
  }

  /** The viewer's notifications, newest first. */
  async list(viewer: Viewer, page: PageRequest): Promise<Page<NotificationItem>> {
    const rows = await repo.findNotificationPage(this.#db, viewer.id, page);
    return toPage(
      rows,
      page.pageSize,
      (row) => row,
      (row) => presentNotification(row, this.#urls),
    );
  }

  /** How many of the viewer's notifications are unread (up to UNREAD_COUNT_CAP). */
  async unreadCount(viewer: Viewer): Promise<{ unread_count: number }> {
    return { unread_count: await repo.countUnread(this.#db, viewer.id, UNREAD_COUNT_CAP) };
  }

  /** Marks one notification (or all) read; another person's is NOT_FOUND. Answers the new count. */
  async markRead(viewer: Viewer, input: { notification_id?: string | undefined; all?: true | undefined }) {
    if (input.all) await repo.markAllRead(this.#db, viewer.id);
    else if (
      input.notification_id === undefined ||
      !(await repo.markRead(this.#db, viewer.id, input.notification_id))
    )
      throw notFound("Notification");
    return this.unreadCount(viewer);
  }
}
