import { homePath, profilePath } from "../paths/urls.ts";

/** Longest next-URL we honour; anything longer is noise or an attack. */
export const NEXT_PATH_MAX = 2048;

// A placeholder origin for resolving the path: only whether the origin changes matters.
const PROBE_ORIGIN = "https://corkboard.invalid";

/**
 * The next-URL, when it is safe to send the visitor there: a same-origin path only
 * (AUTH-058 DECISION, open-redirect protection), normalised; null otherwise. Refused:
 * anything not starting with one "/", "//host" and "/\host" (browsers read both as another
 * host), backslashes anywhere, control characters and whitespace (a tab or newline is
 * dropped by URL parsers, so "/\t/evil" would become "//evil"), schemes ("javascript:",
 * "https:"), and paths that normalise to "//host" ("/..//evil").
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (typeof next !== "string" || next.length === 0 || next.length > NEXT_PATH_MAX) return null;
  if (!next.startsWith("/") || next.startsWith("//")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (/[\\\s\x00-\x1F\x7F]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("//") ? null : path;
}

/** The default landing after an email or a social login (AUTH-057; AUTH-058 DECISION: "/" for both). */
export const DEFAULT_LOGIN_PATHS = { email: "/", social: "/" } as const;

/**
 * Where a successful login goes (AUTH-057, AUTH-058): the safe next-URL, else the default
 * for the login kind. An account switch goes to the new account's profile instead.
 */
export function loginSuccessPath(input: {
  next?: string | null;
  kind?: "email" | "social";
  switchedToUsername?: string | null;
}): string {
  if (input.switchedToUsername) return profilePath(input.switchedToUsername);
  return safeNextPath(input.next) ?? DEFAULT_LOGIN_PATHS[input.kind ?? "email"];
}

/** After a signup: the given URL when safe, else "/" (AUTH-062). */
export function signupRedirectPath(target: string | null | undefined): string {
  return safeNextPath(target) ?? homePath();
}

const AUTH_PAGE_SEGMENTS = new Set(["login", "signup", "add-account"]);

/**
 * Where the login modal returns the visitor (AUTH-063): from the login, signup or
 * /add-account pages (and their sub-paths) to "/", from anywhere else back to the same
 * path and query.
 */
export function loginRedirectPath(pathname: string, search = ""): string {
  const first = pathname.split("/").find((segment) => segment !== "") ?? "";
  if (AUTH_PAGE_SEGMENTS.has(first.toLowerCase())) return homePath();
  const query = search === "" || search.startsWith("?") ? search : `?${search}`;
  return safeNextPath(`${pathname}${query}`) ?? homePath();
}

/** The password-reset page, carrying the typed email as ue (AUTH-021). */
export function passwordResetPath(email?: string | null): string {
  const typed = email?.trim();
  return typed ? `/password/reset/?${new URLSearchParams({ ue: typed })}` : "/password/reset/";
}

/** The account-lookup (recovery) route (AUTH-055 DECISION). */
export const ACCOUNT_RECOVERY_PATH = "/password/reset/?lookup=true";

/** SSO signup for a work email with no account (AUTH-108). */
export function ssoSignupPath(email: string): string {
  return `/signup/sso-business-account?${new URLSearchParams({ email: email.trim() })}`;
}

/** The business-account creation page, keeping a safe next (AUTH-026, AUTH-055). */
export function businessCreatePath(next?: string | null): string {
  const safe = safeNextPath(next);
  return safe ? `/business/create/?${new URLSearchParams({ next: safe })}` : "/business/create/";
}

/**
 * The business login (container revamped_business_login_page, AUTH-025/026), where a
 * signed-out visitor to the business pages is sent, keeping where they were going.
 */
export function businessLoginPath(next?: string | null): string {
  const safe = safeNextPath(next);
  return safe ? `/business/login/?${new URLSearchParams({ next: safe })}` : "/business/login/";
}

/**
 * "Create one for free" / "Create new account" on the business login (AUTH-025/026): the
 * seed points them at /business/create, which needs a person's account to attach the
 * business to, so a signed-out visitor signs up first and then lands on it (D-046).
 */
export function businessSignupPath(next?: string | null): string {
  return `/signup/?${new URLSearchParams({ next: businessCreatePath(next) })}`;
}

/** The privacy policy linked from the signup terms (AUTH-036). */
export const PRIVACY_POLICY_PATH = "/_/_/policy/privacy-policy/";

/** The terms of service, linked beside the privacy policy in the terms line. */
export const TERMS_OF_SERVICE_PATH = "/_/_/policy/terms-of-service/";

/** Where a deactivated account appeals (AUTH-152 DECISION). */
export const APPEAL_PATH = "/reports-and-violations/";

/** The two aec values that open the soft-banned recovery modal (AUTH-061 DECISION). */
export const SOFT_BANNED_AEC_VALUES = ["soft_banned", "soft_banned_reset"] as const;

/** One soft-banned aec value. */
export type SoftBannedAec = (typeof SOFT_BANNED_AEC_VALUES)[number];

/**
 * Reads the aec parameter and gives the query without it (AUTH-059, AUTH-060): the web
 * replaces the URL with `search` and opens the soft-banned recovery modal when told to.
 */
export function readAec(search: string): { aec: string | null; softBanned: boolean; search: string } {
  const params = new URLSearchParams(search);
  const aec = params.get("aec");
  params.delete("aec");
  const rest = params.toString();
  return {
    aec,
    softBanned: (SOFT_BANNED_AEC_VALUES as readonly string[]).includes(aec ?? ""),
    search: rest === "" ? "" : `?${rest}`,
  };
}
