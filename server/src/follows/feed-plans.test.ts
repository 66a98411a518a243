import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "../platform/db/database.ts";
import { schema } from "../platform/db/index.ts";
import { queryRows } from "../platform/db/raw.ts";
import { buildBoard, buildPin, buildUser } from "../test/factories.ts";
import { openTestDatabase } from "../test/test-database.ts";
import { findFollowedPins } from "./feed-repo.ts";
import { findMaterialisedPins, rebuildFeed } from "./home-feed-repo.ts";

// The followed feed's page reads plan once (D-074, after D-070): their LIMIT is in the
// statement's text, so PostgreSQL takes the generic plan after its five custom ones; with
// `limit $n` it planned every page again. On PGlite the same statements are the embedded
// backend's prepared statements. One connection, so pg_prepared_statements is the one the
// reads used.
describe("the followed feed's pages are prepared statements with the limit in the text (issue 13, D-074)", () => {
  let database: OpenDatabase;
  let viewerId: string;

  beforeAll(async () => {
    database = await openTestDatabase({ poolSize: 1 });
    const db = database.db;
    const viewer = await buildUser(db, { username: "feed_plan_viewer" });
    viewerId = viewer.id;
    for (const name of ["feed_plan_a", "feed_plan_b"]) {
      const creator = await buildUser(db, { username: name });
      const board = await buildBoard(db, creator.id, { name: `${name} board` });
      for (let i = 0; i < 12; i++) await buildPin(db, board);
      await db.insert(schema.follows).values({ followerId: viewer.id, followeeId: creator.id });
    }
    await rebuildFeed(db, viewer.id, 1000);
  });
  afterAll(async () => {
    await database.close();
  });

  async function statements() {
    const rows = await queryRows<{ name: string; generic: number; custom: number }>(
      database.db,
      sql`select name, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements`,
    );
    return new Map(rows.map((row) => [row.name, row]));
  }

  it("first and later pages of the on-the-fly and the materialised feed are named by their limit and reuse a generic plan (IMPL-019)", async () => {
    const db = database.db;
    for (let round = 0; round < 8; round++) {
      const onTheFly = await findFollowedPins(db, viewerId, 6, null);
      const materialised = await findMaterialisedPins(db, viewerId, 6, null);
      // Both reads agree, the page is full, and its last row is the next page's bookmark.
      expect(materialised.map((pin) => pin.id)).toEqual(onTheFly.map((pin) => pin.id));
      expect(onTheFly).toHaveLength(6);
      const last = onTheFly[4] as { createdAt: unknown; id: string } | undefined;
      const at = last?.createdAt instanceof Date ? last.createdAt : new Date(String(last?.createdAt));
      const position = { createdAt: at.toISOString(), id: String(last?.id) };
      const laterOnTheFly = await findFollowedPins(db, viewerId, 6, position);
      const laterMaterialised = await findMaterialisedPins(db, viewerId, 6, position);
      expect(laterMaterialised.map((pin) => pin.id)).toEqual(laterOnTheFly.map((pin) => pin.id));
      // (The bookmark's time is whole milliseconds, as on the wire, so the next page starts
      // at or after the sixth row; it is never empty with 24 pins.)
      expect(laterOnTheFly.length).toBeGreaterThan(0);
    }
    const byName = await statements();
    for (const name of [
      "followed_feed_first_6",
      "followed_feed_after_6",
      "materialised_feed_first_6",
      "materialised_feed_after_6",
    ]) {
      const counts = byName.get(name);
      expect(counts, name).toBeDefined();
      expect((counts?.generic ?? 0) + (counts?.custom ?? 0), name).toBe(8);
      expect(counts?.generic, `${name}: ${JSON.stringify(counts)}`).toBeGreaterThan(0);
    }
    // No statement with the limit as a parameter is left.
    expect(
      [...byName.keys()].filter((name) => /^(followed|materialised)_feed_(first|after)$/.test(name)),
    ).toEqual([]);
  });
});
