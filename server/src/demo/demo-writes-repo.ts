import { distinctHashtags } from "@corkboard/core/pins";
import { inArray, sql } from "drizzle-orm";
import type { Database, Executor } from "../platform/db/database.ts";
import { boardSections, boards } from "../platform/db/schema/boards.ts";
import { follows, websiteClaims } from "../platform/db/schema/follows.ts";
import { images } from "../platform/db/schema/images.ts";
import { notifications } from "../platform/db/schema/notifications.ts";
import { hashtags, pinHashtags, pins } from "../platform/db/schema/pins.ts";
import { users } from "../platform/db/schema/users.ts";
import { imageRowFor } from "../platform/images/pipeline.ts";
import type { PreparedImage } from "../platform/images/prepare-image.ts";
import { DEMO_BOARDS } from "./demo-boards.ts";
import { DEMO_USERS } from "./demo-catalogue.ts";
import { DEMO_FOLLOWS, DEMO_WEBSITES } from "./demo-follows.ts";
import { buildDemoPins, type SeededBoard, slugify } from "./demo-pins.ts";
import { DEMO_SIZE, type DemoSeedResult } from "./demo-size.ts";
import type { Random } from "./random.ts";

// The demo's writes (a repository): the rows of the demo catalogue, in one transaction.

// Any constant works; it only has to be the same in every process.
const DEMO_SEED_LOCK = 727_244_111;
const DAY_MS = 86_400_000;

/** Runs `work` in a transaction holding the demo seed's advisory lock. */
export function withDemoSeedLock<T>(db: Database, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    return work(tx);
  });
}

/** Inserts the whole demo: users, follows, notifications, claims, boards, sections, pins. */
export async function insertDemo(
  tx: Executor,
  poolImages: PreparedImage[],
  avatarImages: PreparedImage[],
  random: Random,
  now: Date,
): Promise<Omit<DemoSeedResult, "ms">> {
  const imageIds = await insertImages(tx, [...poolImages, ...avatarImages]);
  const daysAgo = (min: number, max: number) =>
    new Date(now.getTime() - random.int(min * DAY_MS, max * DAY_MS));

  const userRows = await tx
    .insert(users)
    .values(
      DEMO_USERS.map((user, index) => ({
        ...user,
        avatarImageId: imageIds.get(avatarImages[index]?.signature ?? "") ?? null,
        avatarColorIndex: index,
        createdAt: daysAgo(130, 200),
      })),
    )
    .returning({ id: users.id, username: users.username });
  const userId = new Map(userRows.map((row) => [row.username, row.id]));

  // The follow graph is chosen (demo-follows.ts); the counts follow by trigger.
  const followRows = Object.entries(DEMO_FOLLOWS).flatMap(([follower, followees]) =>
    followees.map((followee) => ({
      followerId: userId.get(follower) ?? "",
      followeeId: userId.get(followee) ?? "",
      createdAt: daysAgo(20, 120),
    })),
  );
  await tx.insert(follows).values(followRows);
  // Each follow announced to the person followed (IMPL-039); those of the last month unread,
  // so a fresh start shows the header's badge and the notifications page filled.
  const monthAgo = now.getTime() - 30 * DAY_MS;
  await tx.insert(notifications).values(
    followRows.map((row) => ({
      recipientId: row.followeeId,
      kind: "new_follower" as const,
      actorId: row.followerId,
      createdAt: row.createdAt,
      readAt: row.createdAt.getTime() < monthAgo ? row.createdAt : null,
    })),
  );
  await tx.insert(websiteClaims).values(
    Object.entries(DEMO_WEBSITES).map(([username, domain]) => ({
      userId: userId.get(username) ?? "",
      domain,
      homePage: `https://${domain}/`,
      token: `demo-${username}`,
      verifiedAt: daysAgo(10, 20),
      verifiedBy: "meta_tag" as const,
    })),
  );

  const boardRows = await tx
    .insert(boards)
    .values(
      DEMO_BOARDS.map((board) => ({
        ownerId: userId.get(board.owner) ?? "",
        name: board.name,
        slug: slugify(board.name),
        description: board.description,
        privacy: board.privacy,
        createdAt: daysAgo(95, 125),
      })),
    )
    .returning({ id: boards.id, ownerId: boards.ownerId, createdAt: boards.createdAt });

  const sectionValues = DEMO_BOARDS.flatMap((board, index) =>
    board.sections.map((title) => ({
      boardId: boardRows[index]?.id ?? "",
      title,
      slug: slugify(title),
      createdAt: new Date((boardRows[index]?.createdAt ?? now).getTime() + DAY_MS),
    })),
  );
  const sectionRows = await tx
    .insert(boardSections)
    .values(sectionValues)
    .returning({ id: boardSections.id, boardId: boardSections.boardId });

  const seeded: SeededBoard[] = DEMO_BOARDS.map((spec, index) => {
    const row = boardRows[index];
    if (!row) throw new RangeError("board rows out of step with the catalogue");
    const sectionIds = sectionRows
      .filter((section) => section.boardId === row.id)
      .map((section) => section.id);
    return { id: row.id, ownerId: row.ownerId, spec, sectionIds };
  });
  const pool = poolImages.map((image) => ({
    id: imageIds.get(image.signature) ?? "",
    dominantColor: image.dominantColor,
  }));
  const pinRows = buildDemoPins(random, seeded, pool, DEMO_SIZE.pins, now);
  const inserted = await tx
    .insert(pins)
    .values(pinRows)
    .returning({ id: pins.id, description: pins.description });
  await linkDemoHashtags(tx, inserted);

  return {
    users: userRows.length,
    follows: followRows.length,
    boards: boardRows.length,
    sections: sectionRows.length,
    pins: pinRows.length,
    images: imageIds.size,
  };
}

/**
 * Links the demo pins' hashtags as a save does (pin_hashtags and each tag's count), so the
 * demo's hashtags are searchable as "#tag" and are the discovery pages' interests (IMPL-038).
 */
async function linkDemoHashtags(
  tx: Executor,
  inserted: { id: string; description: string }[],
): Promise<void> {
  const links = inserted.flatMap((pin) =>
    distinctHashtags(pin.description).map((tag) => ({ pinId: pin.id, tag })),
  );
  if (links.length === 0) return;
  const counts = new Map<string, number>();
  for (const link of links) counts.set(link.tag, (counts.get(link.tag) ?? 0) + 1);
  await tx
    .insert(hashtags)
    .values([...counts].map(([tag, pinCount]) => ({ tag, pinCount })))
    .onConflictDoUpdate({
      target: hashtags.tag,
      set: { pinCount: sql`${hashtags.pinCount} + excluded.pin_count` },
    });
  await tx.insert(pinHashtags).values(links).onConflictDoNothing();
}

/** Inserts image rows (keeping any already there) and maps signature → id. */
async function insertImages(tx: Executor, prepared: PreparedImage[]): Promise<Map<string, string>> {
  const rows = prepared.map(imageRowFor);
  await tx.insert(images).values(rows).onConflictDoNothing({ target: images.storageKey });
  const stored = await tx
    .select({ id: images.id, signature: images.signature })
    .from(images)
    .where(
      inArray(
        images.storageKey,
        rows.map((row) => row.storageKey),
      ),
    );
  return new Map(stored.map((row) => [row.signature, row.id]));
}

/** True when the database holds any user. */
export async function hasAnyUser(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}
