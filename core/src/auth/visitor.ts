import type { MessageKey } from "../messages/index.ts";

/** The three kinds of viewer (AUTH-001). */
export const VISITOR_TYPES = ["UNAUTH", "LIMITED_LOGIN", "AUTH"] as const;

/** UNAUTH (anonymous), LIMITED_LOGIN (recognised, not signed in) or AUTH (AUTH-001). */
export type VisitorType = (typeof VISITOR_TYPES)[number];

/**
 * True only for a fully signed-in viewer: the server treats LIMITED_LOGIN as UNAUTH
 * (AUTH-012 DECISION), since a recognised visitor has proved nothing yet.
 */
export function isFullyAuthenticated(type: VisitorType): boolean {
  return type === "AUTH";
}

/** An AUTH visitor opening the login is sent away, unless adding an account (AUTH-011). */
export function shouldLeaveLogin(type: VisitorType, switchingAccounts: boolean): boolean {
  return type === "AUTH" && !switchingAccounts;
}

/** LIMITED_LOGIN visitors get the personalised login (AUTH-010). */
export function showsPersonalisedLogin(type: VisitorType): boolean {
  return type === "LIMITED_LOGIN";
}

/** The surfaces an auth form is shown in (AUTH-016). */
export const AUTH_CONTAINERS = [
  "login_page",
  "home_page",
  "save",
  "download",
  "follow",
  "pinBookmarklet",
  "revamped_business_login_page",
  "bottom.right.upsell.email",
] as const;

/** One auth container (AUTH-016). */
export type AuthContainer = (typeof AUTH_CONTAINERS)[number];

/** What led to a signup (AUTH-017). */
export const SIGNUP_SOURCES = [
  "boardInvite",
  "saveButton",
  "saveButtonExp",
  "homePage",
  "pinBookmarklet",
  "downloadImageBtnDweb",
  "downloadImageBtnUnauth",
  "followButton",
  "commentComposer",
] as const;

/** One signup source (AUTH-017). */
export type SignupSource = (typeof SIGNUP_SOURCES)[number];

/** The auth modal's title for each signup source, in one typed table (AUTH-018, AUTH-019 DECISION). */
export const SIGNUP_SOURCE_TITLES: Readonly<Record<SignupSource, MessageKey>> = {
  boardInvite: "auth.title.logInToAcceptInvite",
  saveButton: "auth.title.signupToSeeMore",
  saveButtonExp: "auth.title.signupToSeeMore",
  homePage: "auth.title.signupToSeeMore",
  pinBookmarklet: "auth.title.signupToSeeMore",
  downloadImageBtnDweb: "auth.title.signupToSeeMore",
  downloadImageBtnUnauth: "auth.title.signupToSeeMore",
  followButton: "auth.title.joinToFollow",
  commentComposer: "auth.title.logInToComment",
};

/** The title for a source; an unknown or missing source gets "Sign up to see more". */
export function signupModalTitle(source: string | null | undefined): MessageKey {
  // Own keys only: "toString" and friends must not reach Object.prototype.
  return source && Object.hasOwn(SIGNUP_SOURCE_TITLES, source)
    ? SIGNUP_SOURCE_TITLES[source as SignupSource]
    : "auth.title.signupToSeeMore";
}

/** The steps of the logged-out auth modal (AUTH-013). */
export const AUTH_MODAL_TYPES = [
  "signup",
  "login",
  "loginMfa",
  "socialSignupWithAge",
  "EmailCollection",
  "EmailAlreadyExist",
  "UnderageConfirmation",
  "consents",
] as const;

/** One step of the auth modal (AUTH-013). */
export type AuthModalType = (typeof AUTH_MODAL_TYPES)[number];

/** The recovery and notice modals (AUTH-014, AUTH-143). */
export const RECOVERY_MODAL_TYPES = [
  "suspended",
  "loginAssistance",
  "rateLimited",
  "softBanned",
  "softBannedRecovery",
  "preventFacebookRegister",
  "preventGoogleRegister",
  "preventLineRegister",
  "passwordResetSent",
  "deactivated",
  "emailVerification",
  "socialUnavailable",
] as const;

/** One recovery or notice modal (AUTH-014, AUTH-143). */
export type RecoveryModalType = (typeof RECOVERY_MODAL_TYPES)[number];

/** Login-method codes recorded with each login (AUTH-083). */
export const LOGIN_METHOD = {
  email: 1,
  facebook: 2,
  gplus: 3,
  googleOneTap: 4,
  smartlock: 5,
  multifactor: 6,
  switchAccount: 7,
  line: 8,
  sso: 9,
} as const;

/** One login-method name (AUTH-083). */
export type LoginMethod = keyof typeof LOGIN_METHOD;

/** app_type_from_client values (AUTH-077 DECISION: 5 desktop web, 7 mobile web). */
export const APP_TYPE = { desktopWeb: 5, mobileWeb: 7 } as const;

/** The signup types (AUTH-004, AUTH-005). */
export const SIGNUP_TYPES = ["email", "google", "facebook", "line"] as const;

/** One signup type. */
export type SignupType = (typeof SIGNUP_TYPES)[number];

/** The LINE button is offered only in Japan (AUTH-029). */
export function isLineAvailable(country: string | null | undefined): boolean {
  return country?.toUpperCase() === "JP";
}

/**
 * Google one-tap is offered to UNAUTH and LIMITED_LOGIN visitors whose remembered account
 * is Google-connected and who have not dismissed it (AUTH-034, AUTH-035 DECISION).
 */
export function shouldOfferOneTap(input: {
  visitorType: VisitorType;
  rememberedGoogleConnected: boolean;
  dismissed: boolean;
}): boolean {
  return input.visitorType !== "AUTH" && input.rememberedGoogleConnected && !input.dismissed;
}

/** Which recover-account banner applies (AUTH-046). */
export type RecoverBannerOption = "google" | "email" | "fbOnly" | "default";

/** The login-data lookup, server form (AUTH-080). */
export interface LoginDataLookup {
  connected_to_gplus?: boolean;
  connected_to_google?: boolean;
  has_password?: boolean;
  connected_to_facebook?: boolean;
}

/** The login-data lookup, client form (AUTH-080, AUTH-081 DECISION). */
export function loginDataFromServer(data: LoginDataLookup): {
  isGoogleConnected: boolean;
  hasPassword: boolean;
  isFBAuthOnly: boolean;
} {
  const isGoogleConnected = Boolean(data.connected_to_google || data.connected_to_gplus);
  const hasPassword = Boolean(data.has_password);
  // The lookup is made for a Facebook-connected account, so "no other way in" is Facebook only.
  return { isGoogleConnected, hasPassword, isFBAuthOnly: !hasPassword && !isGoogleConnected };
}

/**
 * The banner for a blocked social signup (AUTH-046, AUTH-047): Google when the account has
 * it, then email and password, then Facebook only, else the default.
 */
export function recoverBannerOption(
  lookup: ReturnType<typeof loginDataFromServer> | null,
): RecoverBannerOption {
  if (!lookup) return "default";
  if (lookup.isGoogleConnected) return "google";
  if (lookup.hasPassword) return "email";
  return lookup.isFBAuthOnly ? "fbOnly" : "default";
}

/** The banner text of each option (AUTH-047 DECISION). */
export const RECOVER_BANNER_TEXT: Readonly<Record<RecoverBannerOption, MessageKey>> = {
  google: "auth.recoverBanner.google",
  email: "auth.recoverBanner.email",
  fbOnly: "auth.recoverBanner.fbOnly",
  default: "auth.recoverBanner.default",
};
