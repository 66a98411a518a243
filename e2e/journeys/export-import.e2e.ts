// The export → import round trip in real Chromium (issue 20, D-054, D-056): one person with a
// public and a secret board and their pins exports (avatar menu → "Export your data", the
// download); a second, fresh person imports the downloaded zip through Settings → Import with
// the format detected automatically, watches the progress bar and the report, and finds the
// same boards and pins on their own profile.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpThroughApi, uniqueEmail } from "../support/accounts.ts";
import { callApi } from "../support/api.ts";
import { launchBrowser, newPage, seriousA11yViolations } from "../support/browser.ts";
import { removeDataDir, type ServerProcess, startServer } from "../support/server-process.ts";

const SLOW = { timeout: 30_000 };

async function openFromAvatarMenu(page: Page, base: string, item: string) {
  await page.goto(`${base}/`);
  await page.getByRole("button", { name: /^Account options for / }).click(SLOW);
  await page.getByRole("menuitem", { name: item }).click();
}

describe("issue 20: export from one account, import into a fresh one", () => {
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

  it("issue 20: Export → download → Import (automatic) → progress → report → the same boards and pins", async () => {
    const base = server.baseUrl;
    // The first person: two boards (one secret) and a pin on each.
    const owner = await newPage(browser, { locale: "en-US", timezoneId: "UTC", acceptDownloads: true });
    await signUpThroughApi(owner, base, uniqueEmail("trip-export"));
    const board = (name: string, privacy: string) =>
      callApi<{ id: string }>(owner, base, "POST", "/resource/BoardResource/create/", { name, privacy });
    const pin = async (boardId: string, title: string, colour: string) =>
      callApi(owner, base, "POST", "/resource/PinResource/create/", {
        board_id: boardId,
        title,
        alt_text: `${title}, a square of colour`,
        link: "https://example.com/trip",
        method: "uploaded",
        is_buyable_pin: false,
        image_base64: (
          await sharp({ create: { width: 240, height: 240, channels: 3, background: colour } })
            .png()
            .toBuffer()
        ).toString("base64"),
      });
    const garden = await board("Trip garden", "public");
    const secrets = await board("Trip secrets", "secret");
    await pin(garden.id, "Raised bed plan", "#2e7d32");
    await pin(secrets.id, "Birthday present", "#6a1b9a");

    await openFromAvatarMenu(owner, base, "Export your data");
    await owner.getByRole("heading", { level: 1, name: "Export your data" }).waitFor(SLOW);
    await owner.getByRole("button", { name: "Export your data" }).click();
    const link = owner.getByRole("link", { name: "Download your archive" }).first();
    await link.waitFor(SLOW);
    const [download] = await Promise.all([owner.waitForEvent("download"), link.click()]);
    const archive = path.join(mkdtempSync(path.join(tmpdir(), "trip-")), download.suggestedFilename());
    await download.saveAs(archive);
    await owner.context().close();

    // The second, fresh person imports the archive.
    const newcomer = await newPage(browser, { locale: "en-US", timezoneId: "UTC" });
    await signUpThroughApi(newcomer, base, uniqueEmail("trip-import"));
    await openFromAvatarMenu(newcomer, base, "Import pins");
    await newcomer.getByRole("heading", { name: "Import your pins" }).waitFor(SLOW);
    await newcomer.getByLabel("File to import").setInputFiles(archive);
    expect(await newcomer.getByLabel("Format").inputValue()).toBe("auto");
    await newcomer.getByRole("button", { name: "Start import" }).click();

    const card = newcomer.getByRole("listitem", { name: path.basename(archive) });
    const bar = card.getByRole("progressbar", { name: "Import progress" });
    await bar.waitFor(SLOW);
    await card.getByText("Finished").waitFor(SLOW);
    expect(await bar.getAttribute("aria-valuenow")).toBe("100");
    await card.getByText("2 created, 0 skipped, 0 failed").waitFor(SLOW);
    expect(await seriousA11yViolations(newcomer)).toEqual([]);

    // The same boards, the secret one too, and their pins, on the newcomer's profile.
    await newcomer.getByRole("button", { name: /^Account options for / }).click();
    await newcomer.getByRole("menuitem", { name: "Your profile" }).click();
    await newcomer
      .getByRole("link", { name: /Trip secrets/ })
      .first()
      .waitFor(SLOW);
    await newcomer
      .getByRole("link", { name: /Trip garden/ })
      .first()
      .click();
    await newcomer
      .getByRole("link", { name: /Raised bed plan/ })
      .first()
      .waitFor(SLOW);
    await newcomer.context().close();
  }, 120_000);
});
