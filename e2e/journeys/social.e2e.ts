// Sign up with Google in real Chromium against a real server and a real OpenID Connect
// provider on loopback standing in for Google (D-039): the 580×400 popup, the provider's
// sign-in form, the popup posting back to the page and closing, the birthday step, home
// signed in; then a log-in with the same Google account in a fresh browser
// (AUTH-056, AUTH-088, AUTH-099).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPage, seriousA11yViolations } from "../support/browser.ts";
import { type GoogleJourney, startGoogleJourney } from "../support/google-journey.ts";

describe("sign up with Google (local provider)", () => {
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

  /** Opens the login modal and signs in at the provider in its popup as `email`. */
  async function continueWithGoogle(page: Page, email: string) {
    await page.goto(`${baseUrl}/`);
    await page.getByRole("banner").getByRole("button", { name: "Log in" }).click();
    const modal = page.getByTestId("auth-modal");
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      modal.getByRole("button", { name: "Continue with Google" }).click(),
    ]);
    const size = await popup.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
    await popup.getByLabel("Email", { exact: true }).fill(email);
    await popup.getByLabel("First name").fill("Grace");
    // Listen before the click: the popup may post and close before the click returns.
    const closed = popup.waitForEvent("close", { timeout: 30_000 });
    await popup.getByRole("button", { name: "Continue" }).click();
    await closed;
    return { modal, size };
  }

  async function expectSignedIn(page: Page) {
    await page.getByRole("button", { name: /^Account options for / }).waitFor({ timeout: 15_000 });
  }

  it("AUTH-056 AUTH-099 AUTH-088: popup → provider → birthday step → home signed in; later a log-in needs no birthday", async () => {
    const page = await newPage(browser, { locale: "en-US", timezoneId: "UTC" });
    const { modal, size } = await continueWithGoogle(page, "grace.journey@gmail.com");
    expect(size.width).toBeLessThanOrEqual(580);

    const birthday = modal.getByLabel("Birthday");
    await birthday.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await birthday.fill("1990-05-17");
    await modal.getByRole("button", { name: "Continue" }).click();
    await expectSignedIn(page);
    expect(new URL(page.url()).pathname).toBe("/");

    const again = await newPage(browser, { locale: "en-US", timezoneId: "UTC" });
    await continueWithGoogle(again, "grace.journey@gmail.com");
    await expectSignedIn(again);
  });
});
