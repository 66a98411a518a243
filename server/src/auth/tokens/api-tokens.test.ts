import { createHash } from "node:crypto";
import type { ApiToken } from "@corkboard/core/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../platform/db/index.ts";
import { tokenLimitKey } from "../../platform/http/endpoint-rate-limit.ts";
import { buildBoard, buildPin } from "../../test/factories.ts";
import { getJson } from "../../test/inject.ts";
import { type SignedInUser, signedIn } from "../../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { createToken, TOKENS, withToken } from "./api-tokens-test-kit.ts";

const BOARD_CREATE = "/resource/BoardResource/create/";
const BOARD_GET = "/resource/BoardResource/get/";
const PROFILE_BOARDS = "/resource/BoardsResource/get/";
const ALL_SCOPES = [
  "boards:read",
  "boards:read_secret",
  "boards:write",
  "boards:write_secret",
  "pins:read",
  "pins:read_secret",
  "pins:write",
  "pins:write_secret",
  "user_accounts:read",
  "user_accounts:write",
  "follows:read",
  "follows:write",
  "ads:read",
  "ads:write",
];

describe("issue 20: personal API tokens", () => {
  let t: TestApp;
  let owner: SignedInUser;
  let other: SignedInUser;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signedIn(t, "tokens");
    other = await signedIn(t, "stranger");
  });
  afterAll(() => t.close());

  it("issue 20: a token is answered once; the table keeps only the sha256 of its secret", async () => {
    const { token, secret } = await createToken(owner, ["boards:read"], { name: "backup" });
    expect(secret).toMatch(/^cbp_[0-9A-Za-z]{12}_[0-9A-Za-z]{43}$/);
    expect(secret.startsWith(`${token.prefix}_`)).toBe(true);
    expect(token).toMatchObject({
      name: "backup",
      scopes: ["boards:read"],
      last_used_at: null,
      revoked_at: null,
    });
    expect(Date.parse(token.expires_at ?? "") - Date.now()).toBeGreaterThan(29 * 86_400_000);

    const list = await owner.browser.get<{ items: ApiToken[] }>(TOKENS.list);
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(secret.split("_")[2]);
    expect(list.body.resource_response.data.items.map((item) => item.id)).toContain(token.id);

    const [row] = await t.database.db
      .select()
      .from(schema.apiTokens)
      .where(eq(schema.apiTokens.id, token.id));
    const secretPart = secret.split("_")[2] ?? "";
    expect(row?.secretHash).toBe(createHash("sha256").update(secretPart).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(secretPart);
  });

  it("issue 20: a token reads and writes without CSRF or cookies, and last_used_at is set", async () => {
    const { token, secret } = await createToken(owner, ["boards:read", "boards:write"]);
    const created = await withToken<{ id: string }>(t.app, secret, "POST", BOARD_CREATE, {
      name: "From a script",
    });
    expect(created.status).toBe(200);
    const boardId = created.body.resource_response.data.id;
    const read = await withToken<{ board: { name: string } }>(t.app, secret, "GET", BOARD_GET, {
      board_id: boardId,
    });
    expect(read.status).toBe(200);
    expect(read.body.resource_response.data.board.name).toBe("From a script");
    expect(read.headers["x-ratelimit-limit"]).toBe("1000");
    expect(Number(read.headers["x-ratelimit-remaining"])).toBe(998);
    const [row] = await t.database.db
      .select()
      .from(schema.apiTokens)
      .where(eq(schema.apiTokens.id, token.id));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
  });

  it("issue 20: a token without the endpoint's scope is refused with TOKEN_SCOPE_MISSING", async () => {
    const { secret } = await createToken(owner, ["boards:read"]);
    const refused = await withToken(t.app, secret, "POST", BOARD_CREATE, { name: "Nope" });
    expect(refused.status).toBe(403);
    expect(refused.body.resource_response.error?.code).toBe("TOKEN_SCOPE_MISSING");
    expect(refused.body.resource_response.error?.message_detail).toBe("needs the boards:write scope");
  });

  it("issue 20: the account's security endpoints refuse a token whatever its scopes", async () => {
    const { secret } = await createToken(owner, ALL_SCOPES);
    const calls: ["GET" | "POST", string, Record<string, unknown>][] = [
      ["POST", "/v3/users/password/change/", { old_password: "x", new_password: "y" }],
      ["GET", "/v3/users/sessions/", {}],
      ["POST", "/v3/logout/", {}],
      ["GET", TOKENS.list, {}],
      ["POST", TOKENS.create, { name: "child", scopes: ["boards:read"], expiry: "never" }],
      ["POST", "/v3/accounts/logout_all/", {}],
    ];
    for (const [method, path, input] of calls) {
      const refused = await withToken(t.app, secret, method, path, input);
      expect({ path, status: refused.status, code: refused.body.resource_response.error?.code }).toEqual({
        path,
        status: 403,
        code: "TOKEN_SCOPE_MISSING",
      });
    }
  });

  it("issue 20: a secret board is not found through a token without boards:read_secret", async () => {
    const secretBoard = await buildBoard(t.database.db, owner.id, {
      privacy: "secret",
      name: "Hidden plans",
    });
    const plain = await createToken(owner, ["boards:read"]);
    const hidden = await withToken(t.app, plain.secret, "GET", BOARD_GET, { board_id: secretBoard.id });
    expect(hidden.status).toBe(404);
    const listed = await withToken<{ items: { id: string }[] }>(t.app, plain.secret, "GET", PROFILE_BOARDS, {
      username: owner.username,
    });
    expect(listed.body.resource_response.data.items.map((board) => board.id)).not.toContain(secretBoard.id);

    const full = await createToken(owner, ["boards:read", "boards:read_secret"]);
    const seen = await withToken(t.app, full.secret, "GET", BOARD_GET, { board_id: secretBoard.id });
    expect(seen.status).toBe(200);
    const all = await withToken<{ items: { id: string }[] }>(t.app, full.secret, "GET", PROFILE_BOARDS, {
      username: owner.username,
    });
    expect(all.body.resource_response.data.items.map((board) => board.id)).toContain(secretBoard.id);
  });

  it("issue 20: a pin on a secret board needs pins:read_secret; making a board secret needs boards:write_secret", async () => {
    const secretBoard = await buildBoard(t.database.db, owner.id, { privacy: "secret", name: "Secret pins" });
    const pin = await buildPin(t.database.db, { id: secretBoard.id, ownerId: owner.id });
    const plain = await createToken(owner, ["pins:read", "boards:read", "boards:write"]);
    expect(
      (await withToken(t.app, plain.secret, "GET", "/resource/PinResource/get/", { id: pin.id })).status,
    ).toBe(404);
    const full = await createToken(owner, [
      "pins:read",
      "pins:read_secret",
      "boards:write",
      "boards:write_secret",
    ]);
    expect(
      (await withToken(t.app, full.secret, "GET", "/resource/PinResource/get/", { id: pin.id })).status,
    ).toBe(200);

    const refused = await withToken(t.app, plain.secret, "POST", BOARD_CREATE, {
      name: "Shh",
      privacy: "secret",
    });
    expect(refused.status).toBe(403);
    expect(refused.body.resource_response.error?.code).toBe("TOKEN_SCOPE_MISSING");
    const made = await withToken(t.app, full.secret, "POST", BOARD_CREATE, {
      name: "Shh",
      privacy: "secret",
    });
    expect(made.status).toBe(200);
  });

  it("issue 20: revoked, expired, malformed and wrong-secret tokens are all TOKEN_INVALID (401)", async () => {
    const revoked = await createToken(owner, ["boards:read"]);
    const revoke = await owner.browser.post<ApiToken>(TOKENS.revoke, { token_id: revoked.token.id });
    expect(revoke.status).toBe(200);
    expect(revoke.body.resource_response.data.revoked_at).not.toBeNull();

    const expired = await createToken(owner, ["boards:read"]);
    await t.database.db
      .update(schema.apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.apiTokens.id, expired.token.id));

    const good = await createToken(owner, ["boards:read"]);
    const wrongSecret = `${good.token.prefix}_${"A".repeat(43)}`;

    for (const secret of [revoked.secret, expired.secret, wrongSecret, "cbp_nonsense", ""]) {
      const refused = await withToken(t.app, secret, "GET", PROFILE_BOARDS, { username: owner.username });
      expect(refused.status).toBe(401);
      expect(refused.body.resource_response.error?.code).toBe("TOKEN_INVALID");
      expect(refused.body.resource_response.error?.message_detail).toBeUndefined();
    }
    const works = await withToken(t.app, good.secret, "GET", PROFILE_BOARDS, { username: owner.username });
    expect(works.status).toBe(200);
  });

  it("issue 20: a suspended account's token is refused as its session would be", async () => {
    const person = await signedIn(t, "suspended");
    const { secret } = await createToken(person, ["boards:read"]);
    await t.database.db
      .update(schema.users)
      .set({ state: "suspended" })
      .where(eq(schema.users.id, person.id));
    const refused = await withToken(t.app, secret, "GET", PROFILE_BOARDS, { username: person.username });
    expect(refused.status).toBe(401);
    expect(refused.body.resource_response.error?.code).toBe("TOKEN_INVALID");
  });

  it("issue 20: a Bearer request ignores the cookies it carries (no mixing)", async () => {
    const { secret } = await createToken(owner, ["boards:read"]);
    // A valid session cookie does not make a token's refused write pass, nor a bad token's read.
    const refused = await withToken(
      t.app,
      secret,
      "POST",
      BOARD_CREATE,
      { name: "Mixed" },
      {
        cookie: owner.browser.cookieHeader(),
        origin: t.config.publicOrigin,
        "x-csrftoken": "t".repeat(43),
      },
    );
    expect(refused.body.resource_response.error?.code).toBe("TOKEN_SCOPE_MISSING");
    const bad = await withToken(
      t.app,
      "cbp_bad",
      "GET",
      TOKENS.list,
      {},
      { cookie: owner.browser.cookieHeader() },
    );
    expect(bad.status).toBe(401);
  });

  it("issue 20: cookie writes still need CSRF", async () => {
    const answer = await t.app.inject({
      method: "POST",
      url: BOARD_CREATE,
      headers: { cookie: owner.browser.cookieHeader() },
      payload: { name: "Forged" },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().resource_response.error.code).toBe("CSRF_FAILED");
    const create = await t.app.inject({
      method: "POST",
      url: TOKENS.create,
      headers: { cookie: owner.browser.cookieHeader(), origin: t.config.publicOrigin },
      payload: { name: "Forged", scopes: ["boards:read"], expiry: "never" },
    });
    expect(create.json().resource_response.error.code).toBe("CSRF_FAILED");
  });

  it("issue 20: another person can neither list nor revoke my tokens (NOT_FOUND)", async () => {
    const mine = await createToken(owner, ["boards:read"], { name: "mine only" });
    const theirList = await other.browser.get<{ items: ApiToken[] }>(TOKENS.list);
    expect(theirList.body.resource_response.data.items.map((item) => item.id)).not.toContain(mine.token.id);
    const revoke = await other.browser.post(TOKENS.revoke, { token_id: mine.token.id });
    expect(revoke.status).toBe(404);
    expect(revoke.body.resource_response.error?.code).toBe("NOT_FOUND");
    const still = await withToken(t.app, mine.secret, "GET", PROFILE_BOARDS, { username: owner.username });
    expect(still.status).toBe(200);
  });

  it("issue 20: the token endpoints need a session and refuse bad input", async () => {
    expect((await getJson(t.app, TOKENS.list)).status).toBe(401);
    const noScopes = await owner.browser.post(TOKENS.create, { name: "x", scopes: [], expiry: "30" });
    expect(noScopes.status).toBe(400);
    const unknownScope = await owner.browser.post(TOKENS.create, {
      name: "x",
      scopes: ["admin"],
      expiry: "30",
    });
    expect(unknownScope.status).toBe(400);
    const badExpiry = await owner.browser.post(TOKENS.create, {
      name: "x",
      scopes: ["pins:read"],
      expiry: "7",
    });
    expect(badExpiry.status).toBe(400);
    const noName = await owner.browser.post(TOKENS.create, {
      name: "  ",
      scopes: ["pins:read"],
      expiry: "30",
    });
    expect(noName.status).toBe(400);
  });

  it("issue 20: a person may have at most 50 unrevoked tokens", async () => {
    const person = await signedIn(t, "collector");
    for (let i = 0; i < 50; i++) await createToken(person, ["pins:read"], { expiry: "never" });
    const over = await person.browser.post(TOKENS.create, {
      name: "51st",
      scopes: ["pins:read"],
      expiry: "30",
    });
    expect(over.status).toBe(400);
    expect(over.body.resource_response.error?.code).toBe("TOKEN_LIMIT_REACHED");
  });

  it("issue 20: each token has its own burst limit: 429 with Retry-After once it is spent", async () => {
    const person = await signedIn(t, "burst");
    const first = await createToken(person, ["boards:read"]);
    const second = await createToken(person, ["boards:read"]);
    // The burst is 100 calls in any 10 seconds. 98 are spent straight on the limiter: a hundred
    // requests one after another on a loaded test host can take longer than the window, which
    // then starts afresh and lets the 101st through.
    await t.app.appContext.endpointLimits.apiTokenBurst.consume(tokenLimitKey(first.token.id), 98);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await withToken(t.app, first.secret, "GET", PROFILE_BOARDS, { username: person.username })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await withToken(t.app, first.secret, "GET", PROFILE_BOARDS, {
      username: person.username,
    });
    expect(limited.body.resource_response.error?.code).toBe("RATE_LIMITED");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    const other = await withToken(t.app, second.secret, "GET", PROFILE_BOARDS, { username: person.username });
    expect(other.status).toBe(200);
  });
});

describe("issue 20: a Bearer request and the public cache", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ publicCacheTtlMs: 60_000 });
  });
  afterAll(() => t.close());

  it("issue 20: a Bearer request is never answered from, nor stored in, the public cache", async () => {
    const owner = await signedIn(t, "cached");
    const hidden = await buildBoard(t.database.db, owner.id, { privacy: "secret", name: "Cache secret" });
    const { secret } = await createToken(owner, ["boards:read", "boards:read_secret"]);
    const query = { username: owner.username };

    const loggedOut = await t.app.inject({ method: "GET", url: PROFILE_BOARDS, query });
    expect(loggedOut.headers["x-cache"]).toBe("miss");
    const viaToken = await withToken<{ items: { id: string }[] }>(
      t.app,
      secret,
      "GET",
      PROFILE_BOARDS,
      query,
    );
    expect(viaToken.headers["x-cache"]).toBeUndefined();
    expect(viaToken.body.resource_response.data.items.map((board) => board.id)).toContain(hidden.id);
    // A bad token is refused, not served the cached logged-out answer.
    const bad = await withToken(t.app, "cbp_bad", "GET", PROFILE_BOARDS, query);
    expect(bad.status).toBe(401);
    // And the token's answer was not stored for logged-out visitors.
    const again = await t.app.inject({ method: "GET", url: PROFILE_BOARDS, query });
    expect(again.headers["x-cache"]).toBe("hit");
    expect(again.body).not.toContain(hidden.id);
  });
});
