import type { NotificationItem } from "@corkboard/core/contract";
import { boardPath } from "@corkboard/core/paths";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import type { NotificationRow } from "./repo.ts";

/** A notification as the notifications page shows it (IMPL-039). */
export function presentNotification(row: NotificationRow, urls: ImageUrls): NotificationItem {
  return {
    id: row.id,
    type: row.kind,
    actor: {
      id: row.actor.id,
      username: row.actor.username,
      full_name: row.actor.fullName,
      image_medium_url: row.avatar ? urls.avatar(row.avatar) : null,
      avatar_color_index: row.actor.avatarColorIndex,
    },
    board:
      row.board && row.boardOwnerUsername !== null
        ? { id: row.board.id, name: row.board.name, url: boardPath(row.boardOwnerUsername, row.board.slug) }
        : null,
    invite: row.invite,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
