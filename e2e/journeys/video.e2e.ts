// Issue 19, video pins (IMPL-030, PIN-066, D-050), in real Chromium against a real server:
// a short WebM recorded by the browser itself (MediaRecorder over a canvas: real VP8 frames)
// goes up through the header's Create → Pin dialog with its progress bar, is saved to a new
// board, plays on the pin page (served with Range requests), and shows its duration badge
// in the board's grid, where hovering plays it muted. axe-core is clean on each page.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpThroughApi, uniqueEmail } from "../support/accounts.ts";
import { launchBrowser, newPage, seriousA11yViolations } from "../support/browser.ts";
import { removeDataDir, type ServerProcess, startServer } from "../support/server-process.ts";

const SLOW = { timeout: 20_000 };

/** Records `ms` of a changing canvas as WebM in the page and answers the bytes. */
async function recordWebm(page: Page, ms: number): Promise<Buffer> {
  await page.setContent('<canvas id="c" width="320" height="240"></canvas>');
  const base64 = await page.evaluate(async (duration) => {
    const canvas = document.getElementById("c") as HTMLCanvasElement;
    const context = canvas.getContext("2d") as CanvasRenderingContext2D;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: "video/webm;codecs=vp8" });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    let frame = 0;
    const timer = setInterval(() => {
      context.fillStyle = `hsl(${(frame++ * 12) % 360} 70% 50%)`;
      context.fillRect(0, 0, 320, 240);
    }, 40);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start();
    await new Promise((resolve) => setTimeout(resolve, duration));
    recorder.stop();
    await stopped;
    clearInterval(timer);
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let text = "";
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  }, ms);
  return Buffer.from(base64, "base64");
}

describe("video pin journey", () => {
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

  it("IMPL-030 PIN-066 upload a short video → progress → it plays on the pin page, with its duration badge in the grid", async () => {
    const recorder = await newPage(browser);
    const video = await recordWebm(recorder, 5200);
    await recorder.close();

    const page = await newPage(browser, { locale: "en-US", timezoneId: "UTC" });
    const videoAnswers: number[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/media/video/")) videoAnswers.push(response.status());
    });
    await signUpThroughApi(page, baseUrl, uniqueEmail("video"));
    await page.goto(`${baseUrl}/`);
    await page.getByRole("banner").getByRole("button", { name: "Create", exact: true }).click(SLOW);
    await page.getByRole("menuitem", { name: "Pin", exact: true }).click();
    const upload = page.getByRole("dialog", { name: "Create Pin" });
    await upload.getByText("Choose an image from your computer").waitFor(SLOW);

    // The progress bar: the upload is held on the network until its bar has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === "/v3/media/videos/",
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await upload.locator('input[type="file"]').setInputFiles({
      name: "rain.webm",
      mimeType: "video/webm",
      buffer: video,
    });
    const bar = upload.getByRole("progressbar");
    await bar.waitFor(SLOW);
    expect(await upload.getByText(/^Uploading video… \d+%$/).count()).toBe(1);
    await expectAccessible(page);
    release();

    await upload.getByLabel("Title").fill("Colours in the rain");
    await upload.getByRole("button", { name: "Create board", exact: true }).click(SLOW);
    const boardName = `Clips ${Date.now() % 100000}`;
    await upload.getByLabel("Name", { exact: true }).fill(boardName);
    const saved = page.waitForResponse((r) => r.url().includes("/resource/PinResource/create/"), SLOW);
    await upload.getByRole("button", { name: "Create", exact: true }).click();
    const pinId = ((await (await saved).json()) as { resource_response: { data: { id: string } } })
      .resource_response.data.id;

    const created = page.getByRole("dialog", { name: `Saved to ${boardName}` });
    await created.getByRole("link", { name: "See it now" }).click(SLOW);
    await page.waitForURL(new RegExp(`/pin/${pinId}/`), SLOW);

    // The pin page follows the processing and then offers the player with its controls.
    const player = page.locator("video.cb-closeup__video");
    await player.waitFor(SLOW);
    expect(await player.getAttribute("controls")).not.toBeNull();
    expect(await player.getAttribute("aria-label")).toMatch(/Colours in the rain, Video, 0:0[4-6] long/);
    await page.evaluate(() => {
      const element = document.querySelector("video.cb-closeup__video") as HTMLVideoElement;
      element.muted = true;
      return element.play();
    });
    await expect
      .poll(() => player.evaluate((element) => (element as HTMLVideoElement).currentTime), SLOW)
      .toBeGreaterThan(0.5);
    expect(await player.evaluate((element) => (element as HTMLVideoElement).duration)).toBeGreaterThan(4);
    expect(videoAnswers).toContain(206);
    await expectAccessible(page);

    // The board's grid: the tile's duration badge, and a muted inline preview on hover.
    // The pin-created dialog stays over the page until dismissed.
    if (await created.isVisible()) await page.keyboard.press("Escape");
    await created.waitFor({ state: "hidden", ...SLOW });
    await page.getByRole("link", { name: boardName }).first().click();
    const tile = page.getByRole("link", { name: /^Colours in the rain, 0:0[4-6], Video$/ });
    await tile.waitFor(SLOW);
    expect((await tile.locator(".cb-pin-card__duration").textContent())?.trim()).toMatch(/^0:0[4-6]$/);
    await tile.hover();
    const preview = tile.locator("video");
    await preview.waitFor(SLOW);
    expect(await preview.evaluate((element) => (element as HTMLVideoElement).muted)).toBe(true);
    await expectAccessible(page);
  }, 120_000);
});
