// Settings → connected accounts in real Chromium against a real server and a real OpenID
// Connect provider on loopback standing in for Google (D-039, D-045): an email account
// connects Google from the security settings (the popup in link mode) and disconnects it; a
// Google-only account cannot disconnect its last way in, sets a first password without a
// current one, and then may (IMPL-016, AUTH-002's has_password / connected flags).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOURNEY_PASSWORD, signUpThroughApi, uniqueEmail } from "../support/accounts.ts";
import { newPage, seriousA11yViolations } from "../support/browser.ts";
import { type GoogleJourney, startGoogleJourney } from "../support/google-journey.ts";

describe("connected accounts (local Google)", () => {
  let browser: Browser;
  let baseUrl: string;

  let journey: GoogleJourney;

  beforeAll(async () => {
    journey = await startGoogleJourney();
    ({ browser, baseUrl } = journey);
  });
  afterAll(async () => {
    await journey?.close();
  });

  /** Signs in at the provider in the popup `open` opens, as `email`, and waits for it to close. */
  async function atGoogle(page: Page, open: () => Promise<void>, email: string) {
    const [popup] = await Promise.all([page.waitForEvent("popup"), open()]);
    await popup.getByLabel("Email", { exact: true }).fill(email);
    await popup.getByLabel("First name").fill("Grace");
    const closed = popup.waitForEvent("close", { timeout: 30_000 });
    await popup.getByRole("button", { name: "Continue" }).click();
    await closed;
  }

  /** Security settings, from the account menu (every feature is reachable from menus). */
  async function openSecuritySettings(page: Page) {
    await page.goto(`${baseUrl}/`);
    await page.getByRole("button", { name: /^Account options for / }).click();
    await page.getByRole("menuitem", { name: "Security settings" }).click();
    await page.waitForURL(`${baseUrl}/settings/security/`);
    return page.getByRole("region", { name: "Connected accounts" });
  }

  it("IMPL-016: an email account connects Google in the popup's link mode and disconnects it", async () => {
    const page = await newPage(browser, { locale: "en-US", timezoneId: "UTC" });
    await signUpThroughApi(page, baseUrl, uniqueEmail("linker"));
    const section = await openSecuritySettings(page);
    await atGoogle(
      page,
      () => section.getByRole("button", { name: "Connect Google" }).click(),
      "linked.journey@gmail.com",
    );
    await page.getByText("Google is connected.").waitFor();
    await section.getByRole("button", { name: "Disconnect Google" }).click();
    await page.getByText("Google is disconnected.").waitFor();
    await section.getByRole("button", { name: "Connect Google" }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it("IMPL-016: a Google-only account keeps its last way in, sets a first password, then may disconnect Google", async () => {
    const page = await newPage(browser, { locale: "en-US", timezoneId: "UTC" });
    await page.goto(`${baseUrl}/`);
    await page.getByRole("banner").getByRole("button", { name: "Log in" }).click();
    const modal = page.getByTestId("auth-modal");
    await atGoogle(
      page,
      () => modal.getByRole("button", { name: "Continue with Google" }).click(),
      "only.google.journey@gmail.com",
    );
    await modal.getByLabel("Birthday").fill("1990-05-17");
    await modal.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: /^Account options for / }).waitFor({ timeout: 15_000 });

    const section = await openSecuritySettings(page);
    await section.getByRole("button", { name: "Disconnect Google" }).click();
    await page
      .getByText(
        "This is your only way to log in. Set a password or connect another account before you disconnect it.",
      )
      .waitFor();

    const form = page.getByRole("form", { name: "Set a password" });
    expect(await form.getByLabel("Current password").count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await form.getByLabel("New password", { exact: true }).fill(JOURNEY_PASSWORD);
    await form.getByLabel("Confirm new password").fill(JOURNEY_PASSWORD);
    await form.getByRole("button", { name: "Set password" }).click();
    // The page reloads on the usual form: the account has a password now.
    await page.getByRole("form", { name: "Change your password" }).waitFor();
    await page
      .getByRole("region", { name: "Connected accounts" })
      .getByRole("button", { name: "Disconnect Google" })
      .click();
    await page.getByText("Google is disconnected.").waitFor();
  });
});
