import type { PinDetail, PinSummary, UserSummary } from "@corkboard/core/contract";
import { boardPath } from "@corkboard/core/paths";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { presentUserSummary } from "../platform/images/user-summary.ts";
import { presentSensitivity, presentSponsorship } from "./pin-labels.ts";
import type { PinRow } from "./pin-rows.ts";

/** Presents the pinner of a row as a user summary. */
export function presentPinner(row: PinRow, urls: ImageUrls): UserSummary {
  return presentUserSummary(row.pinner, row.pinnerAvatar, urls);
}

/** Presents a pin row as a grid tile (never the raw row, DESIGN §6). */
export function presentPinSummary(row: PinRow, urls: ImageUrls): PinSummary {
  const pinner = presentPinner(row, urls);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    link: row.link,
    dominant_color: row.dominantColor,
    images: urls.gridImages(row.image),
    pinner,
    board: {
      id: row.board.id,
      name: row.board.name,
      url: boardPath(row.boardOwnerUsername, row.board.slug),
      privacy: row.board.privacy,
      layout: row.board.layout,
    },
    created_at: row.createdAt.toISOString(),
    sponsorship: presentSponsorship(row, pinner, urls),
    affiliate_link: row.disclosure?.affiliateLink ?? false,
    sensitivity: presentSensitivity(row),
  };
}

/** Presents a pin for its closeup page. */
export function presentPinDetail(
  row: PinRow,
  urls: ImageUrls,
  extra: { section: PinDetail["section"]; pinnerFollowerCount: number },
): PinDetail {
  return {
    ...presentPinSummary(row, urls),
    images: urls.pinImages(row.image),
    section: extra.section,
    link_domain: linkDomain(row.link),
    created_method: row.createdMethod,
    pinner_follower_count: extra.pinnerFollowerCount,
  };
}

/** The host of a pin's link without "www.", shown under the closeup's title. */
export function linkDomain(link: string | null): string | null {
  if (!link) return null;
  try {
    return new URL(link).hostname.replace(/^www\./, "");
  } catch {
    return null;
  }
}
