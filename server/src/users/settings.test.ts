import type { EndpointData, userSettingsEndpoint } from "@corkboard/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { getJson } from "../test/inject.ts";
import { signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

type Settings = EndpointData<typeof userSettingsEndpoint>;
const SETTINGS = "/v3/users/settings/";

describe("GET /v3/users/settings/ (PIN-050)", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("PIN-050 needs a session", async () => {
    const anonymous = await getJson(t.app, SETTINGS);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.resource_response.error?.code).toBe("UNAUTHORIZED");
  });

  it("PIN-050 a personal account lists no website and has seen nothing; extra parameters are ignored", async () => {
    const member = await signedIn(t, "settings");
    const answer = await member.browser.get<Settings>(SETTINGS, { unexpected: "1" });
    expect(answer.status).toBe(200);
    expect(answer.body.resource_response.data).toEqual({
      connected_to_instagram: false,
      listed_website_url: null,
      claiming_upsells_seen: [],
      locale: null,
    });
  });

  it("PIN-049/050/052 a business lists its website; a seen upsell is remembered on the server", async () => {
    const member = await signedIn(t, "shop");
    await t.database.db
      .insert(schema.businessProfiles)
      .values({ userId: member.id, businessName: "Jo's Shop", websiteUrl: "https://www.instagram.com/jo" });
    await member.browser.post("/v3/users/claiming_upsells_seen/", { upsell: "POST_CREATE_UPSELL_V2" });
    const answer = await member.browser.get<Settings>(SETTINGS);
    expect(answer.body.resource_response.data).toEqual({
      connected_to_instagram: false,
      listed_website_url: "https://www.instagram.com/jo",
      claiming_upsells_seen: ["POST_CREATE_UPSELL_V2"],
      locale: null,
    });
  });
});

describe("POST /resource/UserSettingsResource/update/ (IMPL-045, D-036)", () => {
  let t: TestApp;
  const UPDATE = "/resource/UserSettingsResource/update/";

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("IMPL-045 needs a session", async () => {
    const member = await signedIn(t, "nosession");
    member.browser.cookies.delete("cb.session_token");
    const answer = await member.browser.post(UPDATE, { locale: "ja" });
    expect(answer.status).toBe(401);
    expect(answer.body.resource_response.error?.code).toBe("UNAUTHORIZED");
  });

  it("IMPL-045 refuses a language Corkboard does not speak, and a missing one", async () => {
    const member = await signedIn(t, "badlocale");
    for (const body of [{ locale: "xx" }, { locale: "JA" }, {}]) {
      const answer = await member.browser.post(UPDATE, body);
      expect(answer.status).toBe(400);
      expect(answer.body.resource_response.error?.code).toBe("INVALID_INPUT");
    }
  });

  it("IMPL-045 saves the language, which the settings and the page's viewer record then carry; null clears it", async () => {
    const member = await signedIn(t, "locale");
    const saved = await member.browser.post<Settings>(UPDATE, { locale: "ja" });
    expect(saved.status).toBe(200);
    expect(saved.body.resource_response.data.locale).toBe("ja");
    expect((await member.browser.get<Settings>(SETTINGS)).body.resource_response.data.locale).toBe("ja");
    const me = await member.browser.get<{ viewer: { user: { locale: string | null } } }>(
      "/resource/BootstrapResource/get/",
    );
    expect(me.body.resource_response.data.viewer.user.locale).toBe("ja");

    const cleared = await member.browser.post<Settings>(UPDATE, { locale: null });
    expect(cleared.body.resource_response.data.locale).toBeNull();
  });
});
