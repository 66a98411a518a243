import { PROMOTE_MIN_ACCOUNT_AGE_DAYS } from "@corkboard/core/ads";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { buildBoard, buildPin, buildUser } from "../test/factories.ts";
import { getJson } from "../test/inject.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { backdate, signedIn } from "./ads-test-kit.ts";

interface Eligibility {
  can_quick_promote: boolean;
  is_partner: boolean;
  advertiser_id: string | null;
  reason: string | null;
  eligible_from: string | null;
}

const URL = "/ads/v4/promote_eligibility/";

describe("can_quick_promote (PIN-072, PIN-073, ADS-044, GATE-014)", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function personWithPin(label: string, days = 30) {
    const person = await signedIn(t.app, t.database.db, label);
    if (days > 0) await backdate(t.database.db, person.id, days);
    const board = await buildBoard(t.database.db, person.id);
    const pin = await buildPin(t.database.db, board);
    return { ...person, board, pinId: pin.id };
  }

  it("an established personal account in a promote country may promote its own pin", async () => {
    const person = await personWithPin("eligible");
    const { status, body } = await person.browser.get<Eligibility>(URL, { pin_id: person.pinId });
    expect(status).toBe(200);
    expect(body.resource_response.data).toEqual({
      can_quick_promote: true,
      is_partner: false,
      advertiser_id: null,
      reason: null,
      eligible_from: null,
    });
  });

  it("unauthorised: signed out the flag is false; a malformed pin id is INVALID_INPUT; a secret pin NOT_FOUND", async () => {
    const person = await personWithPin("visible");
    const anonymous = await getJson<Eligibility>(t.app, URL, { pin_id: person.pinId });
    expect(anonymous.body.resource_response.data).toMatchObject({
      can_quick_promote: false,
      reason: "signed_out",
      eligible_from: null,
    });
    expect((await getJson(t.app, URL, { pin_id: "x" })).status).toBe(400);
    const secret = await buildPin(
      t.database.db,
      await buildBoard(t.database.db, person.id, { privacy: "secret" }),
    );
    expect((await getJson(t.app, URL, { pin_id: secret.id })).status).toBe(404);
  });

  it("not for a new account, a partner, a site type 3 pin, someone else's pin, or an unlisted country", async () => {
    const fresh = await personWithPin("newbie", 0);
    expect(
      (await fresh.browser.get<Eligibility>(URL, { pin_id: fresh.pinId })).body.resource_response.data,
    ).toMatchObject({ can_quick_promote: false, reason: "account_too_new" });

    const partner = await personWithPin("partnered");
    await partner.browser.post("/v3/business/convert/", {});
    const asPartner = await partner.browser.get<Eligibility>(URL, { pin_id: partner.pinId });
    expect(asPartner.body.resource_response.data).toMatchObject({
      can_quick_promote: false,
      is_partner: true,
      reason: "partner",
      eligible_from: null,
    });
    expect(asPartner.body.resource_response.data.advertiser_id).toEqual(expect.any(String));

    const person = await personWithPin("checker");
    const sterling = await buildPin(t.database.db, person.board, { siteType: 3 });
    expect(
      (await person.browser.get<Eligibility>(URL, { pin_id: sterling.id })).body.resource_response.data,
    ).toMatchObject({ can_quick_promote: false, reason: "site_type" });
    const other = await buildUser(t.database.db);
    const othersPin = await buildPin(t.database.db, await buildBoard(t.database.db, other.id));
    expect(
      (await person.browser.get<Eligibility>(URL, { pin_id: othersPin.id })).body.resource_response.data,
    ).toMatchObject({ can_quick_promote: false, reason: "pinner" });

    await t.database.db.update(schema.users).set({ country: "BR" }).where(eq(schema.users.id, person.id));
    expect(
      (await person.browser.get<Eligibility>(URL, { pin_id: person.pinId })).body.resource_response.data,
    ).toMatchObject({ can_quick_promote: false, reason: "country" });
  });

  it("a new account, business or not, learns when it may promote: its creation plus the threshold", async () => {
    const fresh = await personWithPin("soon", 0);
    await fresh.browser.post("/v3/business/convert/", {});
    const [row] = await t.database.db
      .select({ createdAt: schema.users.createdAt })
      .from(schema.users)
      .where(eq(schema.users.id, fresh.id));
    const { body } = await fresh.browser.get<Eligibility>(URL, { pin_id: fresh.pinId });
    // The account's age is said before "partner": it holds for every pin the account may promote.
    expect(body.resource_response.data).toMatchObject({
      can_quick_promote: false,
      is_partner: true,
      reason: "account_too_new",
      eligible_from: new Date(
        (row?.createdAt.getTime() ?? 0) + PROMOTE_MIN_ACCOUNT_AGE_DAYS * 86_400_000,
      ).toISOString(),
    });
    // Backdated past the threshold, the age no longer stands in the way.
    await backdate(t.database.db, fresh.id, PROMOTE_MIN_ACCOUNT_AGE_DAYS);
    const later = await fresh.browser.get<Eligibility>(URL, { pin_id: fresh.pinId });
    expect(later.body.resource_response.data).toMatchObject({ reason: "partner", eligible_from: null });
  });
});
