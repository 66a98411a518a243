import { eq } from "drizzle-orm";
import { type Member, signedIn } from "../boards/board-test-kit.ts";
import { schema } from "../platform/db/index.ts";
import { csrfHeaders, type TestBrowser, type TestEnvelope } from "../test/inject.ts";
import type { TestApp } from "../test/test-app.ts";

export const FOLLOW = "/resource/UserFollowResource/create/";
export const UNFOLLOW = "/resource/UserFollowResource/delete/";
export const BULK_FOLLOW = "/v3/users/follow/";
export const FOLLOWERS = "/resource/UserFollowersResource/get/";
export const FOLLOWING = "/resource/UserFollowingResource/get/";
export const FOLLOWING_FEED = "/resource/FollowingFeedResource/get/";
export const PIN_CREATORS = "/resource/PinCreatorsResource/get/";
export const PROFILE = "/resource/UserResource/get/";

/** A signed-up person whose email is verified (following needs it, FOLLOW-013). */
export async function verifiedMember(t: TestApp, name = "member"): Promise<Member> {
  const member = await signedIn(t, name);
  await t.database.db.update(schema.users).set({ emailVerified: true }).where(eq(schema.users.id, member.id));
  return member;
}

/** A PUT with a JSON body, as the SPA sends it. */
export async function put<T = unknown>(t: TestApp, browser: TestBrowser, path: string, body: unknown) {
  const response = await t.app.inject({
    method: "PUT",
    url: path,
    headers: { ...csrfHeaders(t.config.publicOrigin), cookie: browser.cookieHeader() },
    remoteAddress: browser.remoteAddress,
    payload: body as Record<string, unknown>,
  });
  return { status: response.statusCode, body: response.json() as TestEnvelope<T> };
}

/** A user's stored counts and the follow rows that should match them. */
export async function followCounts(t: TestApp, userId: string) {
  const db = t.database.db;
  const [user] = await db
    .select({ followers: schema.users.followerCount, following: schema.users.followingCount })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  const followerRows = await db.select().from(schema.follows).where(eq(schema.follows.followeeId, userId));
  const followingRows = await db.select().from(schema.follows).where(eq(schema.follows.followerId, userId));
  return {
    stored: { followers: user?.followers ?? -1, following: user?.following ?? -1 },
    rows: { followers: followerRows.length, following: followingRows.length },
  };
}
