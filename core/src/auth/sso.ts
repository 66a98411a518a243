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

/** The SSO check result, client form (AUTH-110). */
export interface SsoInfo {
  isSso: boolean;
  /** null: the server does not say (Corkboard's never does, D-044); the IdP sign-in decides. */
  existingUser: boolean | null;
  existingUserIsSso: boolean | null;
  authorizationUri?: string | null;
  exchangeCodeToTokenUrl?: string | null;
}

/** The SSO check result, server form (AUTH-110). */
export interface SsoInfoWire {
  is_sso: boolean;
  existing_user: boolean | null;
  existing_user_is_sso: boolean | null;
  authorization_uri?: string | null;
  redirect_uri?: string | null;
  exchange_code_to_token_info_url?: string | null;
}

/** Server form → client form of the SSO check (AUTH-110). */
export function ssoInfoFromWire(wire: SsoInfoWire): SsoInfo {
  return {
    isSso: wire.is_sso,
    existingUser: wire.existing_user,
    existingUserIsSso: wire.existing_user_is_sso,
    authorizationUri: wire.authorization_uri ?? null,
    exchangeCodeToTokenUrl: wire.exchange_code_to_token_info_url ?? null,
  };
}

/**
 * The SSO route for an email (AUTH-107…AUTH-109): SSO with no account → SSO signup; an
 * existing SSO account → SSO login; an existing password account, or not SSO → none. An
 * undisclosed existence (Corkboard's server, D-044) → SSO login, which finds out after the IdP.
 */
export function ssoRoute(info: SsoInfo | null | undefined): "ssoSignup" | "ssoLogin" | null {
  if (!info?.isSso) return null;
  // Undisclosed (D-044): sign in at the IdP first; no account then leads to the SSO signup.
  if (info.existingUser === null) return "ssoLogin";
  if (!info.existingUser) return "ssoSignup";
  return info.existingUserIsSso ? "ssoLogin" : null;
}

/** The "Continue with SSO" button shows exactly when an SSO route applies (AUTH-022, AUTH-107). */
export function showSsoButton(info: SsoInfo | null | undefined): boolean {
  return ssoRoute(info) !== null;
}
