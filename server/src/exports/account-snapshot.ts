import {
  EXPORT_ARCHIVE_FORMAT,
  EXPORT_ARCHIVE_VERSION,
  type ExportArchive,
  type ExportPin,
} from "@corkboard/core/contract";
import type { Executor } from "../platform/db/index.ts";
import { animationObjectKey, renditionObjectKey } from "../platform/images/index.ts";
import * as repo from "./account-data-repo.ts";

/** One file the archive carries besides its documents: where it goes, where it comes from. */
export interface ArchiveMedia {
  /** The entry's name in the zip (`images/<sha256>.jpg`). */
  name: string;
  /** The storage key of its bytes. */
  storageKey: string;
}

/** What one export writes: the document and the media files, each once. */
export interface AccountSnapshot {
  archive: ExportArchive;
  media: ArchiveMedia[];
}

type ImageFacts = Awaited<ReturnType<typeof repo.findImages>>[number];
type VideoFacts = Awaited<ReturnType<typeof repo.findVideos>>[number];

/**
 * The stored bytes closest to the upload (D-056): the pipeline keeps no upload as sent, so a
 * still image is its full-size JPEG rendition and an animated GIF its re-encoded animation.
 * The name is the image's sha256 signature, so an image several pins use is written once.
 */
function imageMedia(image: ImageFacts): ArchiveMedia {
  return image.frames > 1
    ? { name: `images/${image.signature}.gif`, storageKey: animationObjectKey(image.storageKey) }
    : {
        name: `images/${image.signature}.jpg`,
        storageKey: renditionObjectKey(image.storageKey, "orig", "jpeg"),
      };
}

function videoMedia(video: VideoFacts): ArchiveMedia {
  return { name: `videos/${video.signature}.${video.container}`, storageKey: video.storageKey };
}

const iso = (date: Date) => date.toISOString();

/**
 * Reads everything the account owns into the archive's document (secret boards included:
 * it is the owner's data). Ids become the archive's own (`b1`, `s1`, `p1`) in creation order.
 */
export async function readAccountSnapshot(
  db: Executor,
  userId: string,
  instance: string,
  now = new Date(),
): Promise<AccountSnapshot | null> {
  const account = await repo.findAccount(db, userId);
  if (!account) return null;
  const boards = await repo.findOwnedBoards(db, userId);
  const sections = await repo.findSections(
    db,
    boards.map((board) => board.id),
  );
  const pins = await repo.findOwnedPins(db, userId);
  const hashtags = await repo.findHashtags(
    db,
    pins.map((pin) => pin.id),
  );
  const imageIds = new Set(pins.map((pin) => pin.imageId));
  for (const board of boards) if (board.coverImageId) imageIds.add(board.coverImageId);
  const imageById = new Map((await repo.findImages(db, [...imageIds])).map((image) => [image.id, image]));
  const videoIds = pins.flatMap((pin) => (pin.videoId ? [pin.videoId] : []));
  const videoById = new Map(
    (await repo.findVideos(db, [...new Set(videoIds)])).map((video) => [video.id, video]),
  );

  const media = new Map<string, ArchiveMedia>();
  const mediaOf = (entry: ArchiveMedia) => {
    media.set(entry.name, entry);
    return entry.name;
  };
  const boardKey = new Map(boards.map((board, i) => [board.id, `b${i + 1}`]));
  const sectionKey = new Map(sections.map((section, i) => [section.id, `s${i + 1}`]));

  const archivePins: ExportPin[] = [];
  for (const [i, pin] of pins.entries()) {
    const image = imageById.get(pin.imageId);
    const board = boardKey.get(pin.boardId);
    if (!image || !board) continue;
    const video = pin.videoId ? videoById.get(pin.videoId) : undefined;
    const hasProduct =
      pin.priceMinor !== null ||
      pin.brand !== null ||
      pin.availability !== null ||
      pin.style !== null ||
      pin.onSale;
    archivePins.push({
      id: `p${i + 1}`,
      board,
      section: (pin.sectionId && sectionKey.get(pin.sectionId)) || null,
      title: pin.title,
      description: pin.description,
      alt_text: pin.altText,
      link: pin.link,
      dominant_color: pin.dominantColor,
      created_method: pin.createdMethod,
      created: iso(pin.createdAt),
      updated: iso(pin.updatedAt),
      hashtags: hashtags.get(pin.id) ?? [],
      product: hasProduct
        ? {
            price_minor: pin.priceMinor,
            currency: pin.priceCurrency,
            brand: pin.brand,
            availability: pin.availability,
            on_sale: pin.onSale,
            style: pin.style,
          }
        : null,
      image: mediaOf(imageMedia(image)),
      video: video
        ? {
            file: mediaOf(videoMedia(video)),
            container: video.container,
            video_codec: video.videoCodec,
            audio_codec: video.audioCodec,
            width: video.width,
            height: video.height,
            duration_ms: video.durationMs,
            bytes: video.bytes,
          }
        : null,
    });
  }

  const [following, followers] = await Promise.all([
    repo.findFollows(db, userId, "following"),
    repo.findFollows(db, userId, "followers"),
  ]);
  const follow = (row: { username: string; createdAt: Date }) => ({
    username: row.username,
    since: iso(row.createdAt),
  });
  const archive: ExportArchive = {
    format: EXPORT_ARCHIVE_FORMAT,
    version: EXPORT_ARCHIVE_VERSION,
    exported: iso(now),
    instance,
    account: {
      username: account.username,
      name: account.fullName,
      // Profiles carry no about text yet; the field is in the format for when they do.
      about: null,
      website: account.website,
      locale: account.locale,
      created: iso(account.createdAt),
    },
    boards: boards.map((board) => {
      const cover = board.coverImageId ? imageById.get(board.coverImageId) : undefined;
      return {
        id: boardKey.get(board.id) ?? "",
        name: board.name,
        description: board.description,
        privacy: board.privacy,
        secret: board.privacy !== "public",
        layout: board.layout,
        archived: board.archivedAt ? iso(board.archivedAt) : null,
        created: iso(board.createdAt),
        updated: iso(board.updatedAt),
        cover: cover ? mediaOf(imageMedia(cover)) : null,
        section_order: sections
          .filter((section) => section.boardId === board.id)
          .map((section) => sectionKey.get(section.id) ?? ""),
      };
    }),
    sections: sections.map((section) => ({
      id: sectionKey.get(section.id) ?? "",
      board: boardKey.get(section.boardId) ?? "",
      title: section.title,
      created: iso(section.createdAt),
    })),
    pins: archivePins,
    following: following.map(follow),
    followers: followers.map(follow),
  };
  return { archive, media: [...media.values()] };
}
