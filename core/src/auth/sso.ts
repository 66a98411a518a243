import { normalizeEmail, splitEmail } from "./email.ts";

/**
 * Enterprise single sign-on (AUTH-006, AUTH-106…113; D-044). The popup starts at our
 * server's /connect/sso/ (the SSO info's authorization_uri), which sends it on to the
 * company's identity provider; the provider returns to /connect/sso/callback/, whose page
 * posts the authorisation code and state to the opener (AUTH-109). The opener exchanges them
 * at POST /v3/sso/token/ (AUTH-111), which only works in the browser that started the flow.
 */

/** Where the SSO popup starts for `email` (the SSO info's authorization_uri, path form). */
export function ssoConnectPath(email: string): string {
  return `/connect/sso/?email=${encodeURIComponent(email)}`;
}

/** The popup's name, so a second click reuses the same window. */
export const SSO_POPUP_NAME = "cb-connect-sso";

/** What the SSO popup's last page posts to its opener (origin-checked on both ends). */
export type SsoConnectMessage =
  | { type: "sso-connect-complete"; code: string; state: string; iss?: string }
  /** "cancelled": the person declined at the provider; "failed": the provider answered an error. */
  | { type: "sso-connect-error"; code: "cancelled" | "failed" };

/** Whether a message event is an SSO popup message (type only; the origin is the caller's check). */
export function isSsoConnectMessage(data: unknown): data is SsoConnectMessage {
  const type = (data as { type?: unknown } | null)?.type;
  return type === "sso-connect-complete" || type === "sso-connect-error";
}

/**
 * The email domain SSO is looked up by: lower case, after the last "@"; null for no domain.
 */
export function ssoDomainOf(email: string): string | null {
  return splitEmail(normalizeEmail(email))?.domain.toLowerCase() || null;
}
