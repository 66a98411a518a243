import { describe, expect, it } from "vitest";
import { t } from "../messages/index.ts";
import {
  authBannerForSocialError,
  authBannerText,
  authOptionOf,
  NO_LOGIN_DATA,
  rememberedAuthOption,
  toLoginData,
} from "./login-data.ts";

const shown = (banner: Parameters<typeof authBannerText>[0]) => {
  const { key, values } = authBannerText(banner);
  return t(key, values);
};

describe("login data and the recover-account banners", () => {
  it("AUTH-080 the client form: isGoogleConnected from either Google flag, isFBAuthOnly only without password or Google", () => {
    expect(toLoginData({ ...NO_LOGIN_DATA, connected_to_gplus: true })).toEqual({
      isGoogleConnected: true,
      hasPassword: false,
      isFBAuthOnly: false,
    });
    expect(toLoginData({ ...NO_LOGIN_DATA, connected_to_facebook: true }).isFBAuthOnly).toBe(true);
    expect(
      toLoginData({ ...NO_LOGIN_DATA, connected_to_facebook: true, has_password: true }).isFBAuthOnly,
    ).toBe(false);
  });

  it("AUTH-047 the auth option per account and the banner text per option (the [DECISION] wording)", () => {
    const option = (record: Partial<typeof NO_LOGIN_DATA>) =>
      authOptionOf(toLoginData({ ...NO_LOGIN_DATA, ...record }));
    expect(option({ has_password: true, connected_to_google: true })).toBe("email");
    expect(option({ connected_to_google: true })).toBe("google");
    expect(option({ connected_to_facebook: true })).toBe("fbOnly");
    expect(option({})).toBe("default");
    expect(shown({ kind: "recover", option: "google" })).toBe(
      "Looks like you signed up with Google. Continue with Google to log in.",
    );
    expect(shown({ kind: "recover", option: "email" })).toBe(
      "Looks like you already have an account. Log in with your email and password.",
    );
    expect(shown({ kind: "recover", option: "fbOnly" })).toBe(
      "Looks like you signed up with Facebook. Continue with Facebook to log in.",
    );
    expect(shown({ kind: "recover", option: "default" })).toBe(
      "Looks like you already have an account. Log in instead.",
    );
  });

  it("AUTH-048 AUTH-049 the social-unavailable banner names the provider", () => {
    expect(shown({ kind: "signupUnavailable", network: "facebook" })).toBe(
      "Signing up with Facebook isn't available right now. Sign up with your email instead.",
    );
    expect(authBannerForSocialError({ network: "google", code: "signupUnavailable" })).toEqual({
      kind: "signupUnavailable",
      network: "google",
    });
  });

  it("AUTH-047 a popup's blocked sign-up with a valid auth option is a banner; anything else is not", () => {
    expect(
      authBannerForSocialError({ network: "google", code: "PREVENT_GOOGLE_REGISTER", auth_option: "fbOnly" }),
    ).toEqual({ kind: "recover", option: "fbOnly" });
    expect(
      authBannerForSocialError({ network: "line", code: "PREVENT_LINE_REGISTER", auth_option: "email" }),
    ).toEqual({ kind: "recover", option: "email" });
    expect(
      authBannerForSocialError({ network: "google", code: "PREVENT_GOOGLE_REGISTER", auth_option: "evil" }),
    ).toBeNull();
    expect(authBannerForSocialError({ network: "google", code: "SOCIAL_LOGIN_FAILED" })).toBeNull();
  });

  it("AUTH-097 a remembered account's recover banner comes from its own flags", () => {
    const remembered = { has_password: false, connected_to_google: false, connected_to_facebook: true };
    expect(rememberedAuthOption(remembered)).toBe("fbOnly");
    expect(rememberedAuthOption({ ...remembered, connected_to_google: true })).toBe("google");
  });
});
