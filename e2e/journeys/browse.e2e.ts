// Issue "Corkboard runs": a visitor browses home → pin → board → profile in real Chromium,
// the infinite scroll loads more pins, Back retraces the steps, and axe-core finds no
// serious or critical violations on any page (IMPL-019, IMPL-020, IMPL-024, IMPL-026,
// UI-011, IMPL-046).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { framesDrawn, launchBrowser, newPage, seriousA11yViolations } from "../support/browser.ts";

const baseUrl = inject("baseUrl");

describe("browsing journey", () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
  });
  afterAll(() => browser.close());

  async function expectAccessible() {
    expect(await seriousA11yViolations(page)).toEqual([]);
  }

  it("opens the home feed, scrolls until the next page loads, and renders those pins (UI-011)", async () => {
    await page.goto(`${baseUrl}/`);
    await page.locator("a.cb-pin-card").first().waitFor();
    expect(await page.title()).toContain("Corkboard");
    await expectAccessible();

    const nextPage = page.waitForResponse(
      (response) =>
        response.url().includes("/resource/HomefeedResource/get/") && response.url().includes("bookmark="),
    );
    let loaded: Awaited<typeof nextPage> | null = null;
    void nextPage.then((response) => {
      loaded = response;
    });
    for (let i = 0; i < 40 && loaded === null; i++) {
      await page.mouse.wheel(0, 1200);
      await framesDrawn(page);
    }
    const response = await nextPage;
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { resource_response: { data: { items: { id: string }[] } } };
    const secondPageIds = body.resource_response.data.items.map((pin) => pin.id);
    expect(secondPageIds.length).toBeGreaterThan(0);

    // Keep scrolling: tiles of the second page appear in the grid.
    let rendered = false;
    for (let i = 0; i < 40 && !rendered; i++) {
      await page.mouse.wheel(0, 800);
      await framesDrawn(page);
      const hrefs = await page
        .locator("a.cb-pin-card")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      rendered = secondPageIds.some((id) => hrefs.includes(`/pin/${id}/`));
    }
    expect(rendered).toBe(true);
  });

  it("opens a pin, then its board, then the profile, and Back retraces every step", async () => {
    await page.goto(`${baseUrl}/`);
    const firstPin = page.locator("a.cb-pin-card").first();
    await firstPin.waitFor();
    const pinHref = await firstPin.getAttribute("href");
    expect(pinHref).toMatch(/^\/pin\/\d+\/$/);
    await firstPin.click();
    await page.waitForURL(`${baseUrl}${pinHref}`);
    await page.locator("h1").waitFor();
    await page.locator("main img").first().waitFor();
    await expectAccessible();

    // "Saved to {board}" (or "{section} in {board}"): the link with two path segments.
    const hrefs = await page
      .locator("main a.cb-link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    const boardHref = hrefs.find((href) => /^\/[A-Za-z0-9_]+\/[a-z0-9-]+\/$/.test(href));
    expect(boardHref).toBeDefined();
    await page.locator(`main a.cb-link[href="${boardHref}"]`).click();
    await page.waitForURL(`${baseUrl}${boardHref}`);
    await page.locator("h1").waitFor();
    await page.locator("a.cb-pin-card, .cb-board-section").first().waitFor();
    await expectAccessible();

    const username = boardHref?.split("/")[1] ?? "";
    await page.locator(`main a[href="/${username}/"]`).first().click();
    await page.waitForURL(`${baseUrl}/${username}/`);
    await page.locator("h1").waitFor();
    await expectAccessible();

    await page.goBack();
    await page.waitForURL(`${baseUrl}${boardHref}`);
    await page.goBack();
    await page.waitForURL(`${baseUrl}${pinHref}`);
    await page.locator("h1").waitFor();
    await page.goBack();
    await page.waitForURL(`${baseUrl}/`);
    await page.locator("a.cb-pin-card").first().waitFor();
  });

  it("shows the not-found page for an unknown path and a reserved segment (IMPL-047)", async () => {
    for (const path of ["/no_such_user_here/", "/settings/unknown/"]) {
      await page.goto(`${baseUrl}${path}`);
      await page.locator("h1").waitFor();
      expect(await page.locator("h1").textContent()).toContain("couldn't find");
    }
    await expectAccessible();
  });

  it("serves the pin page's title and Open Graph tags in the HTML itself (IMPL-044)", async () => {
    const feed = (await (await fetch(`${baseUrl}/resource/HomefeedResource/get/?page_size=1`)).json()) as {
      resource_response: { data: { items: { id: string; title: string }[] } };
    };
    const pin = feed.resource_response.data.items[0];
    const html = await (await fetch(`${baseUrl}/pin/${pin?.id}/`)).text();
    expect(html).toContain('<meta property="og:image"');
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/pin/${pin?.id}/">`);
  });
});
