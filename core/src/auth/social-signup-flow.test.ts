import { describe, expect, it } from "vitest";
import { initialSocialSignupFlow, socialSignupFlowReducer } from "./social-signup-flow.ts";

describe("the social sign-up steps (seed 000 §4)", () => {
  it("AUTH-089 a Facebook or LINE answer without an email starts at EmailCollection; with one, at the birthday", () => {
    expect(initialSocialSignupFlow("line", null).step).toBe("EmailCollection");
    expect(initialSocialSignupFlow("facebook", null).step).toBe("EmailCollection");
    expect(initialSocialSignupFlow("line", "kenji@example.jp")).toMatchObject({
      step: "socialSignupWithAge",
      email: "kenji@example.jp",
      collected: false,
    });
  });

  it("AUTH-090 an email that already belongs to an account goes to EmailAlreadyExist; a free one to the birthday", () => {
    const start = initialSocialSignupFlow("line", null);
    expect(
      socialSignupFlowReducer(start, { type: "email_checked", email: "a@b.jp", exists: true }),
    ).toMatchObject({
      step: "EmailAlreadyExist",
      email: "a@b.jp",
    });
    expect(
      socialSignupFlowReducer(start, { type: "email_checked", email: "c@d.jp", exists: false }),
    ).toMatchObject({
      step: "socialSignupWithAge",
      email: "c@d.jp",
      collected: true,
    });
  });

  it("AUTH-090 AUTH-178 a typed email refused or taken at register goes back to its step; a provider's email stays", () => {
    const typed = socialSignupFlowReducer(initialSocialSignupFlow("facebook", null), {
      type: "email_checked",
      email: "x@y.jp",
      exists: false,
    });
    expect(socialSignupFlowReducer(typed, { type: "email_refused", message: "No." })).toMatchObject({
      step: "EmailCollection",
      emailError: "No.",
    });
    const taken = socialSignupFlowReducer(typed, { type: "email_taken" });
    expect(taken.step).toBe("EmailAlreadyExist");
    expect(socialSignupFlowReducer(taken, { type: "other_email" })).toMatchObject({
      step: "EmailCollection",
      email: "x@y.jp",
      emailError: null,
    });
    const given = initialSocialSignupFlow("google", "g@gmail.com");
    expect(socialSignupFlowReducer(given, { type: "email_taken" })).toBe(given);
    expect(socialSignupFlowReducer(given, { type: "email_refused", message: "No." })).toBe(given);
  });
});
