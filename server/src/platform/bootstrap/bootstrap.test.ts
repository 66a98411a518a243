import { bootstrapSchema } from "@corkboard/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { bootstrapScript } from "./bootstrap.ts";
import { countryFromHostname } from "./client-context.ts";

describe("bootstrap (IMPL-009, CONST-015, CONST-016)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      countryHeader: "CF-IPCountry",
      experiments: { filePath: null, json: JSON.stringify({ kr_privacy_consent: { group: "enabled" } }) },
    });
  });
  afterAll(() => t.close());

  it("answers the viewer, client context, experiments and limits", async () => {
    // With ALTCHA (the default) no reCAPTCHA key reaches the page (AUTH-076).
    const plain = await t.app.inject({ url: "/resource/BootstrapResource/get/" });
    expect(plain.json().resource_response.data.config).not.toHaveProperty("recaptcha_v3_site_key");
    const response = await t.app.inject({
      url: "/resource/BootstrapResource/get/",
      headers: { "cf-ipcountry": "kr" },
    });
    expect(response.statusCode).toBe(200);
    const data = bootstrapSchema.parse(response.json().resource_response.data);
    expect(data.viewer.type).toBe("UNAUTH");
    expect(data.client_context).toEqual({
      country: "KR",
      country_from_hostname: null,
      country_from_ip: "KR",
      region_from_ip: null,
    });
    expect(data.experiments.kr_privacy_consent).toMatchObject({ group: "enabled" });
  });

  it("the hostname wins over the address; nothing known means US; a bad header is ignored", async () => {
    const byHost = await t.app.inject({
      url: "/resource/BootstrapResource/get/",
      headers: { host: "jp.corkboard.test", "cf-ipcountry": "KR" },
    });
    expect(byHost.json().resource_response.data.client_context.country).toBe("JP");
    const unknown = await t.app.inject({
      url: "/resource/BootstrapResource/get/",
      headers: { "cf-ipcountry": "<script>" },
    });
    expect(unknown.json().resource_response.data.client_context).toMatchObject({
      country: "US",
      country_from_ip: null,
    });
  });

  it("reads a country only from a hostname's first two-letter label", () => {
    expect(countryFromHostname("de.corkboard.example")).toBe("DE");
    expect(countryFromHostname("www.corkboard.example")).toBeNull();
    expect(countryFromHostname("localhost")).toBeNull();
    expect(countryFromHostname("127.0.0.1")).toBeNull();
    expect(countryFromHostname(undefined)).toBeNull();
  });

  it("the inline script cannot be closed by data inside it", () => {
    const script = bootstrapScript({
      viewer: { type: "UNAUTH", is_auth: false, is_partner: false, user: null, remembered: null },
      client_context: {
        country: "US",
        country_from_hostname: null,
        country_from_ip: null,
        region_from_ip: null,
      },
      experiments: { "</script><script>alert(1)</script>": { group: "enabled", value: "x" } },
      config: { minimum_age: 18 },
    });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe("bootstrap with reCAPTCHA chosen by the operator", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      botCheck: {
        kind: "recaptcha",
        v3: { siteKey: "v3-public-site-key", secret: "never-sent" },
        v2: null,
        scoreThreshold: 0.5,
      },
    });
  });
  afterAll(() => t.close());

  it("AUTH-076 AUTH-115 the page learns the public v3 site key, never the secret, so its forms can carry tokens", async () => {
    const response = await t.app.inject({ url: "/resource/BootstrapResource/get/" });
    const data = bootstrapSchema.parse(response.json().resource_response.data);
    expect(data.config.recaptcha_v3_site_key).toBe("v3-public-site-key");
    expect(response.body).not.toContain("never-sent");
  });
});
