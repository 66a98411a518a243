import { API_SCOPES, requiredScope } from "@corkboard/core/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdvertiser } from "../../advertisers/ads-test-kit.ts";
import { createToken } from "../../auth/tokens/api-tokens-test-kit.ts";
import {
  answerCode,
  apiOperations,
  callOperation,
  fieldsOf,
  type Operation,
  resetRateLimit,
} from "../../test/api-operations.ts";
import { buildBoard, buildImage, buildPin, buildSection, buildUser } from "../../test/factories.ts";
import { csrfHeaders, TestBrowser } from "../../test/inject.ts";
import { signedIn } from "../../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { schema } from "../db/index.ts";
import { tokenLimitKey } from "./endpoint-rate-limit.ts";

// Standards "bad input" and "security", over every operation of the API document: whatever
// a client sends, the server answers with a stable code, never a 500; and a write needs a
// session unless it is one of the few that lead to one.
const HOSTILE_VALUES: readonly unknown[] = [
  "a\u0000b", // PostgreSQL text cannot hold NUL
  "9999999999999999999", // looks like an id, past bigint
  "-1",
  "",
  "x".repeat(5000),
  "\ud800", // a lone surrogate
  "%E0%A4%A",
  1e308,
  -1,
  0.5,
  true,
  null,
  ["a\u0000b"],
  { $gt: "" },
];

/** The values tried one field at a time, the rest of the request valid. */
const FIELD_VALUES: readonly unknown[] = [
  "a\u0000b",
  "9999999999999999999",
  "x".repeat(5000),
  1e308,
  ["x"],
  { $gt: "" },
];

/**
 * Writes that act only on the caller's own account, or make something new of the caller's
 * own, so another user may make them with the sweep's values. Every other write names the
 * sweeping user's board, pin, section or advertiser and must be refused to anyone else.
 */
const OWN_SCOPE_WRITES = new Set<string>([
  "/resource/BoardResource/create/",
  "/v3/business/create/",
  "/v3/business/convert/",
  "/v3/users/claiming_upsells_seen/",
  "/v3/users/email/verify/resend/",
  "/v3/users/sessions/revoke_others/",
  // Following and website claims change only the caller's own follows and claims.
  "/resource/UserFollowResource/create/",
  "/resource/UserFollowResource/delete/",
  "/v3/users/follow/",
  "/v3/users/website/claim/",
  "/v3/users/website/verify/",
  "/v3/users/website/unclaim/",
  // Logging out of every account this browser remembers ends only the caller's own group (D-045).
  "/v3/accounts/logout_all/",
  // Asking for an export of one's data exports only the caller's own (D-056).
  "/v3/exports/",
]);

// Each sweep makes hundreds of calls; on a busy two-core runner that takes longer than the
// suite's 30-second default, which is meant for single behaviours.
const SWEEP_TIMEOUT_MS = 180_000;

describe("every API operation, called with hostile input, without a session or by a stranger", {
  timeout: SWEEP_TIMEOUT_MS,
}, () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof signedIn>>;
  let operations: Operation[];
  /** A valid value for each field name the API uses, so that one bad field is the only fault. */
  let valid: Record<string, unknown>;
  /** A token's string by its scopes, space-separated. */
  let tokens: Map<string, Awaited<ReturnType<typeof createToken>>>;

  beforeAll(async () => {
    t = await buildTestApp();
    user = await signedIn(t, "sweeper");
    operations = apiOperations(t.app);
    valid = await validValues(t, user.id);
    // Made before any call: the sweeps' logouts end the session that makes tokens (D-057).
    tokens = new Map();
    const needed = new Set(operations.map((op) => requiredScope(op.endpoint)));
    for (const scope of needed) {
      for (const scopes of [lackingScopes(scope), ...(scope === "none" ? [] : [[scope]])]) {
        tokens.set(scopes.join(" "), await createToken(user, scopes, { expiry: "never" }));
      }
    }
  });
  afterAll(() => t.close());

  const call = (
    op: Operation,
    values: Record<string, unknown>,
    browser: TestBrowser,
    headers: Record<string, string> = {},
  ) => callOperation(t.app, op, values, browser, headers);

  /** Calls as the signed-in user; answers a failure line for a 5xx, else null. */
  async function failureOf(op: Operation, values: Record<string, unknown>, label: string) {
    await resetRateLimit(t.app, op, user);
    const response = await call(op, values, user.browser);
    if (response.statusCode >= 500) return `${op.method} ${op.path} with ${label}: ${response.statusCode}`;
    // A Pinterest v5 route refuses in v5's shape, whatever was wrong with the call (D-058).
    return op.endpoint.wire === "v5" && answerCode(op, response) === "NOT_V5_SHAPED"
      ? `${op.method} ${op.path} with ${label}: not v5-shaped`
      : null;
  }

  it("path, query and body filled with NUL, huge ids, wrong types and odd strings", async () => {
    const failures: string[] = [];
    for (const op of operations) {
      for (const value of HOSTILE_VALUES) {
        const values = Object.fromEntries(fieldsOf(op).map((name) => [name, value]));
        const failure = await failureOf(op, values, JSON.stringify(value).slice(0, 40));
        if (failure) failures.push(failure);
      }
    }
    expect(operations.length).toBeGreaterThan(70);
    expect(failures).toEqual([]);
  });

  it("a JSON body nested a hundred thousand deep in every field of every write", async () => {
    const deep = `${"[".repeat(100_000)}"x"${"]".repeat(100_000)}`;
    const failures: string[] = [];
    for (const op of operations.filter((op) => op.method !== "GET")) {
      const fields = fieldsOf(op).map((name) => `${JSON.stringify(name)}:${deep}`);
      const response = await t.app.inject({
        method: op.method as "POST",
        url: op.path.replace(/\{(\w+)\}/g, "1"),
        headers: {
          ...csrfHeaders(),
          cookie: user.browser.cookieHeader(),
          "content-type": "application/json",
        },
        remoteAddress: user.browser.remoteAddress,
        payload: `{${fields.join(",")}}`,
      });
      if (response.statusCode >= 500) failures.push(`${op.method} ${op.path}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it("a logged-out visitor's valid call is UNAUTHORIZED wherever the contract's access is not public", async () => {
    const answers: string[] = [];
    for (const op of operations.filter((op) => op.endpoint.access !== "public")) {
      const response = await call(op, valid, new TestBrowser(t.app));
      const code = answerCode(op, response);
      if (code !== "UNAUTHORIZED") answers.push(`${op.method} ${op.path}: ${response.statusCode} ${code}`);
    }
    expect(answers).toEqual([]);
  });

  it("another signed-in user's valid writes on the sweeper's boards, pins, sections and advertiser are all refused", async () => {
    const stranger = await signedIn(t, "stranger");
    const accepted: string[] = [];
    const publicOrOwn = (op: Operation) => op.endpoint.access === "public" || OWN_SCOPE_WRITES.has(op.path);
    for (const op of operations.filter((op) => op.method !== "GET" && !publicOrOwn(op))) {
      await resetRateLimit(t.app, op, stranger);
      const response = await call(op, valid, stranger.browser);
      const code = answerCode(op, response);
      if (response.statusCode < 400) accepted.push(`${op.method} ${op.path}: ${response.statusCode} ${code}`);
    }
    expect(accepted).toEqual([]);
  });

  it("one hostile field at a time in an otherwise valid call reaches the services and the database", async () => {
    const failures: string[] = [];
    for (const op of operations) {
      for (const field of fieldsOf(op)) {
        for (const value of FIELD_VALUES) {
          const label = `${field}=${JSON.stringify(value).slice(0, 30)}`;
          const failure = await failureOf(op, { ...valid, [field]: value }, label);
          if (failure) failures.push(failure);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("issue 20: a personal API token lacking an operation's scope is refused on every operation; one holding it is not", async () => {
    const limits = t.app.appContext.endpointLimits;
    const bearer = async (scopes: string[]) => {
      const made = tokens.get(scopes.join(" "));
      if (!made) throw new Error(`no sweep token for ${scopes.join(" ")}`);
      // The per-token limits have tests of their own; the sweep must reach the scope check.
      await limits.apiTokenBurst.reset(tokenLimitKey(made.token.id));
      await limits.apiToken.reset(tokenLimitKey(made.token.id));
      return { authorization: `Bearer ${made.secret}` };
    };
    const refusedWrongly: string[] = [];
    for (const op of operations) {
      const scope = requiredScope(op.endpoint);
      await resetRateLimit(t.app, op, user);
      const response = await call(op, valid, user.browser, await bearer(lackingScopes(scope)));
      const code = answerCode(op, response);
      if (code !== "TOKEN_SCOPE_MISSING") refusedWrongly.push(`${op.method} ${op.path} (${scope}): ${code}`);
    }
    expect(refusedWrongly).toEqual([]);
    const wronglyRefused: string[] = [];
    for (const op of operations) {
      const scope = requiredScope(op.endpoint);
      if (scope === "none") continue;
      await resetRateLimit(t.app, op, user);
      const response = await call(op, valid, user.browser, await bearer([scope]));
      const code = answerCode(op, response);
      if (code === "TOKEN_SCOPE_MISSING" || code === "TOKEN_INVALID" || response.statusCode >= 500) {
        wronglyRefused.push(`${op.method} ${op.path} (${scope}): ${response.statusCode} ${code}`);
      }
    }
    expect(wronglyRefused).toEqual([]);
  });
});

/** Every scope but `scope` (all of them for an endpoint no token may call). */
function lackingScopes(scope: string): string[] {
  return API_SCOPES.filter((each) => each !== scope);
}

/** Fixtures owned by the sweeping user, and a valid value for every field name they feed. */
async function validValues(t: TestApp, userId: string): Promise<Record<string, unknown>> {
  const db = t.database.db;
  const other = await buildUser(db);
  const board = await buildBoard(db, userId, { name: "Sweep board" });
  const second = await buildBoard(db, userId, { name: "Sweep second" });
  const section = await buildSection(db, board.id, { title: "Sweep section" });
  const pin = await buildPin(db, { id: board.id, ownerId: userId });
  const image = await buildImage(db);
  const advertiser = await buildAdvertiser(db, userId, { [userId]: "OWNER" });
  // Verified, so the verifiedEmail calls (follows, website claims) reach their services.
  const [me] = await db
    .update(schema.users)
    .set({ emailVerified: true })
    .where(eq(schema.users.id, userId))
    .returning();
  const [notification] = await db
    .insert(schema.notifications)
    .values({ recipientId: userId, kind: "new_follower", actorId: other.id })
    .returning();
  return {
    id: pin.id,
    pin_id: pin.id,
    pinId: pin.id,
    pin_ids: [pin.id],
    pins: [pin.id],
    board_id: board.id,
    new_board_id: second.id,
    section: section.id,
    section_id: section.id,
    old_section_id: section.id,
    new_section_id: section.id,
    media_upload_id: image.id,
    image_signature: image.signature,
    user_id: other.id,
    followee_ids: other.id,
    invite_code: "sweep-invite-code",
    aux_data: { pin_id: pin.id },
    client_tracking_params: "sweep",
    proof: "dns_txt",
    notification_id: notification?.id,
    invited_user_ids: [other.id],
    emails: ["friend@example.com"],
    email: "sweeper@example.com",
    username: me?.username,
    username_or_email: me?.username,
    slug: board.slug,
    section_slug: section.slug,
    method: "uploaded",
    is_buyable_pin: false,
    title: "Sweep",
    description: "Sweep #sweep",
    link: "https://example.com/",
    name: "Sweep name",
    privacy: "public",
    q: "sw",
    term: "sw",
    count: 5,
    page_size: 10,
    url: "https://example.com/",
    image_url: "https://example.com/photo.jpg",
    password: "a wrong password 1",
    current_password: "a wrong password 1",
    new_password: "a new password 2345",
    code: "123456",
    token: "tok_test_visa_4242",
    provider: "TEST",
    invite_id: "1",
    accept: true,
    upsell: "POST_CREATE_UPSELL_V2",
    event: "pin_create_success",
    path: "/pin/create/button/",
    business_name: "Sweep Co",
    country: "US",
    website_url: "https://example.com/",
    next: "/",
    profile_id: other.id,
    advertiserId: advertiser.id,
    advertiser_id: advertiser.id,
    budget_in_micro_currency: 5_000_000,
    campaign_name: "Sweep campaign",
    destination_url: "https://example.com/",
    duration: 7,
    auto_targeting_enabled: true,
    is_ongoing: false,
    start_now: true,
    targeting_spec: {},
    ads_client_type: "quick_promote",
    flexible_daily_budget_enabled: false,
  };
}
