import { describe, expect, it } from "vitest";
import { t } from "../messages/index.ts";
import { botCheckLimitExceeded, isLoginTooFast, recordBotCheckStamp } from "./bot-check.ts";
import {
  CONSENT_KEYS,
  type ConsentState,
  consentAgreedToAll,
  consentCanContinue,
  consentReducer,
  consentRegisterFields,
  INITIAL_CONSENT_STATE,
} from "./consent.ts";
import {
  isBackupCode,
  mfaContinuationMethod,
  normalizeMfaCode,
  phoneEnding,
  validateMfaCode,
  validateMfaEntry,
} from "./mfa.ts";
import { firstNameFromEmail, splitFullName } from "./names.ts";
import {
  isUnderageBlocked,
  UNDERAGE_CONFIRM,
  underageCookieString,
  underageCookieValue,
  underageOutcome,
} from "./underage.ts";

describe("names", () => {
  it("AUTH-066 first_name is the local part cut at '.', '_', '+' or a digit, capitalised", () => {
    expect(firstNameFromEmail("jo.smith@mail.com")).toBe("Jo");
    expect(firstNameFromEmail("MARY_ann@mail.com")).toBe("Mary");
    expect(firstNameFromEmail("kim+pins@mail.com")).toBe("Kim");
    expect(firstNameFromEmail("alex99@mail.com")).toBe("Alex");
    expect(firstNameFromEmail("mary-jane@mail.com")).toBe("Mary-jane");
  });

  it("AUTH-066 falls back to the whole local part when the cut leaves nothing", () => {
    expect(firstNameFromEmail("42jo@mail.com")).toBe("42jo");
    expect(firstNameFromEmail("_kim@mail.com")).toBe("_kim");
    expect(firstNameFromEmail(`${"a".repeat(70)}@mail.com`)).toHaveLength(50);
  });

  it("CONST-010 a full name splits into the first word and the rest", () => {
    expect(splitFullName("  Ada   King Lovelace ")).toEqual({ firstName: "Ada", lastName: "King Lovelace" });
    expect(splitFullName("Cher")).toEqual({ firstName: "Cher", lastName: "" });
    expect(splitFullName("")).toEqual({ firstName: "", lastName: "" });
  });
});

describe("two-factor code", () => {
  it("AUTH-131 an empty code is required", () => {
    expect(t(validateMfaCode("  ")?.messageKey ?? "error.generic")).toBe(
      "You missed a spot! Don't forget to add your verification code.",
    );
  });

  it("AUTH-132 AUTH-133 the code is exactly six digits after removing spaces", () => {
    for (const bad of ["12345", "1234567", "12345a", "١٢٣٤٥٦"]) {
      expect(t(validateMfaCode(bad)?.messageKey ?? "error.generic"), bad).toBe(
        "Hmm...that doesn't look like a verification code.",
      );
    }
    expect(validateMfaCode(" 123 456 ")).toBeNull();
    expect(normalizeMfaCode(" 123 456\n")).toBe("123456");
  });

  it("AUTH-074 a backup code (xxxxx-xxxxx) passes the code step; other text must be six digits", () => {
    expect(isBackupCode(" a1b2c-3D4E5 ")).toBe(true);
    expect(isBackupCode("a1b2c3d4e5")).toBe(false);
    expect(validateMfaEntry("a1b2c-3d4e5")).toBeNull();
    expect(validateMfaEntry("123 456")).toBeNull();
    expect(validateMfaEntry("a1b2c-3d4e")?.messageKey).toBe("auth.mfa.format");
    expect(validateMfaEntry("")?.messageKey).toBe("auth.mfa.required");
  });

  it("AUTH-074 the code is checked against the app when offered, else (or after a resend) email", () => {
    expect(mfaContinuationMethod(["totp", "email"])).toBe("totp");
    expect(mfaContinuationMethod(["email"])).toBe("email");
    expect(mfaContinuationMethod(undefined)).toBe("email");
    expect(mfaContinuationMethod(["totp", "email"], true)).toBe("email");
  });

  it("AUTH-091 only the last digits of the phone number are shown", () => {
    expect(phoneEnding("+1 (555) 010-4477")).toBe("4477");
    expect(phoneEnding("77")).toBe("77");
    expect(phoneEnding(null)).toBeNull();
  });
});

describe("consents", () => {
  const all: ConsentState = Object.fromEntries(CONSENT_KEYS.map((key) => [key, true])) as ConsentState;

  it("AUTH-125 Agree to all ticks every box, and unticks them all when all were ticked", () => {
    const ticked = consentReducer(INITIAL_CONSENT_STATE, { type: "toggleAll" });
    expect(ticked).toEqual(all);
    expect(consentReducer(ticked, { type: "toggleAll" })).toEqual(INITIAL_CONSENT_STATE);
    const some = consentReducer(INITIAL_CONSENT_STATE, { type: "toggle", key: "terms" });
    expect(consentReducer(some, { type: "toggleAll" })).toEqual(all);
  });

  it("AUTH-126 unticking any box clears Agree to all", () => {
    const state = consentReducer(all, { type: "toggle", key: "optionalMarketingConsent" });
    expect(consentAgreedToAll(state)).toBe(false);
  });

  it("AUTH-127 ticking the last box sets Agree to all", () => {
    let state = INITIAL_CONSENT_STATE;
    for (const key of CONSENT_KEYS) {
      expect(consentAgreedToAll(state)).toBe(false);
      state = consentReducer(state, { type: "toggle", key });
    }
    expect(consentAgreedToAll(state)).toBe(true);
  });

  it("AUTH-128 Next needs the four required boxes, not the marketing one", () => {
    const required = { ...all, optionalMarketingConsent: false };
    expect(consentCanContinue(required)).toBe(true);
    expect(consentCanContinue({ ...required, overseasTransferPersonalInfo: false })).toBe(false);
    expect(consentCanContinue(INITIAL_CONSENT_STATE)).toBe(false);
  });

  it("AUTH-072 maps to kr_privacy_consent_opt_in and marketing_notifs_opt_out", () => {
    expect(consentRegisterFields(all)).toEqual({
      kr_privacy_consent_opt_in: true,
      marketing_notifs_opt_out: false,
    });
    expect(consentRegisterFields({ ...all, optionalMarketingConsent: false })).toEqual({
      kr_privacy_consent_opt_in: true,
      marketing_notifs_opt_out: true,
    });
    expect(consentRegisterFields({ ...all, terms: false }).kr_privacy_consent_opt_in).toBe(false);
  });
});

describe("bot check", () => {
  const hour = 3_600_000;

  it("AUTH-119 three stamps within 3600 s exceed the local limit", () => {
    const now = 10 * hour;
    expect(botCheckLimitExceeded([now - 10, now - 20], now)).toBe(false);
    expect(botCheckLimitExceeded([now - 10, now - 20, now - hour + 1], now)).toBe(true);
    expect(botCheckLimitExceeded([now - 10, now - 20, now - hour], now)).toBe(false);
  });

  it("AUTH-118 recording drops stamps older than the window", () => {
    const now = 10 * hour;
    expect(recordBotCheckStamp([now - 2 * hour, now - 5], now)).toEqual([now - 5, now]);
  });

  it("AUTH-121 only HTTP 429 with LOGIN_TOO_FAST is 'too fast'", () => {
    expect(isLoginTooFast({ httpStatus: 429, code: "LOGIN_TOO_FAST" })).toBe(true);
    expect(isLoginTooFast({ httpStatus: 429, code: "LOGIN_RATE_LIMITED" })).toBe(false);
    expect(isLoginTooFast({ httpStatus: 400, code: "LOGIN_TOO_FAST" })).toBe(false);
  });
});

describe("underage", () => {
  it("AUTH-138 the cookie value 1 blocks signup", () => {
    expect(isUnderageBlocked("1")).toBe(true);
    expect(isUnderageBlocked("0")).toBe(false);
    expect(isUnderageBlocked(null)).toBe(false);
    expect(underageCookieValue("a=b; underage=1; c=d")).toBe("1");
    expect(underageCookieValue("notunderage=1")).toBeNull();
  });

  it("AUTH-136 the first underage answer confirms, a later one with the cookie is ineligible", () => {
    expect(underageOutcome(null)).toEqual({ kind: "confirm" });
    expect(underageOutcome("1")).toMatchObject({ kind: "ineligible", disableForm: true });
  });

  it("AUTH-137 AUTH-139 Confirm sets a 30-day Lax cookie, toasts 3500 ms and leaves after 4000 ms", () => {
    expect(underageCookieString(true)).toBe("underage=1; Max-Age=2592000; Path=/; SameSite=Lax; Secure");
    expect(UNDERAGE_CONFIRM).toMatchObject({
      setCookie: true,
      toastMs: 3500,
      redirectTo: "/",
      redirectAfterMs: 4000,
    });
  });
});
