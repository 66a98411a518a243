import type { NotificationItem } from "@corkboard/core/contract";
import { boardPath } from "@corkboard/core/paths";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { presentUserSummary } from "../platform/images/user-summary.ts";
import type { NotificationRow } from "./repo.ts";

/** A notification as the notifications page shows it (IMPL-039). */
export function presentNotification(row: NotificationRow, urls: ImageUrls): NotificationItem {
  return {
    id: row.id,
    type: row.kind,
    actor: presentUserSummary(row.actor, row.avatar, urls),
    board:
      row.board && row.boardOwnerUsername !== null
        ? { id: row.board.id, name: row.board.name, url: boardPath(row.boardOwnerUsername, row.board.slug) }
        : null,
    invite: row.invite,
    pin:
      row.pin && row.pinImage
        ? {
            id: row.pin.id,
            title: row.pin.title,
            image_url: urls.gridImages(row.pinImage)["236x"].url,
            sponsorship_status: row.sponsorshipStatus,
          }
        : null,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
