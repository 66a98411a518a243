// The app in Japanese (IMPL-045, D-036): a person opens Account settings from the avatar's
// menu, chooses 日本語, and the header and the page read in Japanese at once; the choice
// holds across a reload (the server renders <html lang="ja">) and on the home page. A
// visitor whose browser asks for Japanese gets it without an account. axe-core passes.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signUpThroughApi, uniqueEmail } from "../support/accounts.ts";
import { launchBrowser, newPage, seriousA11yViolations } from "../support/browser.ts";

const baseUrl = inject("baseUrl");
const SLOW = { timeout: 15_000 };

describe("the app in Japanese", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function expectAccessible(page: Page) {
    expect(await seriousA11yViolations(page)).toEqual([]);
  }

  const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

  it("IMPL-045 choose 日本語 in Account settings → the header and the page read in Japanese, and stay so", async () => {
    const page = await newPage(browser, { locale: "en-US" });
    await signUpThroughApi(page, baseUrl, uniqueEmail("locale"));
    await page.goto(`${baseUrl}/`);
    await page.getByRole("button", { name: /^Account options for / }).click(SLOW);
    await page.getByRole("menuitem", { name: "Account settings" }).click();
    await page.getByRole("heading", { level: 1, name: "Account settings" }).waitFor(SLOW);
    const language = page.getByRole("combobox", { name: "Language" });
    expect(await language.inputValue()).toBe("");
    await expectAccessible(page);

    await language.selectOption("ja");
    await page.getByRole("heading", { level: 1, name: "アカウント設定" }).waitFor(SLOW);
    await page.getByText("言語を保存しました。").waitFor(SLOW);
    expect(await htmlLang(page)).toBe("ja");
    // The header too: the search box, the Create menu and the avatar's menu.
    await page.getByRole("combobox", { name: "Corkboard を検索" }).waitFor(SLOW);
    await page.getByRole("button", { name: "作成" }).waitFor(SLOW);
    expect(await page.getByRole("combobox", { name: "言語" }).inputValue()).toBe("ja");
    await expectAccessible(page);

    // A new page load: the server knows the setting, so the shell is Japanese from the start.
    const reloaded = await page.goto(`${baseUrl}/settings/account/`);
    expect(await reloaded?.text()).toMatch(/<html lang="ja">/);
    await page.getByRole("heading", { level: 1, name: "アカウント設定" }).waitFor(SLOW);

    // The home page through the header's logo, in Japanese.
    await page.getByRole("link", { name: "Corkboard ホーム" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page
      .getByRole("heading", { level: 1, name: "ホームフィード" })
      .waitFor({ state: "attached", ...SLOW });
    await page.getByRole("button", { name: /のアカウントオプション$/ }).click(SLOW);
    await page.getByRole("menuitem", { name: "セキュリティ設定" }).waitFor(SLOW);
    await page.keyboard.press("Escape");
    await expectAccessible(page);
  });

  it("IMPL-045 a visitor whose browser asks for Japanese sees the app in Japanese without an account", async () => {
    const page = await newPage(browser, { locale: "ja-JP" });
    const response = await page.goto(`${baseUrl}/`);
    expect(await response?.text()).toMatch(/<html lang="ja">/);
    await page.getByRole("button", { name: "ログイン" }).waitFor(SLOW);
    await page.getByRole("button", { name: "登録" }).waitFor(SLOW);
    expect(await htmlLang(page)).toBe("ja");
    await expectAccessible(page);
  });
});
