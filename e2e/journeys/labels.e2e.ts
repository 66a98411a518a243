// Issue 16, "Labels and notices" (D-035): a creator marks a pin as a paid partnership with a
// business and its link as an affiliate link in the pin editor; the business approves from
// its notifications; a visitor sees the label and the disclosure. An operator's advisory
// (npm run admin -- advisory …) covers a sensitive query's results with its notice, and a pin
// it marks sensitive stays covered until the viewer chooses to see it.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { verifiedAccount } from "../support/accounts.ts";
import { callApi } from "../support/api.ts";
import { launchBrowser, newPage, seriousA11yViolations } from "../support/browser.ts";
import { removeDataDir, type ServerProcess, startServer } from "../support/server-process.ts";

const baseUrl = inject("baseUrl");
const root = path.resolve(import.meta.dirname, "../..");
const SLOW = { timeout: 20_000 };

/** Runs `npm run admin -- advisory …` against a stopped server's embedded database. */
function admin(dataDir: string, ...args: string[]): string {
  const result = spawnSync(process.execPath, ["server/src/cli/admin.ts", "advisory", ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`admin advisory ${args.join(" ")}: ${result.stderr}`);
  return result.stdout;
}

const notice = {
  severity: 1,
  advisory_type: "wellbeing",
  resource_country: null,
  notices: [
    {
      style: "warning",
      description: {
        text: "You're not alone. Find support whenever you need it.",
        text_tags: [{ offset: 18, length: 12, tag_type: 5, link: "/ideas/" }],
      },
      actions: [],
      footer: "Corkboard cares about your wellbeing.",
    },
  ],
};

describe("labels and notices journeys", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("LABEL-003 LABEL-005 LABEL-007: a pin marked a paid partnership shows its label once the business approves", async () => {
    const brand = await verifiedAccount(browser, baseUrl, "brand");
    await callApi(brand.page, baseUrl, "POST", "/v3/business/convert/", { business_name: "Lumen Lamps" });
    const creator = await verifiedAccount(browser, baseUrl, "creator");
    const feed = await callApi<{ items: { id: string }[] }>(
      creator.page,
      baseUrl,
      "GET",
      "/resource/HomefeedResource/get/",
      {
        page_size: "1",
      },
    );
    const saved = await callApi<{ id: string }>(
      creator.page,
      baseUrl,
      "POST",
      "/resource/RepinResource/create/",
      {
        board_id: creator.boardId,
        pin_id: feed.items[0]?.id,
        method: "button",
        is_buyable_pin: false,
        title: "Brass reading lamp",
        description: "Warm light",
      },
    );

    // The creator: the pin page → Edit Pin → Disclosures.
    const page = creator.page;
    await page.goto(`${baseUrl}/pin/${saved.id}/`);
    await page.getByRole("link", { name: "Edit Pin" }).click();
    const sponsor = page.getByLabel("Paid partnership with (business account username)");
    await sponsor.fill(brand.username, SLOW);
    await page.getByLabel("The link is an affiliate link").check();
    await page.getByRole("button", { name: "Save disclosures" }).click();
    await page.getByText("Waiting for Lumen Lamps to approve").waitFor(SLOW);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The business: the header's bell → the request → Approve.
    await brand.page.goto(`${baseUrl}/`);
    await brand.page.locator("a.cb-notification-bell").click();
    await brand.page.getByText("marked a Pin as a paid partnership with you", { exact: false }).waitFor(SLOW);
    expect(await seriousA11yViolations(brand.page)).toEqual([]);
    await brand.page.getByRole("button", { name: "Approve" }).click();
    await brand.page.getByText("Approved").first().waitFor(SLOW);

    // A visitor sees the label with both collaborators and the affiliate disclosure.
    const visitor = await newPage(browser);
    await visitor.goto(`${baseUrl}/pin/${saved.id}/`);
    const label = visitor.getByTestId("sponsorship-label");
    await label.waitFor(SLOW);
    expect(await label.locator(".cb-sponsorship-label__text").textContent()).toBe(
      "Paid partnership with Lumen Lamps",
    );
    expect(await visitor.getByRole("list", { name: "Collaborators" }).getByRole("listitem").count()).toBe(2);
    await visitor.getByText("Affiliate link", { exact: true }).waitFor();
    expect(await seriousA11yViolations(visitor)).toEqual([]);
  });

  describe("an operator's advisories (a server of its own: the CLI writes its stopped database)", () => {
    let server: ServerProcess;
    let dataDir: string;
    let pinId: string;

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), "corkboard-e2e-labels-"));
      const first = await startServer({ DATA_DIR: dataDir });
      const feed = (await (
        await fetch(`${first.baseUrl}/resource/HomefeedResource/get/?page_size=1`)
      ).json()) as { resource_response: { data: { items: { id: string }[] } } };
      pinId = feed.resource_response.data.items[0]?.id ?? "";
      await first.stop();
      const file = path.join(dataDir, "wellbeing.json");
      writeFileSync(file, JSON.stringify(notice));
      admin(dataDir, "set", "wellbeing", file);
      admin(dataDir, "add-terms", "wellbeing", "lonely nights");
      admin(dataDir, "mark-pin", pinId, "wellbeing");
      server = await startServer({ DATA_DIR: dataDir });
    }, 240_000);
    afterAll(async () => {
      await server?.stop();
      removeDataDir(dataDir);
    });

    it("SEARCH-038 SEARCH-040 LABEL-009: a sensitive query shows its notice above the results, its tag a link", async () => {
      const page = await newPage(browser);
      await page.goto(`${server.baseUrl}/`);
      const box = page.getByRole("combobox", { name: "Search Corkboard" });
      await box.fill("Lonely   NIGHTS");
      await box.press("Enter");
      await page.waitForURL((url) => url.pathname === "/search/pins/", SLOW);
      const shown = page.getByTestId("sensitivity-notice");
      await shown.waitFor(SLOW);
      expect(await shown.getByRole("link", { name: "Find support" }).getAttribute("href")).toBe("/ideas/");
      await page.getByText("Corkboard cares about your wellbeing.").waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    it("LABEL-011: a sensitive pin is covered on the home feed and its page until the viewer shows it, by keyboard", async () => {
      const page = await newPage(browser);
      await page.goto(`${server.baseUrl}/`);
      const tile = page.locator(`main a.cb-pin-card[href="/pin/${pinId}/"]`);
      const reveal = page.getByRole("button", { name: "Show Pin" }).first();
      await reveal.waitFor(SLOW);
      expect(await tile.count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await reveal.focus();
      await page.keyboard.press("Enter");
      await tile.waitFor(SLOW);

      await page.goto(`${server.baseUrl}/pin/${pinId}/`);
      await page.getByTestId("sensitivity-notice").waitFor(SLOW);
      expect(await page.locator("article.cb-closeup").count()).toBe(0);
      await page.getByRole("button", { name: "Show Pin" }).focus();
      await page.keyboard.press("Space");
      await page.locator("article.cb-closeup").waitFor(SLOW);
    });
  });
});
