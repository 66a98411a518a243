import type { UserSummary } from "@corkboard/core/contract";
import type { ImageRef, ImageUrls } from "./image-urls.ts";

/** The columns of a person a user summary is made of. */
export interface SummaryPerson {
  id: string;
  username: string;
  fullName: string;
  avatarColorIndex: number;
}

/**
 * The smallest view of a user (a pinner, a follower, a notification's actor, a board's
 * people): the one place their avatar image becomes its URL.
 */
export function presentUserSummary(
  person: SummaryPerson,
  avatar: ImageRef | null,
  urls: ImageUrls,
): UserSummary {
  return {
    id: person.id,
    username: person.username,
    full_name: person.fullName,
    image_medium_url: avatar ? urls.avatar(avatar) : null,
    avatar_color_index: person.avatarColorIndex,
  };
}
