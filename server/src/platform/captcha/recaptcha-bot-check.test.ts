import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createRecaptchaBotCheck, type RecaptchaOptions } from "./recaptcha-bot-check.ts";

const V3 = { siteKey: "v3-site", secret: "v3-secret" };
const V2 = { siteKey: "v2-site", secret: "v2-secret" };

// Google's siteverify, played by a local server: the only boundary these tests replace.
const answers: Record<string, { status?: number; hang?: boolean; body: unknown }> = {
  good: { body: { success: true, score: 0.9, action: "web_auth", hostname: "pins.corkboard.test" } },
  borderline: { body: { success: true, score: 0.5, action: "web_auth", hostname: "pins.corkboard.test" } },
  low: { body: { success: true, score: 0.2, action: "web_auth", hostname: "pins.corkboard.test" } },
  other_action: {
    body: { success: true, score: 0.9, action: "mweb_login", hostname: "pins.corkboard.test" },
  },
  elsewhere: { body: { success: true, score: 0.9, action: "web_auth", hostname: "evil.test" } },
  spent: { body: { success: false, "error-codes": ["timeout-or-duplicate"] } },
  bogus: { body: { success: false, "error-codes": ["invalid-input-response"] } },
  checkbox: { body: { success: true, hostname: "pins.corkboard.test" } },
  broken: { status: 500, body: { error: "oops" } },
  garbage: { body: "not an answer" },
  // Never answers while the caller waits: only the caller's own timeout can end the call.
  slow: { hang: true, body: { success: true, score: 0.9, action: "web_auth" } },
};

describe("reCAPTCHA bot check (AUTH-122, AUTH-124)", () => {
  const requests: URLSearchParams[] = [];
  let server: Server;
  let options: RecaptchaOptions;

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      let raw = "";
      for await (const chunk of req) raw += chunk;
      const form = new URLSearchParams(raw);
      requests.push(form);
      const expectedSecret = form.get("response") === "checkbox" ? V2.secret : V3.secret;
      const answer =
        form.get("secret") === expectedSecret
          ? answers[form.get("response") ?? ""]
          : { body: { success: false, "error-codes": ["invalid-input-secret"] } };
      if (answer?.hang) await new Promise((resolve) => res.once("close", resolve));
      if (res.destroyed) return;
      res.writeHead(answer?.status ?? 200, { "content-type": "application/json" });
      res.end(JSON.stringify(answer?.body ?? { success: false, "error-codes": ["invalid-input-response"] }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    options = {
      v3: V3,
      v2: V2,
      verifyUrl: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
      timeoutMs: 300,
    };
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    requests.length = 0;
  });

  it("gives the web both site keys", async () => {
    const check = createRecaptchaBotCheck(options);
    expect(check.kind).toBe("recaptcha");
    expect(await check.challenge()).toEqual({
      kind: "recaptcha",
      v3SiteKey: "v3-site",
      v2SiteKey: "v2-site",
    });
    const v3Only = createRecaptchaBotCheck({ ...options, v2: null });
    expect(await v3Only.challenge()).toMatchObject({ v2SiteKey: null });
  });

  it("accepts a v3 token with a good score for the expected action", async () => {
    const check = createRecaptchaBotCheck(options);
    expect(await check.verify("good", { action: "web_auth", remoteIp: "203.0.113.9" })).toEqual({
      ok: true,
      score: 0.9,
    });
    expect(requests[0]?.get("secret")).toBe("v3-secret");
    expect(requests[0]?.get("response")).toBe("good");
    expect(requests[0]?.get("remoteip")).toBe("203.0.113.9");
  });

  it("refuses a score under the threshold (0.5 by default) and accepts one on it", async () => {
    const check = createRecaptchaBotCheck(options);
    expect(await check.verify("low", { action: "web_auth" })).toEqual({
      ok: false,
      reason: "low_score",
      score: 0.2,
    });
    expect(await check.verify("borderline", { action: "web_auth" })).toEqual({ ok: true, score: 0.5 });
    const strict = createRecaptchaBotCheck({ ...options, scoreThreshold: 0.7 });
    expect(await strict.verify("borderline", { action: "web_auth" })).toMatchObject({ reason: "low_score" });
  });

  it("refuses a token minted for another action", async () => {
    const check = createRecaptchaBotCheck(options);
    expect(await check.verify("other_action", { action: "web_auth" })).toMatchObject({
      ok: false,
      reason: "wrong_action",
      detail: "mweb_login",
    });
  });

  it("accepts the v2 checkbox token with the v2 secret, without score or action", async () => {
    const check = createRecaptchaBotCheck(options);
    expect(await check.verify("checkbox", { action: "web_auth", version: "v2" })).toEqual({ ok: true });
    expect(requests[0]?.get("secret")).toBe("v2-secret");
    const v3Only = createRecaptchaBotCheck({ ...options, v2: null });
    expect(await v3Only.verify("checkbox", { action: "web_auth", version: "v2" })).toMatchObject({
      reason: "invalid",
    });
  });

  it("checks the hostname when configured", async () => {
    const check = createRecaptchaBotCheck({ ...options, allowedHostnames: ["pins.corkboard.test"] });
    expect((await check.verify("good", { action: "web_auth" })).ok).toBe(true);
    expect(await check.verify("elsewhere", { action: "web_auth" })).toMatchObject({
      reason: "wrong_hostname",
    });
  });

  it.each([
    ["a spent or stale token", "spent", "expired"],
    ["a bogus token", "bogus", "invalid"],
    ["an unknown token", "nope", "invalid"],
  ])("refuses %s", async (_, token, reason) => {
    expect(await createRecaptchaBotCheck(options).verify(token, { action: "web_auth" })).toMatchObject({
      ok: false,
      reason,
    });
  });

  it("refuses a missing token without calling Google", async () => {
    const check = createRecaptchaBotCheck(options);
    expect(await check.verify(undefined, { action: "web_auth" })).toEqual({ ok: false, reason: "missing" });
    expect(await check.verify("", { action: "web_auth" })).toEqual({ ok: false, reason: "missing" });
    expect(requests).toHaveLength(0);
  });

  it.each([
    ["answers 500", "broken"],
    ["answers something else than JSON of the right shape", "garbage"],
    ["is too slow", "slow"],
  ])("says unavailable when siteverify %s", async (_, token) => {
    expect(await createRecaptchaBotCheck(options).verify(token, { action: "web_auth" })).toMatchObject({
      ok: false,
      reason: "unavailable",
    });
  });

  it("says unavailable when the secret is wrong (a configuration error, not the visitor's)", async () => {
    const check = createRecaptchaBotCheck({ ...options, v3: { siteKey: "v3-site", secret: "wrong" } });
    expect(await check.verify("good", { action: "web_auth" })).toMatchObject({
      reason: "unavailable",
      detail: "invalid-input-secret",
    });
  });

  it("says unavailable when nothing listens", async () => {
    const check = createRecaptchaBotCheck({ ...options, verifyUrl: "http://127.0.0.1:1/siteverify" });
    expect(await check.verify("good", { action: "web_auth" })).toMatchObject({ reason: "unavailable" });
  });
});
