// Issue 16 "Checked by" (SEARCH-017…037, IMPL-036): search "lamp" among product pins, filter
// by price 20–50 and a brand from the filter bar; the URL holds the filters and Back
// restores the page before the brand. The tiles show price and brand.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signUpThroughApi, uniqueEmail } from "../support/accounts.ts";
import { callApi } from "../support/api.ts";
import { launchBrowser, newPage, seriousA11yViolations } from "../support/browser.ts";

const baseUrl = inject("baseUrl");
// Letters only: a word search reads whole (digits would be a word of their own).
const run = Array.from(
  `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.replace(/\d/g, ""),
)
  .slice(0, 8)
  .join("");

function api<T>(page: Page, method: "GET" | "POST", path: string, data: object = {}): Promise<T> {
  return callApi<T>(page, baseUrl, method, path, data);
}

/** Saves the home feed's first pin to the board under a title, then gives it product data. */
async function productPin(page: Page, boardId: string, title: string, price: string, brand: string) {
  const feed = await api<{ items: { id: string }[] }>(page, "GET", "/resource/HomefeedResource/get/", {
    page_size: "1",
  });
  const saved = await api<{ id: string }>(page, "POST", "/resource/RepinResource/create/", {
    board_id: boardId,
    pin_id: feed.items[0]?.id,
    method: "button",
    is_buyable_pin: false,
    title,
  });
  await api(page, "POST", "/resource/PinResource/update/", {
    id: saved.id,
    product: { price, currency: "USD", brand },
  });
  return saved.id;
}

describe("shopping journeys", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("SEARCH-031 SEARCH-033 IMPL-036: filter by price 20–50 and a brand; the URL holds them; Back restores", async () => {
    const page = await newPage(browser);
    await signUpThroughApi(page, baseUrl, uniqueEmail("shopper"));
    const board = await api<{ id: string }>(page, "POST", "/resource/BoardResource/create/", {
      name: `Lamps ${run}`,
      privacy: "public",
    });
    const arc = await productPin(page, board.id, `Arc lamp ${run}`, "30", "Lumen");
    const desk = await productPin(page, board.id, `Desk lamp ${run}`, "45", "Muuto");
    await productPin(page, board.id, `Floor lamp ${run}`, "120", "Lumen");

    await page.goto(`${baseUrl}/search/pins/?${new URLSearchParams({ q: `lamp ${run}` })}`);
    const tiles = page.locator("main a.cb-pin-card");
    await expect.poll(() => tiles.count()).toBe(3);
    // The tile shows price and brand over its image.
    await page
      .locator(`main a.cb-pin-card[href="/pin/${arc}/"] .cb-pin-card__product`, { hasText: "Lumen" })
      .waitFor();

    const bar = page.getByRole("toolbar", { name: "Filter results" });
    await bar.getByRole("button", { name: "Price" }).click();
    await page.getByLabel("Lowest price (USD)").fill("20");
    await page.getByLabel("Highest price (USD)").fill("50");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(
      (url) => url.searchParams.get("price_min") === "20" && url.searchParams.get("price_max") === "50",
    );
    await expect.poll(() => tiles.count()).toBe(2);
    const priced = page.url();

    await bar.getByRole("button", { name: "Brands" }).click();
    await page.getByRole("checkbox", { name: "Lumen (1)" }).check();
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(
      (url) => url.searchParams.get("brands") === "Lumen" && url.searchParams.get("price_min") === "20",
    );
    await expect.poll(() => tiles.count()).toBe(1);
    await page.locator(`main a.cb-pin-card[href="/pin/${arc}/"]`).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goBack();
    await page.waitForURL(priced);
    await expect.poll(() => tiles.count()).toBe(2);
    await page.locator(`main a.cb-pin-card[href="/pin/${desk}/"]`).waitFor();
  });
});
