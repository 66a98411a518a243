import type {
  Board,
  BoardSection,
  Page,
  UserProfile,
  V5Board,
  V5BoardSection,
  V5Pin,
  V5UserAccount,
} from "@corkboard/core/contract";
import type { PinRow } from "../pins/index.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";

// Corkboard's rows and answers in Pinterest API v5's field names (D-058). Nothing here
// decides who may see what: the services did that before these run.

/** A board in v5 fields; nobody follows a board in Corkboard (D-031), so follower_count is 0. */
export function presentV5Board(board: Board): V5Board {
  return {
    id: board.id,
    created_at: board.created_at,
    name: board.name,
    description: board.description,
    privacy: board.privacy === "public" ? "PUBLIC" : board.privacy === "secret" ? "SECRET" : "PROTECTED",
    pin_count: board.pin_count,
    follower_count: 0,
    collaborator_count: board.collaborator_count ?? 0,
    owner: { username: board.owner.username },
    media: { image_cover_url: board.image_cover_url, pin_thumbnail_urls: board.cover_images },
  };
}

/** A section in v5 fields. */
export function presentV5Section(section: BoardSection): V5BoardSection {
  return { id: section.id, name: section.title };
}

/**
 * A pin in v5 fields. Pinterest's image sizes map to the renditions Corkboard keeps:
 * 150x150 → 236x, 400x300 → 474x, 600x → 736x, 1200x → the original (at most 2048 wide).
 */
export function presentV5Pin(row: PinRow, viewerId: string, urls: ImageUrls): V5Pin {
  const images = urls.pinImages(row.image);
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    link: row.link,
    title: row.title,
    description: row.description,
    // Corkboard keeps "no alt text" as ""; v5 says null (D-055).
    alt_text: row.altText === "" ? null : row.altText,
    dominant_color: row.dominantColor,
    board_id: row.board.id,
    board_section_id: row.sectionId,
    board_owner: { username: row.boardOwnerUsername },
    is_owner: row.pinner.id === viewerId,
    creative_type: row.video ? "VIDEO" : "REGULAR",
    media: {
      media_type: row.video ? "video" : "image",
      images: {
        "150x150": images["236x"],
        "400x300": images["474x"],
        "600x": images["736x"],
        "1200x": images.orig,
      },
    },
  };
}

/** A page of pin rows as a v5 page. */
export function presentV5PinPage(page: Page<PinRow>, viewerId: string, urls: ImageUrls): Page<V5Pin> {
  return { items: page.items.map((row) => presentV5Pin(row, viewerId, urls)), bookmark: page.bookmark };
}

/** The caller's account in v5 fields. */
export function presentV5Account(account: {
  profile: UserProfile;
  pinCount: number;
  business: { name: string; websiteUrl: string | null } | null;
}): V5UserAccount {
  const { profile, business } = account;
  return {
    id: profile.id,
    username: profile.username,
    account_type: business ? "BUSINESS" : "PINNER",
    profile_image: profile.image_medium_url,
    website_url: business?.websiteUrl ?? null,
    about: "",
    business_name: business?.name ?? null,
    board_count: profile.board_count,
    pin_count: account.pinCount,
    follower_count: profile.follower_count,
    following_count: profile.following_count,
  };
}
