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
    });
  });
});
