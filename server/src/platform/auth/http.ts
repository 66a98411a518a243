import type { ErrorCode } from "@corkboard/core/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../http/app-error.ts";
import { authMessage } from "./messages.ts";

/** Header our routes set from request.ip (trustProxy-aware); a client's own copy is dropped. */
export const CLIENT_IP_HEADER = "x-corkboard-client-ip";

// better-call keeps Set-Cookie lines written before a throw under this registered symbol.
const API_ERROR_HEADERS = Symbol.for("better-call:api-error-headers");

/** better-auth's codes (and our plugin's) → the contract's (docs/auth-design.md §7). */
const ERROR_MAP: Readonly<Record<string, ErrorCode>> = {
  INVALID_EMAIL_OR_PASSWORD: "WRONG_PASSWORD",
  INVALID_PASSWORD: "CURRENT_PASSWORD_WRONG",
  INVALID_EMAIL: "EMAIL_INVALID",
  EMAIL_NOT_VERIFIED: "EMAIL_NOT_VERIFIED",
  USER_ALREADY_EXISTS: "EMAIL_TAKEN",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "EMAIL_TAKEN",
  PASSWORD_TOO_SHORT: "PASSWORD_TOO_SHORT",
  PASSWORD_TOO_LONG: "PASSWORD_TOO_LONG",
  LOGIN_RATE_LIMITED: "LOGIN_RATE_LIMITED",
  ACCOUNT_SUSPENDED: "ACCOUNT_SUSPENDED",
  ACCOUNT_SOFT_BANNED: "ACCOUNT_SOFT_BANNED",
  PASSWORD_RESET_REQUIRED: "PASSWORD_RESET_REQUIRED",
  ACCOUNT_DEACTIVATED: "ACCOUNT_DEACTIVATED",
  INVALID_CODE: "MFA_CODE_INVALID",
  TOTP_CODE_REUSED: "MFA_CODE_INVALID",
  INVALID_BACKUP_CODE: "MFA_CODE_INVALID",
  OTP_HAS_EXPIRED: "MFA_CODE_INVALID",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "LOGIN_FAILED",
  INVALID_TWO_FACTOR_COOKIE: "LOGIN_FAILED",
  ACCOUNT_TEMPORARILY_LOCKED: "LOGIN_RATE_LIMITED",
  INVALID_TOKEN: "RESET_TOKEN_INVALID",
  TOKEN_EXPIRED: "VERIFICATION_TOKEN_INVALID",
};

interface ApiErrorLike {
  statusCode: number;
  body?: { code?: string; retryAfterSeconds?: number; deactivationReason?: string };
}

function isApiErrorLike(error: unknown): error is ApiErrorLike {
  return typeof (error as ApiErrorLike | null)?.statusCode === "number";
}

/** Maps what auth.api threw to an AppError; anything else stays as it is (→ INTERNAL). */
export function toAuthAppError(error: unknown): unknown {
  if (!isApiErrorLike(error)) return error;
  const theirs = error.body?.code ?? "";
  const code = ERROR_MAP[theirs] ?? (error.statusCode === 429 ? "LOGIN_RATE_LIMITED" : "LOGIN_FAILED");
  const retry = error.body?.retryAfterSeconds;
  const reason = error.body?.deactivationReason as
    | "community_guidelines"
    | "unusual_activity"
    | "user_request"
    | undefined;
  const context = {
    ...(retry === undefined ? {} : { retry_after_seconds: retry }),
    ...(reason === undefined ? {} : { deactivation_reason: reason }),
  };
  return new AppError(code, authMessage(code), {
    ...(theirs ? { detail: theirs } : {}),
    cause: error,
    ...(Object.keys(context).length > 0 ? { context } : {}),
  });
}

/**
 * The only request headers better-auth ever sees: cookies (plus any the same request just
 * minted), the user agent, and the client address we resolved. Never Host or Origin.
 */
export function authHeaders(request: FastifyRequest, extraCookies: readonly string[] = []): Headers {
  const headers = new Headers({ [CLIENT_IP_HEADER]: request.ip });
  const cookie = [request.headers.cookie, ...extraCookies].filter(Boolean).join("; ");
  if (cookie) headers.set("cookie", cookie);
  const agent = request.headers["user-agent"];
  if (agent) headers.set("user-agent", agent);
  return headers;
}

/** Adds Set-Cookie lines to the reply, keeping the ones already there. */
export function appendSetCookie(reply: FastifyReply, lines: readonly string[]): void {
  if (lines.length === 0) return;
  const existing = reply.getHeader("set-cookie");
  const before =
    existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  // One line per cookie: a later line for the same name replaces the earlier one (a browser
  // keeps only the last anyway). Fastify's header() appends to an existing Set-Cookie, so the
  // old lines are removed first — writing them back once was how a login sent its session twice.
  const byName = new Map<string, string>();
  for (const line of [...before, ...lines]) byName.set(line.split("=")[0]?.trim() ?? line, line);
  reply.removeHeader("set-cookie");
  reply.header("set-cookie", [...byName.values()]);
}

/** Forwards better-auth's Set-Cookie lines; returns them. */
export function forwardCookies(reply: FastifyReply, headers: Headers | null | undefined): string[] {
  const lines = headers?.getSetCookie() ?? [];
  appendSetCookie(reply, lines);
  return lines;
}

/** name=value pairs of Set-Cookie lines that set (not clear) a cookie, for a follow-up call. */
export function cookiePairs(lines: readonly string[]): string[] {
  return lines.map((line) => line.split(";")[0] ?? "").filter((pair) => !pair.endsWith("="));
}

/**
 * Runs one auth.api call made with `returnHeaders: true`: forwards its cookies (also those
 * written before a failure) and maps its errors to the contract's codes.
 */
export async function authCall<T>(
  reply: FastifyReply,
  run: () => Promise<{ headers: Headers; response: T }>,
): Promise<{ response: T; setCookies: string[] }> {
  try {
    const result = await run();
    return { response: result.response, setCookies: forwardCookies(reply, result.headers) };
  } catch (error) {
    const pending = (error as Record<symbol, unknown> | null)?.[API_ERROR_HEADERS];
    if (pending instanceof Headers) forwardCookies(reply, pending);
    const mapped = toAuthAppError(error);
    const retryAfter = mapped instanceof AppError ? mapped.context?.retry_after_seconds : undefined;
    if (retryAfter !== undefined) reply.header("retry-after", String(retryAfter));
    throw mapped;
  }
}
