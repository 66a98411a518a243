import type { Page, PinSaveResult, PinSummary } from "@corkboard/core/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { buildBoard, buildImage, buildPin, buildUser } from "../test/factories.ts";
import type { SignedInUser } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import {
  FOLLOW,
  FOLLOWING_FEED,
  newestFirst,
  readFollowedFeed,
  savePinByRoute,
  UNFOLLOW,
  verifiedMember,
} from "./follows-test-kit.ts";

// The materialised followed feed (D-060): entries written by jobs on save and on follow,
// cleared on unfollow, trimmed to a cap with the older pages read on the fly (D-033), and
// every visibility rule decided when read.

type Pins = Page<PinSummary>;
const CREATE = "/resource/PinResource/create/";
const REPIN = "/resource/RepinResource/create/";
const at = (day: number, hour = 0) => new Date(Date.UTC(2026, 3, day, hour));

function helpers(t: () => TestApp) {
  const db = () => t().database.db;
  return {
    idle: () => t().app.appContext.jobs.idle(20_000),
    entries: async (viewerId: string) =>
      (await db().select().from(schema.feedItems).where(eq(schema.feedItems.viewerId, viewerId))).map(
        (row) => row.pinId,
      ),
    state: async (viewerId: string) =>
      (await db().select().from(schema.feedViewers).where(eq(schema.feedViewers.viewerId, viewerId)))[0],
    /** The viewer's feed, built: the first read queues the build, which the jobs then run. */
    built: async (member: SignedInUser) => {
      await member.browser.get<Pins>(FOLLOWING_FEED, { page_size: "1" });
      await t().app.appContext.jobs.idle(20_000);
    },
  };
}

describe("the materialised followed feed (D-060, FOLLOW-009)", () => {
  let t: TestApp;
  const h = helpers(() => t);

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** A signed-in creator with a public board and an image to pin. */
  async function creator(name: string) {
    const member = await verifiedMember(t, name);
    const board = await buildBoard(t.database.db, member.id, { name: `${name} board` });
    return { member, board };
  }

  async function createPin(maker: SignedInUser, boardId: string): Promise<string> {
    return (await savePinByRoute(t, maker, boardId)).id;
  }

  it("FOLLOW-009 a viewer whose follows predate their feed is read on the fly, then built by a job and read from entries", async () => {
    const viewer = await verifiedMember(t, "fm_early");
    const maker = await buildUser(t.database.db);
    const board = await buildBoard(t.database.db, maker.id);
    const pins = [
      await buildPin(t.database.db, board, { createdAt: at(1) }),
      await buildPin(t.database.db, board, { createdAt: at(2) }),
    ];
    await t.database.db.insert(schema.follows).values({ followerId: viewer.id, followeeId: maker.id });
    expect(await h.state(viewer.id)).toBeUndefined();
    expect(await readFollowedFeed(viewer, 25)).toEqual(newestFirst(pins));
    await h.idle();
    expect(await h.state(viewer.id)).toMatchObject({ horizonAt: null });
    expect((await h.entries(viewer.id)).sort()).toEqual(pins.map((p) => p.id).sort());
    expect(await readFollowedFeed(viewer, 1)).toEqual(newestFirst(pins));
  });

  it("FOLLOW-009 fan-out on write: a followed person's new pin and their save (repin) reach the follower's feed", async () => {
    const viewer = await verifiedMember(t, "fm_reader");
    const { member: maker, board } = await creator("fm_maker");
    expect((await viewer.browser.post(FOLLOW, { user_id: maker.id })).status).toBe(200);
    await h.built(viewer);
    const created = await createPin(maker, board.id);
    const stranger = await buildUser(t.database.db);
    const source = await buildPin(t.database.db, await buildBoard(t.database.db, stranger.id));
    const repin = await maker.browser.post<PinSaveResult>(REPIN, {
      pin_id: source.id,
      board_id: board.id,
      method: "button",
      is_buyable_pin: false,
    });
    expect(repin.status).toBe(200);
    const saved = repin.body.resource_response.data.id;
    await h.idle();
    expect(await h.entries(viewer.id)).toEqual(expect.arrayContaining([created, saved]));
    expect(await readFollowedFeed(viewer, 25)).toEqual([saved, created]);
    // The stranger's pin itself is not theirs to see in this feed.
    expect(await h.entries(viewer.id)).not.toContain(source.id);
  });

  it("FOLLOW-009 backfill on follow: the person's newest pins join a built feed; unfollow clears them at once", async () => {
    const viewer = await verifiedMember(t, "fm_backfill");
    await h.built(viewer);
    expect(await h.state(viewer.id)).toBeDefined();
    const maker = await buildUser(t.database.db);
    const board = await buildBoard(t.database.db, maker.id);
    const pins = [];
    for (let day = 1; day <= 3; day++)
      pins.push(await buildPin(t.database.db, board, { createdAt: at(day) }));
    expect((await viewer.browser.post(FOLLOW, { user_id: maker.id })).status).toBe(200);
    await h.idle();
    expect((await h.entries(viewer.id)).sort()).toEqual(pins.map((p) => p.id).sort());
    expect(await readFollowedFeed(viewer, 2)).toEqual(newestFirst(pins));

    expect((await viewer.browser.post(UNFOLLOW, { user_id: maker.id })).status).toBe(200);
    expect(await h.entries(viewer.id)).toEqual([]);
    expect(await readFollowedFeed(viewer, 25)).toEqual([]);
  });

  it("FOLLOW-009 decided when read: deleted pins, pins moved to a secret board and suspended or deactivated creators never show; a secret board's pins show to its collaborator", async () => {
    const db = t.database.db;
    const viewer = await verifiedMember(t, "fm_visibility");
    const makers = await Promise.all([buildUser(db), buildUser(db), buildUser(db), buildUser(db)]);
    const [maker, suspended, deactivated, sharer] = makers as [
      (typeof makers)[0],
      (typeof makers)[0],
      (typeof makers)[0],
      (typeof makers)[0],
    ];
    await db.insert(schema.follows).values(makers.map((m) => ({ followerId: viewer.id, followeeId: m.id })));
    const board = await buildBoard(db, maker.id);
    const secret = await buildBoard(db, maker.id, { privacy: "secret" });
    const shared = await buildBoard(db, sharer.id, { privacy: "secret" });
    await db.insert(schema.boardCollaborators).values({ boardId: shared.id, userId: viewer.id });
    const kept = await buildPin(db, board, { createdAt: at(1) });
    const deleted = await buildPin(db, board, { createdAt: at(2) });
    const moved = await buildPin(db, board, { createdAt: at(3) });
    const ofSuspended = await buildPin(db, await buildBoard(db, suspended.id), { createdAt: at(4) });
    const ofDeactivated = await buildPin(db, await buildBoard(db, deactivated.id), { createdAt: at(5) });
    const collaborated = await buildPin(db, shared, { createdAt: at(6) });
    await h.built(viewer);
    expect(await h.entries(viewer.id)).toHaveLength(6);
    expect(await readFollowedFeed(viewer, 25)).toEqual(
      newestFirst([kept, deleted, moved, ofSuspended, ofDeactivated, collaborated]),
    );

    await db.delete(schema.pins).where(eq(schema.pins.id, deleted.id));
    await db.update(schema.pins).set({ boardId: secret.id }).where(eq(schema.pins.id, moved.id));
    await db.update(schema.users).set({ state: "suspended" }).where(eq(schema.users.id, suspended.id));
    await db.update(schema.users).set({ state: "deactivated" }).where(eq(schema.users.id, deactivated.id));
    expect(await readFollowedFeed(viewer, 2)).toEqual([collaborated.id, kept.id]);
    // A follower who does not collaborate on the secret board never sees its pin.
    const outsider = await verifiedMember(t, "fm_outsider");
    await db.insert(schema.follows).values({ followerId: outsider.id, followeeId: sharer.id });
    await h.built(outsider);
    expect(await h.entries(outsider.id)).toEqual([collaborated.id]);
    expect(await readFollowedFeed(outsider, 25)).toEqual([]);
  });

  it("FOLLOW-009 concurrency: a follow racing the person's new pin, and an unfollow racing one — the feed ends right either way", async () => {
    const viewer = await verifiedMember(t, "fm_racer");
    await h.built(viewer);
    const raced: string[] = [];
    for (let round = 0; round < 4; round++) {
      const { member: maker, board } = await creator(`fm_race_${round}`);
      const [followed, pinId] = await Promise.all([
        viewer.browser.post(FOLLOW, { user_id: maker.id }),
        createPin(maker, board.id),
      ]);
      expect(followed.status).toBe(200);
      raced.push(pinId);
    }
    await h.idle();
    expect((await readFollowedFeed(viewer, 25)).sort()).toEqual([...raced].sort());

    const { member: leaver, board } = await creator("fm_race_leave");
    expect((await viewer.browser.post(FOLLOW, { user_id: leaver.id })).status).toBe(200);
    await h.idle();
    const [unfollowed] = await Promise.all([
      viewer.browser.post(UNFOLLOW, { user_id: leaver.id }),
      createPin(leaver, board.id),
    ]);
    expect(unfollowed.status).toBe(200);
    await h.idle();
    const shown = await readFollowedFeed(viewer, 25);
    expect(shown.sort()).toEqual([...raced].sort());
    const leftovers = await t.database.db
      .select()
      .from(schema.feedItems)
      .where(and(eq(schema.feedItems.viewerId, viewer.id), eq(schema.feedItems.creatorId, leaver.id)));
    // A fan-out that read the follow before the unfollow may leave an entry; the read skips it.
    expect(leftovers.length).toBeLessThanOrEqual(1);
  });
});

describe("the materialised followed feed past its cap (D-060: older pages on the fly, D-033)", () => {
  let t: TestApp;
  const h = helpers(() => t);
  const CAP = 4;

  beforeAll(async () => {
    t = await buildTestApp({ homeFeedCap: CAP });
  });
  afterAll(() => t.close());

  it("FOLLOW-009 many people followed, pins interleaved, secret ones newest: every page size is exactly the merged order across the horizon", async () => {
    const db = t.database.db;
    const reader = await verifiedMember(t, "cap_reader");
    const wanted: { id: string; createdAt: Date }[] = [];
    for (let person = 0; person < 12; person++) {
      const maker = await buildUser(db, { username: `cap_creator_${person}` });
      await db.insert(schema.follows).values({ followerId: reader.id, followeeId: maker.id });
      const board = await buildBoard(db, maker.id, { name: "Listed" });
      const secret = await buildBoard(db, maker.id, { name: "Hidden", privacy: "secret" });
      await buildPin(db, secret, { createdAt: at(20, person) });
      for (let n = 0; n <= person % 4; n++)
        wanted.push(await buildPin(db, board, { createdAt: at(10 + n, person) }));
    }
    // Two at the same instant: the id breaks the tie, on both sides of the horizon.
    const tied = await buildUser(db, { username: "cap_tied" });
    await db.insert(schema.follows).values({ followerId: reader.id, followeeId: tied.id });
    const tiedBoard = await buildBoard(db, tied.id);
    for (const day of [11, 11, 10, 10]) wanted.push(await buildPin(db, tiedBoard, { createdAt: at(day, 5) }));
    const expected = newestFirst(wanted);

    const before = await readFollowedFeed(reader, 7);
    expect(before).toEqual(expected);
    await h.idle();
    const state = await h.state(reader.id);
    expect(state?.horizonAt).not.toBeNull();
    expect((await h.entries(reader.id)).length).toBe(CAP);
    for (const pageSize of [1, 3, 4, 5, 50]) {
      expect(await readFollowedFeed(reader, pageSize), `page size ${pageSize}`).toEqual(expected);
    }

    // New pins fan out above the horizon and the feed is trimmed back when it grows.
    const fresh = await verifiedMember(t, "cap_fresh_maker");
    await db.insert(schema.follows).values({ followerId: reader.id, followeeId: fresh.id });
    const freshBoard = await buildBoard(db, fresh.id);
    const freshPins: { id: string; createdAt: Date }[] = [];
    for (let n = 0; n < 3; n++) {
      const image = await buildImage(db);
      const answer = await fresh.browser.post<PinSaveResult>(CREATE, {
        board_id: freshBoard.id,
        media_upload_id: image.id,
        method: "uploaded",
        is_buyable_pin: false,
        title: `fresh ${n}`,
        description: "",
      });
      const [row] = await db
        .select()
        .from(schema.pins)
        .where(eq(schema.pins.id, answer.body.resource_response.data.id));
      if (row) freshPins.push(row);
    }
    await h.idle();
    const all = newestFirst([...wanted, ...freshPins]);
    for (const pageSize of [1, 3, 50]) {
      expect(await readFollowedFeed(reader, pageSize), `after new pins, page size ${pageSize}`).toEqual(all);
    }
  });

  it("FOLLOW-009 following someone with more pins than the cap raises the horizon; nothing is lost", async () => {
    const db = t.database.db;
    const reader = await verifiedMember(t, "cap_prolific_reader");
    const quiet = await buildUser(db);
    await db.insert(schema.follows).values({ followerId: reader.id, followeeId: quiet.id });
    const quietPins = [await buildPin(db, await buildBoard(db, quiet.id), { createdAt: at(1) })];
    await h.built(reader);
    expect(await h.state(reader.id)).toMatchObject({ horizonAt: null });
    const prolific = await buildUser(db);
    const board = await buildBoard(db, prolific.id);
    const many = [];
    for (let day = 2; day <= 9; day++) many.push(await buildPin(db, board, { createdAt: at(day) }));
    expect((await reader.browser.post(FOLLOW, { user_id: prolific.id })).status).toBe(200);
    await h.idle();
    expect((await h.state(reader.id))?.horizonAt).not.toBeNull();
    expect((await h.entries(reader.id)).length).toBeLessThanOrEqual(CAP);
    for (const pageSize of [1, 2, 3, 25]) {
      expect(await readFollowedFeed(reader, pageSize), `page size ${pageSize}`).toEqual(
        newestFirst([...quietPins, ...many]),
      );
    }
  });
});
