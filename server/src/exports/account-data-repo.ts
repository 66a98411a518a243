import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";

const { boards, boardSections, businessProfiles, follows, images, pinHashtags, pins, users, videos } = schema;

/** The account's own facts, or undefined when it does not exist. */
export async function findAccount(db: Executor, userId: string) {
  const rows = await db
    .select({
      username: users.username,
      fullName: users.fullName,
      locale: users.locale,
      createdAt: users.createdAt,
      website: businessProfiles.websiteUrl,
    })
    .from(users)
    .leftJoin(businessProfiles, eq(businessProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

/** Every board the account owns (secret and archived ones too), oldest first. */
export async function findOwnedBoards(db: Executor, ownerId: string) {
  return db
    .select({
      id: boards.id,
      name: boards.name,
      description: boards.description,
      privacy: boards.privacy,
      layout: boards.layout,
      archivedAt: boards.archivedAt,
      createdAt: boards.createdAt,
      updatedAt: boards.updatedAt,
      coverImageId: boards.coverImageId,
    })
    .from(boards)
    .where(eq(boards.ownerId, ownerId))
    .orderBy(asc(boards.createdAt), asc(boards.id));
}

/** The sections of those boards, in the order a board shows them (oldest first). */
export async function findSections(db: Executor, boardIds: string[]) {
  if (boardIds.length === 0) return [];
  return db
    .select({
      id: boardSections.id,
      boardId: boardSections.boardId,
      title: boardSections.title,
      createdAt: boardSections.createdAt,
    })
    .from(boardSections)
    .where(inArray(boardSections.boardId, boardIds))
    .orderBy(asc(boardSections.createdAt), asc(boardSections.id));
}

/** The account's own pins on its own boards, oldest first, with their image and video. */
export async function findOwnedPins(db: Executor, ownerId: string) {
  return db
    .select({
      id: pins.id,
      boardId: pins.boardId,
      sectionId: pins.sectionId,
      title: pins.title,
      description: pins.description,
      altText: pins.altText,
      link: pins.link,
      dominantColor: pins.dominantColor,
      createdMethod: pins.createdMethod,
      createdAt: pins.createdAt,
      updatedAt: pins.updatedAt,
      priceMinor: pins.priceMinor,
      priceCurrency: pins.priceCurrency,
      brand: pins.brand,
      onSale: pins.onSale,
      availability: pins.availability,
      style: pins.style,
      imageId: pins.imageId,
      videoId: pins.videoId,
    })
    .from(pins)
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .where(and(eq(pins.pinnerId, ownerId), eq(boards.ownerId, ownerId)))
    .orderBy(asc(pins.createdAt), asc(pins.id));
}

/** The hashtags of those pins, by pin id. */
export async function findHashtags(db: Executor, pinIds: string[]): Promise<Map<string, string[]>> {
  const byPin = new Map<string, string[]>();
  // In slices: a bind-parameter list has a limit, and an account may have many pins.
  for (let start = 0; start < pinIds.length; start += 5000) {
    const rows = await db
      .select({ pinId: pinHashtags.pinId, tag: pinHashtags.tag })
      .from(pinHashtags)
      .where(inArray(pinHashtags.pinId, pinIds.slice(start, start + 5000)))
      .orderBy(asc(pinHashtags.tag));
    for (const row of rows) byPin.set(row.pinId, [...(byPin.get(row.pinId) ?? []), row.tag]);
  }
  return byPin;
}

/** Images by id: where their bytes are and what they are. */
export async function findImages(db: Executor, ids: string[]) {
  const found: { id: string; storageKey: string; signature: string; format: string; frames: number }[] = [];
  for (let start = 0; start < ids.length; start += 5000) {
    found.push(
      ...(await db
        .select({
          id: images.id,
          storageKey: images.storageKey,
          signature: images.signature,
          format: images.format,
          frames: images.frames,
        })
        .from(images)
        .where(inArray(images.id, ids.slice(start, start + 5000)))),
    );
  }
  return found;
}

/** Videos by id. */
export async function findVideos(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: videos.id,
      storageKey: videos.storageKey,
      signature: videos.signature,
      container: videos.container,
      videoCodec: videos.videoCodec,
      audioCodec: videos.audioCodec,
      width: videos.width,
      height: videos.height,
      durationMs: videos.durationMs,
      bytes: videos.bytes,
    })
    .from(videos)
    .where(inArray(videos.id, ids));
}

/** The people the account follows (`following`) or who follow it, oldest first. */
export async function findFollows(db: Executor, userId: string, direction: "following" | "followers") {
  const [self, other] =
    direction === "following"
      ? [follows.followerId, follows.followeeId]
      : [follows.followeeId, follows.followerId];
  return db
    .select({ username: users.username, createdAt: follows.createdAt })
    .from(follows)
    .innerJoin(users, eq(users.id, other))
    .where(eq(self, userId))
    .orderBy(asc(follows.createdAt), asc(users.username));
}

/** The id of the account with this username or email (either, case-insensitively). */
export async function findUserIdByLogin(db: Executor, login: string): Promise<string | undefined> {
  const folded = login.trim().toLowerCase();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, folded), eq(sql`lower(${users.email})`, folded)))
    .limit(1);
  return rows[0]?.id;
}
