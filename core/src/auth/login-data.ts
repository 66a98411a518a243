import type { MessageKey } from "../messages/catalogue.ts";
import { type AuthOption, isAuthOption } from "./auth-option.ts";
import type { SocialNetwork } from "./social-connect.ts";

/** The login-data lookup's server form (AUTH-080, AUTH-217/218); connected_to_facebook is ours (D-043). */
export interface LoginDataRecord {
  connected_to_gplus: boolean;
  connected_to_google: boolean;
  connected_to_facebook: boolean;
  has_password: boolean;
}

/** The login-data lookup's client form (AUTH-080). */
export interface LoginData {
  isGoogleConnected: boolean;
  hasPassword: boolean;
  isFBAuthOnly: boolean;
}

/** No account behind the provider identity: every flag false. */
export const NO_LOGIN_DATA: LoginDataRecord = {
  connected_to_gplus: false,
  connected_to_google: false,
  connected_to_facebook: false,
  has_password: false,
};

/** The client form of a lookup's answer (AUTH-080): Facebook-only means no password and no Google. */
export function toLoginData(record: LoginDataRecord): LoginData {
  const isGoogleConnected = record.connected_to_google || record.connected_to_gplus;
  return {
    isGoogleConnected,
    hasPassword: record.has_password,
    isFBAuthOnly: record.connected_to_facebook && !record.has_password && !isGoogleConnected,
  };
}

/**
 * How the account a social sign-up ran into signs in (AUTH-047): a password wins (the
 * email form always works), then Google, then Facebook only; anything else is "default".
 */
export function authOptionOf(data: LoginData): AuthOption {
  if (data.hasPassword) return "email";
  if (data.isGoogleConnected) return "google";
  if (data.isFBAuthOnly) return "fbOnly";
  return "default";
}

/** The recover-account banner's text per auth option (AUTH-047 [DECISION] wording). */
export const AUTH_OPTION_BANNERS: Record<AuthOption, MessageKey> = {
  google: "auth.banner.google",
  email: "auth.banner.email",
  fbOnly: "auth.banner.fbOnly",
  default: "auth.banner.default",
};

/** The provider names the social-unavailable banner fills in (AUTH-049). */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  google: "Google",
  facebook: "Facebook",
  line: "LINE",
};

/** A banner over the auth form (AUTH-047…049): the recover-account one, or social sign-up closed. */
export type AuthBanner =
  | { kind: "recover"; option: AuthOption }
  | { kind: "signupUnavailable"; network: SocialNetwork };

/** The banner's text and its placeholders. */
export function authBannerText(banner: AuthBanner): { key: MessageKey; values?: Record<string, string> } {
  if (banner.kind === "recover") return { key: AUTH_OPTION_BANNERS[banner.option] };
  return {
    key: "auth.banner.socialSignupUnavailable",
    values: { provider: SOCIAL_NETWORK_NAMES[banner.network] },
  };
}

/** The step a banner belongs on: the recover banner over the login, the other over the sign-up. */
export function authBannerStep(banner: AuthBanner): "login" | "signup" {
  return banner.kind === "recover" ? "login" : "signup";
}

/**
 * The banner a popup's refusal asks for (AUTH-047, AUTH-048): a blocked sign-up into an
 * account that exists names that account's auth option; sign-up closed to new people offers
 * the email sign-up. Anything else is not a banner (null: the usual error handling).
 */
export function authBannerForSocialError(error: {
  network: SocialNetwork;
  code: string;
  auth_option?: unknown;
}): AuthBanner | null {
  if (error.code === "signupUnavailable") return { kind: "signupUnavailable", network: error.network };
  const blocked =
    error.code === "PREVENT_GOOGLE_REGISTER" ||
    error.code === "PREVENT_FACEBOOK_REGISTER" ||
    error.code === "PREVENT_LINE_REGISTER";
  if (blocked && isAuthOption(error.auth_option)) return { kind: "recover", option: error.auth_option };
  return null;
}

/** A remembered account's recover banner (AUTH-097's account-recovery flow): its own login data. */
export function rememberedAuthOption(remembered: {
  has_password: boolean;
  connected_to_google: boolean;
  connected_to_facebook: boolean;
}): AuthOption {
  return authOptionOf(
    toLoginData({
      connected_to_gplus: remembered.connected_to_google,
      connected_to_google: remembered.connected_to_google,
      connected_to_facebook: remembered.connected_to_facebook,
      has_password: remembered.has_password,
    }),
  );
}
