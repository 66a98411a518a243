import type { Page, PinSummary } from "@corkboard/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBoard, buildPin, buildUser } from "../test/factories.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { FOLLOW, UNFOLLOW, verifiedMember } from "./follows-test-kit.ts";

const HOME = "/resource/HomefeedResource/get/";
const at = (day: number) => new Date(Date.UTC(2026, 2, day));

describe("the home feed through its endpoint, wired by the composition root (FOLLOW-001, FOLLOW-009)", () => {
  let t: TestApp;
  let creatorPinId: string;
  let newestPinId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const creator = await buildUser(db, { username: "home_creator" });
    const stranger = await buildUser(db, { username: "home_stranger" });
    // The creator's pin is older than the stranger's: only following puts it first.
    const creatorBoard = await buildBoard(db, creator.id, { name: "Creator board" });
    creatorPinId = (await buildPin(db, creatorBoard, { createdAt: at(1) })).id;
    const strangerBoard = await buildBoard(db, stranger.id, { name: "Stranger board" });
    newestPinId = (await buildPin(db, strangerBoard, { createdAt: at(20) })).id;
  });
  afterAll(() => t.close());

  it("a viewer who follows a creator sees their pin first; after unfollowing, the newest public pin is first again", async () => {
    const viewer = await verifiedMember(t, "home_reader");
    const first = async () =>
      (await viewer.browser.get<Page<PinSummary>>(HOME)).body.resource_response.data.items[0]?.id;
    expect(await first()).toBe(newestPinId);

    const creatorId = (
      await viewer.browser.get<{ id: string }>("/resource/UserResource/get/", { username: "home_creator" })
    ).body.resource_response.data.id;
    expect((await viewer.browser.post(FOLLOW, { user_id: creatorId })).status).toBe(200);
    expect(await first()).toBe(creatorPinId);

    expect((await viewer.browser.post(UNFOLLOW, { user_id: creatorId })).status).toBe(200);
    expect(await first()).toBe(newestPinId);
  });

  it("a logged-out visitor gets the newest public pins", async () => {
    const response = await t.app.inject({ method: "GET", url: HOME });
    const page = response.json() as { resource_response: { data: Page<PinSummary> } };
    expect(page.resource_response.data.items[0]?.id).toBe(newestPinId);
  });
});
