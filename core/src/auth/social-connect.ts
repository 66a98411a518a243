import type { AccountErrorCode } from "../accounts/codes.ts";
import type { AuthOption } from "./auth-option.ts";
import type { LoginErrorCode } from "./codes.ts";

/** The social networks Corkboard can sign in with (D-039: Google and Facebook; D-042: LINE). */
export const SOCIAL_NETWORKS = ["google", "facebook", "line"] as const;
/** A social network. */
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The networks whose sign-in may come back without an email, so EmailCollection asks one (AUTH-089). */
export const NETWORKS_WITHOUT_EMAIL: readonly SocialNetwork[] = ["facebook", "line"];

/**
 * The configured networks a visitor from `country` is offered (AUTH-029: LINE only in JP).
 * The sign-in itself is not refused elsewhere: a person from Japan abroad keeps their account.
 */
export function offeredSocialNetworks(
  configured: readonly SocialNetwork[],
  country: string | null | undefined,
): SocialNetwork[] {
  return configured.filter((network) => network !== "line" || country?.toUpperCase() === "JP");
}

/** The popup's size (AUTH-056: 580×400). */
export const SOCIAL_POPUP_SIZE = { width: 580, height: 400 } as const;
/** How often the opener checks whether the popup was closed (AUTH-100). */
export const SOCIAL_POPUP_POLL_MS = 1000;

/**
 * Where the popup starts: our server, which redirects to the provider (D-039). Link mode
 * (settings → connected accounts, D-045): the session is the proof. `loginHint` (one-tap,
 * D-043) is passed to the provider as OIDC's login_hint.
 */
export function socialConnectPath(
  network: SocialNetwork,
  next?: string,
  options: { mode?: "link" | undefined; loginHint?: string | undefined } = {},
): string {
  const params = new URLSearchParams();
  if (next) params.set("next", next);
  if (options.loginHint) params.set("login_hint", options.loginHint);
  const query = params.toString();
  return `/connect/${network}/${options.mode === "link" ? "link/" : ""}${query ? `?${query}` : ""}`;
}

/** The profile a provider gave us (AUTH-079's record, the fields a browser may see). */
export interface SocialProfile {
  first_name: string;
  last_name: string;
  email: string | null;
  image_url: string | null;
}

/**
 * What the popup posts to its opener (AUTH-099), checked against our origin on both ends:
 * - signedIn: the session cookie is set; the opener reloads the viewer.
 * - mfaRequired: a second-factor challenge is open (the login's code step continues it).
 * - linked: settings connected the identity to the signed-in account (D-045).
 * - signup: a new person; the opener asks for the birthday (AUTH-088) and registers with
 *   `social_ticket`, the single-use handle of the identity the server verified.
 */
export type SocialConnectMessage =
  | {
      type: "social-connect-complete";
      network: SocialNetwork;
      outcome: "signedIn" | "mfaRequired" | "linked";
      next: string;
    }
  | {
      type: "social-connect-complete";
      network: SocialNetwork;
      outcome: "signup";
      profile: SocialProfile;
      social_ticket: string;
      next: string;
    }
  | {
      type: "social-connect-error";
      network: SocialNetwork;
      /**
       * "cancelled": the person declined at the provider; nothing to show.
       * "signupUnavailable": a new person, but sign-up with this provider is switched off
       * (AUTH-048, D-043): the web offers the email sign-up with the banner instead.
       */
      code: LoginErrorCode | AccountErrorCode | "cancelled" | "signupUnavailable";
      /** PREVENT_*_REGISTER's account: how it signs in, for the recover-account banner (AUTH-047). */
      auth_option?: AuthOption;
      /** ACCOUNT_DEACTIVATED's reason, for the recovery modal. */
      deactivation_reason?: string;
    };

/** Whether a message event is a social-connect message (type only; the origin is the caller's check). */
export function isSocialConnectMessage(data: unknown): data is SocialConnectMessage {
  const type = (data as { type?: unknown } | null)?.type;
  return type === "social-connect-complete" || type === "social-connect-error";
}
