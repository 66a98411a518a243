import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../platform/db/index.ts";
import { type FacebookTestServer, startFacebookTestServer } from "../../test/facebook-test-server.ts";
import { TestBrowser } from "../../test/inject.ts";
import { type OidcTestProvider, startOidcTestProvider } from "../../test/oidc-test-provider.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { setAccountState } from "../account-states.ts";
import { codeIn, LOGIN, mailCount, viewerType, waitForMail } from "../auth-test-kit.ts";
import {
  connectWithFacebook,
  connectWithLine,
  FACEBOOK_CALLBACK,
  LINE_CALLBACK,
  registerTicket,
} from "./social-test-kit.ts";

// Google's own file has these cases (google-sign-in.test.ts); here they run through the
// other providers, on the same real local servers, so no way in skips the account's state
// or its second factor (issue 17, "Security"). PGlite, and PostgreSQL with DATABASE_URL.

describe("account states and the second factor through Facebook and LINE (AUTH-009, AUTH-074, AUTH-150)", () => {
  let facebook: FacebookTestServer;
  let line: OidcTestProvider;
  let t: TestApp;
  beforeAll(async () => {
    facebook = await startFacebookTestServer({ redirectUris: [FACEBOOK_CALLBACK] });
    line = await startOidcTestProvider({ redirectUris: [LINE_CALLBACK], flavour: "line" });
    const { authorizeUrl, tokenUrl, graphUrl, clientId, clientSecret } = facebook;
    t = await buildTestApp({
      socialProviders: {
        facebook: { authorizeUrl, tokenUrl, graphUrl, clientId, clientSecret },
        line: { issuer: line.issuer, clientId: line.clientId, clientSecret: line.clientSecret },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await facebook.close();
    await line.close();
  });

  /** One provider's sign-in as the person `name` (a fresh identity each), through its popup. */
  const providers = {
    facebook: (browser: TestBrowser, name: string) =>
      connectWithFacebook(browser, facebook, {
        id: `fb-${name}`,
        name: "F B",
        email: `${name}@fastmail.com`,
      }),
    line: (browser: TestBrowser, name: string) =>
      connectWithLine(browser, line, { sub: `ln-${name}`, name: "L N", email: `${name}@fastmail.com` }),
  } as const;

  /** Signs the person up through the provider; their account then exists, linked to it. */
  async function signUpThrough(network: keyof typeof providers, name: string): Promise<string> {
    const browser = new TestBrowser(t.app);
    const { message } = await providers[network](browser, name);
    const registered = await registerTicket(browser, network, message);
    expect(registered.status).toBe(200);
    return `${name}@fastmail.com`;
  }

  it.each(["facebook", "line"] as const)(
    "AUTH-009 AUTH-150 through %s, a suspended or moderated account gets its recovery code and no session",
    async (network) => {
      const suspended = await signUpThrough(network, `${network}-suspended`);
      await setAccountState(t.app.appContext, suspended, "suspended");
      const device = new TestBrowser(t.app);
      const refused = await providers[network](device, `${network}-suspended`);
      expect(refused.message).toMatchObject({
        type: "social-connect-error",
        network,
        code: "ACCOUNT_SUSPENDED",
      });
      expect(await viewerType(device)).toBe("UNAUTH");

      const moderated = await signUpThrough(network, `${network}-moderated`);
      await setAccountState(t.app.appContext, moderated, "deactivated", "unusual_activity");
      const again = await providers[network](new TestBrowser(t.app), `${network}-moderated`);
      expect(again.message).toEqual({
        type: "social-connect-error",
        network,
        code: "ACCOUNT_DEACTIVATED",
        deactivation_reason: "unusual_activity",
      });
    },
  );

  it.each(["facebook", "line"] as const)(
    "AUTH-074 through %s, an enrolled second factor is asked: no session until the mailed code",
    async (network) => {
      const email = await signUpThrough(network, `${network}-twofactor`);
      await t.app.appContext.db
        .update(schema.users)
        .set({ twoFactorEnabled: true })
        .where(eq(schema.users.email, email));
      const device = new TestBrowser(t.app);
      const before = mailCount(t.app, email);
      const { message } = await providers[network](device, `${network}-twofactor`);
      expect(message).toMatchObject({ type: "social-connect-complete", outcome: "mfaRequired" });
      expect(await viewerType(device)).toBe("UNAUTH");
      const code = codeIn((await waitForMail(t.app, email, before))?.text);
      const done = await device.post(LOGIN, {
        username_or_email: email,
        password: "",
        mfa_token: code,
        mfa_method: "email",
      });
      expect(done.status).toBe(200);
      expect(await viewerType(device)).toBe("AUTH");
    },
  );
});
