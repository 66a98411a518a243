import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { V5Error, V5Pin } from "@corkboard/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { solidImage } from "../platform/images/test-images.ts";
import { accountKey } from "../platform/rate-limit/index.ts";
import { buildBoard, buildImage, buildPin } from "../test/factories.ts";
import { csrfHeaders } from "../test/inject.ts";
import { type SignedInUser, signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { v5 } from "./v5-test-kit.ts";

type Page<T> = { items: T[]; bookmark: string | null };

describe("issue 20: the Pinterest API v5 pins and search", () => {
  let t: TestApp;
  let me: SignedInUser;
  let stranger: SignedInUser;
  let site: Server;
  let origin: string;

  beforeAll(async () => {
    const photo = await solidImage(640, 480, "#cc3300", "jpeg");
    // The outside server an image_url names (the SSRF-safe fetcher is allowed to reach it).
    site = createServer((request, response) => {
      if (request.url === "/photo.jpg")
        return response.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    t = await buildTestApp({ fetchAllowPrivate: ["127.0.0.1"] });
    me = await signedIn(t, "v5-pinner");
    stranger = await signedIn(t, "v5-other");
  });
  afterAll(async () => {
    await t.close();
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
  });

  const call = <T>(
    user: SignedInUser | null,
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    body?: unknown,
  ) => v5<T>(t.app, user?.browser ?? null, method, url, body);

  it("issue 20: POST /v5/pins creates a pin from image_base64 and from image_url (201) in v5 fields", async () => {
    const board = await buildBoard(t.database.db, me.id, { name: "Made by API" });
    const png = await solidImage(300, 200, "#336699", "png");
    const created = await call<V5Pin>(me, "POST", "/v5/pins", {
      board_id: board.id,
      title: "Blue square",
      description: "From the API",
      link: "https://example.com/blue",
      alt_text: "A blue rectangle",
      media_source: { source_type: "image_base64", content_type: "image/png", data: png.toString("base64") },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: "Blue square",
      description: "From the API",
      link: "https://example.com/blue",
      board_id: board.id,
      board_section_id: null,
      board_owner: { username: me.username },
      is_owner: true,
      alt_text: "A blue rectangle",
      media: { media_type: "image" },
    });
    expect(created.body.media.images["150x150"].url).toMatch(/^\/media\//);
    expect(created.body.media.images["1200x"]).toMatchObject({ width: 300, height: 200 });

    const fetched = await call<V5Pin>(me, "POST", "/v5/pins", {
      board_id: board.id,
      media_source: { source_type: "image_url", url: `${origin}/photo.jpg` },
    });
    expect(fetched.status).toBe(201);
    expect(fetched.body.media.images["1200x"]).toMatchObject({ width: 640, height: 480 });

    const got = await call<V5Pin>(me, "GET", `/v5/pins/${created.body.id}`);
    expect(got).toEqual({ status: 200, body: created.body });
  });

  it("issue 20: bad pin input is 400 in v5's shape; someone else's board is refused", async () => {
    const board = await buildBoard(t.database.db, me.id, { name: "Bad input" });
    for (const body of [
      {},
      { board_id: board.id },
      { board_id: board.id, media_source: { source_type: "video_id", id: "1" } },
      { board_id: "abc", media_source: { source_type: "image_url", url: "https://example.com/a.jpg" } },
    ]) {
      const answer = await call<V5Error>(me, "POST", "/v5/pins", body);
      expect(answer, JSON.stringify(body)).toEqual({
        status: 400,
        body: { code: 400, message: expect.any(String) },
      });
    }
    const theirs = await buildBoard(t.database.db, stranger.id, { name: "Theirs" });
    const png = await solidImage(50, 50, "#000000", "png");
    const refused = await call<V5Error>(me, "POST", "/v5/pins", {
      board_id: theirs.id,
      media_source: { source_type: "image_base64", content_type: "image/png", data: png.toString("base64") },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(403);
    expect((await call<V5Error>(null, "GET", "/v5/pins")).body).toEqual({
      code: 401,
      message: expect.any(String),
    });
  });

  it("issue 20: past the image budget a create is 429 in v5's shape, with Retry-After", async () => {
    const busy = await signedIn(t, "v5-busy");
    const board = await buildBoard(t.database.db, busy.id, { name: "Busy" });
    const limiter = t.app.appContext.endpointLimits.imageIntake;
    for (let i = 0; i < 120; i++) await limiter.consume(accountKey(busy.id));
    const response = await t.app.inject({
      method: "POST",
      url: "/v5/pins",
      headers: { ...csrfHeaders(), cookie: busy.browser.cookieHeader() },
      payload: { board_id: board.id, media_source: { source_type: "image_url", url: `${origin}/photo.jpg` } },
    });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ code: 429, message: expect.any(String) });
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("issue 20: save (201) copies a visible pin to the caller's board; delete (204) is the pinner's only", async () => {
    const db = t.database.db;
    const theirBoard = await buildBoard(db, stranger.id, { name: "Inspiration" });
    const theirPin = await buildPin(db, theirBoard, { title: "Lamp" });
    const mine = await buildBoard(db, me.id, { name: "Lamps" });
    const saved = await call<V5Pin>(me, "POST", `/v5/pins/${theirPin.id}/save`, { board_id: mine.id });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ title: "Lamp", board_id: mine.id, is_owner: true });
    expect(saved.body.id).not.toBe(theirPin.id);

    const secret = await buildBoard(db, stranger.id, { name: "Hidden", privacy: "secret" });
    const hidden = await buildPin(db, secret);
    expect((await call(me, "GET", `/v5/pins/${hidden.id}`)).status).toBe(404);
    expect((await call(me, "POST", `/v5/pins/${hidden.id}/save`, { board_id: mine.id })).status).toBe(404);
    expect((await call(me, "POST", `/v5/pins/${theirPin.id}/save`, { board_id: theirBoard.id })).status).toBe(
      403,
    );
    expect((await call(me, "POST", `/v5/pins/${theirPin.id}/save`, {})).status).toBe(400);

    expect((await call(me, "DELETE", `/v5/pins/${theirPin.id}`)).status).toBe(403);
    expect(await call(me, "DELETE", `/v5/pins/${saved.body.id}`)).toEqual({ status: 204, body: null });
    expect((await call(me, "GET", `/v5/pins/${saved.body.id}`)).status).toBe(404);
  });

  it("issue 20: GET /v5/pins and a board's pins page through more than 250 pins with bookmarks", async () => {
    const db = t.database.db;
    const owner = await signedIn(t, "v5-many");
    const board = await buildBoard(db, owner.id, { name: "Many" });
    const image = await buildImage(db);
    const base = Date.UTC(2026, 0, 1);
    const rows = Array.from({ length: 260 }, (_, i) => ({
      pinnerId: owner.id,
      boardId: board.id,
      imageId: image.id,
      title: `Pin ${i}`,
      description: "",
      dominantColor: "#111111",
      createdMethod: "uploaded" as const,
      createdAt: new Date(base + i * 1000),
    }));
    await db.insert(schema.pins).values(rows);

    for (const path of ["/v5/pins", `/v5/boards/${board.id}/pins`]) {
      const seen: string[] = [];
      const sizes: number[] = [];
      let bookmark: string | null = null;
      do {
        const query: string = bookmark === null ? "?page_size=250" : `?page_size=250&bookmark=${bookmark}`;
        const page = await call<Page<V5Pin>>(owner, "GET", `${path}${query}`);
        expect(page.status).toBe(200);
        sizes.push(page.body.items.length);
        seen.push(...page.body.items.map((pin) => pin.title));
        bookmark = page.body.bookmark;
      } while (bookmark !== null);
      expect(sizes, path).toEqual([250, 10]);
      expect(new Set(seen).size).toBe(260);
      expect(seen[0]).toBe("Pin 259");
      const first = await call<Page<V5Pin>>(owner, "GET", path);
      expect(first.body.items).toHaveLength(25);
    }
    const bad = await call<V5Error>(owner, "GET", "/v5/pins?bookmark=not*a*bookmark");
    expect(bad).toEqual({ status: 400, body: { code: 400, message: expect.any(String) } });
  });

  it("issue 20: GET /v5/search/pins finds the caller's own pins only", async () => {
    const db = t.database.db;
    const searcher = await signedIn(t, "v5-searcher");
    const mine = await buildBoard(db, searcher.id, { name: "Search mine" });
    const theirs = await buildBoard(db, stranger.id, { name: "Search theirs" });
    await buildPin(db, mine, { title: "Walnut desk", description: "" });
    await buildPin(db, mine, { title: "Chair", description: "walnut legs, 100% solid" });
    await buildPin(db, mine, { title: "Oak shelf", description: "" });
    await buildPin(db, theirs, { title: "Walnut table", description: "" });

    const found = await call<Page<V5Pin>>(searcher, "GET", "/v5/search/pins?query=walnut");
    expect(found.status).toBe(200);
    expect(found.body.items.map((pin) => pin.title).sort()).toEqual(["Chair", "Walnut desk"]);
    expect(found.body.bookmark).toBeNull();
    // LIKE's wildcards are text here, not patterns.
    const percent = await call<Page<V5Pin>>(searcher, "GET", "/v5/search/pins?query=100%25");
    expect(percent.body.items.map((pin) => pin.title)).toEqual(["Chair"]);
    const missing = await call<V5Error>(searcher, "GET", "/v5/search/pins");
    expect(missing.status).toBe(400);
  });
});
