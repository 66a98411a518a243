import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";

const { advisories, boards, businessProfiles, images, pinDisclosures, pins, sensitivePins, users } = schema;
const pinner = alias(users, "pinner");
const avatar = alias(images, "pinner_avatar");
const owner = alias(users, "board_owner");
const sponsor = alias(users, "sponsor");
const sponsorAvatar = alias(images, "sponsor_avatar");

/** The columns every pin view needs: the pin, its image, pinner (with avatar), board and labels. */
const pinRowColumns = {
  id: pins.id,
  title: pins.title,
  description: pins.description,
  link: pins.link,
  dominantColor: pins.dominantColor,
  createdMethod: pins.createdMethod,
  createdAt: pins.createdAt,
  sectionId: pins.sectionId,
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
  // Labels (D-035, pin-labels.ts): the disclosures, the named business, the sensitivity notice.
  disclosure: {
    sponsorshipStatus: pinDisclosures.sponsorshipStatus,
    affiliateLink: pinDisclosures.affiliateLink,
  },
  sponsor: {
    id: sponsor.id,
    username: sponsor.username,
    fullName: sponsor.fullName,
    avatarColorIndex: sponsor.avatarColorIndex,
    state: sponsor.state,
  },
  sponsorBusinessName: businessProfiles.businessName,
  sponsorAvatar: {
    storageKey: sponsorAvatar.storageKey,
    width: sponsorAvatar.width,
    height: sponsorAvatar.height,
  },
  sensitivity: { advisory: advisories.name, severity: advisories.severity, notices: advisories.notices },
};

/**
 * Starts a query for pin rows with every join a pin view needs; callers add where,
 * order and limit. One shape for the feed, the board, the section and the closeup.
 */
export function selectPinRows(db: Executor) {
  return (
    db
      .select(pinRowColumns)
      .from(pins)
      .innerJoin(images, eq(images.id, pins.imageId))
      .innerJoin(pinner, eq(pinner.id, pins.pinnerId))
      .leftJoin(avatar, eq(avatar.id, pinner.avatarImageId))
      .innerJoin(boards, eq(boards.id, pins.boardId))
      .innerJoin(owner, eq(owner.id, boards.ownerId))
      // Labels: primary-key look-ups that find nothing for most pins.
      .leftJoin(pinDisclosures, eq(pinDisclosures.pinId, pins.id))
      .leftJoin(sponsor, eq(sponsor.id, pinDisclosures.sponsorId))
      .leftJoin(sponsorAvatar, eq(sponsorAvatar.id, sponsor.avatarImageId))
      .leftJoin(businessProfiles, eq(businessProfiles.userId, sponsor.id))
      .leftJoin(sensitivePins, eq(sensitivePins.pinId, pins.id))
      .leftJoin(advisories, eq(advisories.id, sensitivePins.advisoryId))
  );
}

/** A pin with its image, pinner and board, as selected by `selectPinRows`. */
export type PinRow = Awaited<ReturnType<ReturnType<typeof selectPinRows>["execute"]>>[number];
