// Issue 19 (sharing, advertiser pages) in real Chromium against a real server (D-051):
// 1. A visitor opens a pin → Share → Copy link: the clipboard holds the pin's canonical link
//    and the toast says so; /pin/{id}/?share=true opens the same sheet (IMPL-021).
// 2. A business account opens the advertiser area from its avatar menu, then a tool Corkboard
//    does not offer from "More ads tools": the page says what it is and that it is not
//    offered (ADS-053, ADS-060, IMPL-040).
// axe-core is clean on each screen.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpThroughApi, uniqueEmail } from "../support/accounts.ts";
import { callApi } from "../support/api.ts";
import { launchBrowser, newPage, seriousA11yViolations } from "../support/browser.ts";
import { removeDataDir, type ServerProcess, startServer } from "../support/server-process.ts";

/** Waits with room for a real server and browser on a busy two-core machine. */
const SLOW = { timeout: 20_000 };

describe("share and advertiser-path journeys", () => {
  let browser: Browser;
  let server: ServerProcess;
  let baseUrl: string;

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
    baseUrl = server.baseUrl;
  });
  afterAll(async () => {
    await browser?.close();
    if (server) {
      await server.stop();
      removeDataDir(server.dataDir);
    }
  });

  async function expectAccessible(page: Page) {
    expect(await seriousA11yViolations(page)).toEqual([]);
  }

  it("IMPL-021 open a pin → Share → Copy link: the link is on the clipboard and the toast says so", async () => {
    const page = await newPage(browser, { permissions: ["clipboard-read", "clipboard-write"] });
    await page.goto(`${baseUrl}/`);
    const card = page.locator("a.cb-pin-card").first();
    await card.waitFor(SLOW);
    const href = (await card.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/pin\/\d+\/$/);
    await card.click();
    await page.waitForURL(`${baseUrl}${href}`, SLOW);
    await page.getByRole("button", { name: "Share", exact: true }).click(SLOW);
    const sheet = page.getByRole("dialog", { name: "Share this Pin" });
    await sheet.waitFor(SLOW);
    expect(await sheet.getByLabel("Link to this Pin").inputValue()).toBe(`${baseUrl}${href}`);
    await expectAccessible(page);
    await sheet.getByRole("button", { name: "Copy link" }).click();
    await page.getByRole("status").getByText("Link copied").waitFor(SLOW);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl}${href}`);
    // Escape closes the sheet and focus goes back to Share.
    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "hidden", ...SLOW });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Share");

    // The pin-created dialog's Send address opens the sheet at once; closing drops ?share=true.
    await page.goto(`${baseUrl}${href}?share=true`);
    await sheet.waitFor(SLOW);
    await sheet.getByRole("button", { name: "Close" }).click();
    await page.waitForURL(`${baseUrl}${href}`, SLOW);
    await page.context().close();
  });

  it("ADS-053 ADS-060 IMPL-040 a business account opens a tool from the menus and is told it is not offered", async () => {
    const page = await newPage(browser);
    await signUpThroughApi(page, baseUrl, uniqueEmail("ads-paths"));
    const converted = await callApi<{ advertiser_id: string }>(
      page,
      baseUrl,
      "POST",
      "/v3/business/convert/",
      {
        country: "US",
      },
    );
    await page.goto(`${baseUrl}/`);
    await page.getByRole("button", { name: /Account options for/ }).click(SLOW);
    await page.getByRole("menuitem", { name: "Ads", exact: true }).click();
    await page.waitForURL(`${baseUrl}/advertiser/${converted.advertiser_id}/`, SLOW);
    await page.getByRole("heading", { level: 1, name: "Ads overview" }).waitFor(SLOW);
    await expectAccessible(page);
    const nav = page.getByRole("navigation", { name: "Ads tools" });
    await nav.getByRole("button", { name: "More ads tools" }).click();
    await page.getByRole("menuitem", { name: "The bulk editor" }).click();
    await page.waitForURL(`${baseUrl}/advertiser/${converted.advertiser_id}/bulk_editor/`, SLOW);
    await page.getByRole("heading", { level: 1, name: "The bulk editor" }).waitFor(SLOW);
    await page.getByText("The bulk editor is not offered in Corkboard.").waitFor();
    await expectAccessible(page);
    // A sub-view typed or linked from elsewhere is the same page, never "not found" (ADS-070).
    await page.goto(`${baseUrl}/advertiser/${converted.advertiser_id}/bulk_editor/history/`);
    await page.getByRole("heading", { level: 1, name: "The bulk editor" }).waitFor(SLOW);
    await page.context().close();
  });
});
