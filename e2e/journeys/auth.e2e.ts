// Sign-in journeys in real Chromium against a real server: signup with the consents step
// (experiment kr_privacy_consent on) and the emailed verification link, wrong passwords up to
// the rate-limit modal, the password reset by mail, TOTP two-factor, the underage Edit path
// and a keyboard-only signup (AUTH-013, AUTH-036…AUTH-052, AUTH-063, AUTH-087, AUTH-140,
// AUTH-136, AUTH-163, AUTH-164, AUTH-220, IMPL-004, IMPL-012, IMPL-013).
// Mail is read from the server's dev outbox (GET /outbox/latest.json, loopback only).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { totpFromUri } from "../../server/src/test/totp.ts";
import { JOURNEY_PASSWORD, uniqueEmail } from "../support/accounts.ts";
import { launchBrowser, newPage, seriousA11yViolations } from "../support/browser.ts";
import { latestMail, linkIn } from "../support/mail.ts";
import { removeDataDir, type ServerProcess, startServer } from "../support/server-process.ts";

/** The shared server (no experiments): only the wrong-password journey logs in on it. */
const plainBaseUrl = inject("baseUrl");
const PASSWORD = JOURNEY_PASSWORD;
const NEW_PASSWORD = "copper-meadow-signal-77";

function isoDate(yearsAgo: number): string {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - yearsAgo);
  return day.toISOString().slice(0, 10);
}

describe("sign-in journeys", () => {
  let browser: Browser;
  let server: ServerProcess;
  let baseUrl: string;

  beforeAll(async () => {
    [browser, server] = await Promise.all([
      launchBrowser(),
      startServer({ EXPERIMENTS_JSON: JSON.stringify({ kr_privacy_consent: { group: "enabled" } }) }),
    ]);
    baseUrl = server.baseUrl;
  });
  afterAll(async () => {
    await browser?.close();
    if (server) {
      await server.stop();
      removeDataDir(server.dataDir);
    }
  });

  /** A page in a fresh browser context: no cookies from another journey. */
  function freshPage(): Promise<Page> {
    return newPage(browser, { locale: "en-US", timezoneId: "UTC" });
  }

  async function expectAccessible(page: Page) {
    expect(await seriousA11yViolations(page)).toEqual([]);
  }

  async function openSignupModal(page: Page) {
    await page.goto(`${baseUrl}/`);
    await page.getByRole("banner").getByRole("button", { name: "Sign up" }).click();
    const modal = page.getByTestId("auth-modal");
    await modal.getByLabel("Email").waitFor();
    return modal;
  }

  async function agreeToConsents(page: Page) {
    const modal = page.getByTestId("auth-modal");
    await modal.getByLabel("Agree to all").check();
    await modal.getByRole("button", { name: "Next" }).click();
  }

  async function signUp(page: Page, email: string, password = PASSWORD) {
    const modal = await openSignupModal(page);
    await modal.getByLabel("Email").fill(email);
    await modal.getByLabel("Create a password").fill(password);
    await modal.getByLabel("Birthday").fill("1990-05-17");
    await modal.getByRole("button", { name: "Continue" }).click();
    await agreeToConsents(page);
    await expectSignedIn(page);
  }

  async function expectSignedIn(page: Page) {
    await page.getByRole("button", { name: /^Account options for / }).waitFor({ timeout: 15_000 });
  }

  async function logOut(page: Page) {
    await page.getByRole("button", { name: /^Account options for / }).click();
    await page.getByRole("menuitem", { name: "Log out", exact: true }).click();
    await page.getByRole("banner").getByRole("button", { name: "Log in" }).waitFor();
  }

  async function logInOnPage(page: Page, origin: string, email: string, password: string) {
    await page.goto(`${origin}/login/`);
    const form = page.getByRole("form", { name: "Log in" });
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password", { exact: true }).fill(password);
    await form.getByRole("button", { name: "Log in" }).click();
  }

  it("AUTH-013/AUTH-036/AUTH-087/IMPL-012: signs up with consents, verifies the emailed link, logs out and back in, axe-clean", async () => {
    const page = await freshPage();
    const email = uniqueEmail("signup");
    const modal = await openSignupModal(page);
    await expectAccessible(page);
    await modal.getByLabel("Email").fill(email);
    await modal.getByLabel("Create a password").fill(PASSWORD);
    await modal.getByLabel("Birthday").fill("1991-03-08");
    await modal.getByRole("button", { name: "Continue" }).click();
    await modal.getByLabel("Agree to all").waitFor();
    await expectAccessible(page);
    await agreeToConsents(page);
    await expectSignedIn(page);
    // AUTH-155: until the link is followed, every page reminds them to verify.
    await page.reload();
    const reminder = page.getByRole("region", { name: "Verify your email" });
    await reminder.waitFor();

    const mail = await latestMail(baseUrl, email);
    const link = linkIn(mail.text, "/verify");
    const verified = await page.goto(link);
    expect(verified?.status()).toBeLessThan(400);
    await expectSignedIn(page);
    await page.reload();
    await expectSignedIn(page);
    expect(await reminder.count()).toBe(0);

    await logOut(page);
    await page.goto(`${baseUrl}/login/`);
    await page.getByRole("form", { name: "Log in" }).waitFor();
    await expectAccessible(page);
    await logInOnPage(page, baseUrl, email, PASSWORD);
    await expectSignedIn(page);
  });

  it("AUTH-164/AUTH-140: a wrong password says so, and after 10 failures the rate-limit modal appears", async () => {
    const page = await freshPage();
    const email = uniqueEmail("ratelimit");
    // The account is made on the shared plain server, whose per-address counters are fresh.
    const setup = await freshPage();
    await setup.goto(`${plainBaseUrl}/`);
    await setup.getByRole("banner").getByRole("button", { name: "Sign up" }).click();
    const modal = setup.getByTestId("auth-modal");
    await modal.getByLabel("Email").fill(email);
    await modal.getByLabel("Create a password").fill(PASSWORD);
    await modal.getByLabel("Birthday").fill("1988-11-02");
    await modal.getByRole("button", { name: "Continue" }).click();
    await expectSignedIn(setup);
    await setup.context().close();

    await logInOnPage(page, plainBaseUrl, email, "wrong-password-horse-1");
    const form = page.getByRole("form", { name: "Log in" });
    await expect
      .poll(() => form.textContent(), { timeout: 10_000 })
      .toContain("The password you entered is incorrect.");

    const limitText = "You have reached the maximum number of login attempts. Try again in 30 minutes.";
    const dialog = page.getByRole("dialog").filter({ hasText: limitText });
    const help = page.getByRole("dialog").filter({ hasText: "Looks like you're having trouble logging in" });
    const tooFast = form.getByText("Oops! You logged in too quickly.", { exact: false });
    // Each try waits for the server's answer and for what that answer opens, so no click
    // lands under a modal still being drawn (CI flakes, twice): the login-help modal on the
    // page's third wrong password (LOGIN_HELP_AFTER_ATTEMPTS, core/src/auth/login-flow-state.ts);
    // the rate-limit modal once the account is locked (LOGIN_RATE_LIMITED, AUTH-145). "Too
    // fast" (the address's allowance, shared with the other journeys) shows either the
    // human check or, after three solved checks, the same rate-limit modal.
    let attempts = 1;
    let wrongPasswords = 1;
    let limited = false;
    while (attempts < 15 && !limited) {
      attempts++;
      await form.getByLabel("Password", { exact: true }).fill(`wrong-password-horse-${attempts}`);
      const answered = page.waitForResponse((response) => response.request().method() === "POST", {
        timeout: 10_000,
      });
      await form.getByRole("button", { name: "Log in" }).click();
      const answer = await answered;
      const code = ((await answer.json()) as { resource_response?: { error?: { code?: string } } })
        .resource_response?.error?.code;
      if (code === "LOGIN_TOO_FAST") {
        // The human check now runs: each proof of work is solved (seconds of CPU each) and the
        // login sent again, until the third solve within the hour exceeds the local limit and
        // the rate-limit modal opens (AUTH-118, AUTH-119). Another click would abort the
        // check under way and start it over, so the test stops typing and waits.
        await Promise.race([dialog.waitFor(), tooFast.waitFor()]);
        limited = true;
      } else {
        limited = code === "LOGIN_RATE_LIMITED" || answer.status() === 429;
      }
      const wrongPassword = code === "WRONG_PASSWORD" || code === "LOGIN_FAILED";
      if (wrongPassword) wrongPasswords++;
      if (wrongPassword && wrongPasswords === 3) {
        // The help modal offers a reset mail; "Okay" dismisses it.
        await help.waitFor();
        await help.getByRole("button", { name: "Okay" }).click();
        await help.waitFor({ state: "hidden" });
      }
    }
    // Up to three proofs of work, one after another, on a host shared with other journeys.
    await dialog.waitFor({ timeout: 60_000 });
    expect(attempts).toBeGreaterThanOrEqual(10);
    await dialog.getByRole("button", { name: "Okay" }).click();
    await dialog.waitFor({ state: "hidden" });
  }, 120_000);

  it("AUTH-163/AUTH-220: forgot password mails a reset link; the new password logs in", async () => {
    const page = await freshPage();
    const email = uniqueEmail("reset");
    await signUp(page, email);
    await logOut(page);

    await page.goto(`${baseUrl}/login/`);
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.waitForURL(/\/password\/reset/);
    const lookup = page.getByRole("form", { name: "Reset your password" });
    await lookup.getByLabel("Email or username").fill(email);
    await lookup.getByRole("button", { name: "Send" }).click();

    const mail = await latestMail(baseUrl, email, /reset|password/i);
    const link = linkIn(mail.text, "/password/reset");
    expect(new URL(link).searchParams.get("token")).toBeTruthy();
    await page.goto(link);
    const reset = page.getByRole("form", { name: "Reset your password" });
    await reset.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await reset.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await reset.getByRole("button", { name: "Change password" }).click();
    await page.getByText("Your password has been changed. Log in with your new password.").waitFor();

    await logInOnPage(page, baseUrl, email, NEW_PASSWORD);
    await expectSignedIn(page);
  });

  it("IMPL-004/IMPL-013/AUTH-220: turns on TOTP in security settings, then login asks for the app code", async () => {
    const page = await freshPage();
    const email = uniqueEmail("totp");
    await signUp(page, email);

    await page.goto(`${baseUrl}/settings/security/`);
    await page.getByRole("button", { name: "Use an authenticator app" }).click();
    const prompt = page.getByRole("form", { name: "Use an authenticator app" });
    await prompt.getByLabel("Current password").fill(PASSWORD);
    await prompt.getByRole("button", { name: "Continue" }).click();
    const secret = await page.locator("code.cb-settings-code").first().textContent();
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    const qr = page.getByRole("img", { name: "QR code for your authenticator app" });
    await qr.waitFor();
    const uri = `otpauth://totp/Corkboard?secret=${secret}&period=30&digits=6`;
    // Codes are single use and the server accepts one 30-s step either side, so no step
    // boundary has to be waited out: turning on uses the current step's code (still good if
    // the step ends on the way), the login below the next step's (a different code, good
    // whether or not a step has ended by then).
    await page.getByLabel("Code from the app").fill(totpFromUri(uri));
    await page.getByRole("button", { name: "Turn on" }).click();
    await page
      .getByText(/Two-factor authentication is on\./)
      .first()
      .waitFor();

    await logOut(page);
    await logInOnPage(page, baseUrl, email, PASSWORD);
    const mfa = page.getByTestId("mfa-step");
    await mfa.waitFor();
    await mfa.getByLabel("Verification code").fill(totpFromUri(uri, Date.now() + 30_000));
    await mfa.getByRole("button", { name: "Verify" }).click();
    await expectSignedIn(page);
  });

  it("AUTH-051/AUTH-136: an underage birthday asks for confirmation; Edit, fix it, and signup succeeds", async () => {
    const page = await freshPage();
    const email = uniqueEmail("underage");
    const modal = await openSignupModal(page);
    await modal.getByLabel("Email").fill(email);
    await modal.getByLabel("Create a password").fill(PASSWORD);
    await modal.getByLabel("Birthday").fill(isoDate(10));
    await modal.getByRole("button", { name: "Continue" }).click();
    await modal.getByRole("button", { name: "Edit" }).click();
    const birthday = modal.getByLabel("Birthday");
    await expect.poll(() => birthday.evaluate((el) => el === document.activeElement)).toBe(true);
    await birthday.fill("1985-07-21");
    await modal.getByRole("button", { name: "Continue" }).click();
    await agreeToConsents(page);
    await expectSignedIn(page);
  });

  it("AUTH-036: the signup form and consents are completed with the keyboard alone", async () => {
    const page = await freshPage();
    const email = uniqueEmail("keyboard");
    await page.goto(`${baseUrl}/`);
    await page.getByRole("banner").getByRole("button", { name: "Sign up" }).waitFor();
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return `${el?.tagName ?? ""}|${el?.getAttribute("name") ?? ""}|${el?.textContent?.trim() ?? ""}|${el?.getAttribute("type") ?? ""}`;
      });
    async function tabTo(matches: (description: string) => boolean) {
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press("Tab");
        if (matches(await focused())) return;
      }
      throw new Error(`never reached by Tab; last focus ${await focused()}`);
    }
    await tabTo((d) => d.startsWith("BUTTON||Sign up"));
    await page.keyboard.press("Enter");
    const modal = page.getByTestId("auth-modal");
    await modal.getByLabel("Email").waitFor();
    if (!(await focused()).startsWith("INPUT|email")) await tabTo((d) => d.startsWith("INPUT|email"));
    await page.keyboard.type(email);
    await tabTo((d) => d.startsWith("INPUT|password"));
    await page.keyboard.type(PASSWORD);
    await tabTo((d) => d.startsWith("INPUT|birthday"));
    await page.keyboard.type("06121992");
    expect(await modal.getByLabel("Birthday").inputValue()).toBe("1992-06-12");
    await page.keyboard.press("Enter");

    await modal.getByLabel("Agree to all").waitFor();
    await tabTo((d) => d.startsWith("INPUT|") && d.endsWith("|checkbox"));
    await page.keyboard.press("Space");
    expect(await modal.getByLabel("Agree to all").isChecked()).toBe(true);
    await tabTo((d) => d.startsWith("BUTTON||Next"));
    await page.keyboard.press("Enter");
    await expectSignedIn(page);
  });
});
