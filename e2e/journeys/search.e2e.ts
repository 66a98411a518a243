// Issue "Search that finds" (IMPL-035, IMPL-037, D-032): the header box's suggestions lead to
// results, a pin, and Back to the same results; a hashtag in a description leads to its
// search; a secret board's pin is found by its owner and by nobody else.
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

/** Saves the first demo pin of the home feed to a new board with the given words. */
async function saveTo(
  page: Page,
  board: { name: string; privacy: "public" | "secret" },
  pin: { title: string; description: string },
): Promise<string> {
  const created = await api<{ id: string }>(page, "POST", "/resource/BoardResource/create/", board);
  const feed = await api<{ items: { id: string }[] }>(page, "GET", "/resource/HomefeedResource/get/", {
    page_size: "1",
  });
  const saved = await api<{ id: string }>(page, "POST", "/resource/RepinResource/create/", {
    board_id: created.id,
    pin_id: feed.items[0]?.id,
    method: "button",
    is_buyable_pin: false,
    ...pin,
  });
  return saved.id;
}

describe("search journeys", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("IMPL-035 SEARCH-011 SEARCH-013: type in the header, pick a suggestion, open a result, Back returns to the results", async () => {
    const owner = await newPage(browser);
    await signUpThroughApi(owner, baseUrl, uniqueEmail("searchowner"));
    const pinId = await saveTo(
      owner,
      { name: `Quillwort ${run}`, privacy: "public" },
      { title: `Quillwort lantern ${run}`, description: "A lantern" },
    );

    const visitor = await newPage(browser);
    await visitor.goto(`${baseUrl}/`);
    const box = visitor.getByRole("combobox", { name: "Search Corkboard" });
    await box.fill(`quillwort ${run}`);
    const suggestion = visitor.getByRole("option", { name: new RegExp(`Quillwort ${run}`, "i") });
    await suggestion.waitFor();
    expect(await visitor.getByRole("option").count()).toBeLessThanOrEqual(5);
    await suggestion.click();
    await visitor.waitForURL((url) => url.pathname === "/search/pins/");
    const result = visitor.locator(`main a.cb-pin-card[href="/pin/${pinId}/"]`);
    await result.waitFor();
    expect(await seriousA11yViolations(visitor)).toEqual([]);
    const resultsUrl = visitor.url();

    await result.click();
    await visitor.waitForURL(`${baseUrl}/pin/${pinId}/`);
    await visitor.locator("h1").waitFor();
    await visitor.goBack();
    await visitor.waitForURL(resultsUrl);
    await visitor.locator(`main a.cb-pin-card[href="/pin/${pinId}/"]`).waitFor();
  });

  it("IMPL-037 LABEL-012 a hashtag in a pin's description leads to its search, which finds the pin", async () => {
    const owner = await newPage(browser);
    await signUpThroughApi(owner, baseUrl, uniqueEmail("hashtagger"));
    const tag = `fernlight${run}`;
    const pinId = await saveTo(
      owner,
      { name: `Ferns ${run}`, privacy: "public" },
      { title: `Fern wall ${run}`, description: `Shade lovers #${tag}` },
    );
    await owner.goto(`${baseUrl}/pin/${pinId}/`);
    await owner.getByRole("link", { name: `#${tag}` }).click();
    await owner.waitForURL(
      (url) => url.pathname === "/search/pins/" && url.searchParams.get("q") === `#${tag}`,
    );
    await owner.locator(`main a.cb-pin-card[href="/pin/${pinId}/"]`).waitFor();
  });

  it("D-006 D-032 a secret board's pin is found by its owner and not by another user", async () => {
    const owner = await newPage(browser);
    await signUpThroughApi(owner, baseUrl, uniqueEmail("secretowner"));
    const word = `mossgarden${run}`;
    const pinId = await saveTo(
      owner,
      { name: `Hidden ${run}`, privacy: "secret" },
      { title: `Secret ${word}`, description: "" },
    );
    await owner.goto(`${baseUrl}/search/pins/?q=${word}`);
    await owner.locator(`main a.cb-pin-card[href="/pin/${pinId}/"]`).waitFor();

    const stranger = await newPage(browser);
    await signUpThroughApi(stranger, baseUrl, uniqueEmail("stranger"));
    await stranger.goto(`${baseUrl}/search/pins/?q=${word}`);
    await stranger.getByText(`No Pins match “${word}”.`, { exact: false }).waitFor();
    expect(await stranger.locator("main a.cb-pin-card").count()).toBe(0);
  });
});
