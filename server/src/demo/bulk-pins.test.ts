import { count, countDistinct, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OpenDatabase, openDatabase } from "../platform/db/database.ts";
import { boardSections, boards } from "../platform/db/schema/boards.ts";
import { images } from "../platform/db/schema/images.ts";
import { pins } from "../platform/db/schema/pins.ts";
import { users } from "../platform/db/schema/users.ts";
import { analyze, insertBulkPins } from "./bulk-pins-repo.ts";

describe("bulk pins for benchmarks", () => {
  let database: OpenDatabase;

  beforeAll(async () => {
    database = await openDatabase({ kind: "pglite", dataDir: null });
  });
  afterAll(async () => {
    await database.close();
  });

  const image = (n: number, color: string) => ({
    storageKey: `00/00/${String(n).padStart(64, "0")}`,
    width: 736,
    height: 1104,
    dominantColor: color,
    format: "jpeg",
    bytes: 1000,
    signature: String(n).padStart(64, "0"),
  });

  it("refuses to run without boards and images", async () => {
    await expect(
      insertBulkPins(database.db, { pins: 10, batchSize: 10, spanDays: 30 }),
    ).rejects.toMatchObject({
      code: "INVALID_INPUT",
    });
  });

  it("adds exactly N pins in batches over existing boards, sections and non-avatar images", async () => {
    const db = database.db;
    const [avatar, pinA, pinB] = await db
      .insert(images)
      .values([image(1, "#000001"), image(2, "#aa0000"), image(3, "#00bb00")])
      .returning();
    const [owner] = await db
      .insert(users)
      .values({ username: "bench", fullName: "Bench Owner", avatarImageId: avatar?.id ?? null })
      .returning();
    const boardRows = await db
      .insert(boards)
      .values([
        { ownerId: owner?.id ?? "", name: "One", slug: "one" },
        { ownerId: owner?.id ?? "", name: "Two", slug: "two" },
        { ownerId: owner?.id ?? "", name: "Gone", slug: "gone", archivedAt: new Date() },
      ])
      .returning();
    await db.insert(boardSections).values({ boardId: boardRows[0]?.id ?? "", title: "Part", slug: "part" });

    const progress: number[] = [];
    const inserted = await insertBulkPins(db, {
      pins: 2500,
      batchSize: 1000,
      spanDays: 30,
      onBatch: ({ inserted }) => progress.push(inserted),
    });
    await analyze(db);

    expect(inserted).toBe(2500);
    expect(progress).toEqual([1000, 2000, 2500]);
    const [summary] = await db
      .select({
        n: count(),
        boards: countDistinct(pins.boardId),
        sections: countDistinct(pins.sectionId),
        images: countDistinct(pins.imageId),
        linked: count(pins.link),
      })
      .from(pins);
    expect(summary).toMatchObject({ n: 2500, boards: 2, sections: 1, images: 2 });
    expect(summary?.linked).toBeGreaterThan(1800);
    // Never the archived board, never the avatar, colours copied from the image.
    const used = await db.selectDistinct({ imageId: pins.imageId }).from(pins);
    expect(used.map((row) => row.imageId).sort()).toEqual([pinA?.id, pinB?.id].sort());
    const [onArchived] = await db
      .select({ n: count() })
      .from(pins)
      .where(eq(pins.boardId, boardRows[2]?.id ?? ""));
    expect(onArchived?.n).toBe(0);
    const [drift] = await db
      .select({ n: count() })
      .from(pins)
      .innerJoin(images, eq(images.id, pins.imageId))
      .where(sql`${pins.dominantColor} <> ${images.dominantColor}`);
    expect(drift?.n).toBe(0);
    const [wrongSection] = await db
      .select({ n: count() })
      .from(pins)
      .where(sql`${isNotNull(pins.sectionId)} and ${pins.boardId} <> ${boardRows[0]?.id ?? ""}`);
    expect(wrongSection?.n).toBe(0);
    // Counted once each, by the per-batch trigger (migration 0008).
    const counted = await db
      .select({ id: boards.id, stored: boards.pinCount, actual: count(pins.id) })
      .from(boards)
      .leftJoin(pins, eq(pins.boardId, boards.id))
      .groupBy(boards.id);
    expect(counted.every((board) => board.stored === board.actual)).toBe(true);
    expect(counted.reduce((sum, board) => sum + board.stored, 0)).toBe(2500);
    const [oldest] = await db.select({ at: sql<string>`min(${pins.createdAt})::text` }).from(pins);
    expect(Date.now() - new Date(oldest?.at ?? "").getTime()).toBeLessThanOrEqual(30 * 86_400_000 + 60_000);
    const [untitled] = await db.select({ n: count() }).from(pins).where(eq(pins.title, ""));
    expect(untitled?.n).toBe(0);
  });
});
