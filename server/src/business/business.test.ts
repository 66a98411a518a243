import {
  type Bootstrap,
  type BusinessAccessProfile,
  type BusinessAccountResult,
  bootstrapEndpoint,
} from "@corkboard/core/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { buildUser } from "../test/factories.ts";
import { TestBrowser } from "../test/inject.ts";
import { signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

describe("business accounts and profiles (IMPL-017, ADS-006, ACCT-009…021)", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("ADS-006 / ADS-041: convert makes the account a business with an advertiser in its currency, and keeps next same-origin", async () => {
    const { browser, id } = await signedIn(t, "convert");
    await t.database.db.update(schema.users).set({ country: "de" }).where(eq(schema.users.id, id));
    const first = await browser.post<BusinessAccountResult>("/v3/business/convert/", {
      next: "/advertiser/quick_promote?pinId=123",
      country: "DE",
    });
    expect(first.status).toBe(200);
    const data = first.body.resource_response.data;
    expect(data).toMatchObject({
      business_id: id,
      created: true,
      next: "/advertiser/quick_promote?pinId=123",
    });
    const [advertiser] = await t.database.db
      .select()
      .from(schema.advertisers)
      .where(eq(schema.advertisers.id, data.advertiser_id));
    expect(advertiser).toMatchObject({ ownerUserId: id, country: "DE", currency: "EUR" });
    // PIN-072: the viewer record now says partner, so Promote and the gates see a business.
    const boot = await browser.get<Bootstrap>(bootstrapEndpoint.path);
    expect(boot.body.resource_response.data.viewer).toMatchObject({ is_partner: true });
    expect(boot.body.resource_response.data.viewer.user?.is_partner).toBe(true);

    // Already a partner: straight to next, nothing new; a foreign next falls back to the advertiser.
    const again = await browser.post<BusinessAccountResult>("/v3/business/convert/", {
      next: "https://evil.example/steal",
    });
    expect(again.body.resource_response.data).toEqual({
      business_id: id,
      advertiser_id: data.advertiser_id,
      created: false,
      next: `/advertiser/${data.advertiser_id}/`,
    });
    const protocolRelative = await browser.post<BusinessAccountResult>("/v3/business/convert/", {
      next: "//evil.example/",
    });
    expect(protocolRelative.body.resource_response.data.next).toBe(`/advertiser/${data.advertiser_id}/`);
  });

  it("ADS-042 / ADS-041: CZ advertisers pay in CZK, unlisted countries in USD", async () => {
    const cz = await signedIn(t, "cz");
    const czAnswer = await cz.browser.post<BusinessAccountResult>("/v3/business/convert/", { country: "CZ" });
    const br = await signedIn(t, "br");
    const brAnswer = await br.browser.post<BusinessAccountResult>("/v3/business/create/", {
      business_name: "Loja Azul",
      country: "BR",
    });
    const currencyOf = async (advertiserId: string) =>
      (
        await t.database.db.select().from(schema.advertisers).where(eq(schema.advertisers.id, advertiserId))
      )[0]?.currency;
    expect(await currencyOf(czAnswer.body.resource_response.data.advertiser_id)).toBe("CZK");
    expect(await currencyOf(brAnswer.body.resource_response.data.advertiser_id)).toBe("USD");
  });

  it("IMPL-017: create makes a linked business account the viewer owns, listed among the viewer's profiles", async () => {
    const { browser, id } = await signedIn(t, "create");
    const created = await browser.post<BusinessAccountResult>("/v3/business/create/", {
      business_name: "Zebra Pottery",
      country: "GB",
      website_url: "https://zebra.example",
    });
    expect(created.status).toBe(200);
    const { business_id, advertiser_id } = created.body.resource_response.data;
    expect(business_id).not.toBe(id);
    const profiles = await browser.get<BusinessAccessProfile[]>("/vx/business_access/profiles/");
    expect(profiles.body.resource_response.data.map((p) => [p.id, p.permissions, p.isOwn])).toEqual(
      expect.arrayContaining([
        [id, ["OWNER"], true],
        [business_id, ["OWNER"], false],
      ]),
    );
    const advertisers =
      await browser.get<{ id: string; currency: string; role: string }[]>("/ads/v4/advertisers/");
    expect(advertisers.body.resource_response.data).toEqual([
      expect.objectContaining({ id: advertiser_id, currency: "GBP", role: "OWNER" }),
    ]);
  });

  it("IMPL-017: a business name without Latin letters still gets a valid username", async () => {
    const { browser } = await signedIn(t, "kanji");
    const created = await browser.post<BusinessAccountResult>("/v3/business/create/", {
      business_name: "日本の店",
    });
    expect(created.status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.id, created.body.resource_response.data.business_id));
    expect(row?.username).toMatch(/^[A-Za-z0-9_]{3,30}$/);
    expect(row?.fullName).toBe("日本の店");
  });

  it("bad input: blank business name and a website that is not http(s) are refused with codes", async () => {
    const { browser } = await signedIn(t, "bad");
    const blank = await browser.post("/v3/business/create/", { business_name: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.resource_response.error?.code).toBe("INVALID_INPUT");
    const site = await browser.post("/v3/business/create/", {
      business_name: "Ok",
      website_url: "javascript:alert(1)",
    });
    expect(site.status).toBe(400);
    expect(site.body.resource_response.error?.code).toBe("DESTINATION_URL_INVALID");
  });

  it("unauthorised: signed-out create, convert, profiles and switch answer 401", async () => {
    const anonymous = new TestBrowser(t.app);
    expect((await anonymous.post("/v3/business/create/", { business_name: "X" })).status).toBe(401);
    expect((await anonymous.post("/v3/business/convert/", {})).status).toBe(401);
    expect((await anonymous.get("/vx/business_access/profiles/")).status).toBe(401);
    expect((await anonymous.post("/vx/business_access/switch/", { profile_id: "1" })).status).toBe(401);
  });

  describe("profile switching (ACCT-011, ACCT-015, ACCT-016, ACCT-019)", () => {
    let member: Awaited<ReturnType<typeof signedIn>>;
    let strict: { id: string };
    let relaxed: { id: string };
    let owned: { id: string };

    beforeAll(async () => {
      const db = t.database.db;
      member = await signedIn(t, "member");
      await db.update(schema.users).set({ fullName: "Mia Member" }).where(eq(schema.users.id, member.id));
      strict = await buildUser(db);
      relaxed = await buildUser(db);
      owned = await buildUser(db);
      await db.insert(schema.businessProfiles).values([
        { userId: strict.id, businessName: "banana Bakery", merchantId: "m-1", eligibleForStlTool: true },
        { userId: relaxed.id, businessName: "Apple Atelier" },
        { userId: owned.id, businessName: "Cherry Co" },
      ]);
      await db.insert(schema.businessAccess).values([
        { businessUserId: strict.id, memberUserId: member.id, role: "ADMIN", mfaRequired: true },
        { businessUserId: relaxed.id, memberUserId: member.id, role: "ANALYST", mfaRequired: false },
        { businessUserId: owned.id, memberUserId: member.id, role: "OWNER", mfaRequired: true },
      ]);
    });

    it("ACCT-010 / ACCT-015: profiles are sorted by business name and say whether each is usable", async () => {
      const { status, body } = await member.browser.get<BusinessAccessProfile[]>(
        "/vx/business_access/profiles/",
      );
      expect(status).toBe(200);
      const profiles = body.resource_response.data;
      expect(profiles.map((p) => p.user.businessName)).toEqual([
        "Apple Atelier",
        "banana Bakery",
        "Cherry Co",
        "Mia Member",
      ]);
      const byName = Object.fromEntries(profiles.map((p) => [p.user.businessName, p]));
      expect(byName["banana Bakery"]).toMatchObject({
        id: strict.id,
        permissions: ["ADMIN"],
        mfaRequired: true,
        viewerMeetsMfaRequirement: false,
        usable: false,
        user: { merchantId: "m-1", eligibleForStlTool: true, scheduledPinCount: 0 },
      });
      // OWNER is usable even when the profile asks for 2FA the viewer lacks (ACCT-016).
      expect(byName["Cherry Co"]).toMatchObject({ usable: true, viewerMeetsMfaRequirement: false });
      expect(byName["Mia Member"]).toMatchObject({
        id: member.id,
        permissions: ["OWNER"],
        isOwn: true,
        usable: true,
      });
    });

    it("ACCT-016: switching to a profile that requires MFA is refused without 2FA, allowed with it", async () => {
      const refused = await member.browser.post("/vx/business_access/switch/", { profile_id: strict.id });
      expect(refused.status).toBe(403);
      expect(refused.body.resource_response.error?.code).toBe("BUSINESS_MFA_REQUIRED");
      expect(refused.body.resource_response.message_detail).toBe(
        "Turn on two-factor authentication to use this business profile",
      );
      const relaxedSwitch = await member.browser.post<BusinessAccessProfile>("/vx/business_access/switch/", {
        profile_id: relaxed.id,
      });
      expect(relaxedSwitch.status).toBe(200);
      expect(relaxedSwitch.body.resource_response.data.user.businessName).toBe("Apple Atelier");

      await t.database.db
        .update(schema.users)
        .set({ twoFactorEnabled: true })
        .where(eq(schema.users.id, member.id));
      const allowed = await member.browser.post<BusinessAccessProfile>("/vx/business_access/switch/", {
        profile_id: strict.id,
      });
      expect(allowed.status).toBe(200);
      expect(allowed.body.resource_response.data).toMatchObject({
        usable: true,
        viewerMeetsMfaRequirement: true,
      });
      await t.database.db
        .update(schema.users)
        .set({ twoFactorEnabled: false })
        .where(eq(schema.users.id, member.id));
    });

    it("ACCT-016: a profile the viewer has no access to is NOT_FOUND; a malformed id is INVALID_INPUT", async () => {
      const stranger = await buildUser(t.database.db);
      const hidden = await member.browser.post("/vx/business_access/switch/", { profile_id: stranger.id });
      expect(hidden.status).toBe(404);
      expect(hidden.body.resource_response.error?.code).toBe("NOT_FOUND");
      const bad = await member.browser.post("/vx/business_access/switch/", { profile_id: "abc" });
      expect(bad.status).toBe(400);
    });
  });
});
