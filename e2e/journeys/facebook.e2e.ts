// Sign up with Facebook in real Chromium against a real server and a real OAuth 2 server on
// loopback standing in for Facebook (D-039, Facebook): "Continue with Facebook" beside
// Google's place, the 580×400 popup through Facebook's dialog back to our callback, the
// popup posting to the page and closing, the email Facebook did not give (EmailCollection),
// the birthday step, home signed in; then a log-in with the same Facebook account in a fresh browser
// (AUTH-056, AUTH-088, AUTH-089).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/support/free-port.ts";
import {
  type FacebookTestServer,
  startFacebookTestServer,
} from "../../server/src/test/facebook-test-server.ts";
import { signUpThroughApi, uniqueEmail } from "../support/accounts.ts";
import { launchBrowser, newPage, seriousA11yViolations } from "../support/browser.ts";
import { removeDataDir, type ServerProcess, startServer } from "../support/server-process.ts";

describe("sign up with Facebook (local OAuth 2 server)", () => {
  let browser: Browser;
  let facebook: FacebookTestServer;
  let server: ServerProcess;
  let baseUrl: string;

  beforeAll(async () => {
    // The test Facebook must know our callback before the server starts: choose the port first.
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    facebook = await startFacebookTestServer({ redirectUris: [`${baseUrl}/connect/facebook/callback/`] });
    [browser, server] = await Promise.all([
      launchBrowser(),
      startServer({
        PORT: String(port),
        PUBLIC_ORIGIN: baseUrl,
        FACEBOOK_CLIENT_ID: facebook.clientId,
        FACEBOOK_CLIENT_SECRET: facebook.clientSecret,
        FACEBOOK_AUTHORIZE_URL: facebook.authorizeUrl,
        FACEBOOK_TOKEN_URL: facebook.tokenUrl,
        FACEBOOK_GRAPH_URL: facebook.graphUrl,
      }),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    if (server) {
      await server.stop();
      removeDataDir(server.dataDir);
    }
    await facebook?.close();
  });

  /** Opens the login modal and goes through Facebook's dialog in its popup (signed in there already). */
  async function continueWithFacebook(page: Page) {
    await page.goto(`${baseUrl}/`);
    await page.getByRole("banner").getByRole("button", { name: "Log in" }).click();
    const modal = page.getByTestId("auth-modal");
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      modal.getByRole("button", { name: "Continue with Facebook" }).click(),
    ]);
    // The dialog redirects straight back, so the popup may already have posted and closed:
    // listen and check in the same tick, so neither order is missed.
    await new Promise<void>((resolve) => {
      popup.once("close", () => resolve());
      if (popup.isClosed()) resolve();
    });
    return modal;
  }

  async function expectSignedIn(page: Page) {
    await page.getByRole("button", { name: /^Account options for / }).waitFor({ timeout: 15_000 });
  }

  it("AUTH-056 AUTH-088 AUTH-089 AUTH-090: popup → Facebook without an email → EmailCollection → a taken email → EmailAlreadyExist → another → birthday → home; later a log-in needs neither", async () => {
    const taken = uniqueEmail("fb-taken");
    await signUpThroughApi(await newPage(browser), baseUrl, taken);
    facebook.signInAs({ id: "fb-journey", name: "Margaret" });
    const page = await newPage(browser, { locale: "en-US", timezoneId: "UTC" });
    const modal = await continueWithFacebook(page);

    // No email from Facebook: EmailCollection first (D-042), then the birthday.
    const email = modal.getByLabel("Email", { exact: true });
    await email.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // An address that already has an account: EmailAlreadyExist, then another address.
    await email.fill(taken);
    await modal.getByRole("button", { name: "Continue" }).click();
    await modal.getByText(`An account with ${taken} already exists. Log in instead.`).waitFor();
    await modal.getByRole("button", { name: "Use another email" }).click();
    await modal.getByLabel("Email", { exact: true }).fill("margaret.journey@fastmail.com");
    await modal.getByRole("button", { name: "Continue" }).click();
    await modal.getByLabel("Birthday").fill("1990-05-17");
    await modal.getByRole("button", { name: "Continue" }).click();
    await expectSignedIn(page);
    expect(new URL(page.url()).pathname).toBe("/");

    const again = await newPage(browser, { locale: "en-US", timezoneId: "UTC" });
    await continueWithFacebook(again);
    await expectSignedIn(again);
  });
});
