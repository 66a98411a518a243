import type { BoardPrivacy } from "../contract/index.ts";
import type { PinCreateRequest, PinSaveMethod, RepinCreateRequest } from "./contract.ts";

/** What the save screen knows when the viewer picks a board (PIN-027, camel-cased). */
export interface SaveInput {
  boardId: string;
  /** The target board's privacy: share flags go only with non-secret boards (PIN-025). */
  boardPrivacy: BoardPrivacy;
  sectionId?: string | null;
  /** An existing pin: the save is a repin (PIN-034). */
  pinId?: string | null;
  method: PinSaveMethod;
  title?: string;
  description?: string;
  link?: string | null;
  imageUrl?: string;
  imageBase64?: string;
  mediaUploadId?: string;
  /** A video upload (IMPL-030, D-050): the pin plays it over its poster. */
  videoUploadId?: string;
  color?: string | null;
  guid?: string | null;
  isRemovable?: boolean;
  clientTrackingParams?: string;
  advertiserId?: string | null;
  shuffleAssetId?: string | null;
  shareFacebook?: boolean;
  shareTwitter?: boolean;
}

/** The resource a save calls: RepinResource when a pin id exists, else PinResource (PIN-034). */
export type SaveResource = "PinResource" | "RepinResource";

/** A save payload with the resource it goes to. */
export type SaveCall =
  | { resource: "PinResource"; payload: PinCreateRequest }
  | { resource: "RepinResource"; payload: RepinCreateRequest };

/** The method a save is sent with: "button" without a guid becomes button_external (PIN-035). */
export function saveMethod(method: PinSaveMethod, guid: string | null | undefined): PinSaveMethod {
  return method === "button" && !guid?.trim() ? "button_external" : method;
}

/** The resource a save calls (PIN-034). */
export function saveResource(pinId: string | null | undefined): SaveResource {
  return pinId ? "RepinResource" : "PinResource";
}

/**
 * Builds the save payload of seed 001 §3 and picks its resource: is_buyable_pin always false
 * (PIN-023), share flags only for non-secret boards (PIN-025), button → button_external
 * without a guid (PIN-035), and optional fields left out when absent (PIN-022, PIN-024).
 */
export function buildSaveCall(input: SaveInput): SaveCall {
  const common = {
    board_id: input.boardId,
    section: input.sectionId ?? null,
    method: saveMethod(input.method, input.guid),
    is_buyable_pin: false as const,
    ...defined({
      title: input.title,
      description: input.description,
      link: input.link,
      color: input.color,
      guid: input.guid?.trim() || undefined,
      is_removable: input.isRemovable,
      clientTrackingParams: input.clientTrackingParams,
      advertiser_id: input.advertiserId ?? undefined,
      shuffle_asset: input.shuffleAssetId ?? undefined,
    }),
    ...(input.boardPrivacy === "secret"
      ? {}
      : defined({ share_facebook: input.shareFacebook, share_twitter: input.shareTwitter })),
  };
  if (input.pinId) return { resource: "RepinResource", payload: { ...common, pin_id: input.pinId } };
  return {
    resource: "PinResource",
    payload: {
      ...common,
      ...defined({
        image_url: input.imageUrl,
        image_base64: input.imageBase64,
        media_upload_id: input.mediaUploadId,
        video_upload_id: input.videoUploadId,
      }),
    },
  };
}

/** A copy of `fields` without its undefined entries, so absent fields are not sent. */
function defined<T extends Record<string, unknown>>(
  fields: T,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) out[key] = value;
  return out as { [K in keyof T]?: Exclude<T[K], undefined> };
}
