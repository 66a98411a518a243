import { brotliDecompressSync } from "node:zlib";
import type { Page, PinDetail, PinSummary } from "@corkboard/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBoard, buildPin, buildSection, buildUser } from "../test/factories.ts";
import { getJson } from "../test/inject.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

describe("pin read routes", () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof buildUser>>;
  let publicPins: Awaited<ReturnType<typeof buildPin>>[];
  let secretPin: Awaited<ReturnType<typeof buildPin>>;
  let sectionPin: Awaited<ReturnType<typeof buildPin>>;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    owner = await buildUser(db, { username: "maria_c", fullName: "Maria C" });
    const board = await buildBoard(db, owner.id, { name: "Kitchen ideas" });
    const secret = await buildBoard(db, owner.id, { name: "Gift plans", privacy: "secret" });
    const section = await buildSection(db, board.id, { title: "Tiles" });
    publicPins = [];
    // Distinct created_at values one second apart, plus two pins sharing one timestamp to
    // prove the keyset's id tie-breaker neither skips nor repeats rows.
    for (let i = 0; i < 5; i++) {
      publicPins.push(await buildPin(db, board, { createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)) }));
    }
    const tied = new Date(Date.UTC(2026, 0, 1, 0, 0, 2));
    publicPins.push(await buildPin(db, board, { createdAt: tied }));
    sectionPin = await buildPin(db, board, { sectionId: section.id, title: "Blue tiles" });
    secretPin = await buildPin(db, secret, { title: "Secret gift" });
  });
  afterAll(() => t.close());

  it("IMPL-019 home feed lists public pins newest first and pages with a bookmark, never repeating", async () => {
    const seen: string[] = [];
    let bookmark: string | null = null;
    let pages = 0;
    do {
      const query: Record<string, string> = { page_size: "2" };
      if (bookmark) query.bookmark = bookmark;
      const { status, body } = await getJson<Page<PinSummary>>(
        t.app,
        "/resource/HomefeedResource/get/",
        query,
      );
      expect(status).toBe(200);
      expect(body.resource_response.status).toBe("success");
      seen.push(...body.resource_response.data.items.map((pin) => pin.id));
      bookmark = body.resource_response.data.bookmark;
      pages++;
    } while (bookmark && pages < 10);
    const expected = [...publicPins, sectionPin].map((pin) => pin.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...expected].sort());
    expect(seen).not.toContain(secretPin.id);
    expect(pages).toBe(4);
  });

  it("home feed items carry the wire shape: renditions, dominant colour, pinner, board url", async () => {
    const { body } = await getJson<Page<PinSummary>>(t.app, "/resource/HomefeedResource/get/", {
      page_size: "1",
    });
    const [pin] = body.resource_response.data.items;
    expect(pin?.images["236x"]).toEqual({
      url: expect.stringMatching(/^\/media\/.+\/236x$/),
      width: 236,
      height: 354,
    });
    expect(Object.keys(pin?.images ?? {})).toEqual(["236x", "474x"]);
    expect(pin?.dominant_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(pin?.pinner.username).toBe("maria_c");
    expect(pin?.board.url).toBe("/maria_c/kitchen-ideas/");
  });

  it("home feed rejects a malformed bookmark with INVALID_INPUT, not a 500", async () => {
    const { status, body } = await getJson(t.app, "/resource/HomefeedResource/get/", {
      bookmark: "not*valid",
    });
    expect(status).toBe(400);
    expect(body.resource_response.error?.code).toBe("INVALID_INPUT");
    const forged = Buffer.from(JSON.stringify(["yesterday", "1"])).toString("base64url");
    const second = await getJson(t.app, "/resource/HomefeedResource/get/", { bookmark: forged });
    expect(second.status).toBe(400);
  });

  it("home feed rejects an out-of-range page size", async () => {
    const { status, body } = await getJson(t.app, "/resource/HomefeedResource/get/", { page_size: "1000" });
    expect(status).toBe(400);
    expect(body.resource_response.error?.fields?.[0]?.field).toBe("page_size");
  });

  it("IMPL-020 a pin answers with its board, section and pinner", async () => {
    const { status, body } = await getJson<PinDetail>(t.app, "/resource/PinResource/get/", {
      id: sectionPin.id,
    });
    expect(status).toBe(200);
    const pin = body.resource_response.data;
    expect(pin.id).toBe(sectionPin.id);
    expect(pin.section).toMatchObject({
      title: "Tiles",
      slug: "tiles",
      url: "/maria_c/kitchen-ideas/tiles/",
    });
    expect(pin.board.name).toBe("Kitchen ideas");
    expect(pin.link_domain).toBe("example.com");
    expect(pin.images["736x"].width).toBe(736);
    expect(pin.images.orig).toMatchObject({ width: 736, height: 1104 });
    expect(pin.pinner_follower_count).toBe(0);
  });

  it("a pin on another user's secret board is not found for a logged-out viewer", async () => {
    const { status, body } = await getJson(t.app, "/resource/PinResource/get/", { id: secretPin.id });
    expect(status).toBe(404);
    expect(body.resource_response.error?.code).toBe("NOT_FOUND");
  });

  it("an unknown pin id is NOT_FOUND and a non-numeric id is INVALID_INPUT", async () => {
    expect((await getJson(t.app, "/resource/PinResource/get/", { id: "999999999" })).status).toBe(404);
    const bad = await getJson(t.app, "/resource/PinResource/get/", { id: "abc" });
    expect(bad.status).toBe(400);
    expect(bad.body.resource_response.error?.code).toBe("INVALID_INPUT");
    expect((await getJson(t.app, "/resource/PinResource/get/", { id: "99999999999999999999" })).status).toBe(
      400,
    );
  });

  it("more like this lists the rest of the board without the pin itself", async () => {
    const first = publicPins[0];
    if (!first) throw new Error("no pins");
    const { body } = await getJson<Page<PinSummary>>(t.app, "/resource/RelatedPinFeedResource/get/", {
      pin_id: first.id,
    });
    const ids = body.resource_response.data.items.map((pin) => pin.id);
    expect(ids).not.toContain(first.id);
    expect(ids).toHaveLength(publicPins.length);
    const hidden = await getJson(t.app, "/resource/RelatedPinFeedResource/get/", { pin_id: secretPin.id });
    expect(hidden.status).toBe(404);
  });
});

describe("logged-out answers from the public cache", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ publicCacheTtlMs: 60_000 });
  });
  afterAll(() => t.close());

  it("serves the second identical read from the cache with the same body, and caches no errors", async () => {
    const owner = await buildUser(t.database.db);
    const board = await buildBoard(t.database.db, owner.id);
    const pin = await buildPin(t.database.db, board, { title: "Cached" });
    const first = await t.app.inject({ url: "/resource/PinResource/get/", query: { id: pin.id } });
    const second = await t.app.inject({ url: "/resource/PinResource/get/", query: { id: pin.id } });
    expect(first.headers["x-cache"]).toBe("miss");
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.headers["content-type"]).toContain("application/json");
    expect(second.body).toBe(first.body);
    expect(second.json().resource_response.data.title).toBe("Cached");

    const missing = await t.app.inject({ url: "/resource/PinResource/get/", query: { id: "424242" } });
    expect(missing.statusCode).toBe(404);
    const again = await t.app.inject({ url: "/resource/PinResource/get/", query: { id: "424242" } });
    expect(again.statusCode).toBe(404);
    expect(again.headers["x-cache"]).toBeUndefined();
  });

  it("serves compressed forms of a cached answer, made once, to clients that accept them", async () => {
    const owner = await buildUser(t.database.db);
    const board = await buildBoard(t.database.db, owner.id);
    for (let i = 0; i < 10; i++) await buildPin(t.database.db, board);
    const first = await t.app.inject({ url: "/resource/HomefeedResource/get/", query: { page_size: "50" } });
    const compressed = await t.app.inject({
      url: "/resource/HomefeedResource/get/",
      query: { page_size: "50" },
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(compressed.headers["x-cache"]).toBe("hit");
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(first.body);
  });
});
