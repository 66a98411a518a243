import { TOAST_MS } from "../layout/constants.ts";
import type { MessageKey, MessageValues } from "../messages/index.ts";
import { isLoginErrorCode, type LoginErrorCode } from "./codes.ts";
import type { RecoveryModalType } from "./visitor.ts";

/** The login-form places an error can be shown (seed 000 §8), plus the two-factor code field. */
export type LoginErrorField = "email" | "password" | "facebook" | "google" | "code";

/** Why a deactivated account is deactivated (AUTH-150). */
export type DeactivationReason = "community_guidelines" | "unusual_activity" | "user_request";

/**
 * What the web does with a failed login. Where `serverMessage` is set it is shown in place
 * of the catalogue message (the seed prefers the server's words there).
 */
export type LoginErrorUi =
  | { kind: "mfaStep" }
  | { kind: "googleNotFound" }
  | {
      kind: "modal";
      modal: RecoveryModalType;
      titleKey: MessageKey;
      bodyKey?: MessageKey;
      toast?: { messageKey: MessageKey; durationMs: number };
    }
  | { kind: "humanCheck"; field: "email"; messageKey: MessageKey }
  | {
      kind: "field";
      field: LoginErrorField;
      messageKey: MessageKey;
      values?: MessageValues;
      serverMessage?: string;
    }
  | { kind: "tooltip"; field: "email"; messageKey: MessageKey }
  | { kind: "toast"; messageKey: MessageKey; serverMessage?: string; durationMs: number }
  | { kind: "logOnly" };

/** What else the mapping needs to know about the answer and the page. */
export interface LoginErrorContext {
  httpStatus?: number;
  serverMessage?: string | null;
  /** The provider a social login used, for SOCIAL_NO_MATCH. */
  provider?: "Facebook" | "Google";
  /** False when web_facebook_disabled / web_google_disabled took the button away. */
  facebookAvailable?: boolean;
  googleAvailable?: boolean;
  /** The local human-check limit (bot-check.ts). */
  botCheckLimitExceeded?: boolean;
  deactivationReason?: DeactivationReason | null;
}

/**
 * The field rule of seed 000 §8 (AUTH-164): wrong-password and reset-required codes → the
 * password field; Facebook-only → the Facebook field; Google-only → the Google field;
 * everything else, email-related or not → the email field.
 */
export function loginErrorField(code: string): LoginErrorField {
  if (code === "WRONG_PASSWORD" || code === "PASSWORD_RESET_REQUIRED") return "password";
  if (code === "FACEBOOK_ONLY_ACCOUNT") return "facebook";
  if (code === "GOOGLE_ONLY_ACCOUNT") return "google";
  return "email";
}

const DEACTIVATION_BODY: Record<DeactivationReason, MessageKey> = {
  community_guidelines: "auth.recovery.deactivated.communityGuidelines",
  unusual_activity: "auth.recovery.deactivated.unusualActivity",
  user_request: "auth.recovery.deactivated.ownRequest",
};

function server(context: LoginErrorContext): { serverMessage?: string } {
  const text = context.serverMessage?.trim();
  return text ? { serverMessage: text } : {};
}

function field(code: LoginErrorCode, messageKey: MessageKey, values?: MessageValues): LoginErrorUi {
  return { kind: "field", field: loginErrorField(code), messageKey, ...(values ? { values } : {}) };
}

function modal(modalType: RecoveryModalType, titleKey: MessageKey, bodyKey?: MessageKey): LoginErrorUi {
  return { kind: "modal", modal: modalType, titleKey, ...(bodyKey ? { bodyKey } : {}) };
}

const rateLimitedModal = modal(
  "rateLimited",
  "auth.recovery.rateLimited.title",
  "auth.recovery.rateLimited.body",
);

function facebookOnly(context: LoginErrorContext): LoginErrorUi {
  // With the Facebook button gone (web_facebook_disabled), "use the Facebook button" would
  // send people nowhere; the seed's "set a password" text says what does work.
  return context.facebookAvailable === false
    ? { kind: "field", field: "email", messageKey: "auth.login.linkedFacebook" }
    : field("FACEBOOK_ONLY_ACCOUNT", "auth.login.connectedFacebook");
}

function googleOnly(context: LoginErrorContext): LoginErrorUi {
  return context.googleAvailable === false
    ? { kind: "field", field: "email", messageKey: "auth.login.linkedGoogle" }
    : field("GOOGLE_ONLY_ACCOUNT", "auth.login.connectedGoogle");
}

function humanCheckOrLimit(context: LoginErrorContext, messageKey: MessageKey): LoginErrorUi {
  // Three solved checks within an hour: stop offering a fourth and say the account is throttled.
  return context.botCheckLimitExceeded
    ? rateLimitedModal
    : { kind: "humanCheck", field: "email", messageKey };
}

const LOGIN_ERROR_UI: Record<LoginErrorCode, (context: LoginErrorContext) => LoginErrorUi> = {
  MFA_REQUIRED: () => ({ kind: "mfaStep" }),
  MFA_CODE_INVALID: (c) => ({ kind: "field", field: "code", messageKey: "auth.mfa.failed", ...server(c) }),
  ACCOUNT_SUSPENDED: () =>
    modal("suspended", "auth.recovery.suspended.title", "auth.recovery.suspended.body"),
  LOGIN_RATE_LIMITED: () => rateLimitedModal,
  LOGIN_TOO_FAST: (c) => humanCheckOrLimit(c, "auth.login.tooFast"),
  ACCOUNT_SOFT_BANNED: () =>
    modal("softBanned", "auth.recovery.softBanned.title", "auth.recovery.softBanned.body"),
  LOGIN_ASSISTANCE: () =>
    modal("loginAssistance", "auth.recovery.loginHelp.title", "auth.recovery.loginHelp.body"),
  ACCOUNT_DEACTIVATED: (c) =>
    c.deactivationReason === "user_request"
      ? { kind: "tooltip", field: "email", messageKey: "auth.recovery.deactivated.tooltip" }
      : modal(
          "deactivated",
          "auth.recovery.deactivated.title",
          c.deactivationReason ? DEACTIVATION_BODY[c.deactivationReason] : undefined,
        ),
  WRONG_PASSWORD: () => field("WRONG_PASSWORD", "auth.login.wrongPassword"),
  PASSWORD_RESET_REQUIRED: () => field("PASSWORD_RESET_REQUIRED", "auth.login.strangeActivity"),
  PASSWORD_RESET_SENT: () => ({
    ...(modal("passwordResetSent", "auth.recovery.passwordResetSent.title") as Extract<
      LoginErrorUi,
      { kind: "modal" }
    >),
    toast: { messageKey: "auth.toast.emailSent", durationMs: TOAST_MS.notice },
  }),
  FACEBOOK_ONLY_ACCOUNT: facebookOnly,
  GOOGLE_ONLY_ACCOUNT: googleOnly,
  SOCIAL_ONLY_ACCOUNT: (c) => {
    if (c.facebookAvailable !== false && c.googleAvailable !== false) {
      return field("SOCIAL_ONLY_ACCOUNT", "auth.login.connectedBoth");
    }
    return c.facebookAvailable !== false ? facebookOnly(c) : googleOnly(c);
  },
  APPLE_ONLY_ACCOUNT: () => field("APPLE_ONLY_ACCOUNT", "auth.login.linkedApple"),
  SOCIAL_NO_MATCH: (c) =>
    field("SOCIAL_NO_MATCH", "auth.social.noMatch", { provider: c.provider ?? "Facebook" }),
  GOOGLE_ACCOUNT_NOT_FOUND: () => ({ kind: "googleNotFound" }),
  PREVENT_FACEBOOK_REGISTER: () => modal("preventFacebookRegister", "auth.recovery.preventRegister.title"),
  PREVENT_GOOGLE_REGISTER: () => modal("preventGoogleRegister", "auth.recovery.preventRegister.title"),
  PREVENT_LINE_REGISTER: () => modal("preventLineRegister", "auth.recovery.preventRegister.title"),
  SOCIAL_LOGIN_FAILED: (c) => ({
    kind: "toast",
    messageKey: "auth.login.cantLogIn",
    durationMs: TOAST_MS.error,
    ...server(c),
  }),
  // The SSO flow goes to its sign-up page before any mapping (web/src/auth/sso).
  SSO_SIGNUP_REQUIRED: () => ({ kind: "logOnly" }),
  EMAIL_NOT_VERIFIED: () => modal("emailVerification", "auth.verifyEmail.title", "auth.verifyEmail.body"),
  EMAIL_INVALID: (c) => ({ kind: "field", field: "email", messageKey: "auth.email.format", ...server(c) }),
  BOT_CHECK_FAILED: (c) => humanCheckOrLimit(c, "auth.login.cantLogIn"),
  LOGIN_FAILED: () => field("LOGIN_FAILED", "auth.login.cantLogIn"),
};

/**
 * Maps a failed login to what the web shows (AUTH-140…AUTH-175). Unknown codes: 5xx →
 * "Sorry! Something went wrong on our end." on the email field; 429 → the rate-limit
 * modal; a server message → a 3000 ms toast; nothing to show → only logged (AUTH-174).
 */
export function loginErrorUi(code: string | null | undefined, context: LoginErrorContext = {}): LoginErrorUi {
  if (isLoginErrorCode(code)) return LOGIN_ERROR_UI[code](context);
  const status = context.httpStatus ?? 0;
  if (status >= 500) return { kind: "field", field: "email", messageKey: "error.INTERNAL" };
  if (status === 429) return rateLimitedModal;
  const own = server(context);
  if (own.serverMessage)
    return { kind: "toast", messageKey: "auth.toast.unknownError", durationMs: TOAST_MS.error, ...own };
  return { kind: "logOnly" };
}

/** The social-popup failures of seed 000 §8 (AUTH-166…AUTH-168). */
export type SocialPopupFailure = "popup_blocked" | "not_authorized" | "other";

/** The message of a social-popup failure. */
export function socialPopupErrorKey(failure: SocialPopupFailure): MessageKey {
  if (failure === "popup_blocked") return "auth.social.enablePopups";
  if (failure === "not_authorized") return "auth.social.mustAuthorize";
  return "auth.login.cantLogIn";
}
