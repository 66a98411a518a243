import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ImportRun, Page, PinSummary } from "@corkboard/core/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FOLLOW, FOLLOWING_FEED, verifiedMember } from "../follows/follows-test-kit.ts";
import { schema } from "../platform/db/index.ts";
import { buildBoard, buildImage, buildPin } from "../test/factories.ts";
import { csrfHeaders, TEST_CSRF_TOKEN } from "../test/inject.ts";
import { type SignedInUser, signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { ended, fixture, started, startSite, type TestSite } from "./import-test-kit.ts";
import { runImport } from "./pipeline.ts";
import { insertRun } from "./runs-repo.ts";

// Issue 20 (D-054): the import pipeline with the Netscape bookmark source, end to end through
// the HTTP endpoints and the `import-run` job, on PGlite and (DATABASE_URL) PostgreSQL.

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

async function boardsOf(userId: string) {
  return t.database.db
    .select({ id: schema.boards.id, name: schema.boards.name, privacy: schema.boards.privacy })
    .from(schema.boards)
    .where(eq(schema.boards.ownerId, userId));
}

async function pinsOf(userId: string) {
  return t.database.db
    .select({
      id: schema.pins.id,
      boardId: schema.pins.boardId,
      title: schema.pins.title,
      description: schema.pins.description,
      link: schema.pins.link,
      createdAt: schema.pins.createdAt,
      imageUnavailable: schema.pins.imageUnavailable,
      imageId: schema.pins.imageId,
    })
    .from(schema.pins)
    .where(eq(schema.pins.pinnerId, userId));
}

describe("issue 20: importing Netscape bookmarks", () => {
  it("issue 20: a Firefox export becomes boards and pins, with dates, descriptions and page images", async () => {
    const user = await signedIn(t, "firefox");
    const run = await started(t, user, fixture("firefox.html", site.origin));
    expect(run.status).toBe("checking");
    expect(run.format).toBe("netscape");
    const done = await ended(user, run.id);
    expect(done).toMatchObject({ status: "done", total: 4, processed: 4, created: 3, failed: 1, skipped: 0 });
    expect(done.image_unavailable).toBe(1);
    expect(done.report).toEqual(
      expect.arrayContaining([
        {
          outcome: "failed",
          reason: expect.stringContaining("link dropped"),
          source_ref: expect.stringMatching(/^line \d+$/),
        },
        {
          outcome: "image_unavailable",
          reason: expect.stringContaining("no image"),
          source_ref: expect.any(String),
        },
      ]),
    );
    const boards = await boardsOf(user.id);
    expect(boards.map((b) => b.name).sort()).toEqual(["Bookmarks Toolbar", "Recipes"]);
    const pins = await pinsOf(user.id);
    const soup = pins.find((p) => p.link === `${site.origin}/page/soup`);
    expect(soup).toMatchObject({
      title: "Tomato soup & bread",
      description: "A warm soup for cold days",
      imageUnavailable: false,
    });
    expect(soup?.createdAt.toISOString()).toBe(new Date(1_600_000_001_000).toISOString());
    expect(pins.find((p) => p.link === `${site.origin}/page/noimage`)?.imageUnavailable).toBe(true);
    // The page's own image, not the placeholder: the soup and the cake have different images.
    expect(new Set(pins.map((p) => p.imageId)).size).toBe(3);
  });

  it("issue 20: nested folders are 'Parent / Child' boards and javascript: links are dropped and reported (Chrome)", async () => {
    const user = await signedIn(t, "chrome");
    const done = await ended(user, (await started(t, user, fixture("chrome.html", site.origin))).id);
    expect(done).toMatchObject({ status: "done", total: 3, created: 2, failed: 1 });
    expect((await boardsOf(user.id)).map((b) => b.name).sort()).toEqual([
      "Bookmarks bar",
      "Bookmarks bar / Travel",
    ]);
    expect(done.report.find((item) => item.outcome === "failed")?.reason).toMatch(/link dropped/);
  });

  it("issue 20: bookmarks outside every folder go to 'Imported bookmarks'; empty folders make nothing (Safari)", async () => {
    const user = await signedIn(t, "safari");
    const done = await ended(user, (await started(t, user, fixture("safari.html", site.origin))).id);
    expect(done).toMatchObject({ status: "done", total: 2, created: 2 });
    expect((await boardsOf(user.id)).map((b) => b.name).sort()).toEqual(["Favorites", "Imported bookmarks"]);
  });

  it("issue 20: a board the user has already is imported into; a second import skips the duplicates", async () => {
    const user = await signedIn(t, "again");
    const own = await buildBoard(t.database.db, user.id, { name: "Recipes", slug: "recipes" });
    const first = await ended(user, (await started(t, user, fixture("firefox.html", site.origin))).id);
    expect(first.created).toBe(3);
    const boards = await boardsOf(user.id);
    expect(boards.filter((b) => b.name.startsWith("Recipes")).map((b) => b.id)).toEqual([own.id]);
    const second = await ended(user, (await started(t, user, fixture("firefox.html", site.origin))).id);
    expect(second).toMatchObject({ status: "done", created: 0, skipped: 3, failed: 1 });
    expect(second.report.filter((item) => item.outcome === "skipped")).toHaveLength(3);
    expect(await pinsOf(user.id)).toHaveLength(3);
  });

  it("issue 20: a run interrupted part way resumes at its cursor and makes nothing twice", async () => {
    const user = await signedIn(t, "resume");
    const context = t.app.appContext;
    const dir = mkdtempSync(path.join(tmpdir(), "import-resume-"));
    const file = path.join(dir, "many.html");
    const links = Array.from(
      { length: 12 },
      (_, i) => `<DT><A HREF="${site.origin}/page/r${i}" ADD_DATE="1600000000">Pin ${i}</A>`,
    );
    writeFileSync(
      file,
      `<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n<DT><H3>Many</H3>\n<DL><p>\n${links.join("\n")}\n</DL><p>\n</DL><p>\n`,
    );
    const row = await insertRun(context.db, { ownerId: user.id, format: "netscape", fileName: "many.html" });
    const options = (signal: AbortSignal, onProgress?: (run: { cursor: number }) => void) => ({
      signal,
      input: { kind: "file" as const, path: file },
      sourceContext: { defaultBoardName: "Imported bookmarks", fetchJson: async () => null },
      ...(onProgress ? { onProgress } : {}),
    });
    // The first attempt stops after its first batch, as a restart would stop it.
    const stop = new AbortController();
    const first = await runImport(
      context,
      row.id,
      options(stop.signal, () => stop.abort()),
    );
    expect(first).toBe("interrupted");
    const halfway = await user.browser.get<ImportRun>(`/v3/imports/${row.id}/`);
    expect(halfway.body.resource_response.data).toMatchObject({ status: "running", created: 4, total: 12 });
    expect(await pinsOf(user.id)).toHaveLength(4);
    expect(await runImport(context, row.id, options(new AbortController().signal))).toBe("finished");
    const done = (await user.browser.get<ImportRun>(`/v3/imports/${row.id}/`)).body.resource_response.data;
    expect(done).toMatchObject({ status: "done", total: 12, processed: 12, created: 12, skipped: 0 });
    const pins = await pinsOf(user.id);
    expect(pins).toHaveLength(12);
    expect(new Set(pins.map((p) => p.link)).size).toBe(12);
  });

  it("issue 20: cancel stops a running import; undo removes exactly what it made", async () => {
    const user = await signedIn(t, "cancel");
    const links = Array.from(
      { length: 400 },
      (_, i) => `<DT><A HREF="${site.origin}/page/c${i}">Pin ${i}</A>`,
    );
    const file = Buffer.from(
      `<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n<DT><H3>Lots</H3>\n<DL><p>\n${links.join("\n")}\n</DL><p>\n</DL><p>\n`,
    );
    const run = await started(t, user, file);
    for (let i = 0; i < 600; i++) {
      const now = (await user.browser.get<ImportRun>(`/v3/imports/${run.id}/`)).body.resource_response.data;
      if (now.processed > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const cancelled = await user.browser.post<ImportRun>(`/v3/imports/${run.id}/cancel/`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.resource_response.data.status).toBe("cancelled");
    await t.app.appContext.jobs.idle(30_000);
    const after = (await pinsOf(user.id)).length;
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(400);
    // Cancelling again, or a finished run, is refused.
    const again = await user.browser.post(`/v3/imports/${run.id}/cancel/`);
    expect(again.body.resource_response.error?.code).toBe("IMPORT_STATE");

    const undone = await user.browser.post<ImportRun>(`/v3/imports/${run.id}/undo/`);
    expect(undone.status).toBe(200);
    expect(undone.body.resource_response.data.undone_at).not.toBeNull();
    expect(await pinsOf(user.id)).toHaveLength(0);
    expect(await boardsOf(user.id)).toHaveLength(0);
  });

  it("issue 20: undo keeps the boards that existed before and the pins that were not imported", async () => {
    const user = await signedIn(t, "undo");
    const own = await buildBoard(t.database.db, user.id, { name: "Recipes", slug: "recipes" });
    const image = await buildImage(t.database.db);
    const mine = await buildPin(t.database.db, own, { imageId: image.id });
    const done = await ended(user, (await started(t, user, fixture("firefox.html", site.origin))).id);
    expect(done.created).toBe(3);
    const undone = await user.browser.post<ImportRun>(`/v3/imports/${done.id}/undo/`);
    expect(undone.body.resource_response.data.undone_at).not.toBeNull();
    expect((await boardsOf(user.id)).map((b) => b.id)).toEqual([own.id]);
    expect((await pinsOf(user.id)).map((p) => p.id)).toEqual([mine.id]);
    const twice = await user.browser.post(`/v3/imports/${done.id}/undo/`);
    expect(twice.body.resource_response.error?.code).toBe("IMPORT_STATE");
  });

  it("issue 20: only the owner sees, cancels and undoes a run; others get NOT_FOUND", async () => {
    const owner = await signedIn(t, "owner");
    const stranger: SignedInUser = await signedIn(t, "stranger");
    const done = await ended(owner, (await started(t, owner, fixture("safari.html", site.origin))).id);
    for (const answer of [
      await stranger.browser.get(`/v3/imports/${done.id}/`),
      await stranger.browser.post(`/v3/imports/${done.id}/cancel/`),
      await stranger.browser.post(`/v3/imports/${done.id}/undo/`),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.resource_response.error?.code).toBe("NOT_FOUND");
    }
    const list = await stranger.browser.get<{ items: ImportRun[] }>("/v3/imports/");
    expect(list.body.resource_response.data.items).toEqual([]);
    const mine = await owner.browser.get<{ items: ImportRun[] }>("/v3/imports/");
    expect(mine.body.resource_response.data.items.map((run) => run.id)).toEqual([done.id]);
    expect(
      await t.database.db
        .select()
        .from(schema.pins)
        .where(and(eq(schema.pins.pinnerId, owner.id))),
    ).toHaveLength(2);
  });

  it("issue 20: without a session every import endpoint answers UNAUTHORIZED", async () => {
    for (const [method, url] of [
      ["GET", "/v3/imports/"],
      ["GET", "/v3/imports/1/"],
      ["POST", "/v3/imports/1/cancel/"],
      ["POST", "/v3/imports/1/undo/"],
    ] as const) {
      const answer = await t.app.inject({
        method,
        url,
        headers: { ...csrfHeaders(), cookie: `csrftoken=${TEST_CSRF_TOKEN}` },
      });
      expect(answer.statusCode, url).toBe(401);
    }
  });

  it("issue 20: a bad format field or a missing file is INVALID_INPUT; a bad id is INVALID_INPUT", async () => {
    const user = await signedIn(t, "badinput");
    const { upload } = await import("./import-test-kit.ts");
    const wrong = await upload(t, user, fixture("safari.html", site.origin), "nonsense");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().resource_response.error.code).toBe("INVALID_INPUT");
    const noFile = await user.browser.post("/v3/imports/", {});
    expect(noFile.status).toBe(400);
    const badId = await user.browser.get("/v3/imports/not-an-id/");
    expect(badId.body.resource_response.error?.code).toBe("INVALID_INPUT");
  });
});

// Pins made without a save reach the followed feed (D-069): an import's pins are written
// into the importer's followers' materialised feeds by one job at the end of the run.
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
