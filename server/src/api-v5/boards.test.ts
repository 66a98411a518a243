import type { V5Board, V5BoardSection, V5Error, V5Pin, V5UserAccount } from "@corkboard/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { buildBoard, buildPin, buildSection } from "../test/factories.ts";
import { type SignedInUser, signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { v5 } from "./v5-test-kit.ts";

type Page<T> = { items: T[]; bookmark: string | null };

describe("issue 20: the Pinterest API v5 account, boards and sections", () => {
  let t: TestApp;
  let me: SignedInUser;
  let stranger: SignedInUser;

  beforeAll(async () => {
    t = await buildTestApp();
    me = await signedIn(t, "v5-owner");
    stranger = await signedIn(t, "v5-stranger");
  });
  afterAll(() => t.close());

  const call = <T>(
    user: SignedInUser | null,
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    body?: unknown,
  ) => v5<T>(t.app, user?.browser ?? null, method, url, body);

  it("issue 20: GET /v5/user_account answers the caller's account in v5 fields", async () => {
    const board = await buildBoard(t.database.db, me.id, { name: "Account board" });
    await buildPin(t.database.db, board);
    const answer = await call<V5UserAccount>(me, "GET", "/v5/user_account");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: me.id,
      username: me.username,
      account_type: "PINNER",
      business_name: null,
      website_url: null,
      follower_count: 0,
      following_count: 0,
    });
    expect(answer.body.board_count).toBeGreaterThanOrEqual(1);
    expect(answer.body.pin_count).toBeGreaterThanOrEqual(1);
  });

  it("issue 20: without a session every v5 call is 401 in v5's {code, message} shape", async () => {
    for (const [method, url] of [
      ["GET", "/v5/user_account"],
      ["GET", "/v5/boards"],
      ["POST", "/v5/boards"],
      ["DELETE", "/v5/boards/1"],
    ] as const) {
      const answer = await call<V5Error>(null, method, url, method === "GET" ? undefined : { name: "x" });
      expect(answer.status, `${method} ${url}`).toBe(401);
      expect(Object.keys(answer.body).sort()).toEqual(["code", "message"]);
      expect(answer.body.code).toBe(401);
    }
  });

  it("issue 20: an unknown path under /v5/ is 404 in v5's shape, not the web page", async () => {
    const answer = await call<V5Error>(me, "GET", "/v5/no_such_thing");
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 404, message: expect.any(String) });
  });

  it("issue 20: a URL the router refuses is a v5 400 under /v5/ and Fastify's own answer elsewhere", async () => {
    const badPath = await call<V5Error>(me, "GET", "/v5/boards/%ED%A0%80");
    expect(badPath).toEqual({ status: 400, body: { code: 400, message: expect.any(String) } });
    const tooLong = await call<V5Error>(me, "GET", `/v5/boards/${"9".repeat(300)}`);
    expect(tooLong).toEqual({ status: 400, body: { code: 400, message: expect.any(String) } });
    const elsewhere = await t.app.inject({ method: "GET", url: "/v3/users/%ED%A0%80/" });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({
      error: "Bad Request",
      code: "FST_ERR_BAD_URL",
      statusCode: 400,
    });
  });

  it("issue 20: POST /v5/boards creates a board (201) that GET, PATCH and DELETE then answer", async () => {
    const created = await call<V5Board>(me, "POST", "/v5/boards", {
      name: "Kitchen ideas",
      description: "Tiles and taps",
      privacy: "SECRET",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Kitchen ideas",
      description: "Tiles and taps",
      privacy: "SECRET",
      pin_count: 0,
      follower_count: 0,
      collaborator_count: 0,
      owner: { username: me.username },
      media: { image_cover_url: null, pin_thumbnail_urls: [] },
    });
    const id = created.body.id;
    expect((await call<V5Board>(me, "GET", `/v5/boards/${id}`)).body.name).toBe("Kitchen ideas");

    const patched = await call<V5Board>(me, "PATCH", `/v5/boards/${id}`, {
      name: "Kitchen",
      privacy: "PUBLIC",
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      id,
      name: "Kitchen",
      privacy: "PUBLIC",
      description: "Tiles and taps",
    });

    const taken = await call<V5Error>(me, "POST", "/v5/boards", { name: "Kitchen" });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe(409);

    expect(await call(me, "DELETE", `/v5/boards/${id}`)).toEqual({ status: 204, body: null });
    expect((await call<V5Error>(me, "GET", `/v5/boards/${id}`)).status).toBe(404);
  });

  it("issue 20: bad board input is 400 in v5's shape", async () => {
    for (const body of [{}, { name: "" }, { name: "ok", privacy: "HIDDEN" }, { name: 5 }]) {
      const answer = await call<V5Error>(me, "POST", "/v5/boards", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual({ code: 400, message: expect.any(String) });
    }
    expect((await call<V5Error>(me, "GET", "/v5/boards/not-an-id")).status).toBe(400);
    expect((await call<V5Error>(me, "GET", "/v5/boards", undefined)).status).toBe(200);
    const tooBig = await call<V5Error>(me, "GET", "/v5/boards?page_size=251");
    expect(tooBig.body).toEqual({ code: 400, message: expect.stringContaining("page_size") });
  });

  it("issue 20: GET /v5/boards lists the caller's boards only, paged, with the privacy filter", async () => {
    const owner = await signedIn(t, "v5-lister");
    const db = t.database.db;
    for (let i = 0; i < 5; i++) await buildBoard(db, owner.id, { name: `Open ${i}` });
    await buildBoard(db, owner.id, { name: "Closed", privacy: "secret" });
    await buildBoard(db, stranger.id, { name: "Not mine" });

    const names: string[] = [];
    let bookmark: string | null = null;
    let pages = 0;
    do {
      const query: string = bookmark === null ? "" : `&bookmark=${bookmark}`;
      const page = await call<Page<V5Board>>(owner, "GET", `/v5/boards?page_size=2${query}`);
      expect(page.status).toBe(200);
      names.push(...page.body.items.map((board) => board.name));
      bookmark = page.body.bookmark;
      pages++;
    } while (bookmark !== null);
    expect(pages).toBe(3);
    expect(names.sort()).toEqual(["Closed", "Open 0", "Open 1", "Open 2", "Open 3", "Open 4"]);

    const secret = await call<Page<V5Board>>(owner, "GET", "/v5/boards?privacy=SECRET");
    expect(secret.body.items.map((board) => [board.name, board.privacy])).toEqual([["Closed", "SECRET"]]);
    const open = await call<Page<V5Board>>(owner, "GET", "/v5/boards?privacy=PUBLIC");
    expect(open.body.items).toHaveLength(5);
  });

  it("issue 20: a stranger's secret board, its sections and pins are 404; a collaborator sees them but may not edit the board", async () => {
    const db = t.database.db;
    const board = await buildBoard(db, me.id, { name: "Surprise party", privacy: "secret" });
    const section = await buildSection(db, board.id, { title: "Cakes" });
    await buildPin(db, board, { sectionId: section.id, title: "Chocolate" });
    const paths = [
      `/v5/boards/${board.id}`,
      `/v5/boards/${board.id}/pins`,
      `/v5/boards/${board.id}/sections`,
      `/v5/boards/${board.id}/sections/${section.id}/pins`,
    ];
    for (const path of paths) {
      expect((await call(me, "GET", path)).status, path).toBe(200);
      const theirs = await call<V5Error>(stranger, "GET", path);
      expect(theirs, path).toEqual({ status: 404, body: { code: 404, message: expect.any(String) } });
    }
    expect((await call(stranger, "PATCH", `/v5/boards/${board.id}`, { name: "Mine now" })).status).toBe(404);
    expect((await call(stranger, "DELETE", `/v5/boards/${board.id}`)).status).toBe(404);

    const friend = await signedIn(t, "v5-collaborator");
    await db.insert(schema.boardCollaborators).values({ boardId: board.id, userId: friend.id });
    for (const path of paths) expect((await call(friend, "GET", path)).status, path).toBe(200);
    const pins = await call<Page<V5Pin>>(friend, "GET", `/v5/boards/${board.id}/pins`);
    expect(pins.body.items.map((pin) => [pin.title, pin.board_section_id, pin.is_owner])).toEqual([
      ["Chocolate", section.id, false],
    ]);
    const edit = await call<V5Error>(friend, "PATCH", `/v5/boards/${board.id}`, { name: "Taken over" });
    expect(edit).toEqual({ status: 403, body: { code: 403, message: expect.any(String) } });
    expect((await call(friend, "DELETE", `/v5/boards/${board.id}`)).status).toBe(403);
    const mine = await call<V5Board>(me, "GET", `/v5/boards/${board.id}`);
    expect(mine.body).toMatchObject({ name: "Surprise party", collaborator_count: 1, pin_count: 1 });
  });

  it("issue 20: sections are created (201), listed, renamed, deleted (204) and list their pins", async () => {
    const db = t.database.db;
    const board = await buildBoard(db, me.id, { name: "Garden" });
    const created = await call<V5BoardSection>(me, "POST", `/v5/boards/${board.id}/sections`, {
      name: "Roses",
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), name: "Roses" });
    const sectionId = created.body.id;
    await buildPin(db, board, { sectionId, title: "Red rose" });
    await buildPin(db, board, { title: "Lawn" });

    const list = await call<Page<V5BoardSection>>(me, "GET", `/v5/boards/${board.id}/sections`);
    expect(list.body).toEqual({ items: [{ id: sectionId, name: "Roses" }], bookmark: null });
    const inSection = await call<Page<V5Pin>>(me, "GET", `/v5/boards/${board.id}/sections/${sectionId}/pins`);
    expect(inSection.body.items.map((pin) => pin.title)).toEqual(["Red rose"]);
    const onBoard = await call<Page<V5Pin>>(me, "GET", `/v5/boards/${board.id}/pins`);
    expect(onBoard.body.items.map((pin) => pin.title).sort()).toEqual(["Lawn", "Red rose"]);

    const renamed = await call<V5BoardSection>(me, "PATCH", `/v5/boards/${board.id}/sections/${sectionId}`, {
      name: "Old roses",
    });
    expect(renamed).toEqual({ status: 200, body: { id: sectionId, name: "Old roses" } });
    expect(
      (await call(me, "PATCH", `/v5/boards/${board.id}/sections/${sectionId}`, { name: "" })).status,
    ).toBe(400);
    // A section named under another board's path is not found there.
    const other = await buildBoard(db, me.id, { name: "Shed" });
    expect((await call(me, "GET", `/v5/boards/${other.id}/sections/${sectionId}/pins`)).status).toBe(404);
    expect((await call(me, "DELETE", `/v5/boards/${other.id}/sections/${sectionId}`)).status).toBe(404);
    expect((await call(stranger, "POST", `/v5/boards/${board.id}/sections`, { name: "Weeds" })).status).toBe(
      403,
    );

    const deleted = await call(me, "DELETE", `/v5/boards/${board.id}/sections/${sectionId}`);
    expect(deleted).toEqual({ status: 204, body: null });
    const after = await call<Page<V5BoardSection>>(me, "GET", `/v5/boards/${board.id}/sections`);
    expect(after.body.items).toEqual([]);
  });
});
