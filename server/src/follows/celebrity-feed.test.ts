import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { buildBoard, buildPin } from "../test/factories.ts";
import type { SignedInUser } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import {
  FOLLOW,
  newestFirst,
  readFollowedFeed,
  savePinByRoute,
  UNFOLLOW,
  verifiedMember,
} from "./follows-test-kit.ts";

// The celebrity rule (D-069): a creator with more followers than the threshold is not fanned
// out on write; their pins are merged into each follower's page when read. The threshold is
// 2 here and the cap 4, so the merge meets the horizon and D-033's older pages too.

type Dated = { id: string; createdAt: Date };
const THRESHOLD = 2;
const CAP = 4;
const PAGE_SIZES = [1, 2, 3, 5, 50];
const at = (day: number, hour = 0) => new Date(Date.UTC(2026, 4, day, hour));

describe("the celebrity rule of the materialised followed feed (D-069, FOLLOW-009)", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ homeFeedCap: CAP, homeFeedCelebrityFollowers: THRESHOLD });
  });
  afterAll(() => t.close());

  const idle = () => t.app.appContext.jobs.idle(20_000);
  const celebrityRow = async (creatorId: string) =>
    (
      await t.database.db
        .select()
        .from(schema.feedCelebrities)
        .where(eq(schema.feedCelebrities.creatorId, creatorId))
    )[0];
  const entries = async (viewerId: string) =>
    (await t.database.db.select().from(schema.feedItems).where(eq(schema.feedItems.viewerId, viewerId))).map(
      (row) => row.pinId,
    );

  async function expectExact(reader: SignedInUser, wanted: Dated[], when: string) {
    const expected = newestFirst(wanted);
    for (const pageSize of PAGE_SIZES)
      expect(await readFollowedFeed(reader, pageSize), `${when}, page size ${pageSize}`).toEqual(expected);
  }

  async function follow(member: SignedInUser, userId: string) {
    expect((await member.browser.post(FOLLOW, { user_id: userId })).status).toBe(200);
  }

  /** A pin made through the route, so its save queues the fan-out. */
  const savePin = (maker: SignedInUser, boardId: string) => savePinByRoute(t, maker, boardId);

  it("FOLLOW-009 D-069 a follower of a celebrity and of normal creators gets the exact merged order across every page size; crossing the threshold either way keeps it exact", async () => {
    const db = t.database.db;
    const reader = await verifiedMember(t, "celeb_reader");
    const star = await verifiedMember(t, "celeb_star");
    const starBoard = await buildBoard(db, star.id, { name: "Star" });
    const starSecret = await buildBoard(db, star.id, { name: "Star secret", privacy: "secret" });
    const wanted: Dated[] = [];
    // Three normal creators and the star, pins interleaved in time, one tie on each side.
    const normals = [];
    for (let n = 0; n < 3; n++) {
      const member = await verifiedMember(t, `celeb_normal_${n}`);
      const board = await buildBoard(db, member.id);
      for (let day = 1; day <= 2 + n; day++)
        wanted.push(await buildPin(db, board, { createdAt: at(day, n) }));
      normals.push({ member, board });
    }
    for (let day = 1; day <= 6; day++) wanted.push(await buildPin(db, starBoard, { createdAt: at(day, 1) }));
    wanted.push(await buildPin(db, starBoard, { createdAt: at(3, 0) }));
    await buildPin(db, starSecret, { createdAt: at(9) });

    // The reader's feed is built before any follow, so every later change is incremental.
    await readFollowedFeed(reader, 1);
    await idle();
    for (const { member } of normals) await follow(reader, member.id);
    await follow(reader, star.id);
    const fan = await verifiedMember(t, "celeb_fan_a");
    await follow(fan, star.id);
    await follow(await verifiedMember(t, "celeb_fan_b"), star.id);
    expect(await celebrityRow(star.id)).toMatchObject({ leavingSince: null });
    await expectExact(reader, wanted, "celebrity, older pins");

    // New pins: the normal creators' are fanned out, the star's are not, and both show.
    const starNew = [await savePin(star, starBoard.id), await savePin(star, starBoard.id)];
    const [first] = normals;
    if (!first) throw new Error("no normal creator");
    const normalNew = await savePin(first.member, first.board.id);
    await idle();
    wanted.push(...starNew, normalNew);
    const written = await entries(reader.id);
    expect(written).toContain(normalNew.id);
    for (const pin of starNew) expect(written).not.toContain(pin.id);
    await expectExact(reader, wanted, "celebrity, new pins");

    // Down to the threshold: the star leaves, a job writes their pins, the read uses entries.
    expect((await fan.browser.post(UNFOLLOW, { user_id: star.id })).status).toBe(200);
    await expectExact(reader, wanted, "leaving, before the refill ran");
    await idle();
    expect(await celebrityRow(star.id)).toBeUndefined();
    expect(await entries(reader.id)).toEqual(expect.arrayContaining(starNew.map((pin) => pin.id)));
    await expectExact(reader, wanted, "no longer a celebrity");
    const fannedOut = await savePin(star, starBoard.id);
    await idle();
    wanted.push(fannedOut);
    expect(await entries(reader.id)).toContain(fannedOut.id);
    await expectExact(reader, wanted, "fanned out again");

    // Over it again: a celebrity at once, exact before and after the star's next pins.
    await follow(fan, star.id);
    expect(await celebrityRow(star.id)).toMatchObject({ leavingSince: null });
    await expectExact(reader, wanted, "celebrity again");
    const again = await savePin(star, starBoard.id);
    await idle();
    wanted.push(again);
    expect(await entries(reader.id)).not.toContain(again.id);
    await expectExact(reader, wanted, "celebrity again, new pin");

    // Unfollowing the star takes their pins out at once; other fans keep the merge.
    expect((await reader.browser.post(UNFOLLOW, { user_id: star.id })).status).toBe(200);
    const starPinIds = new Set(
      (await db.select().from(schema.pins).where(eq(schema.pins.pinnerId, star.id))).map((p) => p.id),
    );
    await expectExact(
      reader,
      wanted.filter((pin) => !starPinIds.has(pin.id)),
      "star unfollowed",
    );
  }, 180_000);
});
