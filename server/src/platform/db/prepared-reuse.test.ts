import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { buildBoard, buildPin, buildSection, buildUser } from "../../test/factories.ts";
import { getJson } from "../../test/inject.ts";
import { testConfig } from "../../test/test-app.ts";
import { openTestDatabase } from "../../test/test-database.ts";
import type { OpenDatabase } from "./database.ts";
import { queryRows } from "./raw.ts";

// pg_prepared_statements shows which statements a session prepared and how often it reused
// a generic plan: on PostgreSQL the connection's (D-070), on PGlite the embedded backend's,
// where named queries are prepared statements too (D-074; before, Drizzle's PGlite driver
// ran them unnamed and this view stayed empty).
describe("hot reads run as prepared statements whose plan is reused, on PostgreSQL and PGlite (issue 13, D-070, D-074)", () => {
  let database: OpenDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let boardId: string;
  let sectionId: string;
  const reads: [string, Record<string, string>][] = [];

  beforeAll(async () => {
    // One connection, so the test's own look at pg_prepared_statements sees the statements
    // the requests prepared.
    database = await openTestDatabase({ poolSize: 1 });
    app = await buildApp(testConfig(), { database, logger: false });
    await app.ready();
    const db = database.db;
    const owner = await buildUser(db, { username: "plan_reuser" });
    const board = await buildBoard(db, owner.id, { name: "Reused plans" });
    const section = await buildSection(db, board.id, { title: "Generic" });
    for (let i = 0; i < 30; i++) await buildPin(db, board, i % 2 === 0 ? { sectionId: section.id } : {});
    boardId = board.id;
    sectionId = section.id;
    reads.push(
      ["/resource/BoardResource/get/", { username: "plan_reuser", slug: board.slug }],
      ["/resource/BoardFeedResource/get/", { board_id: boardId }],
      ["/resource/BoardSectionResource/get/", { section_id: sectionId }],
      ["/resource/BoardSectionPinsResource/get/", { section_id: sectionId }],
      ["/resource/UserResource/get/", { username: "plan_reuser" }],
      ["/resource/BoardsResource/get/", { username: "plan_reuser" }],
      ["/resource/HomefeedResource/get/", {}],
    );
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function statements() {
    const rows = await queryRows<{ name: string; generic_plans: string; custom_plans: string }>(
      database.db,
      sql`select name, generic_plans::text, custom_plans::text from pg_prepared_statements`,
    );
    return new Map(
      rows.map((row) => [row.name, { generic: Number(row.generic_plans), custom: Number(row.custom_plans) }]),
    );
  }

  it("board, section, profile and home feed pages prepare their reads once and then reuse a generic plan (IMPL-019, IMPL-024, IMPL-026)", async () => {
    for (let round = 0; round < 8; round++) {
      for (const [path, query] of reads) expect((await getJson(app, path, query)).status).toBe(200);
    }
    const byName = await statements();
    // The list pages: their LIMIT is in the statement, so the generic plan is taken after the
    // five custom plans PostgreSQL always tries first; `limit $n` kept them custom for ever.
    for (const name of [
      "board_pins_unsectioned_first_26",
      "section_pins_first_26",
      "profile_boards_public_first_26",
      "home_feed_first_26",
    ]) {
      expect(byName.get(name), name).toBeDefined();
      expect(byName.get(name)?.generic, name).toBeGreaterThan(0);
    }
    // The heads: each read once per request, prepared (parsed once) and reused.
    for (const name of [
      "board_by_slug",
      "board_sections",
      "board_covers_chosen",
      "board_covers_newest_3",
      "section_previews_3",
      "board_access_facts_anonymous",
      "section_access_facts_anonymous",
      "section_by_id",
      "board_by_id",
      "user_by_username",
      "count_profile_boards",
    ]) {
      const counts = byName.get(name);
      expect(counts, name).toBeDefined();
      expect((counts?.generic ?? 0) + (counts?.custom ?? 0), name).toBeGreaterThanOrEqual(8);
    }
  });

  it("a later page of a board is its own prepared statement, with the bookmark's position as parameters (IMPL-026)", async () => {
    const first = await getJson<{ bookmark: string | null }>(app, "/resource/BoardFeedResource/get/", {
      board_id: boardId,
      page_size: "5",
    });
    const bookmark = first.body.resource_response.data.bookmark ?? "";
    expect(bookmark).not.toBe("");
    for (let round = 0; round < 7; round++) {
      const later = await getJson(app, "/resource/BoardFeedResource/get/", {
        board_id: boardId,
        page_size: "5",
        bookmark,
      });
      expect(later.status).toBe(200);
    }
    const counts = (await statements()).get("board_pins_unsectioned_after_6");
    expect(counts).toBeDefined();
    expect((counts?.generic ?? 0) + (counts?.custom ?? 0)).toBe(7);
  });
});
