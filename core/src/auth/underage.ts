import { TOAST_MS } from "../layout/constants.ts";
import { AUTH_TIMING } from "./constants.ts";

/**
 * The underage cookie (AUTH-135…AUTH-139): name underage, value "1", 30 days, SameSite=Lax
 * (AUTH-139 DECISION). It is readable by the page, which disables the signup form, and the
 * server refuses any signup that carries it.
 */
export const UNDERAGE_COOKIE = {
  name: "underage",
  value: "1",
  maxAgeSeconds: 30 * 24 * 60 * 60,
  sameSite: "Lax",
} as const;

/** True when the cookie's value marks the device as underage (value "1", AUTH-138). */
export function isUnderageBlocked(cookieValue: string | null | undefined): boolean {
  return cookieValue === UNDERAGE_COOKIE.value;
}

/** Reads the underage cookie's value out of a Cookie header or document.cookie. */
export function underageCookieValue(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === UNDERAGE_COOKIE.name) return value.join("=");
  }
  return null;
}

/** The Set-Cookie / document.cookie string that marks the device as underage. */
export function underageCookieString(secure: boolean): string {
  const { name, value, maxAgeSeconds, sameSite } = UNDERAGE_COOKIE;
  return `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=${sameSite}${secure ? "; Secure" : ""}`;
}

/** What an underage answer leads to. */
export type UnderageOutcome =
  | { kind: "confirm" }
  | { kind: "ineligible"; messageKey: "auth.underage.ineligible"; disableForm: true };

/**
 * An underage answer (the client's birthday rule or the server's UNDERAGE) with no cookie
 * yet goes to UnderageConfirmation, so a mistyped year can be fixed through "Edit"; with
 * the cookie set it is the ineligible message and a disabled form (AUTH-136 DECISION).
 */
export function underageOutcome(cookieValue: string | null | undefined): UnderageOutcome {
  return isUnderageBlocked(cookieValue)
    ? { kind: "ineligible", messageKey: "auth.underage.ineligible", disableForm: true }
    : { kind: "confirm" };
}

/**
 * "Confirm" on UnderageConfirmation (AUTH-137): the visitor stands by an underage birthday,
 * so the cookie is set now (not on the first answer, which would make "Edit" useless), the
 * ineligible message shows as an error toast for 3500 ms, and the page goes to / after 4000 ms.
 */
export const UNDERAGE_CONFIRM = {
  setCookie: true,
  toastMessageKey: "auth.underage.ineligible",
  toastMs: TOAST_MS.notice,
  redirectTo: "/",
  redirectAfterMs: AUTH_TIMING.underageRedirectMs,
} as const;
