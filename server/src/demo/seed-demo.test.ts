import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, countDistinct, eq, isNotNull, max, min, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FollowedFeed } from "../follows/index.ts";
import { type OpenDatabase, openDatabase } from "../platform/db/database.ts";
import { boardSections, boards } from "../platform/db/schema/boards.ts";
import { follows, websiteClaims } from "../platform/db/schema/follows.ts";
import { images } from "../platform/db/schema/images.ts";
import { notifications } from "../platform/db/schema/notifications.ts";
import { hashtags, pinHashtags, pins } from "../platform/db/schema/pins.ts";
import { users } from "../platform/db/schema/users.ts";
import { renditionObjectKey } from "../platform/images/image-keys.ts";
import { createImageUrls } from "../platform/images/image-urls.ts";
import { LocalStorage } from "../platform/storage/local-storage.ts";
import { seedDemoContent, seedDemoIfEmpty } from "./seed-demo.ts";

describe("demo content", () => {
  let database: OpenDatabase;
  let root: string;
  let storage: LocalStorage;

  beforeAll(async () => {
    database = await openDatabase({ kind: "pglite", dataDir: null });
    root = await mkdtemp(path.join(tmpdir(), "corkboard-demo-"));
    storage = new LocalStorage(root);
  });
  afterAll(async () => {
    await database.close();
    await rm(root, { recursive: true, force: true });
  });

  const total = async (table: typeof users | typeof boards | typeof pins | typeof images | typeof follows) =>
    (await database.db.select({ n: count() }).from(table))[0]?.n;

  it("seeds people, boards, sections, 600 pins and follows into an empty database", async () => {
    const context = { db: database.db, storage };
    // Two processes starting at once: one seeds, the other finds the work done.
    const [first, second] = await Promise.all([seedDemoContent(context), seedDemoContent(context)]);
    const result = first ?? second;
    expect([first, second].filter((r) => r === null)).toHaveLength(1);
    expect(result).toMatchObject({ users: 8, boards: 24, pins: 600, images: 56 });

    expect(await total(users)).toBe(8);
    expect(await total(boards)).toBe(24);
    expect(await total(pins)).toBe(600);
    expect(await total(images)).toBe(56);
    expect(await total(follows)).toBeGreaterThanOrEqual(16);

    const [withAvatar] = await database.db
      .select({ n: count() })
      .from(users)
      .where(isNotNull(users.avatarImageId));
    expect(withAvatar?.n).toBe(8);
    const secret = await database.db.select({ n: count() }).from(boards).where(eq(boards.privacy, "secret"));
    expect(secret[0]?.n).toBeGreaterThanOrEqual(2);

    const sectioned = await database.db
      .select({ boardId: boardSections.boardId, n: count() })
      .from(boardSections)
      .groupBy(boardSections.boardId);
    expect(sectioned.length).toBeGreaterThanOrEqual(6);
    for (const board of sectioned) expect(board.n).toBeGreaterThanOrEqual(2);
    for (const board of sectioned) expect(board.n).toBeLessThanOrEqual(4);
  });

  it("spreads pins over boards, sections, images and 90 days, marked as seed", async () => {
    const db = database.db;
    const [spread] = await db
      .select({
        boards: countDistinct(pins.boardId),
        sections: countDistinct(pins.sectionId),
        images: countDistinct(pins.imageId),
        oldest: min(pins.createdAt),
        newest: max(pins.createdAt),
      })
      .from(pins);
    expect(spread?.boards).toBe(24);
    expect(spread?.sections).toBeGreaterThanOrEqual(15);
    expect(spread?.images).toBe(48);
    const days = ((spread?.newest?.getTime() ?? 0) - (spread?.oldest?.getTime() ?? 0)) / 86_400_000;
    expect(days).toBeGreaterThan(60);
    expect(days).toBeLessThanOrEqual(90);

    const methods = await db.selectDistinct({ method: pins.createdMethod }).from(pins);
    expect(methods).toEqual([{ method: "seed" }]);
    const [tagged] = await db.select({ n: count() }).from(pins).where(sql`${pins.description} like '%#%'`);
    expect(tagged?.n).toBeGreaterThan(50);
    const [linked] = await db
      .select({ n: count() })
      .from(pins)
      .where(sql`${pins.link} like 'https://%example.%'`);
    expect(linked?.n).toBeGreaterThan(400);
    // A pin in a section sits on that section's board.
    const [mismatched] = await db
      .select({ n: count() })
      .from(pins)
      .innerJoin(boardSections, eq(boardSections.id, pins.sectionId))
      .where(sql`${boardSections.boardId} <> ${pins.boardId}`);
    expect(mismatched?.n).toBe(0);
  });

  it("D-031 FOLLOW-001 a fresh start shows the demo user (maya_bakes) following five creators, with exact counts, a followed feed and verified websites", async () => {
    const db = database.db;
    const people = await db.select().from(users);
    const byName = new Map(people.map((user) => [user.username, user]));
    const maya = byName.get("maya_bakes");
    expect(maya?.followingCount).toBe(5);
    for (const user of people) {
      const [followers] = await db
        .select({ n: count() })
        .from(follows)
        .where(eq(follows.followeeId, user.id));
      const [following] = await db
        .select({ n: count() })
        .from(follows)
        .where(eq(follows.followerId, user.id));
      expect(user.followerCount, user.username).toBe(followers?.n);
      expect(user.followingCount, user.username).toBe(following?.n);
      expect(user.followerCount, user.username).toBeGreaterThan(0);
    }
    const feed = new FollowedFeed(db, createImageUrls(storage));
    const page = await feed.page(maya?.id ?? "", { pageSize: 25 });
    expect(page.items).toHaveLength(25);
    const followed = new Set([
      "lena_fischer",
      "oliver_makes",
      "camille_studio",
      "priya_grows",
      "kenji_outdoors",
    ]);
    for (const pin of page.items) expect(followed.has(pin.pinner.username)).toBe(true);
    // IMPL-039: each follow was announced to the person followed; the last month's unread.
    const mayaFollowers = await db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, maya?.id ?? ""));
    expect(mayaFollowers).toHaveLength(maya?.followerCount ?? -1);
    expect(mayaFollowers.every((row) => row.kind === "new_follower")).toBe(true);
    const monthAgo = Date.now() - 30 * 86_400_000;
    for (const row of mayaFollowers)
      expect(row.readAt === null).toBe(row.createdAt.getTime() >= monthAgo - 60_000);
    const claims = await db.select().from(websiteClaims).where(isNotNull(websiteClaims.verifiedAt));
    expect(claims).toHaveLength(8);
    expect(claims.find((claim) => claim.domain === "bake.example.org")?.userId).toBe(maya?.id);
  });

  it("IMPL-037 IMPL-038 the demo pins' hashtags are linked and counted as a save links them, so they are interests", async () => {
    const db = database.db;
    const tagged = await db.select({ id: pins.id, description: pins.description }).from(pins);
    const expected = tagged.flatMap((pin) =>
      [...new Set([...pin.description.matchAll(/#(\w+)/g)].map((m) => (m[1] ?? "").toLowerCase()))].map(
        (tag) => `${pin.id}:${tag}`,
      ),
    );
    const links = await db.select({ pinId: pinHashtags.pinId, tag: pinHashtags.tag }).from(pinHashtags);
    expect(links.map((link) => `${link.pinId}:${link.tag}`).sort()).toEqual(expected.sort());
    for (const row of await db.select().from(hashtags)) {
      expect(row.pinCount).toBe(links.filter((link) => link.tag === row.tag).length);
    }
  });

  it("uses varied aspect ratios and stores every rendition of every image (UI-019)", async () => {
    const rows = await database.db.select().from(images);
    const ratios = new Set(rows.map((row) => (row.width / row.height).toFixed(2)));
    expect(ratios.size).toBeGreaterThanOrEqual(6);
    for (const row of rows) {
      expect(row.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
      expect(await storage.exists(renditionObjectKey(row.storageKey, "236x", "webp"))).toBe(true);
      expect(await storage.exists(renditionObjectKey(row.storageKey, "orig", "jpeg"))).toBe(true);
    }
    // The pin's colour is its image's, so a tile paints before any join (IMPL-029).
    const [drift] = await database.db
      .select({ n: count() })
      .from(pins)
      .innerJoin(images, eq(images.id, pins.imageId))
      .where(sql`${pins.dominantColor} <> ${images.dominantColor}`);
    expect(drift?.n).toBe(0);
  });

  it("is idempotent: a second run adds nothing", async () => {
    const logged: string[] = [];
    const log = { info: (_details: object, message: string) => logged.push(message) };
    const config = { seedDemo: true } as Parameters<typeof seedDemoIfEmpty>[0]["config"];
    expect(await seedDemoIfEmpty({ config, db: database.db, storage }, log)).toBeNull();
    expect(await seedDemoContent({ db: database.db, storage })).toBeNull();
    expect(logged).toEqual([]);
    expect(await total(pins)).toBe(600);
    expect(await total(users)).toBe(8);
  });
});
