import {
  type PinDetail,
  type PinProduct,
  type PinSummary,
  type PinVideo,
  PRODUCT_AVAILABILITIES,
  type UserSummary,
} from "@corkboard/core/contract";
import { boardPath } from "@corkboard/core/paths";
import {
  VIDEO_CONTAINERS,
  VIDEO_CONTENT_TYPE,
  VIDEO_STATUSES,
  type VideoContainer,
  type VideoStatus,
} from "@corkboard/core/pins";
import { fromMinorUnits } from "@corkboard/core/shopping";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { presentUserSummary } from "../platform/images/user-summary.ts";
import { presentSensitivity, presentSponsorship } from "./pin-labels.ts";
import type { PinRow, PinVideoJson } from "./pin-rows-repo.ts";

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
    alt_text: row.altText,
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
    product: presentProduct(row.product),
    sponsorship: presentSponsorship(row, pinner, urls),
    affiliate_link: row.disclosure?.affiliateLink ?? false,
    sensitivity: presentSensitivity(row),
    video: presentPinVideo(row.video, urls),
    ...(row.imageUnavailable ? { image_unavailable: true } : {}),
  };
}

/** A video pin's video on the wire (IMPL-030, D-050). */
export function presentPinVideo(video: PinVideoJson | null, urls: ImageUrls): PinVideo | null {
  if (!video) return null;
  const container = (VIDEO_CONTAINERS as readonly string[]).includes(video.container)
    ? (video.container as VideoContainer)
    : "mp4";
  return {
    url: urls.video(video.storageKey),
    content_type: VIDEO_CONTENT_TYPE[container],
    duration_ms: video.durationMs,
    status: (VIDEO_STATUSES as readonly string[]).includes(video.status)
      ? (video.status as VideoStatus)
      : "failed",
    width: video.width,
    height: video.height,
  };
}

/** A pin's product columns on the wire (IMPL-036); null when it has none. */
export function presentProduct(product: PinRow["product"]): PinProduct | null {
  const price =
    product.priceMinor === null || product.priceCurrency === null
      ? null
      : {
          amount: fromMinorUnits(product.priceMinor, product.priceCurrency),
          amount_minor: product.priceMinor,
          currency: product.priceCurrency,
        };
  if (
    price === null &&
    product.brand === null &&
    !product.onSale &&
    product.availability === null &&
    product.style === null
  )
    return null;
  return {
    price,
    brand: product.brand,
    on_sale: product.onSale,
    availability: (PRODUCT_AVAILABILITIES as readonly string[]).includes(product.availability ?? "")
      ? (product.availability as PinProduct["availability"])
      : null,
    style: product.style,
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
