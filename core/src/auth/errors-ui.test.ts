import { describe, expect, it } from "vitest";
import { type ErrorCode, errorHttpStatus } from "../contract/errors.ts";
import { t } from "../messages/index.ts";
import { AUTH_ERROR_HTTP_STATUS, LOGIN_ERROR_CODES, SIGNUP_ERROR_CODES } from "./codes.ts";
import { loginErrorField, loginErrorUi, socialPopupErrorKey } from "./login-errors.ts";
import { signupErrorUi, signupRateLimitNotice } from "./signup-errors.ts";

const shown = (ui: {
  messageKey?: string;
  values?: Record<string, string | number>;
  serverMessage?: string;
}) => ui.serverMessage ?? t((ui.messageKey ?? "error.generic") as Parameters<typeof t>[0], ui.values);

describe("auth error codes", () => {
  it("AUTH-175 every code has an HTTP status and is part of the contract's catalogue", () => {
    for (const code of [...LOGIN_ERROR_CODES, ...SIGNUP_ERROR_CODES]) {
      expect(AUTH_ERROR_HTTP_STATUS[code], code).toBeGreaterThanOrEqual(400);
      expect(errorHttpStatus[code], code).toBe(AUTH_ERROR_HTTP_STATUS[code]);
    }
    expect(Object.keys(errorHttpStatus) as ErrorCode[]).toContain("INTERNAL");
  });
});

describe("login errors → UI", () => {
  it("AUTH-140 MFA, suspended, rate limited and soft banned route to their step or modal", () => {
    expect(loginErrorUi("MFA_REQUIRED")).toEqual({ kind: "mfaStep" });
    expect(loginErrorUi("ACCOUNT_SUSPENDED")).toMatchObject({ kind: "modal", modal: "suspended" });
    expect(loginErrorUi("ACCOUNT_SOFT_BANNED")).toMatchObject({ kind: "modal", modal: "softBanned" });
    const rate = loginErrorUi("LOGIN_RATE_LIMITED");
    expect(rate).toMatchObject({ kind: "modal", modal: "rateLimited" });
    expect(t(rate.kind === "modal" ? (rate.bodyKey ?? "error.generic") : "error.generic")).toBe(
      "You have reached the maximum number of login attempts. Try again in 30 minutes.",
    );
  });

  it("AUTH-147 AUTH-149 AUTH-150 recovery modals carry the seed's titles", () => {
    const title = (code: string) => {
      const ui = loginErrorUi(code);
      return ui.kind === "modal" ? t(ui.titleKey) : "";
    };
    expect(title("ACCOUNT_SOFT_BANNED")).toBe("We protected your account");
    expect(title("LOGIN_ASSISTANCE")).toBe("Looks like you're having trouble logging in");
    expect(title("ACCOUNT_DEACTIVATED")).toBe("Your account has been deactivated");
    expect(title("EMAIL_NOT_VERIFIED")).toBe("Verify your email");
  });

  it("AUTH-150 AUTH-151 deactivation shows its reason; a voluntary one is a tooltip", () => {
    expect(loginErrorUi("ACCOUNT_DEACTIVATED", { deactivationReason: "unusual_activity" })).toMatchObject({
      bodyKey: "auth.recovery.deactivated.unusualActivity",
    });
    expect(loginErrorUi("ACCOUNT_DEACTIVATED", { deactivationReason: "user_request" })).toEqual({
      kind: "tooltip",
      field: "email",
      messageKey: "auth.recovery.deactivated.tooltip",
    });
  });

  it("AUTH-120 AUTH-121 too fast shows the human check until the local limit is exceeded", () => {
    const ui = loginErrorUi("LOGIN_TOO_FAST");
    expect(ui).toMatchObject({ kind: "humanCheck" });
    expect(shown(ui as { messageKey: string })).toBe(
      "Oops! You logged in too quickly. Please try again with the reCAPTCHA.",
    );
    expect(loginErrorUi("LOGIN_TOO_FAST", { botCheckLimitExceeded: true })).toMatchObject({
      modal: "rateLimited",
    });
  });

  it("AUTH-164 wrong-password and reset-required go to the password field, X-only to X, the rest to email", () => {
    expect(loginErrorField("WRONG_PASSWORD")).toBe("password");
    expect(loginErrorField("PASSWORD_RESET_REQUIRED")).toBe("password");
    expect(loginErrorField("FACEBOOK_ONLY_ACCOUNT")).toBe("facebook");
    expect(loginErrorField("GOOGLE_ONLY_ACCOUNT")).toBe("google");
    expect(loginErrorField("EMAIL_INVALID")).toBe("email");
    expect(loginErrorField("SOMETHING_NEW")).toBe("email");
    const wrong = loginErrorUi("WRONG_PASSWORD");
    expect(wrong).toMatchObject({ kind: "field", field: "password" });
    expect(shown(wrong as { messageKey: string })).toBe(
      "The password you entered is incorrect. Try again or Reset your password",
    );
    expect(shown(loginErrorUi("PASSWORD_RESET_REQUIRED") as { messageKey: string })).toMatch(
      /^We noticed some strange/,
    );
  });

  it("AUTH-156 AUTH-157 AUTH-158 AUTH-159 social-only accounts, with and without their buttons", () => {
    const fb = loginErrorUi("FACEBOOK_ONLY_ACCOUNT");
    expect(fb).toMatchObject({ field: "facebook" });
    expect(shown(fb as { messageKey: string })).toBe(
      "Your account is connected to Facebook - use the Facebook button to log in",
    );
    expect(loginErrorUi("GOOGLE_ONLY_ACCOUNT")).toMatchObject({
      field: "google",
      messageKey: "auth.login.connectedGoogle",
    });
    expect(loginErrorUi("SOCIAL_ONLY_ACCOUNT")).toMatchObject({
      field: "email",
      messageKey: "auth.login.connectedBoth",
    });
    const noGoogle = loginErrorUi("GOOGLE_ONLY_ACCOUNT", { googleAvailable: false });
    expect(shown(noGoogle as { messageKey: string })).toBe(
      "Your account is already linked to Google. To log in with email, set a password.",
    );
    expect(loginErrorUi("SOCIAL_ONLY_ACCOUNT", { facebookAvailable: false })).toMatchObject({
      field: "google",
    });
    expect(loginErrorUi("FACEBOOK_ONLY_ACCOUNT", { facebookAvailable: false })).toMatchObject({
      field: "email",
      messageKey: "auth.login.linkedFacebook",
    });
  });

  it("AUTH-165 social no-match names the provider", () => {
    const ui = loginErrorUi("SOCIAL_NO_MATCH", { provider: "Google" });
    expect(shown(ui as { messageKey: string; values: Record<string, string> })).toBe(
      "We couldn't match your Google account to any account. Try resetting your password instead.",
    );
  });

  it("AUTH-134 AUTH-169 AUTH-176 the server's message wins where the seed says so", () => {
    expect(shown(loginErrorUi("MFA_CODE_INVALID", { serverMessage: "Code expired" }) as object)).toBe(
      "Code expired",
    );
    expect(shown(loginErrorUi("SOCIAL_LOGIN_FAILED", { serverMessage: "LINE said no" }) as object)).toBe(
      "LINE said no",
    );
    expect(shown(loginErrorUi("SOCIAL_LOGIN_FAILED") as object)).toBe("Sorry, we can't log you in.");
    // AUTH-177: the one email string, with its final period, here as in validation.
    expect(shown(loginErrorUi("EMAIL_INVALID") as object)).toBe(
      "Hmm...that doesn't look like an email address.",
    );
  });

  it("AUTH-084 each of the seed's seven login error kinds is a login code with its own modal", () => {
    const kinds = {
      ACCOUNT_SOFT_BANNED: "softBanned",
      LOGIN_RATE_LIMITED: "rateLimited",
      LOGIN_ASSISTANCE: "loginAssistance",
      PASSWORD_RESET_SENT: "passwordResetSent",
      PREVENT_FACEBOOK_REGISTER: "preventFacebookRegister",
      PREVENT_GOOGLE_REGISTER: "preventGoogleRegister",
      ACCOUNT_SUSPENDED: "suspended",
    } as const;
    for (const [code, modal] of Object.entries(kinds)) {
      expect(LOGIN_ERROR_CODES, code).toContain(code);
      expect(loginErrorUi(code), code).toMatchObject({ kind: "modal", modal });
    }
  });

  it("AUTH-153 a password reset sent opens its modal with the 'Email sent!' toast for 3500 ms", () => {
    expect(loginErrorUi("PASSWORD_RESET_SENT")).toMatchObject({
      modal: "passwordResetSent",
      toast: { messageKey: "auth.toast.emailSent", durationMs: 3500 },
    });
  });

  it("AUTH-141 AUTH-098 Google not found and blocked social signups go to their flows", () => {
    expect(loginErrorUi("GOOGLE_ACCOUNT_NOT_FOUND")).toEqual({ kind: "googleNotFound" });
    expect(loginErrorUi("PREVENT_FACEBOOK_REGISTER")).toMatchObject({ modal: "preventFacebookRegister" });
    expect(loginErrorUi("PREVENT_GOOGLE_REGISTER")).toMatchObject({ modal: "preventGoogleRegister" });
  });

  it("AUTH-170 … AUTH-175 unknown codes: 5xx, 429, own message, or only logged", () => {
    // AUTH-171: an unmapped code shows the generic "on our end" text.
    expect(shown(loginErrorUi("NEW_CODE", { httpStatus: 503 }) as object)).toBe(
      "Sorry! Something went wrong on our end.",
    );
    expect(loginErrorUi(undefined, { httpStatus: 429 })).toMatchObject({ modal: "rateLimited" });
    expect(loginErrorUi("NEW_CODE", { httpStatus: 400, serverMessage: "Nope" })).toEqual({
      kind: "toast",
      messageKey: "auth.toast.unknownError",
      serverMessage: "Nope",
      durationMs: 3000,
    });
    expect(loginErrorUi("NEW_CODE", { httpStatus: 400, serverMessage: "  " })).toEqual({ kind: "logOnly" });
    expect(t("auth.toast.unknownError")).toBe("Unknown Error");
    // AUTH-172: the generic login failure text.
    expect(shown(loginErrorUi("LOGIN_FAILED") as object)).toBe("Sorry, we can't log you in.");
  });

  it("AUTH-166 AUTH-167 AUTH-168 social popup failures", () => {
    expect(t(socialPopupErrorKey("popup_blocked"))).toBe("You must enable popups!");
    expect(t(socialPopupErrorKey("not_authorized"))).toBe("Couldn't connect. You must authorize Corkboard.");
    expect(t(socialPopupErrorKey("other"))).toBe("Sorry, we can't log you in.");
  });
});

describe("signup errors → UI", () => {
  it("AUTH-135 AUTH-136 underage confirms first, then is ineligible once the cookie is set", () => {
    expect(signupErrorUi("UNDERAGE")).toEqual({ refreshBotCheck: true, kind: "underageConfirmation" });
    expect(signupErrorUi("UNDERAGE", { underageCookie: "1" })).toMatchObject({
      kind: "blocked",
      messageKey: "auth.underage.ineligible",
    });
  });

  it("AUTH-179 missing age for the EU prefers the server's message", () => {
    expect(shown(signupErrorUi("AGE_REQUIRED") as object)).toBe(
      "We need to know your age to provide you this service.",
    );
    expect(shown(signupErrorUi("AGE_REQUIRED", { serverMessage: "Age please" }) as object)).toBe(
      "Age please",
    );
  });

  it("AUTH-180 AUTH-181 AUTH-182 overage, invalid email and brand name use the seed's words", () => {
    expect(shown(signupErrorUi("OVERAGE") as object)).toBe("Oops! Please use a valid age to sign up.");
    expect(shown(signupErrorUi("EMAIL_INVALID", { serverMessage: "x" }) as object)).toBe(
      "Your email is invalid.",
    );
    expect(shown(signupErrorUi("EMAIL_CONTAINS_BRAND") as object)).toBe(
      "Please stick to your name, or the name of your brand",
    );
  });

  it("AUTH-183 AUTH-123 anything else is the generic toast; every failure refreshes the bot check", () => {
    for (const code of ["BOT_CHECK_FAILED", "SURPRISE", null]) {
      const ui = signupErrorUi(code);
      expect(ui).toMatchObject({ kind: "toast", durationMs: 3000, refreshBotCheck: true });
      expect(shown(ui as object)).toBe("Sorry! Something went wrong on our end.");
    }
  });

  it("AUTH-197 AUTH-129 password rules land on the field; missing consents go back with a toast", () => {
    expect(shown(signupErrorUi("PASSWORD_TOO_SHORT") as object)).toBe(
      "Your password is too short! You need 8+ characters.",
    );
    expect(signupErrorUi("PASSWORD_TOO_WEAK", { serverMessage: "On a breach list" })).toMatchObject({
      field: "password",
      serverMessage: "On a breach list",
    });
    expect(signupErrorUi("CONSENT_REQUIRED")).toMatchObject({
      kind: "consents",
      toast: { durationMs: 3500 },
    });
    expect(signupErrorUi("EMAIL_TAKEN")).toMatchObject({ kind: "switchToLogin" });
  });

  it("AUTH-175 over the address's limit (RATE_LIMITED or any 429) is a notice with the wait, not a toast", () => {
    const ui = signupErrorUi("RATE_LIMITED", { httpStatus: 429, retryAfterSeconds: 1741 });
    expect(ui).toEqual({
      refreshBotCheck: true,
      kind: "rateLimited",
      messageKey: "auth.signup.rateLimited",
      values: { minutes: 30 },
    });
    expect(shown(ui as object)).toBe("Too many sign-up attempts from your network. Try again in 30 minutes.");
    expect(signupErrorUi("SURPRISE", { httpStatus: 429 })).toMatchObject({ kind: "rateLimited" });
    expect(shown(signupRateLimitNotice(5))).toBe(
      "Too many sign-up attempts from your network. Try again in 1 minute.",
    );
    expect(shown(signupRateLimitNotice(null))).toBe(
      "Too many sign-up attempts from your network. Try again later.",
    );
  });
});
