// Issue "Search that finds", the discovery pages (IMPL-038): from the home page a visitor
// reaches /ideas/ through the header, opens an interest made of the demo's hashtags, sees its
// pins and opens one; the other discovery views are a tab away.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage, seriousA11yViolations } from "../support/browser.ts";

const baseUrl = inject("baseUrl");

describe("discovery journeys", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("IMPL-038 Explore → Ideas → an interest → its pins → a pin; Topics and Today are tabs", async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl}/`);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Explore" }).click();
    await page.waitForURL(`${baseUrl}/ideas/`);
    await page.getByRole("heading", { level: 1, name: "Ideas" }).waitFor();
    const card = page.locator("main .cb-discovery__card").first();
    await card.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const name = (await card.locator("strong").textContent()) ?? "";
    expect(name).toMatch(/^#\S+/);

    await card.click();
    await page.waitForURL(
      (url) => url.pathname.startsWith("/ideas/") && url.pathname.split("/").length === 5,
    );
    await page.getByRole("heading", { level: 1, name }).waitFor();
    const pin = page.locator("main a.cb-pin-card").first();
    await pin.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await pin.click();
    await page.waitForURL((url) => url.pathname.startsWith("/pin/"));
    await page.goBack();

    await page.goto(`${baseUrl}/ideas/`);
    await page.getByRole("navigation", { name: "Explore" }).getByRole("link", { name: "Topics" }).click();
    await page.waitForURL(`${baseUrl}/topics/`);
    await page.getByRole("link", { name }).waitFor();
    await page.getByRole("navigation", { name: "Explore" }).getByRole("link", { name: "Today" }).click();
    await page.waitForURL(`${baseUrl}/today/`);
    await page.locator("main .cb-discovery__card").first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
