// Exporting everything one owns in real Chromium (issue 20, D-056): a person with a public
// and a secret board opens the avatar menu → "Export your data", starts the export, watches
// the progress bar, downloads the zip (the browser's download event) and finds their boards,
// the secret one too, in its corkboard.json.
import { readFile } from "node:fs/promises";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { signUpThroughApi, uniqueEmail } from "../support/accounts.ts";
import { callApi } from "../support/api.ts";
import { launchBrowser, newPage, seriousA11yViolations } from "../support/browser.ts";
import { removeDataDir, type ServerProcess, startServer } from "../support/server-process.ts";

const SLOW = { timeout: 20_000 };

/** One entry of a zip file's bytes, as text. */
async function zipEntryText(bytes: Buffer, name: string): Promise<string> {
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName !== name) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString("utf8");
    }
  } finally {
    zip.close();
  }
  throw new Error(`${name} is not in the archive`);
}

describe("issue 20: export everything from Settings → Export", () => {
  let browser: Browser;
  let server: ServerProcess;

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
  });
  afterAll(async () => {
    await browser?.close();
    if (server) {
      await server.stop();
      removeDataDir(server.dataDir);
    }
  });

  it("issue 20: avatar menu → Export → progress → the downloaded zip holds corkboard.json with the boards", async () => {
    const page = await newPage(browser, { locale: "en-US", timezoneId: "UTC", acceptDownloads: true });
    const base = server.baseUrl;
    await signUpThroughApi(page, base, uniqueEmail("export"));
    const create = (name: string, privacy: string) =>
      callApi(page, base, "POST", "/resource/BoardResource/create/", { name, privacy });
    await create("Export garden", "public");
    await create("Export secrets", "secret");

    await page.goto(`${base}/`);
    await page.getByRole("button", { name: /^Account options for / }).click(SLOW);
    await page.getByRole("menuitem", { name: "Export your data" }).click();
    await page.getByRole("heading", { level: 1, name: "Export your data" }).waitFor(SLOW);
    await page.getByText("You haven't exported your data yet.").waitFor(SLOW);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Keyboard: the button is reached and pressed without the mouse.
    const start = page.getByRole("button", { name: "Export your data" });
    await start.focus();
    // Whether the bar was ever shown, watched in the page: the job may be quick.
    await page.evaluate(() => {
      const seen = { bar: false };
      (window as unknown as { __exportSeen: typeof seen }).__exportSeen = seen;
      new MutationObserver(() => {
        if (document.querySelector("progress[aria-label='Export progress']")) seen.bar = true;
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    await page.keyboard.press("Enter");
    const link = page.getByRole("link", { name: "Download your archive" }).first();
    await link.waitFor(SLOW);
    expect(
      await page.evaluate(() => (window as unknown as { __exportSeen: { bar: boolean } }).__exportSeen.bar),
    ).toBe(true);

    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^corkboard-export-\d{4}-\d{2}-\d{2}-\d+\.zip$/);
    const bytes = await readFile((await download.path()) ?? "");
    const archive = JSON.parse(await zipEntryText(bytes, "corkboard.json")) as {
      format: string;
      boards: { name: string; secret: boolean }[];
    };
    expect(archive.format).toBe("corkboard-export");
    expect(archive.boards.map((board) => [board.name, board.secret])).toEqual([
      ["Export garden", false],
      ["Export secrets", true],
    ]);
    await page.context().close();
  }, 90_000);
});
