import { describe, expect, it } from "vitest";
import { isSsoConnectMessage, showSsoButton, ssoConnectPath, ssoDomainOf, ssoRoute } from "./sso.ts";

describe("SSO helpers (D-044)", () => {
  it("the domain SSO is looked up by: lower case, after the last @", () => {
    expect(ssoDomainOf(" Ada@ACME.com ")).toBe("acme.com");
    expect(ssoDomainOf("odd@name@acme.com")).toBe("acme.com");
    expect(ssoDomainOf("no-at-sign")).toBeNull();
    expect(ssoDomainOf("trailing@")).toBeNull();
  });

  it("AUTH-109 the popup starts at our /connect/sso/ with the email", () => {
    expect(ssoConnectPath("ada+x@acme.com")).toBe("/connect/sso/?email=ada%2Bx%40acme.com");
  });

  it("only the SSO popup's two message types are recognised", () => {
    expect(isSsoConnectMessage({ type: "sso-connect-complete", code: "c", state: "s" })).toBe(true);
    expect(isSsoConnectMessage({ type: "sso-connect-error", code: "failed" })).toBe(true);
    expect(isSsoConnectMessage({ type: "social-connect-complete" })).toBe(false);
    expect(isSsoConnectMessage(null)).toBe(false);
  });

  it("AUTH-107 AUTH-022 an undisclosed existence (Corkboard's server) means: SSO login first, button shown", () => {
    const undisclosed = { isSso: true, existingUser: null, existingUserIsSso: null };
    expect(ssoRoute(undisclosed)).toBe("ssoLogin");
    expect(showSsoButton(undisclosed)).toBe(true);
    expect(showSsoButton({ ...undisclosed, isSso: false })).toBe(false);
    // The seed's disclosed cases still route as before.
    expect(ssoRoute({ isSso: true, existingUser: false, existingUserIsSso: false })).toBe("ssoSignup");
    expect(ssoRoute({ isSso: true, existingUser: true, existingUserIsSso: false })).toBeNull();
  });
});
