import { describe, expect, it } from "vitest";
import { t } from "../messages/index.ts";
import {
  businessCreatePath,
  loginRedirectPath,
  loginSuccessPath,
  passwordResetPath,
  readAec,
  safeNextPath,
  signupRedirectPath,
} from "./redirects.ts";
import {
  isFullyAuthenticated,
  isLineAvailable,
  LOGIN_METHOD,
  loginDataFromServer,
  recoverBannerOption,
  SIGNUP_SOURCES,
  shouldLeaveLogin,
  shouldOfferOneTap,
  signupModalTitle,
} from "./visitor.ts";

describe("visitors and sources", () => {
  it("AUTH-011 AUTH-012 only AUTH counts as signed in; it leaves the login unless switching", () => {
    expect(isFullyAuthenticated("LIMITED_LOGIN")).toBe(false);
    expect(isFullyAuthenticated("AUTH")).toBe(true);
    expect(shouldLeaveLogin("AUTH", false)).toBe(true);
    expect(shouldLeaveLogin("AUTH", true)).toBe(false);
    expect(shouldLeaveLogin("LIMITED_LOGIN", false)).toBe(false);
  });

  it("AUTH-019 the source → title table", () => {
    expect(t(signupModalTitle("followButton"))).toBe("Join Corkboard to follow");
    expect(t(signupModalTitle("commentComposer"))).toBe("Log in to comment");
    expect(t(signupModalTitle("boardInvite"))).toBe("Log in to accept your board invite");
    for (const source of SIGNUP_SOURCES.filter(
      (s) => !["followButton", "commentComposer", "boardInvite"].includes(s),
    )) {
      expect(t(signupModalTitle(source)), source).toBe("Sign up to see more");
    }
    expect(t(signupModalTitle(undefined))).toBe("Sign up to see more");
    expect(t(signupModalTitle("toString"))).toBe("Sign up to see more");
  });

  it("AUTH-083 AUTH-029 login-method codes and LINE for Japan only", () => {
    expect(LOGIN_METHOD).toMatchObject({ email: 1, googleOneTap: 4, switchAccount: 7, sso: 9 });
    expect(isLineAvailable("jp")).toBe(true);
    expect(isLineAvailable("US")).toBe(false);
    expect(isLineAvailable(null)).toBe(false);
  });

  it("AUTH-035 one-tap only for recognised Google-connected visitors who did not dismiss it", () => {
    const base = { visitorType: "LIMITED_LOGIN" as const, rememberedGoogleConnected: true, dismissed: false };
    expect(shouldOfferOneTap(base)).toBe(true);
    expect(shouldOfferOneTap({ ...base, dismissed: true })).toBe(false);
    expect(shouldOfferOneTap({ ...base, visitorType: "AUTH" })).toBe(false);
  });

  it("AUTH-081 AUTH-046 the login-data lookup picks the recover banner", () => {
    const google = loginDataFromServer({ connected_to_gplus: true, has_password: true });
    expect(google).toEqual({ isGoogleConnected: true, hasPassword: true, isFBAuthOnly: false });
    expect(recoverBannerOption(google)).toBe("google");
    expect(recoverBannerOption(loginDataFromServer({ has_password: true }))).toBe("email");
    expect(recoverBannerOption(loginDataFromServer({}))).toBe("fbOnly");
    expect(recoverBannerOption(null)).toBe("default");
  });
});

describe("redirects", () => {
  it("AUTH-058 honours same-origin relative paths", () => {
    expect(safeNextPath("/")).toBe("/");
    expect(safeNextPath("/pin/123/?from=save#top")).toBe("/pin/123/?from=save#top");
    expect(safeNextPath("/a/../b")).toBe("/b");
    expect(safeNextPath("/search/pins/?q=red%20shoes")).toBe("/search/pins/?q=red%20shoes");
  });

  it("AUTH-058 refuses anything that could leave the site", () => {
    for (const bad of [
      null,
      undefined,
      "",
      "//evil.com",
      "///evil.com",
      "/\\evil.com",
      "\\\\evil.com",
      "/..//evil.com",
      "/.//evil.com",
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "https://evil.com",
      "http:/evil.com",
      "evil.com",
      "/\t/evil.com",
      "/\n/evil.com",
      " /home",
      "/home\u0000",
      "/x".repeat(2000),
    ]) {
      expect(safeNextPath(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it("AUTH-058 AUTH-062 the open-redirect checklist: another host never wins, in login or signup", () => {
    const attacks = [
      "//evil.com",
      "//evil.com/login/",
      "https://evil.com",
      "HTTPS://evil.com/pin/1/",
      "/\\evil.com",
      "/\\\\evil.com",
      "/%5Cevil.com",
      "javascript:alert(document.cookie)",
      " javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
    ];
    for (const next of attacks) {
      const login = loginSuccessPath({ next });
      const signup = signupRedirectPath(next);
      for (const target of [login, signup]) {
        expect(target.startsWith("/"), next).toBe(true);
        expect(target.startsWith("//"), next).toBe(false);
        expect(new URL(target, "https://corkboard.test").host, next).toBe("corkboard.test");
      }
    }
    // "%5C" stays encoded in the path: a browser does not read it as a backslash.
    expect(safeNextPath("/%5Cevil.com")).toBe("/%5Cevil.com");
  });

  it("AUTH-057 AUTH-058 a login goes to the safe next URL or '/'; a switch to the profile", () => {
    expect(loginSuccessPath({ next: "/ideas/" })).toBe("/ideas/");
    expect(loginSuccessPath({ next: "//evil.com", kind: "social" })).toBe("/");
    expect(loginSuccessPath({ next: "/ideas/", switchedToUsername: "jo" })).toBe("/jo/");
  });

  it("AUTH-062 a signup goes to the given URL or '/'", () => {
    expect(signupRedirectPath("/pin/1/")).toBe("/pin/1/");
    expect(signupRedirectPath("https://evil.com")).toBe("/");
    expect(signupRedirectPath(null)).toBe("/");
  });

  it("AUTH-063 login redirect: auth pages → '/', elsewhere back to path plus query", () => {
    expect(loginRedirectPath("/login/")).toBe("/");
    expect(loginRedirectPath("/signup/sso-business-account", "?email=x")).toBe("/");
    expect(loginRedirectPath("/add-account")).toBe("/");
    expect(loginRedirectPath("/pin/5/", "?a=1")).toBe("/pin/5/?a=1");
    expect(loginRedirectPath("/pin/5/", "a=1")).toBe("/pin/5/?a=1");
    expect(loginRedirectPath("/logins-are-fun/")).toBe("/logins-are-fun/");
  });

  it("AUTH-021 AUTH-026 reset and business links carry their parameters", () => {
    expect(passwordResetPath(" jo@mail.com ")).toBe("/password/reset/?ue=jo%40mail.com");
    expect(passwordResetPath("")).toBe("/password/reset/");
    expect(businessCreatePath("/ideas/")).toBe("/business/create/?next=%2Fideas%2F");
    expect(businessCreatePath("//evil")).toBe("/business/create/");
  });

  it("AUTH-059 AUTH-060 AUTH-061 aec is read, removed, and its soft-banned values open the modal", () => {
    expect(readAec("?aec=soft_banned&next=%2Fx")).toEqual({
      aec: "soft_banned",
      softBanned: true,
      search: "?next=%2Fx",
    });
    expect(readAec("?aec=soft_banned_reset")).toEqual({
      aec: "soft_banned_reset",
      softBanned: true,
      search: "",
    });
    expect(readAec("?aec=other&a=1")).toMatchObject({ softBanned: false, search: "?a=1" });
    expect(readAec("")).toEqual({ aec: null, softBanned: false, search: "" });
  });
});
