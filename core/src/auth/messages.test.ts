import { describe, expect, it } from "vitest";
import { type MessageKey, messages, t } from "../messages/index.ts";

describe("auth messages (CONST-003, CONST-005, UI-026)", () => {
  it("AUTH-184 AUTH-186 AUTH-190 keep the seed's validation strings word for word", () => {
    const seed: [MessageKey, string][] = [
      ["auth.email.required", "You missed a spot! Don't forget to add your email."],
      ["auth.email.format", "Hmm...that doesn't look like an email address."],
      ["auth.email.notValid", "Sorry, this doesn't look like a valid email"],
      ["auth.email.brandName", "Please stick to your name, or the name of your brand"],
      ["auth.password.sameAsUsername", "Please make your username and password different."],
      ["auth.password.weak", "Please make a stronger password."],
      ["auth.birthday.required", "You missed a spot. Don't forget to add your birthday."],
      ["auth.mfa.format", "Hmm...that doesn't look like a verification code."],
      ["auth.emailCollection.failed", "Oops! Something went wrong… Click Continue to try again."],
    ];
    for (const [key, text] of seed) expect(t(key), key).toBe(text);
    expect(t("auth.email.suggestion", { email: "jo@gmail.com" })).toBe("Did you mean jo@gmail.com?");
  });

  it("AUTH-130 AUTH-153 AUTH-154 keep the seed's toasts and buttons", () => {
    expect(t("auth.mfa.resent")).toBe("We sent you a new code!");
    expect(t("auth.toast.emailSent")).toBe("Email sent!");
    expect(t("auth.verifyEmail.resend")).toBe("Resend email");
    expect(t("auth.verifyEmail.sent")).toBe("Email sent");
    expect(t("auth.recovery.okay")).toBe("Okay");
    expect(t("auth.social.ok")).toBe("OK");
    expect(t("auth.login.welcomeBack", { name: "Jo" })).toBe("Welcome back, Jo");
  });

  it("CONST-003 says Corkboard wherever the seed says 'the product'", () => {
    expect(t("auth.oneTap.welcome")).toBe("Welcome to Corkboard!");
    expect(t("auth.title.joinToFollow")).toBe("Join Corkboard to follow");
    expect(t("auth.underage.ineligible")).toBe(
      "Sorry, you're not eligible to sign up for Corkboard right now.",
    );
    expect(t("auth.social.mustAuthorize")).toBe("Couldn't connect. You must authorize Corkboard.");
  });

  it("CONST-005 auth messages use {name} placeholders only", () => {
    for (const [key, text] of Object.entries(messages)) {
      if (key.startsWith("auth.")) expect(text, key).not.toMatch(/\{\{|\}\}/);
    }
  });
});
