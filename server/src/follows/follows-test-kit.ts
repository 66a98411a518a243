import type { Page, PinSaveResult, PinSummary } from "@corkboard/core/contract";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { schema } from "../platform/db/index.ts";
import { buildImage } from "../test/factories.ts";
import { csrfHeaders, type TestBrowser, type TestEnvelope } from "../test/inject.ts";
import { type SignedInUser as Member, signedIn } from "../test/signed-in.ts";
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

/** Newest first, by the followed feed's keyset (created_at, id). */
export function newestFirst<T extends { id: string; createdAt: Date }>(pins: T[]): string[] {
  return [...pins]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (BigInt(b.id) > BigInt(a.id) ? 1 : -1))
    .map((pin) => pin.id);
}

/** Every page of the member's followed feed at `pageSize`, through the route. */
export async function readFollowedFeed(member: Member, pageSize: number): Promise<string[]> {
  const ids: string[] = [];
  let bookmark: string | null = null;
  for (let guard = 0; guard < 200; guard++) {
    const query: Record<string, string> = { page_size: String(pageSize) };
    if (bookmark) query.bookmark = bookmark;
    const answer = await member.browser.get<Page<PinSummary>>(FOLLOWING_FEED, query);
    expect(answer.status).toBe(200);
    ids.push(...answer.body.resource_response.data.items.map((pin) => pin.id));
    bookmark = answer.body.resource_response.data.bookmark;
    if (bookmark === null) break;
  }
  return ids;
}

/** A new pin saved through the route (so its save queues the feed's fan-out); its row. */
export async function savePinByRoute(t: TestApp, maker: Member, boardId: string) {
  const image = await buildImage(t.database.db);
  const answer = await maker.browser.post<PinSaveResult>("/resource/PinResource/create/", {
    board_id: boardId,
    media_upload_id: image.id,
    method: "uploaded",
    is_buyable_pin: false,
    title: "Fresh pin",
    description: "",
  });
  expect(answer.status).toBe(200);
  const [row] = await t.database.db
    .select()
    .from(schema.pins)
    .where(eq(schema.pins.id, answer.body.resource_response.data.id));
  if (!row) throw new Error("pin not saved");
  return row;
}
