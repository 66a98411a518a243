import type { NotificationItem, Page } from "@corkboard/core/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Member } from "../boards/board-test-kit.ts";
import { FOLLOW, UNFOLLOW, verifiedMember } from "../follows/follows-test-kit.ts";
import { schema } from "../platform/db/index.ts";
import { buildBoard } from "../test/factories.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

const LIST = "/resource/NotificationsResource/get/";
const COUNT = "/resource/NotificationCountResource/get/";
const READ = "/resource/NotificationsResource/update/";
const INVITE = "/resource/BoardInviteResource/create/";
const RESPOND = "/resource/BoardInviteResource/update/";
const CANCEL = "/resource/BoardInviteResource/delete/";

type Notes = Page<NotificationItem>;

describe("notifications (IMPL-039)", () => {
  let t: TestApp;
  let owner: Member;
  let friend: Member;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await verifiedMember(t, "note_owner");
    friend = await verifiedMember(t, "note_friend");
  });
  afterAll(() => t.close());

  const list = async (member: Member, query: Record<string, string> = {}) =>
    (await member.browser.get<Notes>(LIST, query)).body.resource_response.data;
  const unread = async (member: Member) =>
    (await member.browser.get<{ unread_count: number }>(COUNT)).body.resource_response.data.unread_count;

  it("IMPL-039 a new follower notifies once, even after unfollowing and following again", async () => {
    await friend.browser.post(FOLLOW, { user_id: owner.id });
    await friend.browser.post(UNFOLLOW, { user_id: owner.id });
    await friend.browser.post(FOLLOW, { user_id: owner.id });
    const page = await list(owner);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      type: "new_follower",
      actor: { id: friend.id, username: friend.username },
      board: null,
      invite: null,
      read: false,
    });
    expect(await unread(owner)).toBe(1);
    expect(await list(friend)).toEqual({ items: [], bookmark: null });
  });

  it("IMPL-039 a board invitation notifies the invitee with the invite to answer; accepting it notifies the inviter", async () => {
    const board = await buildBoard(t.database.db, owner.id, { name: "Garden plans" });
    expect(
      (await owner.browser.post(INVITE, { board_id: board.id, invited_user_ids: [friend.id] })).status,
    ).toBe(200);
    const [invitation] = (await list(friend)).items;
    expect(invitation).toMatchObject({
      type: "board_invite",
      actor: { id: owner.id },
      board: { id: board.id, name: "Garden plans", url: `/${owner.username}/garden-plans/` },
      invite: { status: "pending" },
      read: false,
    });
    const accepted = await friend.browser.post(RESPOND, { invite_id: invitation?.invite?.id, accept: true });
    expect(accepted.status).toBe(200);
    expect((await list(friend)).items[0]?.invite?.status).toBe("accepted");
    const [news] = (await list(owner)).items;
    expect(news).toMatchObject({
      type: "board_invite_accepted",
      actor: { id: friend.id },
      board: { id: board.id, name: "Garden plans" },
      read: false,
    });
    expect(await unread(owner)).toBe(2);
  });

  it("IMPL-039 a cancelled invitation takes its notification with it", async () => {
    const board = await buildBoard(t.database.db, owner.id, { name: "Cancelled plans" });
    const sent = await owner.browser.post<{ invites: { id: string }[] }>(INVITE, {
      board_id: board.id,
      invited_user_ids: [friend.id],
    });
    const inviteId = sent.body.resource_response.data.invites[0]?.id;
    expect((await list(friend)).items[0]?.board?.name).toBe("Cancelled plans");
    await owner.browser.post(CANCEL, { board_id: board.id, invite_id: inviteId });
    expect((await list(friend)).items.map((n) => n.board?.name)).not.toContain("Cancelled plans");
  });

  it("IMPL-039 mark one read, then all; marking again is harmless; someone else's is NOT_FOUND; bad input is INVALID_INPUT", async () => {
    const [latest, older] = (await list(owner)).items;
    const one = await owner.browser.post<{ unread_count: number }>(READ, { notification_id: latest?.id });
    expect(one.body.resource_response.data.unread_count).toBe(1);
    const again = await owner.browser.post<{ unread_count: number }>(READ, { notification_id: latest?.id });
    expect(again.body.resource_response.data.unread_count).toBe(1);
    expect((await list(owner)).items.map((n) => n.read)).toEqual([true, false]);
    const foreign = await friend.browser.post(READ, { notification_id: older?.id });
    expect(foreign.status).toBe(404);
    const all = await owner.browser.post<{ unread_count: number }>(READ, { all: true });
    expect(all.body.resource_response.data.unread_count).toBe(0);
    expect((await list(owner)).items.every((n) => n.read)).toBe(true);
    for (const body of [{}, { all: true, notification_id: latest?.id }, { all: false }]) {
      expect((await owner.browser.post(READ, body)).status).toBe(400);
    }
  });

  it("IMPL-039 the list pages by bookmark, newest first; a suspended actor's notifications are hidden and not counted", async () => {
    const star = await verifiedMember(t, "note_star");
    const fans = [];
    for (let i = 0; i < 5; i++) {
      const fan = await verifiedMember(t, `note_fan${i}`);
      await fan.browser.post(FOLLOW, { user_id: star.id });
      fans.push(fan);
    }
    const first = await list(star, { page_size: "2" });
    expect(first.items.map((n) => n.actor.id)).toEqual([fans[4]?.id, fans[3]?.id]);
    const second = await list(star, { page_size: "2", bookmark: first.bookmark ?? "" });
    expect(second.items.map((n) => n.actor.id)).toEqual([fans[2]?.id, fans[1]?.id]);
    await t.database.db
      .update(schema.users)
      .set({ state: "suspended" })
      .where(eq(schema.users.id, fans[4]?.id ?? ""));
    expect(await unread(star)).toBe(4);
    expect((await list(star)).items.map((n) => n.actor.id)).not.toContain(fans[4]?.id);
  });

  it("IMPL-039 every notifications call needs a session", async () => {
    for (const url of [LIST, COUNT])
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
  });
});
