import type { FollowListUser, Page } from "@corkboard/core/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { buildImage, buildUser } from "../test/factories.ts";
import { getJson } from "../test/inject.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { FOLLOW, FOLLOWERS, FOLLOWING, verifiedMember } from "./follows-test-kit.ts";

type People = Page<FollowListUser>;

describe("followers and following lists (IMPL-025, FOLLOW-019)", () => {
  let t: TestApp;
  let star: Awaited<ReturnType<typeof buildUser>>;
  let fans: Awaited<ReturnType<typeof buildUser>>[];

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const avatar = await buildImage(db, { width: 400, height: 400 });
    star = await buildUser(db, { username: "star_maker", fullName: "Star Maker" });
    fans = [];
    for (let i = 0; i < 5; i++) {
      fans.push(
        await buildUser(db, {
          username: `fan_${i}`,
          fullName: `Fan ${i}`,
          avatarImageId: i === 0 ? avatar.id : null,
        }),
      );
    }
    // Followed one a day apart: fan_4 most recently.
    await db.insert(schema.follows).values(
      fans.map((fan, i) => ({
        followerId: fan.id,
        followeeId: star.id,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
    await db.insert(schema.follows).values([
      { followerId: star.id, followeeId: fans[1]?.id ?? "", createdAt: new Date(Date.UTC(2026, 1, 1)) },
      { followerId: star.id, followeeId: fans[3]?.id ?? "", createdAt: new Date(Date.UTC(2026, 1, 2)) },
    ]);
  });
  afterAll(() => t.close());

  it("IMPL-025 FOLLOW-019 followers newest first, each with avatar, name, username, follower count and the viewer's follow state", async () => {
    const { status, body } = await getJson<People>(t.app, FOLLOWERS, { username: "STAR_MAKER" });
    expect(status).toBe(200);
    const items = body.resource_response.data.items;
    expect(items.map((p) => p.username)).toEqual(["fan_4", "fan_3", "fan_2", "fan_1", "fan_0"]);
    expect(items[3]).toEqual({
      id: fans[1]?.id,
      username: "fan_1",
      full_name: "Fan 1",
      image_medium_url: null,
      avatar_color_index: 0,
      follower_count: 1,
      explicitly_followed_by_me: false,
      followed_by_me: false,
      is_viewer: false,
    });
    expect(items[4]?.image_medium_url).toMatch(/^\/media\/test\/.+\/236x$/);
    expect(body.resource_response.data.bookmark).toBeNull();
  });

  it("IMPL-025 following lists the people a profile follows, most recently followed first", async () => {
    const { body } = await getJson<People>(t.app, FOLLOWING, { username: "star_maker" });
    expect(body.resource_response.data.items.map((p) => p.username)).toEqual(["fan_3", "fan_1"]);
  });

  it("IMPL-025 pages by bookmark (keyset), never repeating or skipping, across equal timestamps", async () => {
    const db = t.database.db;
    const twin = await buildUser(db, { username: "twin_star" });
    const same = new Date(Date.UTC(2026, 2, 1));
    const twins = await Promise.all(Array.from({ length: 7 }, () => buildUser(db)));
    await db
      .insert(schema.follows)
      .values(twins.map((f) => ({ followerId: f.id, followeeId: twin.id, createdAt: same })));
    const seen: string[] = [];
    let bookmark: string | null | undefined;
    do {
      const query: Record<string, string> = { username: "twin_star", page_size: "3" };
      if (bookmark) query.bookmark = bookmark;
      const page = (await getJson<People>(t.app, FOLLOWERS, query)).body.resource_response.data;
      seen.push(...page.items.map((p) => p.id));
      bookmark = page.bookmark;
    } while (bookmark);
    expect(seen).toHaveLength(7);
    expect(new Set(seen)).toEqual(new Set(twins.map((f) => f.id)));
    const bad = await getJson(t.app, FOLLOWERS, { username: "twin_star", bookmark: "not-a-bookmark" });
    expect(bad.status).toBe(400);
  });

  it("FOLLOW-019/016 a signed-in viewer sees their own follow state per row, and their own row marked is_viewer", async () => {
    const viewer = await verifiedMember(t, "lister");
    await t.database.db.insert(schema.follows).values({ followerId: viewer.id, followeeId: star.id });
    await viewer.browser.post(FOLLOW, { user_id: fans[2]?.id });
    const { body } = await viewer.browser.get<People>(FOLLOWERS, { username: "star_maker" });
    const rows = new Map(body.resource_response.data.items.map((p) => [p.id, p]));
    expect(rows.get(viewer.id)).toMatchObject({ is_viewer: true, explicitly_followed_by_me: false });
    expect(rows.get(fans[2]?.id ?? "")).toMatchObject({
      explicitly_followed_by_me: true,
      followed_by_me: true,
      follower_count: 1,
      is_viewer: false,
    });
    expect(rows.get(fans[0]?.id ?? "")).toMatchObject({ explicitly_followed_by_me: false });
  });

  it("IMPL-025 suspended and deactivated people are never listed; their own lists are NOT_FOUND, as are unknown users", async () => {
    const db = t.database.db;
    await db
      .update(schema.users)
      .set({ state: "suspended" })
      .where(eq(schema.users.id, fans[0]?.id ?? ""));
    await db
      .update(schema.users)
      .set({ state: "deactivated", deactivationReason: "user_request" })
      .where(eq(schema.users.id, fans[3]?.id ?? ""));
    const followers = await getJson<People>(t.app, FOLLOWERS, { username: "star_maker" });
    const names = followers.body.resource_response.data.items.map((p) => p.username);
    expect(names).not.toContain("fan_0");
    expect(names).not.toContain("fan_3");
    const following = await getJson<People>(t.app, FOLLOWING, { username: "star_maker" });
    expect(following.body.resource_response.data.items.map((p) => p.username)).toEqual(["fan_1"]);
    for (const username of ["fan_0", "fan_3", "nobody_here"]) {
      expect((await getJson(t.app, FOLLOWERS, { username })).status).toBe(404);
      expect((await getJson(t.app, FOLLOWING, { username })).status).toBe(404);
    }
  });
});

describe("followers and following lists for logged-out visitors are cached (IMPL-025)", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ publicCacheTtlMs: 60_000 });
  });
  afterAll(() => t.close());

  it("IMPL-025 a logged-out read is answered from the public cache the second time; a signed-in one never is", async () => {
    const db = t.database.db;
    const star = await buildUser(db, { username: "cached_star" });
    const fan = await buildUser(db);
    await db.insert(schema.follows).values({ followerId: fan.id, followeeId: star.id });
    for (const path of [FOLLOWERS, FOLLOWING]) {
      const url = `${path}?username=cached_star`;
      const first = await t.app.inject({ method: "GET", url });
      const second = await t.app.inject({ method: "GET", url });
      expect(first.headers["x-cache"]).toBe("miss");
      expect(second.headers["x-cache"]).toBe("hit");
      expect(second.body).toBe(first.body);
    }
    const viewer = await verifiedMember(t, "fresh_reader");
    const signedIn = await viewer.browser.get<People>(FOLLOWERS, { username: "cached_star" });
    expect(signedIn.headers["x-cache"]).toBeUndefined();
  });
});
