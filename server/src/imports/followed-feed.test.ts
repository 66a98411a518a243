import type { Page, PinSummary } from "@corkboard/core/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FOLLOW, FOLLOWING_FEED, verifiedMember } from "../follows/follows-test-kit.ts";
import { schema } from "../platform/db/index.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { ended, fixture, started, startSite, type TestSite } from "./import-test-kit.ts";

// Pins made without a save reach the followed feed (D-069): an import's pins are written
// into the importer's followers' materialised feeds by one job at the end of the run.

let t: TestApp;
let site: TestSite;

beforeAll(async () => {
  site = await startSite();
  t = await buildTestApp({ fetchAllowPrivate: true });
});
afterAll(async () => {
  await t.close();
  await site.close();
});

describe("an import's pins in the followed feed (D-069, FOLLOW-009)", () => {
  it("FOLLOW-009 D-069 an imported pin reaches the built feed of someone who follows the importer", async () => {
    const importer = await verifiedMember(t, "feed_importer");
    const reader = await verifiedMember(t, "feed_import_reader");
    expect((await reader.browser.post(FOLLOW, { user_id: importer.id })).status).toBe(200);
    // The reader's feed is built (nothing in it yet, complete from the beginning).
    await reader.browser.get(FOLLOWING_FEED, { page_size: "1" });
    await t.app.appContext.jobs.idle(20_000);
    const [state] = await t.database.db
      .select()
      .from(schema.feedViewers)
      .where(eq(schema.feedViewers.viewerId, reader.id));
    expect(state).toMatchObject({ horizonAt: null });

    const run = await started(t, importer, fixture("firefox.html", site.origin));
    expect(await ended(importer, run.id)).toMatchObject({ status: "done", created: 3 });
    await t.app.appContext.jobs.idle(20_000);

    const imported = await t.database.db
      .select({ id: schema.pins.id })
      .from(schema.pins)
      .where(eq(schema.pins.pinnerId, importer.id));
    expect(imported).toHaveLength(3);
    const entries = await t.database.db
      .select({ pinId: schema.feedItems.pinId })
      .from(schema.feedItems)
      .where(eq(schema.feedItems.viewerId, reader.id));
    expect(entries.map((row) => row.pinId).sort()).toEqual(imported.map((row) => row.id).sort());
    const feed = await reader.browser.get<Page<PinSummary>>(FOLLOWING_FEED, { page_size: "25" });
    expect(feed.body.resource_response.data.items.map((pin) => pin.id).sort()).toEqual(
      imported.map((row) => row.id).sort(),
    );
  });
});
