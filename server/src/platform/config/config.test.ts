import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

// Secrets given, so loading the configuration writes nothing under DATA_DIR.
const BASE = {
  AUTH_SECRET: "a".repeat(32),
  ALTCHA_HMAC_KEY: "b".repeat(32),
};

describe("the public origin (D-029)", () => {
  it("unset, is http://localhost:$PORT and recorded as not explicit", () => {
    const config = loadConfig({ ...BASE, PORT: "4100" });
    expect(config.publicOrigin).toBe("http://localhost:4100");
    expect(config.publicOriginExplicit).toBe(false);
  });

  it("set, is taken as given and recorded as explicit, even when it is the default's value", () => {
    expect(loadConfig({ ...BASE, PUBLIC_ORIGIN: "https://pins.example" })).toMatchObject({
      publicOrigin: "https://pins.example",
      publicOriginExplicit: true,
    });
    expect(
      loadConfig({ ...BASE, PORT: "4100", PUBLIC_ORIGIN: "http://localhost:4100" }).publicOriginExplicit,
    ).toBe(true);
  });
});

describe("Facebook sign-in configuration (D-039, Facebook)", () => {
  it("the client id and secret turn it on with Facebook's real URLs as defaults; one without the other is refused", () => {
    expect(loadConfig(BASE).socialProviders?.facebook).toBeUndefined();
    expect(
      loadConfig({ ...BASE, FACEBOOK_CLIENT_ID: "123", FACEBOOK_CLIENT_SECRET: "s3cret" }).socialProviders
        ?.facebook,
    ).toEqual({
      authorizeUrl: "https://www.facebook.com/v21.0/dialog/oauth",
      tokenUrl: "https://graph.facebook.com/v21.0/oauth/access_token",
      graphUrl: "https://graph.facebook.com/v21.0",
      clientId: "123",
      clientSecret: "s3cret",
    });
    expect(() => loadConfig({ ...BASE, FACEBOOK_CLIENT_ID: "123" })).toThrow(
      "FACEBOOK_CLIENT_ID and FACEBOOK_CLIENT_SECRET go together",
    );
  });
});

describe("LINE sign-in configuration (D-042)", () => {
  it("the channel id and secret turn it on with LINE's issuer as default; LINE_ISSUER overrides it; one without the other is refused", () => {
    expect(loadConfig(BASE).socialProviders?.line).toBeUndefined();
    expect(
      loadConfig({ ...BASE, LINE_CLIENT_ID: "1650000000", LINE_CLIENT_SECRET: "s3cret" }).socialProviders
        ?.line,
    ).toEqual({ issuer: "https://access.line.me", clientId: "1650000000", clientSecret: "s3cret" });
    expect(
      loadConfig({
        ...BASE,
        LINE_CLIENT_ID: "1650000000",
        LINE_CLIENT_SECRET: "s3cret",
        LINE_ISSUER: "http://127.0.0.1:4011",
      }).socialProviders?.line?.issuer,
    ).toBe("http://127.0.0.1:4011");
    expect(() => loadConfig({ ...BASE, LINE_CLIENT_SECRET: "s3cret" })).toThrow(
      "LINE_CLIENT_ID and LINE_CLIENT_SECRET go together",
    );
  });
});
