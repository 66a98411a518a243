import { describe, expect, it } from "vitest";
import { CONSENT_KEYS, type ConsentState, INITIAL_CONSENT_STATE } from "./consent.ts";
import { nextSignupStep, type SignupAnswers, type SignupFlowContext } from "./signup-flow.ts";
import { showSsoButton, ssoInfoFromWire } from "./sso.ts";

const context: SignupFlowContext = { today: { year: 2026, month: 6, day: 15 }, consentStepEnabled: false };
const form = { email: "jo.smith@mail.com", password: "violet-river-lamp", birthday: "1990-04-03" };
const noSso = { isSso: false, existingUser: false, existingUserIsSso: false };
const free: SignupAnswers = { sso: noSso, emailExists: false, emailValid: true };
const allConsents = Object.fromEntries(CONSENT_KEYS.map((key) => [key, true])) as ConsentState;

describe("email signup flow", () => {
  it("AUTH-138 the underage cookie blocks the form before anything else", () => {
    expect(nextSignupStep(form, free, { ...context, underageCookie: "1" })).toEqual({
      kind: "blocked",
      messageKey: "auth.underage.ineligible",
    });
  });

  it("AUTH-093 an empty or malformed email shows the email error and stops", () => {
    const empty = nextSignupStep({ ...form, email: " " }, {}, context);
    expect(empty).toMatchObject({ kind: "fieldError", failure: { field: "email", rule: "required" } });
    expect(nextSignupStep({ ...form, email: "jo@" }, {}, context)).toMatchObject({
      failure: { rule: "format" },
    });
  });

  it("AUTH-094 AUTH-106 the SSO check comes first; an SSO email leaves password signup", () => {
    expect(nextSignupStep(form, {}, context)).toEqual({ kind: "call", call: "ssoInfo" });
    const newSso = { ...noSso, isSso: true };
    expect(nextSignupStep({ ...form, email: "jo@acme.io" }, { sso: newSso }, context)).toEqual({
      kind: "ssoSignup",
      path: "/signup/sso-business-account?email=jo%40acme.io",
    });
    const existingSso = {
      isSso: true,
      existingUser: true,
      existingUserIsSso: true,
      authorizationUri: "https://idp/a",
    };
    expect(nextSignupStep(form, { sso: existingSso }, context)).toMatchObject({
      kind: "ssoLogin",
      authorizationUri: "https://idp/a",
    });
  });

  it("AUTH-107 an SSO domain with an existing password account takes the password path", () => {
    const sso = { isSso: true, existingUser: true, existingUserIsSso: false };
    expect(showSsoButton(sso)).toBe(false);
    expect(nextSignupStep(form, { sso }, context)).toEqual({ kind: "call", call: "emailExists" });
    expect(nextSignupStep(form, { sso: null }, context)).toEqual({ kind: "call", call: "emailExists" });
  });

  it("AUTH-110 reads the server form of the SSO check", () => {
    const info = ssoInfoFromWire({ is_sso: true, existing_user: false, existing_user_is_sso: false });
    expect(info).toMatchObject({ isSso: true, existingUser: false, authorizationUri: null });
    expect(showSsoButton(info)).toBe(true);
  });

  it("AUTH-095 AUTH-186 a fake-looking address is refused before the existence check", () => {
    const step = nextSignupStep({ ...form, email: "jo@mailinator.com" }, { sso: noSso }, context);
    expect(step).toMatchObject({ kind: "fieldError", failure: { rule: "undeliverable" } });
  });

  it("AUTH-095 AUTH-210 an existing email switches to login with the typed password", () => {
    expect(nextSignupStep(form, { sso: noSso, emailExists: true }, context)).toEqual({
      kind: "switchToLogin",
      usernameOrEmail: "jo.smith@mail.com",
      password: "violet-river-lamp",
      submit: true,
    });
    const noPassword = nextSignupStep({ ...form, password: "" }, { sso: noSso, emailExists: true }, context);
    expect(noPassword).toMatchObject({ kind: "switchToLogin", submit: false });
  });

  it("AUTH-096 AUTH-182 a free email gets the brand rule, then server validation", () => {
    const brand = nextSignupStep(
      { ...form, email: "corkboard.help@mail.com" },
      { sso: noSso, emailExists: false },
      context,
    );
    expect(brand).toMatchObject({ failure: { code: "EMAIL_CONTAINS_BRAND" } });
    expect(nextSignupStep(form, { sso: noSso, emailExists: false }, context)).toEqual({
      kind: "call",
      call: "emailValidation",
    });
    const invalid = nextSignupStep(form, { ...free, emailValid: false }, context);
    expect(invalid).toMatchObject({ failure: { field: "email", messageKey: "auth.email.notValid" } });
  });

  it("AUTH-096 then the password rules, then the birthday", () => {
    expect(nextSignupStep({ ...form, password: "short" }, free, context)).toMatchObject({
      failure: { field: "password", rule: "too_short" },
    });
    expect(nextSignupStep({ ...form, password: "jo.smith" }, free, context)).toMatchObject({
      failure: { rule: "same_as_username" },
    });
    expect(nextSignupStep({ ...form, birthday: null }, free, context)).toMatchObject({
      failure: { field: "birthday", rule: "required" },
    });
    expect(nextSignupStep({ ...form, birthday: "1900-01-01" }, free, context)).toMatchObject({
      failure: { rule: "overage" },
    });
  });

  it("AUTH-136 an underage birthday goes to UnderageConfirmation", () => {
    expect(nextSignupStep({ ...form, birthday: "2015-01-01" }, free, context)).toEqual({
      kind: "underageConfirmation",
    });
    const teen = nextSignupStep({ ...form, birthday: "2010-01-01" }, free, { ...context, minimumAge: 13 });
    expect(teen.kind).toBe("register");
  });

  it("AUTH-065 AUTH-066 registers with epoch-second birthday and a derived first name", () => {
    expect(nextSignupStep({ ...form, email: " jo.smith@mail.com " }, free, context)).toEqual({
      kind: "register",
      options: {
        type: "email",
        email: "jo.smith@mail.com",
        password: "violet-river-lamp",
        birthday: Date.UTC(1990, 3, 3) / 1000,
        first_name: "Jo",
        last_name: "",
      },
    });
  });

  it("AUTH-087 AUTH-128 with kr_privacy_consent on, consents come before register", () => {
    const on = { ...context, consentStepEnabled: true };
    expect(nextSignupStep(form, free, on)).toEqual({ kind: "consents" });
    expect(nextSignupStep(form, { ...free, consents: INITIAL_CONSENT_STATE }, on)).toEqual({
      kind: "consents",
    });
    const consents = { ...allConsents, optionalMarketingConsent: false };
    const step = nextSignupStep(form, { ...free, consents }, on);
    expect(step).toMatchObject({
      kind: "register",
      options: { kr_privacy_consent_opt_in: true, marketing_notifs_opt_out: true },
    });
  });
});
