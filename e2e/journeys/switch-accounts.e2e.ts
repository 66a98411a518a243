// Remembered accounts in real Chromium against the shared server (seed 000 §1–§3; D-045):
// signed in as A, "Add account" from the account menu opens /add-account/ in account-switch
// mode (no signup toggle, "Log in to switch between accounts"); logging in as B lands on
// B's profile; "Switch to A" lands on A's profile; logging out of A leaves B signed in
// (ACCT-001, ACCT-004, ACCT-005, ACCT-006, AUTH-027, AUTH-028, AUTH-223).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { JOURNEY_PASSWORD, signUpThroughApi, uniqueEmail } from "../support/accounts.ts";
import { callApi } from "../support/api.ts";
import { launchBrowser, newPage, seriousA11yViolations } from "../support/browser.ts";

const baseUrl = inject("baseUrl");

interface Person {
  email: string;
  username: string;
  /** What the account menu's button calls them ("Account options for {name}"). */
  menuName: string;
  /** What the account entries call them. */
  entryName: string;
}

/** Signs a new account up in `page`'s context and reads who it is. */
async function person(page: Page, tag: string): Promise<Person> {
  const email = uniqueEmail(tag);
  await signUpThroughApi(page, baseUrl, email);
  const { viewer } = await callApi<{
    viewer: { user: { username: string; first_name: string; full_name: string } };
  }>(page, baseUrl, "GET", "/resource/BootstrapResource/get/");
  const { username, first_name, full_name } = viewer.user;
  return {
    email,
    username,
    menuName: first_name || full_name || username,
    entryName: full_name || username,
  };
}

/** Opens the header's account menu of whoever is signed in. */
async function accountMenu(page: Page, who: Person) {
  const button = page.getByRole("button", { name: `Account options for ${who.menuName}` });
  await button.click();
  const menu = page.getByRole("menu", { name: `Account options for ${who.menuName}` });
  await menu.waitFor();
  return menu;
}

describe("remembered accounts journey", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("ACCT-001/ACCT-004/ACCT-006/AUTH-027/AUTH-223: adds B from the account menu, lands on B, switches back to A, logs out of one and keeps the other", async () => {
    const page = await newPage(browser, { locale: "en-US", timezoneId: "UTC" });
    const other = await newPage(browser, { locale: "en-US", timezoneId: "UTC" });
    const a = await person(page, "switch-a");
    const b = await person(other, "switch-b");
    await other.context().close();

    // Signed in as A: Add account, from the menu (ACCT-004).
    await page.goto(`${baseUrl}/`);
    await (await accountMenu(page, a)).getByRole("menuitem", { name: "Add account" }).click();
    await page.waitForURL(`${baseUrl}/add-account/`);
    const form = page.getByRole("form", { name: "Log in" });
    await form.getByText("Log in to switch between accounts").waitFor();
    expect(await page.getByRole("link", { name: "Sign up" }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Log in as B in account-switch mode: B's profile (ACCT-006).
    await form.getByLabel("Email").fill(b.email);
    await form.getByLabel("Password").fill(JOURNEY_PASSWORD);
    await form.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(`${baseUrl}/${b.username}/`);
    await page.getByRole("button", { name: `Account options for ${b.menuName}` }).waitFor();

    // Back to A from the menu: A's profile.
    const menuOfB = await accountMenu(page, b);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await menuOfB.getByRole("menuitem", { name: `Switch to ${a.entryName}` }).click();
    await page.waitForURL(`${baseUrl}/${a.username}/`);
    await page.getByRole("button", { name: `Account options for ${a.menuName}` }).waitFor();

    // Log out of A only: B stays signed in, on B's profile.
    await (await accountMenu(page, a)).getByRole("menuitem", { name: `Log out of ${a.entryName}` }).click();
    await page.waitForURL(`${baseUrl}/${b.username}/`);
    await page.getByRole("button", { name: `Account options for ${b.menuName}` }).waitFor();
    const menu = await accountMenu(page, b);
    expect(await menu.getByRole("menuitem", { name: /^Switch to / }).count()).toBe(0);
    expect(await menu.getByRole("menuitem", { name: "Log out", exact: true }).count()).toBe(1);
  });
});
