import {
  type AnyEndpoint,
  findPinImagesEndpoint,
  forgotPasswordEndpoint,
  pinCreateEndpoint,
  pinImagePrefetchEndpoint,
  pinImageUploadEndpoint,
  userRegisterEndpoint,
  websiteVerifyEndpoint,
} from "@corkboard/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  answerCode,
  apiOperations,
  callOperation,
  contractEndpoints,
  type Operation,
} from "../../test/api-operations.ts";
import { TestBrowser } from "../../test/inject.ts";
import { signedIn } from "../../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import type { Viewer } from "../auth/viewer.ts";
import { ENDPOINT_RATE_LIMITS } from "../rate-limit/endpoint-limits.ts";
import { accountKey, ipKey } from "../rate-limit/index.ts";
import { checkAccess } from "./endpoint-access.ts";

// The rules an endpoint declares (core/src/contract/endpoint.ts) hold for every endpoint,
// because one registrar applies them (platform/http/endpoint-route.ts).

/**
 * What makes a call costly or abusable: fetching a URL the caller names, sending mail,
 * hashing a password, processing an image. Each such endpoint must name a rate-limit policy.
 */
const COSTLY_ENDPOINTS: readonly AnyEndpoint[] = [
  userRegisterEndpoint,
  forgotPasswordEndpoint,
  pinCreateEndpoint,
  pinImagePrefetchEndpoint,
  pinImageUploadEndpoint,
  findPinImagesEndpoint,
  websiteVerifyEndpoint,
];

const PASSWORD_OR_MAIL =
  /register|login|UserSessionResource\/create|password|2fa\/(totp|email|disable)|verify\/resend|forgot|Invite(s)?Resource\/create|EmailInvite/;

describe("endpoint declarations", () => {
  it("every endpoint that fetches, mails, hashes a password or processes an image names a rate-limit policy", () => {
    for (const endpoint of COSTLY_ENDPOINTS) expect(endpoint.rateLimit, endpoint.path).toBeDefined();
    const writes = [...contractEndpoints().values()].filter((e) => e.method !== "GET");
    const unlimited = writes.filter((e) => PASSWORD_OR_MAIL.test(e.path) && !e.rateLimit).map((e) => e.path);
    expect(unlimited).toEqual([]);
  });

  it("path parameters are written one way, {name}, and declared by a params schema", () => {
    for (const endpoint of contractEndpoints().values()) {
      expect(endpoint.path, endpoint.path).not.toMatch(/\/:/);
      const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const declared = endpoint.params
        ? Object.keys((endpoint.params as unknown as { shape: object }).shape)
        : [];
      expect(declared.sort(), endpoint.path).toEqual(names.sort());
    }
  });

  it("checkAccess: signed in, verified email and business account levels answer their codes", () => {
    const viewer = (user: Partial<NonNullable<Viewer["user"]>>): Viewer =>
      ({ id: "1", user: { email_verified: false, is_partner: false, ...user } }) as Viewer;
    const codeOf = (run: () => void) => {
      try {
        run();
        return "ok";
      } catch (error) {
        return (error as { code: string }).code;
      }
    };
    expect(codeOf(() => checkAccess("public", null))).toBe("ok");
    expect(codeOf(() => checkAccess("signedIn", null))).toBe("UNAUTHORIZED");
    expect(codeOf(() => checkAccess("signedIn", viewer({})))).toBe("ok");
    expect(codeOf(() => checkAccess("verifiedEmail", null))).toBe("UNAUTHORIZED");
    expect(codeOf(() => checkAccess("verifiedEmail", viewer({})))).toBe("EMAIL_NOT_VERIFIED");
    expect(codeOf(() => checkAccess("verifiedEmail", viewer({ email_verified: true })))).toBe("ok");
    expect(codeOf(() => checkAccess("business", viewer({})))).toBe("FORBIDDEN");
    expect(codeOf(() => checkAccess("business", viewer({ is_partner: true })))).toBe("ok");
  });
});

describe("the registrar applies each declaration", () => {
  let t: TestApp;
  let operations: Operation[];

  beforeAll(async () => {
    t = await buildTestApp();
    operations = apiOperations(t.app);
  });
  afterAll(() => t.close());

  it("the OpenAPI document shows each endpoint's access rule, and its rate limit where it has one", () => {
    for (const op of operations) {
      const description = (op.operation as { description?: string }).description ?? "";
      expect(description, op.path).toContain(`Access: ${op.endpoint.access}.`);
      if (op.endpoint.rateLimit)
        expect(description, op.path).toContain(`Rate limit: ${op.endpoint.rateLimit}`);
    }
  });

  it("every rate-limited endpoint answers 429 with its policy's code and Retry-After once the client's limit is spent", async () => {
    const limited = operations.filter((op) => op.endpoint.rateLimit);
    expect(limited.length).toBeGreaterThanOrEqual(COSTLY_ENDPOINTS.length);
    const user = await signedIn(t, "limited");
    const answers: string[] = [];
    for (const op of limited) {
      const name = op.endpoint.rateLimit as keyof typeof ENDPOINT_RATE_LIMITS;
      const policy = ENDPOINT_RATE_LIMITS[name];
      const limiter = t.app.appContext.endpointLimits[name];
      // Spend the whole allowance of both keys this caller could be counted under.
      await limiter.consume(ipKey(user.browser.remoteAddress), policy.rule.points);
      await limiter.consume(accountKey(user.id), policy.rule.points);
      // Values that bring an image, so a policy that counts only such calls applies.
      const response = await callOperation(
        t.app,
        op,
        {
          image_url: "https://example.com/a.jpg",
          media_source: { source_type: "image_url", url: "https://example.com/a.jpg" },
          email: "x@fastmail.com",
          password: "x",
        },
        user.browser,
      );
      // A v5 route (D-058) names its failure by status; answerCode checks its shape too.
      const code = answerCode(op, response);
      const retryAfter = Number(response.headers["retry-after"]);
      if (response.statusCode !== 429 || code !== policy.code || !(retryAfter > 0)) {
        answers.push(`${op.method} ${op.path}: ${response.statusCode} ${code} retry-after=${retryAfter}`);
      }
      await limiter.reset(ipKey(user.browser.remoteAddress));
      await limiter.reset(accountKey(user.id));
    }
    expect(answers).toEqual([]);
  });

  it("a pin save from an upload already made spends nothing of the image-intake limit", async () => {
    const user = await signedIn(t, "saver");
    const limiter = t.app.appContext.endpointLimits.imageIntake;
    const before = await limiter.check(accountKey(user.id));
    const op = operations.find((candidate) => candidate.path === pinCreateEndpoint.path) as Operation;
    await callOperation(t.app, op, { board_id: "1", media_upload_id: "1" }, user.browser);
    expect(await limiter.check(accountKey(user.id))).toEqual(before);
  });

  it("a logged-out caller is counted by address, apart from other addresses", async () => {
    const op = operations.find((candidate) => candidate.path === forgotPasswordEndpoint.path) as Operation;
    const limiter = t.app.appContext.endpointLimits.mailSend;
    const spent = new TestBrowser(t.app);
    await limiter.consume(ipKey(spent.remoteAddress), ENDPOINT_RATE_LIMITS.mailSend.rule.points);
    const refused = await callOperation(t.app, op, { username_or_email: "a@fastmail.com" }, spent);
    const other = await callOperation(
      t.app,
      op,
      { username_or_email: "a@fastmail.com" },
      new TestBrowser(t.app),
    );
    expect(refused.statusCode).toBe(429);
    expect(other.statusCode).toBe(200);
  });
});
