import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";

const { boards, images, pins, users } = schema;
const pinner = alias(users, "pinner");
const avatar = alias(images, "pinner_avatar");
const owner = alias(users, "board_owner");

/** The columns every pin view needs: the pin, its image, pinner (with avatar) and board. */
const pinRowColumns = {
  id: pins.id,
  title: pins.title,
  description: pins.description,
  link: pins.link,
  dominantColor: pins.dominantColor,
  createdMethod: pins.createdMethod,
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
};

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
