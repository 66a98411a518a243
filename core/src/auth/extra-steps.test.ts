import { describe, expect, it } from "vitest";
import { loginErrorUi } from "./login-errors.ts";
import { nextSignupStep, type SignupFlowContext } from "./signup-flow.ts";
import { initialSocialSignupFlow } from "./social-signup-flow.ts";

const today = { year: 2026, month: 6, day: 15 };
const noSso = { isSso: false, existingUser: false, existingUserIsSso: false };
const form = { email: "jo.smith@mail.com", password: "violet-river-lamp", birthday: "1990-04-03" };

describe("the extra steps a sign-in can need (seed 000 §1)", () => {
  it("AUTH-008 a second-factor code, a birthday, privacy consents and an email can each be asked before the account is in", () => {
    // A second factor: the login answers MFA_REQUIRED and the code step opens.
    expect(loginErrorUi("MFA_REQUIRED")).toEqual({ kind: "mfaStep" });
    // A birthday: a provider's new person without a birthday is asked for one…
    expect(initialSocialSignupFlow("google", "jo@gmail.com").step).toBe("socialSignupWithAge");
    // …and an email, when the provider gave none.
    expect(initialSocialSignupFlow("line", null).step).toBe("EmailCollection");
    // Privacy consents: where the consent step is on, it comes before the account is made.
    const withConsents: SignupFlowContext = { today, consentStepEnabled: true };
    const answers = { sso: noSso, emailExists: false, emailValid: true };
    expect(nextSignupStep(form, answers, withConsents)).toEqual({ kind: "consents" });
    expect(nextSignupStep(form, answers, { today, consentStepEnabled: false }).kind).toBe("register");
  });
});
