// Google one-tap in real Chromium (D-043): a visitor who signed up with Google (the local
// OpenID Connect provider on loopback) and logged out is offered "Continue as {name}"; it runs
// the Google popup with the remembered email as login_hint, shows "Welcome to Corkboard!"
// while signing in, and lands home signed in. Closing the prompt is remembered: it is not
// shown again (AUTH-007, AUTH-033, AUTH-034).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPage, seriousA11yViolations } from "../support/browser.ts";
import { type GoogleJourney, startGoogleJourney } from "../support/google-journey.ts";

const EMAIL = "tap.journey@gmail.com";

describe("Google one-tap (local provider)", () => {
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

  /**
   * Signs in at the provider in the popup `opening` opens, as EMAIL named Tap. A browser still
   * signed in at the provider is sent straight back (as Google does): the popup just closes.
   */
  async function signInAtProvider(page: Page, opening: () => Promise<void>) {
    const [popup] = await Promise.all([page.waitForEvent("popup"), opening()]);
    const closed = popup.waitForEvent("close", { timeout: 30_000 });
    const form = popup
      .getByLabel("Email", { exact: true })
      .waitFor({ timeout: 30_000 })
      .then(() => "form" as const)
      .catch(() => "closed" as const);
    if ((await Promise.race([closed.then(() => "closed" as const), form])) === "closed") return;
    await popup.getByLabel("Email", { exact: true }).fill(EMAIL);
    await popup.getByLabel("First name").fill("Tap");
    await popup.getByRole("button", { name: "Continue" }).click();
    await closed;
  }

  const accountMenu = (page: Page) => page.getByRole("button", { name: /^Account options for / });

  async function logOut(page: Page) {
    await accountMenu(page).click();
    await page.getByRole("menuitem", { name: "Log out", exact: true }).click();
    await page.getByRole("banner").getByRole("button", { name: "Log in" }).waitFor();
  }

  it("AUTH-034 AUTH-033: signed up with Google, logged out → one-tap → signed in at home; closed → not shown again", async () => {
    const page = await newPage(browser, { locale: "en-US", timezoneId: "UTC" });
    await page.goto(`${baseUrl}/`);
    await page.getByRole("banner").getByRole("button", { name: "Log in" }).click();
    const modal = page.getByTestId("auth-modal");
    await signInAtProvider(page, () => modal.getByRole("button", { name: "Continue with Google" }).click());
    await modal.getByLabel("Birthday").fill("1990-05-17");
    await modal.getByRole("button", { name: "Continue" }).click();
    await accountMenu(page).waitFor({ timeout: 15_000 });
    await logOut(page);

    // A recognised, Google-connected visitor: the prompt, reachable by keyboard and labelled.
    await page.goto(`${baseUrl}/`);
    const prompt = page.getByRole("region", { name: "Sign in with Google" });
    const continueAs = prompt.getByRole("button", { name: "Continue as Tap" });
    await continueAs.waitFor();
    expect(await prompt.textContent()).toContain(EMAIL);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await signInAtProvider(page, async () => {
      await continueAs.click();
      // AUTH-033: the loading screen while the popup runs.
      await page.getByText("Welcome to Corkboard!").waitFor();
    });
    await accountMenu(page).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe("/");

    // Logged out again: offered again until closed; closed, it stays closed.
    await logOut(page);
    await page.goto(`${baseUrl}/`);
    await prompt.getByRole("button", { name: "Close" }).click();
    expect(await prompt.count()).toBe(0);
    await page.reload();
    await page.getByRole("banner").getByRole("button", { name: "Log in" }).waitFor();
    await page.getByRole("main").waitFor();
    expect(await page.getByRole("region", { name: "Sign in with Google" }).count()).toBe(0);
    // Still a recognised visitor (the personalised login), just without one-tap.
    await page.getByRole("banner").getByRole("button", { name: "Log in" }).click();
    await page.getByText("Welcome back, Tap").waitFor();
  });
});
