import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCollaborator } from "../boards/board-test-kit.ts";
import { buildBoard, buildPin, buildUser } from "../test/factories.ts";
import { getJson } from "../test/inject.ts";
import { signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { signOffsiteToken, verifyOffsiteToken } from "./token.ts";
import { classifyUrl, parseUrlSafetyRules } from "./url-safety.ts";

interface Check {
  redirect_status: string;
  url: string;
  token: string | null;
  expires_at: string | null;
}

describe("offsite link check and redirect (ADS-071…074, IMPL-042)", () => {
  let t: TestApp;
  const pins: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp({
      urlSafety: {
        filePath: null,
        json: JSON.stringify({
          blocked: ["malware.example"],
          suspicious: ["sketchy.example"],
          porn: ["adult.example"],
        }),
      },
    });
    const db = t.database.db;
    const owner = await buildUser(db);
    const board = await buildBoard(db, owner.id);
    pins.ok = (await buildPin(db, board, { link: "https://shop.example/item?id=7" })).id;
    pins.blocked = (await buildPin(db, board, { link: "https://cdn.malware.example/x" })).id;
    pins.suspicious = (await buildPin(db, board, { link: "https://sketchy.example/" })).id;
    pins.porn = (await buildPin(db, board, { link: "http://adult.example/" })).id;
    pins.secret = (
      await buildPin(db, await buildBoard(db, owner.id, { privacy: "secret" }), {
        link: "https://shop.example/secret",
      })
    ).id;
  });
  afterAll(() => t.close());

  const check = (url: string, pinId: string) =>
    getJson<Check>(t.app, "/v3/offsite/", { url, pin_id: pinId, check_only: "true" });

  it("ADS-071 / ADS-074: an ok link answers its status and a signed token that /offsite/ follows", async () => {
    const { status, body } = await check("https://shop.example/item?id=7", pins.ok ?? "");
    expect(status).toBe(200);
    const data = body.resource_response.data;
    expect(data).toMatchObject({ redirect_status: "ok", url: "https://shop.example/item?id=7" });
    expect(data.token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    const redirect = await t.app.inject({
      method: "GET",
      url: "/offsite/",
      query: { token: data.token ?? "", url: data.url, pin: pins.ok ?? "", csr: "true" },
    });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe("https://shop.example/item?id=7");
  });

  it.each([
    ["blocked", "https://cdn.malware.example/x"],
    ["suspicious", "https://sketchy.example/"],
    ["porn", "http://adult.example/"],
  ])("ADS-072: a %s link gets its status and no token", async (kind, url) => {
    const { status, body } = await check(url, pins[kind] ?? "");
    expect(status).toBe(200);
    expect(body.resource_response.data).toMatchObject({ redirect_status: kind, token: null });
  });

  it("ADS-074: a tampered url, pin or token, a missing token, and an expired token never redirect", async () => {
    const { body } = await check("https://shop.example/item?id=7", pins.ok ?? "");
    const token = body.resource_response.data.token ?? "";
    const attempts: Record<string, string>[] = [
      { token, url: "https://evil.example/", pin: pins.ok ?? "" },
      { token, url: "https://shop.example/item?id=7", pin: pins.blocked ?? "" },
      { token: `${token.slice(0, -2)}AA`, url: "https://shop.example/item?id=7", pin: pins.ok ?? "" },
      { token: `9${token}`, url: "https://shop.example/item?id=7", pin: pins.ok ?? "" },
      { url: "https://shop.example/item?id=7", pin: pins.ok ?? "" },
      { token, url: "javascript:alert(1)", pin: pins.ok ?? "" },
    ];
    for (const query of attempts) {
      const response = await t.app.inject({ method: "GET", url: "/offsite/", query });
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain("This link has expired or isn&#39;t valid.");
    }
    const expired = signOffsiteToken(
      t.config.authSecret,
      "https://shop.example/item?id=7",
      pins.ok ?? "",
      Date.now() - 7_200_000,
    );
    const stale = await t.app.inject({
      method: "GET",
      url: "/offsite/",
      query: { token: expired.token, url: "https://shop.example/item?id=7", pin: pins.ok ?? "" },
    });
    expect(stale.statusCode).toBe(400);
    // IMPL-045: the refusal page speaks the reader's language.
    const inJapanese = await t.app.inject({
      method: "GET",
      url: "/offsite/",
      query: { url: "https://shop.example/item?id=7", pin: pins.ok ?? "" },
      headers: { "accept-language": "ja-JP" },
    });
    expect(inJapanese.body).toMatch(/^<!doctype html><html lang="ja">/);
    expect(inJapanese.body).toContain("このリンクは有効期限が切れているか、無効です。");
  });

  it("ADS-072: a validly signed link to a blocked host is still refused at /offsite/", async () => {
    const url = "https://cdn.malware.example/x";
    const signed = signOffsiteToken(t.config.authSecret, url, pins.blocked ?? "", Date.now());
    const response = await t.app.inject({
      method: "GET",
      url: "/offsite/",
      query: { token: signed.token, url, pin: pins.blocked ?? "" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain("This link is blocked for your safety.");
  });

  it("bad input: a non-http URL is INVALID_INPUT; a link the pin does not carry, or a secret pin, is NOT_FOUND", async () => {
    const js = await check("javascript:alert(1)", pins.ok ?? "");
    expect(js.status).toBe(400);
    expect(js.body.resource_response.error?.code).toBe("INVALID_INPUT");
    const foreign = await check("https://evil.example/", pins.ok ?? "");
    expect(foreign.status).toBe(404);
    // Signed out, the secret board's pin does not exist (D-006).
    const secret = await check("https://shop.example/secret", pins.secret ?? "");
    expect(secret.status).toBe(404);
    const badPin = await getJson(t.app, "/v3/offsite/", { url: "https://shop.example/", pin_id: "x" });
    expect(badPin.status).toBe(400);
  });

  it("ADS-071 / D-006: a secret board's collaborator may check its pin's link; a stranger may not", async () => {
    const db = t.database.db;
    const owner = await buildUser(db);
    const board = await buildBoard(db, owner.id, { privacy: "secret" });
    const pin = await buildPin(db, board, { link: "https://shop.example/shared" });
    const collaborator = await signedIn(t, "offsite-collab");
    const stranger = await signedIn(t, "offsite-stranger");
    await addCollaborator(t, board.id, collaborator.id);
    const query = { url: "https://shop.example/shared", pin_id: pin.id, check_only: "true" };
    const seen = await collaborator.browser.get("/v3/offsite/", query);
    expect(seen.status).toBe(200);
    const hidden = await stranger.browser.get("/v3/offsite/", query);
    expect(hidden.status).toBe(404);
  });
});

describe("offsite token and URL-safety rules (ADS-074, IMPL-042)", () => {
  const secret = "s".repeat(40);

  it("a token verifies only for its url, pin and secret, until it expires", () => {
    const now = Date.UTC(2030, 0, 1);
    const { token } = signOffsiteToken(secret, "https://a.example/", "1", now);
    expect(verifyOffsiteToken(secret, token, "https://a.example/", "1", now + 1000)).toBe(true);
    expect(verifyOffsiteToken(secret, token, "https://a.example/?x", "1", now)).toBe(false);
    expect(verifyOffsiteToken(secret, token, "https://a.example/", "2", now)).toBe(false);
    expect(verifyOffsiteToken("t".repeat(40), token, "https://a.example/", "1", now)).toBe(false);
    expect(verifyOffsiteToken(secret, token, "https://a.example/", "1", now + 3_600_001)).toBe(false);
    expect(verifyOffsiteToken(secret, "garbage", "https://a.example/", "1", now)).toBe(false);
  });

  it("hosts match themselves and their subdomains; blocked wins; malformed configuration is refused", () => {
    const rules = parseUrlSafetyRules('{"blocked": ["Bad.Example"], "suspicious": ["bad.example"]}', "test");
    expect(classifyUrl(new URL("https://www.bad.example/"), rules)).toBe("blocked");
    expect(classifyUrl(new URL("https://notbad.example/"), rules)).toBe("ok");
    expect(() => parseUrlSafetyRules('{"blocked": "x"}', "test")).toThrow(/Invalid configuration/);
    expect(() => parseUrlSafetyRules("{", "test")).toThrow(/not JSON/);
  });
});
