import type { Board, Page, UserProfile } from "@corkboard/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { buildBoard, buildUser } from "../test/factories.ts";
import { getJson } from "../test/inject.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

describe("profile read routes (IMPL-024)", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const ana = await buildUser(db, { username: "ana_makes", fullName: "Ana Makes", country: "PT" });
    const fans = await Promise.all([buildUser(db), buildUser(db), buildUser(db)]);
    await db.insert(schema.follows).values(fans.map((fan) => ({ followerId: fan.id, followeeId: ana.id })));
    await db.insert(schema.follows).values({ followerId: ana.id, followeeId: fans[0]?.id ?? "" });
    await buildBoard(db, ana.id, { name: "Ceramics", createdAt: new Date("2026-01-01T00:00:00Z") });
    await buildBoard(db, ana.id, { name: "Glazes", createdAt: new Date("2026-01-02T00:00:00Z") });
    await buildBoard(db, ana.id, { name: "Kiln notes", privacy: "secret" });
    await buildBoard(db, ana.id, { name: "Ad pins", privacy: "protected" });
    await buildBoard(db, ana.id, { name: "Old stuff", archivedAt: new Date() });
  });
  afterAll(() => t.close());

  it("a profile carries name, avatar fallback, follower and following counts", async () => {
    const { status, body } = await getJson<UserProfile>(t.app, "/resource/UserResource/get/", {
      username: "ana_makes",
    });
    expect(status).toBe(200);
    expect(body.resource_response.data).toMatchObject({
      username: "ana_makes",
      full_name: "Ana Makes",
      country: "PT",
      follower_count: 3,
      following_count: 1,
      board_count: 2,
      image_medium_url: null,
      is_viewer: false,
      explicitly_followed_by_me: false,
    });
  });

  it("the profile lists public boards only: no secret, protected or archived boards for others", async () => {
    const { body } = await getJson<Page<Board>>(t.app, "/resource/BoardsResource/get/", {
      username: "ana_makes",
    });
    expect(body.resource_response.data.items.map((b) => b.name)).toEqual(["Glazes", "Ceramics"]);
  });

  it("profile boards page with a bookmark", async () => {
    const first = await getJson<Page<Board>>(t.app, "/resource/BoardsResource/get/", {
      username: "ana_makes",
      page_size: "1",
    });
    const bookmark = first.body.resource_response.data.bookmark;
    expect(bookmark).toEqual(expect.any(String));
    const second = await getJson<Page<Board>>(t.app, "/resource/BoardsResource/get/", {
      username: "ana_makes",
      page_size: "1",
      bookmark: bookmark ?? "",
    });
    expect(second.body.resource_response.data.items.map((b) => b.name)).toEqual(["Ceramics"]);
    expect(second.body.resource_response.data.bookmark).toBeNull();
  });

  it("unknown users are NOT_FOUND; malformed usernames are INVALID_INPUT", async () => {
    expect((await getJson(t.app, "/resource/UserResource/get/", { username: "nobody_at_all" })).status).toBe(
      404,
    );
    expect(
      (await getJson(t.app, "/resource/BoardsResource/get/", { username: "nobody_at_all" })).status,
    ).toBe(404);
    const bad = await getJson(t.app, "/resource/UserResource/get/", { username: "../etc" });
    expect(bad.status).toBe(400);
    expect(bad.body.resource_response.error?.code).toBe("INVALID_INPUT");
  });
});
