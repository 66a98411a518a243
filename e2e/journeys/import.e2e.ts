// Issue 20, importing (D-054), in real Chromium against a real server: a signed-in person
// opens Settings → Import from the avatar menu, uploads a Netscape bookmark file, sees the
// progress bar and then the report, and finds the imported boards on their profile. The
// bookmarks point at a local site whose pages name an og:image (FETCH_ALLOW_PRIVATE lets the
// server reach loopback in journeys only). axe-core is clean on the page.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpThroughApi, uniqueEmail } from "../support/accounts.ts";
import { launchBrowser, newPage, seriousA11yViolations } from "../support/browser.ts";
import { removeDataDir, type ServerProcess, startServer } from "../support/server-process.ts";
import { startTestSite, type TestSite } from "../support/test-site.ts";

const SLOW = { timeout: 30_000 };
const BOOKMARKS = 24;

/** A bookmark file of two folders, each bookmark pointing at the local site's page. */
function bookmarkFile(site: string): string {
  const links = (from: number, to: number) =>
    Array.from(
      { length: to - from },
      (_, i) => `        <DT><A HREF="${site}?p=${from + i}" ADD_DATE="1700000000">Recipe ${from + i}</A>`,
    ).join("\n");
  return [
    "<!DOCTYPE NETSCAPE-Bookmark-file-1>",
    '<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">',
    "<TITLE>Bookmarks</TITLE>",
    "<H1>Bookmarks</H1>",
    "<DL><p>",
    '    <DT><H3 ADD_DATE="1700000000">Weeknight dinners</H3>',
    "    <DL><p>",
    links(0, BOOKMARKS / 2),
    "    </DL><p>",
    '    <DT><H3 ADD_DATE="1700000000">Baking</H3>',
    "    <DL><p>",
    links(BOOKMARKS / 2, BOOKMARKS),
    "    </DL><p>",
    "</DL><p>",
  ].join("\n");
}

describe("import journey", () => {
  let browser: Browser;
  let server: ServerProcess;
  let site: TestSite;
  let baseUrl: string;

  beforeAll(async () => {
    const image = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#c0392b" } })
      .jpeg()
      .toBuffer();
    site = await startTestSite('<html><head><meta property="og:image" content="/dish.jpg"></head></html>', {
      "/dish.jpg": image,
    });
    [browser, server] = await Promise.all([launchBrowser(), startServer({ FETCH_ALLOW_PRIVATE: "true" })]);
    baseUrl = server.baseUrl;
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    if (server) {
      await server.stop();
      removeDataDir(server.dataDir);
    }
  });

  async function expectAccessible(page: Page) {
    expect(await seriousA11yViolations(page)).toEqual([]);
  }

  it("issue 20: avatar menu → Import → upload bookmarks → progress bar → report → the boards are on the profile", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "import-journey-"));
    const file = path.join(dir, "bookmarks.html");
    writeFileSync(file, bookmarkFile(site.url));

    const page = await newPage(browser, { locale: "en-US", timezoneId: "UTC" });
    await signUpThroughApi(page, baseUrl, uniqueEmail("importer"));
    await page.goto(`${baseUrl}/`);
    await page.getByRole("button", { name: /^Account options for / }).click(SLOW);
    await page.getByRole("menuitem", { name: "Import pins" }).click();
    await page.waitForURL(`${baseUrl}/settings/import/`);
    await page.getByRole("heading", { name: "Import your pins" }).waitFor(SLOW);
    await expectAccessible(page);

    await page.getByLabel("File to import").setInputFiles(file);
    await page.getByLabel("Format").selectOption("netscape");
    await page.getByRole("button", { name: "Start import" }).click();

    const card = page.getByRole("listitem", { name: "bookmarks.html" });
    const bar = card.getByRole("progressbar", { name: "Import progress" });
    await bar.waitFor(SLOW);
    await card.getByText("Finished").waitFor(SLOW);
    expect(await bar.getAttribute("aria-valuenow")).toBe("100");
    await card.getByText(`${BOOKMARKS} created, 0 skipped, 0 failed`).waitFor(SLOW);
    await expectAccessible(page);

    // The boards are on the profile, with the imported pins.
    await page.getByRole("button", { name: /^Account options for / }).click();
    await page.getByRole("menuitem", { name: "Your profile" }).click();
    await page
      .getByRole("link", { name: /Weeknight dinners/ })
      .first()
      .waitFor(SLOW);
    await page
      .getByRole("link", { name: /Baking/ })
      .first()
      .waitFor(SLOW);
    await page
      .getByRole("link", { name: /Baking/ })
      .first()
      .click();
    await page
      .getByRole("link", { name: /Recipe 1[2-9]|Recipe 2[0-3]/ })
      .first()
      .waitFor(SLOW);
  });
});
