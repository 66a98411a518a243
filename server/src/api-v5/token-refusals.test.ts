import type { V5Error, V5Pin } from "@corkboard/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createToken, TOKENS } from "../auth/tokens/api-tokens-test-kit.ts";
import { solidImage } from "../platform/images/test-images.ts";
import { buildBoard } from "../test/factories.ts";
import { type SignedInUser, signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { v5WithToken } from "./v5-test-kit.ts";

describe("issue 20: a personal API token's refusals under /v5/ answer in v5's shape (D-057, D-058)", () => {
  let t: TestApp;
  let me: SignedInUser;

  beforeAll(async () => {
    t = await buildTestApp();
    me = await signedIn(t, "v5-refused");
  });
  afterAll(() => t.close());

  /** Exactly Pinterest's {code, message}, the code being the status. */
  const v5Failure = (status: number) => ({ status, body: { code: status, message: expect.any(String) } });

  it("issue 20: a revoked token is a v5 401", async () => {
    const { token, secret } = await createToken(me, ["boards:read"]);
    expect((await v5WithToken(t.app, secret, "GET", "/v5/boards")).status).toBe(200);
    expect((await me.browser.post(TOKENS.revoke, { token_id: token.id })).status).toBe(200);
    for (const [method, url] of [
      ["GET", "/v5/boards"],
      ["GET", "/v5/user_account"],
      ["POST", "/v5/boards"],
    ] as const) {
      const refused = await v5WithToken<V5Error>(
        t.app,
        secret,
        method,
        url,
        method === "POST" ? {} : undefined,
      );
      expect(refused, `${method} ${url}`).toMatchObject(v5Failure(401));
      expect(Object.keys(refused.body).sort()).toEqual(["code", "message"]);
    }
    const nonsense = await v5WithToken<V5Error>(t.app, "cbp_nonsense", "GET", "/v5/pins");
    expect(nonsense).toMatchObject(v5Failure(401));
  });

  it("issue 20: a token without the endpoint's scope is a v5 403", async () => {
    const { secret } = await createToken(me, ["boards:read"]);
    for (const [method, url, body] of [
      ["GET", "/v5/pins", undefined],
      ["GET", "/v5/user_account", undefined],
      ["POST", "/v5/boards", { name: "Not with a read token" }],
    ] as const) {
      const refused = await v5WithToken<V5Error>(t.app, secret, method, url, body);
      expect(refused, `${method} ${url}`).toMatchObject(v5Failure(403));
      expect(Object.keys(refused.body).sort()).toEqual(["code", "message"]);
    }
  });

  it("issue 20: past the token's hourly limit a v5 call is a v5 429 with X-RateLimit-* and Retry-After", async () => {
    const { token, secret } = await createToken(me, ["boards:read"]);
    const first = await v5WithToken(t.app, secret, "GET", "/v5/boards");
    expect(first.status).toBe(200);
    expect(first.headers["x-ratelimit-limit"]).toBe("1000");
    expect(first.headers["x-ratelimit-remaining"]).toBe("999");
    await t.app.appContext.endpointLimits.apiToken.consume(`token:${token.id}`, 999);
    const limited = await v5WithToken<V5Error>(t.app, secret, "GET", "/v5/boards");
    expect(limited).toMatchObject(v5Failure(429));
    expect(Object.keys(limited.body).sort()).toEqual(["code", "message"]);
    expect(limited.headers["x-ratelimit-limit"]).toBe("1000");
    expect(limited.headers["x-ratelimit-remaining"]).toBe("0");
    expect(Number(limited.headers["x-ratelimit-reset"])).toBeGreaterThan(0);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("issue 20: POST /v5/pins with a token stores alt_text, and GET /v5/pins/{id} answers it (D-055)", async () => {
    const { secret } = await createToken(me, ["pins:read", "pins:write"]);
    const board = await buildBoard(t.database.db, me.id, { name: "Described" });
    const png = await solidImage(240, 160, "#447700", "png");
    const media = { source_type: "image_base64", content_type: "image/png", data: png.toString("base64") };
    const created = await v5WithToken<V5Pin>(t.app, secret, "POST", "/v5/pins", {
      board_id: board.id,
      title: "Green",
      alt_text: "  A green rectangle on white  ",
      media_source: media,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.alt_text).toBe("A green rectangle on white");
    const read = await v5WithToken<V5Pin>(t.app, secret, "GET", `/v5/pins/${created.body.id}`);
    expect(read.body.alt_text).toBe("A green rectangle on white");
    // No alt text is v5's null, not an empty string.
    const bare = await v5WithToken<V5Pin>(t.app, secret, "POST", "/v5/pins", {
      board_id: board.id,
      media_source: media,
    });
    expect(bare.body.alt_text).toBeNull();
    const tooLong = await v5WithToken<V5Error>(t.app, secret, "POST", "/v5/pins", {
      board_id: board.id,
      alt_text: "x".repeat(501),
      media_source: media,
    });
    expect(tooLong).toMatchObject(v5Failure(400));
  });
});
