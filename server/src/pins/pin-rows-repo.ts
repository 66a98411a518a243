import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";
import type { DisclosureJson, SensitivityJson } from "./pin-labels.ts";

const { advisories, boards, businessProfiles, images, pinDisclosures, pins, sensitivePins, users, videos } =
  schema;
const pinner = alias(users, "pinner");
const avatar = alias(images, "pinner_avatar");
const owner = alias(users, "board_owner");

/** The columns every pin view needs: the pin, its image, pinner (with avatar), board and labels. */
const pinRowColumns = {
  id: pins.id,
  title: pins.title,
  description: pins.description,
  altText: pins.altText,
  link: pins.link,
  dominantColor: pins.dominantColor,
  createdMethod: pins.createdMethod,
  imageUnavailable: pins.imageUnavailable,
  createdAt: pins.createdAt,
  sectionId: pins.sectionId,
  product: {
    priceMinor: pins.priceMinor,
    priceCurrency: pins.priceCurrency,
    brand: pins.brand,
    onSale: pins.onSale,
    availability: pins.availability,
    style: pins.style,
  },
  image: {
    storageKey: images.storageKey,
    width: images.width,
    height: images.height,
    frames: images.frames,
  },
  pinner: {
    id: pinner.id,
    username: pinner.username,
    fullName: pinner.fullName,
    avatarColorIndex: pinner.avatarColorIndex,
  },
  pinnerAvatar: {
    storageKey: avatar.storageKey,
    width: avatar.width,
    height: avatar.height,
  },
  board: {
    id: boards.id,
    name: boards.name,
    slug: boards.slug,
    privacy: boards.privacy,
    layout: boards.layout,
    ownerId: boards.ownerId,
    archivedAt: boards.archivedAt,
  },
  boardOwnerUsername: owner.username,
  // Labels (D-035, pin-labels.ts), as correlated subqueries rather than joins: six more
  // joins took PostgreSQL's planning of an unprepared pin list from 3.3 to 42 ms (past
  // join_collapse_limit); planned apart it stays near 3 ms, and run time is the same.
  disclosure: sql<DisclosureJson | null>`(select json_build_object(
      'sponsorshipStatus', d.sponsorship_status, 'affiliateLink', d.affiliate_link,
      'sponsor', case when s.id is null then null else json_build_object(
        'id', s.id::text, 'username', s.username, 'fullName', s.full_name,
        'avatarColorIndex', s.avatar_color_index, 'state', s.state, 'businessName', b.business_name,
        'avatar', case when a.id is null then null else json_build_object(
          'storageKey', a.storage_key, 'width', a.width, 'height', a.height) end) end)
    from ${pinDisclosures} d
    left join ${users} s on s.id = d.sponsor_id
    left join ${images} a on a.id = s.avatar_image_id
    left join ${businessProfiles} b on b.user_id = s.id
    where d.pin_id = ${pins.id})`,
  sensitivity: sql<SensitivityJson | null>`(select json_build_object(
      'advisory', v.name, 'severity', v.severity, 'notices', v.notices)
    from ${sensitivePins} sp join ${advisories} v on v.id = sp.advisory_id
    where sp.pin_id = ${pins.id})`,
  // A video pin's video (D-050): null for the image pins, which are nearly all.
  video: sql<PinVideoJson | null>`(select json_build_object(
      'storageKey', vd.storage_key, 'container', vd.container, 'durationMs', vd.duration_ms,
      'status', vd.status, 'width', vd.width, 'height', vd.height)
    from ${videos} vd where vd.id = ${pins.videoId})`,
};

/** A pin's video as the row's JSON subquery gives it. */
export interface PinVideoJson {
  storageKey: string;
  container: string;
  durationMs: number;
  status: string;
  width: number;
  height: number;
}

/**
 * Starts a query for pin rows with every join a pin view needs; callers add where,
 * order and limit. One shape for the feed, the board, the section and the closeup.
 */
export function selectPinRows(db: Executor) {
  return db
    .select(pinRowColumns)
    .from(pins)
    .innerJoin(images, eq(images.id, pins.imageId))
    .innerJoin(pinner, eq(pinner.id, pins.pinnerId))
    .leftJoin(avatar, eq(avatar.id, pinner.avatarImageId))
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .innerJoin(owner, eq(owner.id, boards.ownerId));
}

/** A pin with its image, pinner and board, as selected by `selectPinRows`. */
export type PinRow = Awaited<ReturnType<ReturnType<typeof selectPinRows>["execute"]>>[number];
