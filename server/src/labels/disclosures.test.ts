import type {
  CreatorCard,
  NotificationItem,
  Page,
  PinDetail,
  PinDisclosures,
} from "@corkboard/core/contract";
import { SPONSORSHIP_STATUS } from "@corkboard/core/labels";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PIN_CREATORS, verifiedMember } from "../follows/follows-test-kit.ts";
import { schema } from "../platform/db/index.ts";
import { buildBoard, buildPin } from "../test/factories.ts";
import type { SignedInUser as Member } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { ANSWER, DISCLOSURES, PIN, SET_DISCLOSURES } from "./labels-test-kit.ts";

const NOTIFICATIONS = "/resource/NotificationsResource/get/";

describe("paid partnerships and affiliate links (LABEL-001…007, D-035)", () => {
  let t: TestApp;
  let creator: Member;
  let brand: Member;
  let otherBrand: Member;
  let stranger: Member;
  let pinId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    creator = await verifiedMember(t, "creator");
    brand = await verifiedMember(t, "brand");
    otherBrand = await verifiedMember(t, "otherbrand");
    stranger = await verifiedMember(t, "stranger");
    await db.update(schema.users).set({ fullName: "Ada Owner" }).where(eq(schema.users.id, brand.id));
    await db.insert(schema.businessProfiles).values([
      { userId: brand.id, businessName: "Acme Lamps" },
      { userId: otherBrand.id, businessName: "Other" },
    ]);
    const board = await buildBoard(db, creator.id, { name: "Sponsored" });
    pinId = (await buildPin(db, board, { title: "Brass lamp" })).id;
  });
  afterAll(() => t.close());

  const pin = async (who: Member | null = null) =>
    (who ? await who.browser.get<PinDetail>(PIN, { id: pinId }) : await getPublic(pinId)).body
      .resource_response.data;
  const getPublic = async (id: string) => {
    const response = await t.app.inject({ method: "GET", url: `${PIN}?id=${id}` });
    return {
      status: response.statusCode,
      body: response.json() as { resource_response: { data: PinDetail } },
    };
  };
  const requests = async (who: Member) =>
    (await who.browser.get<Page<NotificationItem>>(NOTIFICATIONS)).body.resource_response.data.items.filter(
      (item) => item.type === "sponsorship_request",
    );

  it("a pin without disclosures carries none", async () => {
    expect(await pin()).toMatchObject({ sponsorship: null, affiliate_link: false, sensitivity: null });
  });

  it("LABEL-001 LABEL-007: the owner names a business and marks an affiliate link; until it answers the label names no one", async () => {
    const set = await creator.browser.post<PinDisclosures>(SET_DISCLOSURES, {
      pin_id: pinId,
      sponsor_username: `@${brand.username.toUpperCase()}`,
      affiliate_link: true,
    });
    expect(set.status).toBe(200);
    expect(set.body.resource_response.data).toEqual({
      pin_id: pinId,
      sponsor_username: brand.username,
      sponsor_name: "Acme Lamps",
      sponsorship_status: SPONSORSHIP_STATUS.PENDING,
      affiliate_link: true,
    });
    // Viewers see the creator's disclosure, but not the business it names before it answers.
    expect(await pin()).toMatchObject({
      sponsorship: { status: 0, sponsor_name: null, sponsor_username: null, collaborators: [] },
      affiliate_link: true,
    });
  });

  it("the named business is asked in its notifications, with the pin", async () => {
    const [request] = await requests(brand);
    expect(request).toMatchObject({
      type: "sponsorship_request",
      actor: { id: creator.id },
      pin: { id: pinId, title: "Brass lamp", sponsorship_status: 0 },
    });
    expect(request?.pin?.image_url).toMatch(/236x/);
    expect(await requests(otherBrand)).toEqual([]);
  });

  it("only the named business answers: others find nothing, a person without a business is refused", async () => {
    expect((await otherBrand.browser.post(ANSWER, { pin_id: pinId, approve: true })).status).toBe(404);
    const personal = await stranger.browser.post<unknown>(ANSWER, { pin_id: pinId, approve: true });
    expect(personal.status).toBe(403);
    expect((await brand.browser.post(ANSWER, { pin_id: pinId })).status).toBe(400);
  });

  it("LABEL-003 LABEL-005: approved, the label names the business with the collaborators' avatars (business, creator)", async () => {
    const answer = await brand.browser.post(ANSWER, { pin_id: pinId, approve: true });
    expect(answer.body.resource_response.data).toEqual({ pin_id: pinId, sponsorship_status: 1 });
    const approved = await pin(stranger);
    expect(approved.sponsorship).toMatchObject({
      status: 1,
      sponsor_name: "Acme Lamps",
      sponsor_username: brand.username,
    });
    expect(approved.sponsorship?.collaborators.map((person) => person.id)).toEqual([brand.id, creator.id]);
    const [request] = await requests(brand);
    expect(request?.pin?.sponsorship_status).toBe(1);
  });

  it("LABEL-006: the pin's creator card carries sponsorName, sponsorUsername and sponsorshipStatus", async () => {
    const creators = await stranger.browser.get<{ pinner: CreatorCard }>(PIN_CREATORS, { pin_id: pinId });
    expect(creators.body.resource_response.data.pinner).toMatchObject({
      id: creator.id,
      sponsor_name: "Acme Lamps",
      sponsor_username: brand.username,
      sponsorship_status: 1,
    });
  });

  it("saving the same business again keeps its answer; the affiliate flag changes alone", async () => {
    const again = await creator.browser.post<PinDisclosures>(SET_DISCLOSURES, {
      pin_id: pinId,
      sponsor_username: brand.username,
      affiliate_link: false,
    });
    expect(again.body.resource_response.data).toMatchObject({ sponsorship_status: 1, affiliate_link: false });
    expect((await pin()).affiliate_link).toBe(false);
  });

  it("LABEL-004: declined, the label says 'Paid partnership' without the name (status 2 carries no name)", async () => {
    await brand.browser.post(ANSWER, { pin_id: pinId, approve: false });
    expect((await pin()).sponsorship).toEqual({
      status: 2,
      sponsor_name: null,
      sponsor_username: null,
      collaborators: [],
    });
  });

  it("naming another business asks it anew and withdraws the first request; no name removes the partnership", async () => {
    await creator.browser.post(SET_DISCLOSURES, {
      pin_id: pinId,
      sponsor_username: otherBrand.username,
      affiliate_link: false,
    });
    expect(await requests(brand)).toEqual([]);
    expect((await requests(otherBrand))[0]?.pin?.sponsorship_status).toBe(0);
    expect((await brand.browser.post(ANSWER, { pin_id: pinId, approve: true })).status).toBe(404);
    await creator.browser.post(SET_DISCLOSURES, {
      pin_id: pinId,
      sponsor_username: "",
      affiliate_link: false,
    });
    expect((await pin()).sponsorship).toBeNull();
    expect(await requests(otherBrand)).toEqual([]);
  });

  it("LABEL-001: a business account that is gone leaves the label unnamed (status 3)", async () => {
    await creator.browser.post(SET_DISCLOSURES, {
      pin_id: pinId,
      sponsor_username: otherBrand.username,
      affiliate_link: false,
    });
    await otherBrand.browser.post(ANSWER, { pin_id: pinId, approve: true });
    expect((await pin()).sponsorship?.sponsor_username).toBe(otherBrand.username);
    await t.database.db
      .update(schema.users)
      .set({ state: "deactivated" })
      .where(eq(schema.users.id, otherBrand.id));
    expect((await pin()).sponsorship).toEqual({
      status: 3,
      sponsor_name: null,
      sponsor_username: null,
      collaborators: [],
    });
    const own = await creator.browser.get<PinDisclosures>(DISCLOSURES, { pin_id: pinId });
    expect(own.body.resource_response.data).toMatchObject({ sponsorship_status: 3, sponsor_username: null });
  });

  it("only the owner reads or writes a pin's disclosures; a person or unknown name is refused clearly", async () => {
    const write = { pin_id: pinId, sponsor_username: brand.username, affiliate_link: true };
    expect((await stranger.browser.post(SET_DISCLOSURES, write)).status).toBe(404);
    expect((await stranger.browser.get(DISCLOSURES, { pin_id: pinId })).status).toBe(404);
    const personal = await creator.browser.post<unknown>(SET_DISCLOSURES, {
      ...write,
      sponsor_username: stranger.username,
    });
    expect(personal.status).toBe(400);
    expect(personal.body.resource_response.error?.code).toBe("SPONSOR_NOT_BUSINESS");
    const unknown = await creator.browser.post(SET_DISCLOSURES, {
      ...write,
      sponsor_username: "nobody_here_at_all",
    });
    expect(unknown.status).toBe(404);
    expect((await creator.browser.post(SET_DISCLOSURES, { pin_id: pinId })).status).toBe(400);
    const loggedOut = await t.app.inject({ method: "GET", url: `${DISCLOSURES}?pin_id=${pinId}` });
    expect(loggedOut.statusCode).toBe(401);
  });
});
