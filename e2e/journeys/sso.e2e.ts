// Enterprise SSO in real Chromium against a real server and a company IdP (a real OpenID
// Connect provider on loopback) registered with the admin CLI for acmecorp.com (D-044): a new
// SSO email types into the login, the button becomes "Continue with SSO", the IdP's sign-in
// runs in the popup, the server finds no account and the SSO business sign-up finishes it;
// later the same person signs straight in (AUTH-006, AUTH-022, AUTH-108, AUTH-109).
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/support/free-port.ts";
import { type OidcTestProvider, startOidcTestProvider } from "../../server/src/test/oidc-test-provider.ts";
import { launchBrowser, newPage, seriousA11yViolations } from "../support/browser.ts";
import { removeDataDir, type ServerProcess, startServer } from "../support/server-process.ts";

const root = path.resolve(import.meta.dirname, "../..");

describe("enterprise SSO (company IdP on loopback)", () => {
  let browser: Browser;
  let idp: OidcTestProvider;
  let server: ServerProcess;
  let baseUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    idp = await startOidcTestProvider({
      redirectUris: [`${baseUrl}/connect/sso/callback/`],
      interactive: true,
    });
    // The operator registers the company's IdP before the server starts (one embedded writer).
    const dataDir = mkdtempSync(path.join(tmpdir(), "corkboard-e2e-"));
    await promisify(execFile)(
      process.execPath,
      [
        "server/src/cli/admin.ts",
        "sso",
        "add",
        "--domain",
        "acmecorp.com",
        "--issuer",
        idp.issuer,
        "--client-id",
        idp.clientId,
        "--client-secret",
        idp.clientSecret,
      ],
      { cwd: root, env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, LOG_LEVEL: "warn" } },
    );
    [browser, server] = await Promise.all([
      launchBrowser(),
      startServer({ PORT: String(port), PUBLIC_ORIGIN: baseUrl, DATA_DIR: dataDir }),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    if (server) {
      await server.stop();
      removeDataDir(server.dataDir);
    }
    await idp?.close();
  });

  /** Types the work email into the login modal and signs in at the company IdP in the popup. */
  async function continueWithSso(page: Page, email: string) {
    await page.goto(`${baseUrl}/`);
    await page.getByRole("banner").getByRole("button", { name: "Log in" }).click();
    const modal = page.getByTestId("auth-modal");
    await modal.getByLabel("Email").fill(email);
    const sso = modal.getByRole("button", { name: "Continue with SSO" });
    await sso.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const [popup] = await Promise.all([page.waitForEvent("popup"), sso.click()]);
    await popup.getByLabel("Email", { exact: true }).fill(email);
    await popup.getByLabel("First name").fill("Ada");
    const closed = popup.waitForEvent("close", { timeout: 30_000 });
    await popup.getByRole("button", { name: "Continue" }).click();
    await closed;
  }

  async function expectSignedIn(page: Page) {
    await page.getByRole("button", { name: /^Account options for / }).waitFor({ timeout: 15_000 });
  }

  it("AUTH-022 AUTH-108 AUTH-006 AUTH-109: a new SSO email → IdP → business sign-up → signed in; later straight in", async () => {
    const page = await newPage(browser, { locale: "en-US", timezoneId: "UTC" });
    await continueWithSso(page, "ada@acmecorp.com");
    await page.waitForURL(
      (url) =>
        url.pathname === "/signup/sso-business-account/" || url.pathname === "/signup/sso-business-account",
    );
    expect(new URL(page.url()).searchParams.get("email")).toBe("ada@acmecorp.com");
    await page.getByLabel("Business name").fill("Acme Anvils");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Continue with SSO" }).click();
    await expectSignedIn(page);
    expect(new URL(page.url()).pathname).toBe("/");

    const again = await newPage(browser, { locale: "en-US", timezoneId: "UTC" });
    await continueWithSso(again, "ada@acmecorp.com");
    await expectSignedIn(again);
  });
});
