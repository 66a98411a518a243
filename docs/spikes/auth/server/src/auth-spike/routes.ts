// AUTH SPIKE — our Fastify routes calling auth.api.* (better-auth's handler is never
// mounted). Rough: shows cookie forwarding, CSRF, the viewer hook, MFA continuation and
// error mapping. See docs/auth-design.md.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { normalizeMfaCode } from "@corkboard/core/auth";
import type { ErrorCode } from "@corkboard/core/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../platform/db/index.ts";
import { AppError } from "../platform/http/app-error.ts";
import { ok } from "../platform/http/envelope-plugin.ts";
import type { SpikeAuth } from "./auth.ts";
import { CLIENT_IP_HEADER } from "./corkboard-plugin.ts";

export interface SpikeRouteDeps {
  auth: SpikeAuth;
  db: Database;
  publicOrigin: string;
}

const CSRF_COOKIE = "csrftoken";
const CSRF_HEADER = "x-csrftoken";
const API_ERROR_HEADERS = Symbol.for("better-call:api-error-headers");
const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** better-auth code (or ours, thrown by the plugin) → our contract's code. */
const ERROR_MAP: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: "WRONG_PASSWORD",
  INVALID_EMAIL: "EMAIL_INVALID",
  EMAIL_NOT_VERIFIED: "EMAIL_NOT_VERIFIED",
  USER_ALREADY_EXISTS: "EMAIL_TAKEN",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "EMAIL_TAKEN",
  PASSWORD_TOO_SHORT: "PASSWORD_TOO_SHORT",
  PASSWORD_TOO_LONG: "PASSWORD_TOO_LONG",
  LOGIN_RATE_LIMITED: "LOGIN_RATE_LIMITED",
  ACCOUNT_SUSPENDED: "ACCOUNT_SUSPENDED",
  ACCOUNT_SOFT_BANNED: "ACCOUNT_SOFT_BANNED",
  ACCOUNT_DEACTIVATED: "ACCOUNT_DEACTIVATED",
  INVALID_CODE: "MFA_CODE_INVALID",
  TOTP_CODE_REUSED: "MFA_CODE_INVALID",
  INVALID_BACKUP_CODE: "MFA_CODE_INVALID",
  OTP_HAS_EXPIRED: "MFA_CODE_INVALID",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "LOGIN_FAILED",
  INVALID_TWO_FACTOR_COOKIE: "LOGIN_FAILED",
  ACCOUNT_TEMPORARILY_LOCKED: "LOGIN_RATE_LIMITED",
};

/** Maps anything auth.api threw to an AppError; non-APIErrors stay unknown (→ INTERNAL). */
export function toAuthAppError(error: unknown): unknown {
  const e = error as { statusCode?: number; body?: { code?: string } };
  if (typeof e?.statusCode !== "number") return error;
  const code =
    ERROR_MAP[e.body?.code ?? ""] ?? (e.statusCode === 429 ? "LOGIN_RATE_LIMITED" : "LOGIN_FAILED");
  return new AppError(code, code, { detail: e.body?.code, cause: error });
}

function cookiesOf(request: FastifyRequest): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0) jar.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return jar;
}

/** The only request headers better-auth gets: cookies, user agent, and the client address. */
function authHeaders(request: FastifyRequest, extraCookies: string[] = []): Headers {
  const headers = new Headers({ [CLIENT_IP_HEADER]: request.ip });
  const cookie = [request.headers.cookie, ...extraCookies].filter(Boolean).join("; ");
  if (cookie) headers.set("cookie", cookie);
  if (request.headers["user-agent"]) headers.set("user-agent", request.headers["user-agent"]);
  return headers;
}

/** Appends better-auth's Set-Cookie lines to the reply (never replacing ours). */
function forwardCookies(reply: FastifyReply, headers: Headers | null | undefined): string[] {
  const lines = headers?.getSetCookie() ?? [];
  if (lines.length === 0) return lines;
  const existing = reply.getHeader("set-cookie");
  const before =
    existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  reply.header("set-cookie", [...before, ...lines]);
  return lines;
}

/** name=value pairs of Set-Cookie lines that set (not clear) a cookie, for a follow-up call. */
function pairsOf(lines: string[]): string[] {
  return lines.map((l) => l.split(";")[0] ?? "").filter((p) => !p.endsWith("="));
}

async function authCall<T>(reply: FastifyReply, run: () => Promise<{ headers: Headers; response: T }>) {
  try {
    const result = await run();
    const set = forwardCookies(reply, result.headers);
    return { response: result.response, set };
  } catch (error) {
    // An APIError keeps the Set-Cookie lines written before the throw (e.g. clearing a
    // dead challenge cookie) under better-call's registered symbol, not in `.headers`.
    const pending = (error as Record<symbol, unknown>)?.[API_ERROR_HEADERS];
    if (pending instanceof Headers) forwardCookies(reply, pending);
    throw toAuthAppError(error);
  }
}

/** Registers the spike's CSRF + viewer hooks and the login / logout / reset routes. */
export function registerSpikeAuthRoutes(app: FastifyInstance, deps: SpikeRouteDeps): void {
  const { auth, db, publicOrigin } = deps;
  const sessionCookie = `${publicOrigin.startsWith("https://") ? "__Secure-" : ""}cb.session_token`;

  app.decorateRequest("viewer", null);

  // 1. CSRF (every unsafe method: login CSRF is an attack too) — same-origin Origin, and
  //    the csrftoken cookie echoed in X-CSRFToken.
  app.addHook("onRequest", async (request) => {
    if (!UNSAFE.has(request.method)) return;
    const origin = request.headers.origin;
    const sameOrigin = origin ? origin === publicOrigin : request.headers["sec-fetch-site"] === "same-origin";
    const cookie = cookiesOf(request).get(CSRF_COOKIE) ?? "";
    const header = String(request.headers[CSRF_HEADER] ?? "");
    const tokenOk =
      cookie.length >= 32 &&
      cookie.length === header.length &&
      timingSafeEqual(Buffer.from(cookie), Buffer.from(header));
    if (!sameOrigin || !tokenOk) throw new AppError("CSRF_FAILED", "CSRF_FAILED");
  });

  // 2. The viewer: only when a session cookie is present (logged-out traffic costs nothing).
  app.addHook("onRequest", async (request, reply) => {
    if (!cookiesOf(request).has(sessionCookie)) return;
    const { headers, response } = await auth.api.getSession({
      headers: authHeaders(request),
      returnHeaders: true,
    });
    forwardCookies(reply, headers); // refresh (updateAge) or clearing of a dead cookie
    (request as FastifyRequest & { viewer: unknown }).viewer = response
      ? { id: response.user.id, username: response.user.username }
      : null;
  });

  // 3. Every answer carries a csrftoken cookie for the SPA to echo.
  app.addHook("onSend", async (request, reply) => {
    if (cookiesOf(request).has(CSRF_COOKIE)) return;
    const secure = publicOrigin.startsWith("https://") ? "; Secure" : "";
    const line = `${CSRF_COOKIE}=${randomBytes(32).toString("base64url")}; Path=/; SameSite=Lax${secure}`;
    const existing = reply.getHeader("set-cookie");
    const before =
      existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
    reply.header("set-cookie", [...before, line]);
  });

  app.get("/spike/viewer", async (request) =>
    ok({ viewer: (request as FastifyRequest & { viewer: unknown }).viewer }),
  );

  // Login (AUTH-220/223/074): credentials, or an MFA continuation (mfa_token / mfa_resend).
  app.post("/resource/UserSessionResource/create/", async (request, reply) => {
    const options = ((request.body as { options?: Record<string, unknown> })?.options ?? {}) as {
      username_or_email?: string;
      password?: string;
      mfa_token?: string;
      mfa_resend?: boolean;
      mfa_method?: "totp" | "email";
    };

    if (options.mfa_resend) {
      await authCall(reply, () =>
        auth.api.sendTwoFactorOTP({ body: {}, headers: authHeaders(request), returnHeaders: true }),
      );
      return ok({ mfa_resent: true });
    }

    if (options.mfa_token) {
      const code = normalizeMfaCode(options.mfa_token);
      const call = { headers: authHeaders(request), returnHeaders: true } as const;
      const { response } = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/.test(code)
        ? await authCall(reply, () => auth.api.verifyBackupCode({ body: { code }, ...call }))
        : options.mfa_method === "email"
          ? await authCall(reply, () => auth.api.verifyTwoFactorOTP({ body: { code }, ...call }))
          : await authCall(reply, () => auth.api.verifyTOTP({ body: { code }, ...call }));
      return ok({ user: { id: response.user.id } });
    }

    const email = await resolveEmail(db, options.username_or_email ?? "");
    const { response, set } = await authCall(reply, () =>
      auth.api.signInEmail({
        body: { email, password: options.password ?? "" },
        headers: authHeaders(request),
        returnHeaders: true,
      }),
    );
    if ("twoFactorRedirect" in response) {
      const methods = (response as unknown as { twoFactorMethods: string[] }).twoFactorMethods;
      // No authenticator app: mail the code at once, with the challenge cookie just minted.
      if (!methods.includes("totp")) {
        await authCall(reply, () =>
          auth.api.sendTwoFactorOTP({
            body: {},
            headers: authHeaders(request, pairsOf(set)),
            returnHeaders: true,
          }),
        );
      }
      throw new AppError("MFA_REQUIRED", "MFA_REQUIRED", { detail: methods.join(",") });
    }
    return ok({ user: { id: response.user.id, email: response.user.email } });
  });

  // IMPL-005 logout.
  app.post("/v3/logout/", async (request, reply) => {
    await authCall(reply, () => auth.api.signOut({ headers: authHeaders(request), returnHeaders: true }));
    return ok(null);
  });

  // AUTH-213: always the same answer, whether the account exists or not.
  app.post("/v3/users/forgot_password/", async (request) => {
    const value = String((request.body as { username_or_email?: string })?.username_or_email ?? "");
    const email = await resolveEmail(db, value);
    await auth.api.requestPasswordReset({ body: { email } }).catch(() => undefined);
    return ok(true);
  });
}

// username_or_email (AUTH-073): a value without "@" is a username.
async function resolveEmail(db: Database, value: string): Promise<string> {
  const trimmed = value.trim();
  if (trimmed.includes("@")) return trimmed.toLowerCase();
  const rows = (await db.execute(
    sql`select email from users where lower(username) = lower(${trimmed}) limit 1`,
  )) as unknown as { rows: { email: string | null }[] };
  return rows.rows[0]?.email ?? `${trimmed.toLowerCase()}@unknown.invalid`;
}
