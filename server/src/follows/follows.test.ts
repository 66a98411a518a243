import type { EndpointData, FollowState, UserProfile, userFollowEndpoint } from "@corkboard/core/contract";
import { t as message } from "@corkboard/core/messages";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkIn, waitForMail } from "../auth/auth-test-kit.ts";
import { schema } from "../platform/db/index.ts";
import { accountKey } from "../platform/rate-limit/index.ts";
import { buildBoard, buildUser } from "../test/factories.ts";
import { csrfHeaders, TestBrowser } from "../test/inject.ts";
import { type SignedInUser as Member, signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import {
  BULK_FOLLOW,
  FOLLOW,
  followCounts,
  PROFILE,
  put,
  UNFOLLOW,
  verifiedMember,
} from "./follows-test-kit.ts";

type FollowAnswer = EndpointData<typeof userFollowEndpoint>;

describe("following creators (FOLLOW-001…016)", () => {
  let t: TestApp;
  let ana: Member;
  let creator: Member;

  beforeAll(async () => {
    t = await buildTestApp({ publicOrigin: "https://follows.example" });
    ana = await verifiedMember(t, "ana");
    creator = await verifiedMember(t, "creator");
  });
  afterAll(() => t.close());

  const isFollowing = async (followerId: string, followeeId: string) =>
    (
      await t.database.db
        .select()
        .from(schema.follows)
        .where(and(eq(schema.follows.followerId, followerId), eq(schema.follows.followeeId, followeeId)))
    ).length === 1;

  it("FOLLOW-001 FOLLOW-005 FOLLOW-002 a follow answers the follow state, and the user record carries its fields, the counts and followed_by_me for the viewer", async () => {
    const answer = await ana.browser.post<FollowAnswer>(FOLLOW, {
      user_id: creator.id,
      aux_data: { pin_id: "123" },
      client_tracking_params: "CwABAAAAEDU2",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.resource_response.data).toEqual({
      user_id: creator.id,
      explicitly_followed_by_me: true,
      followed_by_me: true,
      follower_count: 1,
      invite: null,
    });
    const seenByAna = await ana.browser.get<UserProfile>(PROFILE, { user_id: creator.id });
    expect(seenByAna.body.resource_response.data).toMatchObject({
      id: creator.id,
      entity_id: creator.id,
      username: creator.username,
      full_name: expect.any(String),
      image_medium_url: null,
      avatar_color_index: expect.any(Number),
      follower_count: 1,
      following_count: 0,
      explicitly_followed_by_me: true,
      followed_by_me: true,
      is_viewer: false,
    });
    const anaProfile = await new TestBrowser(t.app).get<UserProfile>(PROFILE, { username: ana.username });
    expect(anaProfile.body.resource_response.data).toMatchObject({
      following_count: 1,
      follower_count: 0,
      explicitly_followed_by_me: false,
      followed_by_me: false,
    });
  });

  it("FOLLOW-005 following twice is harmless: the same answer, one row, counted once", async () => {
    const again = await ana.browser.post<FollowAnswer>(FOLLOW, { user_id: creator.id });
    expect(again.status).toBe(200);
    expect(again.body.resource_response.data).toMatchObject({
      explicitly_followed_by_me: true,
      follower_count: 1,
    });
    expect(await followCounts(t, creator.id)).toEqual({
      stored: { followers: 1, following: 0 },
      rows: { followers: 1, following: 0 },
    });
  });

  it("FOLLOW-006 unfollow (no invite_code) answers not-followed; unfollowing again gives the same answer", async () => {
    const first = await ana.browser.post<FollowState>(UNFOLLOW, { user_id: creator.id, aux_data: {} });
    const second = await ana.browser.post<FollowState>(UNFOLLOW, { user_id: creator.id });
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.body.resource_response.data).toEqual({
        user_id: creator.id,
        explicitly_followed_by_me: false,
        followed_by_me: false,
        follower_count: 0,
      });
    }
    expect(await isFollowing(ana.id, creator.id)).toBe(false);
    expect((await followCounts(t, ana.id)).stored).toEqual({ followers: 0, following: 0 });
  });

  it("FOLLOW-016 the server refuses a self-follow with CANNOT_FOLLOW_SELF and the catalogue's message", async () => {
    for (const path of [FOLLOW, UNFOLLOW]) {
      const answer = await ana.browser.post(path, { user_id: ana.id });
      expect(answer.status).toBe(400);
      expect(answer.body.resource_response.error).toMatchObject({
        code: "CANNOT_FOLLOW_SELF",
        message: message("error.CANNOT_FOLLOW_SELF"),
      });
    }
    expect(await isFollowing(ana.id, ana.id)).toBe(false);
  });

  it("FOLLOW-001 unknown, suspended and deactivated people are NOT_FOUND to follow and unfollow; soft-banned ones may be followed", async () => {
    const db = t.database.db;
    const suspended = await buildUser(db, { state: "suspended" });
    const deactivated = await buildUser(db, { state: "deactivated", deactivationReason: "user_request" });
    const softBanned = await buildUser(db, { state: "soft_banned" });
    for (const userId of [suspended.id, deactivated.id, "987654321987654321"]) {
      for (const path of [FOLLOW, UNFOLLOW]) {
        const answer = await ana.browser.post(path, { user_id: userId });
        expect(answer.status, `${path} ${userId}`).toBe(404);
        expect(answer.body.resource_response.error?.code).toBe("NOT_FOUND");
      }
    }
    expect((await ana.browser.post(FOLLOW, { user_id: softBanned.id })).status).toBe(200);
    await ana.browser.post(UNFOLLOW, { user_id: softBanned.id });
  });

  it("FOLLOW-013/012 an unverified email gets EMAIL_NOT_VERIFIED (403) from the declaration; logged out gets UNAUTHORIZED", async () => {
    const unverified = await signedIn(t, "unverified");
    for (const [path, body] of [
      [FOLLOW, { user_id: creator.id }],
      [UNFOLLOW, { user_id: creator.id }],
    ] as const) {
      const answer = await unverified.browser.post(path, body);
      expect(answer.status).toBe(403);
      expect(answer.body.resource_response.error?.code).toBe("EMAIL_NOT_VERIFIED");
      const anonymous = await new TestBrowser(t.app, t.config.publicOrigin).post(path, body);
      expect(anonymous.status).toBe(401);
    }
    const bulk = await put(t, unverified.browser, BULK_FOLLOW, { followee_ids: creator.id });
    expect(bulk.body.resource_response.error?.code).toBe("EMAIL_NOT_VERIFIED");
    expect(await isFollowing(unverified.id, creator.id)).toBe(false);
  });

  it("FOLLOW-008 bulk follow takes comma-joined ids, collapses repeats, and answers each person's state", async () => {
    const db = t.database.db;
    const people = await Promise.all([buildUser(db), buildUser(db), buildUser(db)]);
    const ids = people.map((p) => p.id);
    await ana.browser.post(FOLLOW, { user_id: ids[0] });
    const answer = await put<{ users: FollowState[] }>(t, ana.browser, BULK_FOLLOW, {
      followee_ids: [...ids, ids[1]].join(","),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.resource_response.data.users).toEqual(
      ids.map((id) => ({
        user_id: id,
        explicitly_followed_by_me: true,
        followed_by_me: true,
        follower_count: 1,
      })),
    );
    for (const id of ids) expect(await isFollowing(ana.id, id)).toBe(true);
    expect(await followCounts(t, ana.id)).toEqual({
      stored: { followers: 0, following: 3 },
      rows: { followers: 0, following: 3 },
    });
  });

  it("FOLLOW-008 bulk follow is all or nothing: an unknown, suspended or self id refuses the call and follows nobody", async () => {
    const db = t.database.db;
    const fresh = await buildUser(db);
    const suspended = await buildUser(db, { state: "suspended" });
    const cases: [string, number, string][] = [
      [`${fresh.id},987654321987654321`, 404, "NOT_FOUND"],
      [`${fresh.id},${suspended.id}`, 404, "NOT_FOUND"],
      [`${fresh.id},${ana.id}`, 400, "CANNOT_FOLLOW_SELF"],
      [`${fresh.id},9999999999999999999`, 400, "INVALID_INPUT"],
      [`${fresh.id},0`, 400, "INVALID_INPUT"],
      [`${fresh.id},,1`, 400, "INVALID_INPUT"],
      [`${fresh.id}, 1`, 400, "INVALID_INPUT"],
    ];
    for (const [followeeIds, status, code] of cases) {
      const answer = await put(t, ana.browser, BULK_FOLLOW, { followee_ids: followeeIds });
      expect(answer.status, followeeIds).toBe(status);
      expect(answer.body.resource_response.error?.code, followeeIds).toBe(code);
    }
    expect(await isFollowing(ana.id, fresh.id)).toBe(false);
  });

  it("FOLLOW-008 the stated maximum: 50 distinct people per call; 51 is INVALID_INPUT", async () => {
    const many = Array.from({ length: 51 }, (_, i) => String(1_000_000 + i));
    const answer = await put(t, ana.browser, BULK_FOLLOW, { followee_ids: many.join(",") });
    expect(answer.status).toBe(400);
    expect(answer.body.resource_response.error).toMatchObject({
      code: "INVALID_INPUT",
      message: message("follows.bulk.tooMany", { max: 50 }),
    });
  });

  it("FOLLOW-008 a bulk follow spends one point of the follow limit per person, refusing (and spending nothing) past it", async () => {
    const db = t.database.db;
    const bulker = await verifiedMember(t, "bulker");
    const people = await Promise.all(Array.from({ length: 5 }, () => buildUser(db)));
    const limiter = t.app.appContext.endpointLimits.follow;
    const before = await limiter.check(accountKey(bulker.id));
    await put(t, bulker.browser, BULK_FOLLOW, { followee_ids: people.map((p) => p.id).join(",") });
    const after = await limiter.check(accountKey(bulker.id));
    expect(before.remaining - after.remaining).toBe(5);
    // Leave room for the registrar's one point but not for the bulk's other four.
    await limiter.consume(accountKey(bulker.id), after.remaining - 2);
    const refused = await put(t, bulker.browser, BULK_FOLLOW, {
      followee_ids: (await Promise.all(Array.from({ length: 5 }, () => buildUser(db))))
        .map((p) => p.id)
        .join(","),
    });
    expect(refused.status).toBe(429);
    expect(refused.body.resource_response.error?.code).toBe("RATE_LIMITED");
    expect((await limiter.check(accountKey(bulker.id))).remaining).toBe(1);
    expect((await followCounts(t, bulker.id)).rows.following).toBe(5);
  });

  it("FOLLOW-001 counts stay exact under concurrency: 50 follows and unfollows of one creator at once", async () => {
    const star = await verifiedMember(t, "star");
    const fans = await Promise.all(Array.from({ length: 10 }, (_, i) => verifiedMember(t, `fan${i}`)));
    const calls = fans.flatMap((fan, i) =>
      [FOLLOW, UNFOLLOW, FOLLOW, UNFOLLOW, FOLLOW].map((path, j) => ({
        fan,
        // Half the fans end on a follow, half on an unfollow; all 50 calls race.
        path: i % 2 === 1 && j === 4 ? UNFOLLOW : path,
      })),
    );
    const answers = await Promise.all(
      calls.map(({ fan, path }) =>
        t.app.inject({
          method: "POST",
          url: path,
          headers: { ...csrfHeaders(t.config.publicOrigin), cookie: fan.browser.cookieHeader() },
          remoteAddress: fan.browser.remoteAddress,
          payload: { user_id: star.id },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(calls.map(() => 200));
    const counts = await followCounts(t, star.id);
    expect(counts.stored.followers).toBe(counts.rows.followers);
    for (const fan of fans) {
      const own = await followCounts(t, fan.id);
      expect(own.stored.following).toBe(own.rows.following);
    }
    // And once everything has settled, one more follow by each fan makes it exactly ten.
    await Promise.all(fans.map((fan) => fan.browser.post(FOLLOW, { user_id: star.id })));
    expect(await followCounts(t, star.id)).toEqual({
      stored: { followers: 10, following: 0 },
      rows: { followers: 10, following: 0 },
    });
  });

  it("FOLLOW-001 A following B while B follows A, many times at once, neither deadlocks nor miscounts", async () => {
    const a = await verifiedMember(t, "mutual_a");
    const b = await verifiedMember(t, "mutual_b");
    const calls = Array.from({ length: 20 }, (_, i) => {
      const [who, whom] = i % 2 === 0 ? [a, b] : [b, a];
      return t.app.inject({
        method: "POST",
        url: i % 4 < 2 ? FOLLOW : UNFOLLOW,
        headers: { ...csrfHeaders(t.config.publicOrigin), cookie: who.browser.cookieHeader() },
        remoteAddress: who.browser.remoteAddress,
        payload: { user_id: whom.id },
      });
    });
    expect((await Promise.all(calls)).map((r) => r.statusCode)).toEqual(calls.map(() => 200));
    for (const person of [a, b]) {
      const counts = await followCounts(t, person.id);
      expect(counts.stored).toEqual(counts.rows);
    }
  });

  it("FOLLOW-007 a follow made with an invite code accepts the board invite it names and answers the board", async () => {
    const owner = await verifiedMember(t, "inviter");
    const invitee = await verifiedMember(t, "invitee");
    const board = await buildBoard(t.database.db, owner.id, { name: "Shared kitchen", privacy: "secret" });
    const sent = await owner.browser.post("/resource/BoardInviteResource/create/", {
      board_id: board.id,
      invited_user_ids: [invitee.id],
    });
    expect(sent.status).toBe(200);
    const code = linkIn((await waitForMail(t.app, invitee.email))?.text).split("/invite/board/")[1] ?? "";

    // An invite code from someone else than the person followed accepts nothing and follows nobody.
    const wrong = await invitee.browser.post(FOLLOW, { user_id: creator.id, invite_code: code });
    expect(wrong.status).toBe(404);
    expect(wrong.body.resource_response.error?.code).toBe("INVITE_INVALID");
    expect(await isFollowing(invitee.id, creator.id)).toBe(false);

    const answer = await invitee.browser.post<FollowAnswer>(FOLLOW, { user_id: owner.id, invite_code: code });
    expect(answer.status).toBe(200);
    expect(answer.body.resource_response.data).toMatchObject({
      user_id: owner.id,
      explicitly_followed_by_me: true,
      invite: {
        status: "accepted",
        board: { id: board.id, name: "Shared kitchen", collaborated_by_me: true },
      },
    });
    const [collaborator] = await t.database.db
      .select()
      .from(schema.boardCollaborators)
      .where(eq(schema.boardCollaborators.userId, invitee.id));
    expect(collaborator?.boardId).toBe(board.id);

    // The code is spent: using it again is INVITE_INVALID (the follow itself stays).
    const again = await invitee.browser.post(FOLLOW, { user_id: owner.id, invite_code: code });
    expect(again.body.resource_response.error?.code).toBe("INVITE_INVALID");
    expect(await isFollowing(invitee.id, owner.id)).toBe(true);
  });

  it("FOLLOW-005 bad input is INVALID_INPUT naming the field", async () => {
    for (const body of [{}, { user_id: "abc" }, { user_id: creator.id, aux_data: { pin_id: "x" } }]) {
      const answer = await ana.browser.post(FOLLOW, body);
      expect(answer.status).toBe(400);
      expect(answer.body.resource_response.error?.code).toBe("INVALID_INPUT");
    }
  });
});
