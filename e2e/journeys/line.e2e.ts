// Sign up with LINE in real Chromium against a real server and a real OpenID Connect
// provider on loopback playing LINE (D-042): "Continue with LINE" shown to a visitor in
// Japan, the popup through the provider's sign-in form (no email, as many LINE accounts),
// back to the page; EmailCollection; an email that already has an account goes to
// EmailAlreadyExist; another email → the birthday step → home signed in
// (AUTH-005, AUTH-029, AUTH-050, AUTH-089, AUTH-090).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/support/free-port.ts";
import { type OidcTestProvider, startOidcTestProvider } from "../../server/src/test/oidc-test-provider.ts";
import { signUpThroughApi, uniqueEmail } from "../support/accounts.ts";
import { launchBrowser, newPage, seriousA11yViolations } from "../support/browser.ts";
import { removeDataDir, type ServerProcess, startServer } from "../support/server-process.ts";

/** The header the server reads the visitor's country from in this journey (COUNTRY_HEADER). */
const COUNTRY_HEADER = "x-journey-country";

describe("sign up with LINE (local provider playing LINE)", () => {
  let browser: Browser;
  let line: OidcTestProvider;
  let server: ServerProcess;
  let baseUrl: string;

  beforeAll(async () => {
    // The provider must know our callback before the server starts: choose the port first.
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    line = await startOidcTestProvider({
      redirectUris: [`${baseUrl}/connect/line/callback/`],
      interactive: true,
      flavour: "line",
    });
    [browser, server] = await Promise.all([
      launchBrowser(),
      startServer({
        PORT: String(port),
        PUBLIC_ORIGIN: baseUrl,
        COUNTRY_HEADER,
        LINE_ISSUER: line.issuer,
        LINE_CLIENT_ID: line.clientId,
        LINE_CLIENT_SECRET: line.clientSecret,
      }),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    if (server) {
      await server.stop();
      removeDataDir(server.dataDir);
    }
    await line?.close();
  });

  /** A visitor in Japan (the proxy's country header says JP). */
  const pageInJapan = () =>
    newPage(browser, { locale: "en-US", timezoneId: "UTC", extraHTTPHeaders: { [COUNTRY_HEADER]: "JP" } });

  /** Opens the login modal and signs in at the local LINE in its popup, giving no email. */
  async function continueWithLine(page: Page, name: string) {
    await page.goto(`${baseUrl}/`);
    await page.getByRole("banner").getByRole("button", { name: "Log in" }).click();
    const modal = page.getByTestId("auth-modal");
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      modal.getByRole("button", { name: "Continue with LINE" }).click(),
    ]);
    await popup.getByLabel("First name").fill(name);
    // Listen before the click: the popup may post and close before the click returns.
    const closed = popup.waitForEvent("close", { timeout: 30_000 });
    await popup.getByRole("button", { name: "Continue" }).click();
    await closed;
    return modal;
  }

  it("AUTH-029 a visitor outside Japan is not offered LINE", async () => {
    const page = await newPage(browser, { locale: "en-US", timezoneId: "UTC" });
    await page.goto(`${baseUrl}/`);
    await page.getByRole("banner").getByRole("button", { name: "Log in" }).click();
    const modal = page.getByTestId("auth-modal");
    await modal.getByRole("button", { name: "Log in" }).waitFor();
    expect(await modal.getByRole("button", { name: "Continue with LINE" }).count()).toBe(0);
  });

  it("AUTH-005 AUTH-089 AUTH-050 AUTH-090: LINE without email → EmailCollection → a taken email → EmailAlreadyExist → another email → birthday → home signed in", async () => {
    const taken = uniqueEmail("line-taken");
    await signUpThroughApi(await newPage(browser), baseUrl, taken);

    const page = await pageInJapan();
    const modal = await continueWithLine(page, "Kenji");

    // EmailCollection: the provider gave no email.
    await modal.getByRole("heading", { name: "Add your email" }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await modal.getByRole("button", { name: "Continue" }).click();
    await modal.getByText("Email is required").waitFor();
    await modal.getByLabel("Email", { exact: true }).fill(taken);
    await modal.getByRole("button", { name: "Continue" }).click();

    // EmailAlreadyExist, then back to try another address.
    await modal.getByText(`An account with ${taken} already exists. Log in instead.`).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await modal.getByRole("button", { name: "Log in" }).count()).toBe(1);
    await modal.getByRole("button", { name: "Use another email" }).click();
    const fresh = uniqueEmail("line-fresh");
    await modal.getByLabel("Email", { exact: true }).fill(fresh);
    await modal.getByRole("button", { name: "Continue" }).click();

    // The birthday step, then home signed in.
    await modal.getByLabel("Birthday").fill("1990-05-17");
    await modal.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: /^Account options for / }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe("/");
  });
});
