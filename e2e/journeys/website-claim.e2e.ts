// Claimed websites and notifications in real Chromium (IMPL-016, IMPL-002, FOLLOW-021,
// IMPL-039): a creator reaches /settings/claim/ from the account menu, claims a site and
// proves it with the meta tag on its home page; another person creates a Pin linking to
// that site and the pin-created dialog offers to follow the site's official user; they
// follow, and the creator's header bell counts the new follower, whose notification the
// notifications page shows until it is marked read.
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type VerifiedAccount, verifiedAccount } from "../support/accounts.ts";
import { launchBrowser, seriousA11yViolations } from "../support/browser.ts";
import { removeDataDir, type ServerProcess, startServer } from "../support/server-process.ts";
import { startTestSite, type TestSite } from "../support/test-site.ts";

const SLOW = { timeout: 15_000 };

describe("claimed websites and notifications", () => {
  let browser: Browser;
  let server: ServerProcess;
  let site: TestSite;
  // The site's home page; the verification tag goes into its head once the claim names it.
  let siteHead = "";

  beforeAll(async () => {
    [browser, server, site] = await Promise.all([
      launchBrowser(),
      // The claim's home page is on loopback: journeys let the fetcher reach it.
      startServer({ FETCH_ALLOW_PRIVATE: "true" }),
      startTestSite(
        () => `<!doctype html><html><head><title>Lamps</title>${siteHead}</head><body>Lamps</body></html>`,
        {},
      ),
    ]);
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

  /** The creator claims the test site from the account menu and verifies it by its meta tag. */
  async function claimSite(creator: VerifiedAccount): Promise<void> {
    const page = creator.page;
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole("button", { name: /^Account options for / }).click(SLOW);
    await page.getByRole("menuitem", { name: "Claimed websites" }).click();
    await page.getByRole("heading", { level: 1, name: "Claimed websites" }).waitFor(SLOW);
    await page.getByText("You haven't claimed a website yet.").waitFor(SLOW);
    await page.getByLabel("Website").fill(site.url);
    await page.getByRole("button", { name: "Claim", exact: true }).click();
    const card = page.getByRole("listitem", { name: "127.0.0.1" });
    await card.getByText("Not verified yet").waitFor(SLOW);
    await expectAccessible(page);

    // Verify before the tag is there: the page says where it looked.
    await card.getByRole("button", { name: "Verify" }).click();
    await card
      .getByRole("alert")
      .getByText(/We didn't find the verification tag on http:\/\/127\.0\.0\.1:\d+\//)
      .waitFor(SLOW);

    // The site's owner pastes the tag the page shows into the home page's head.
    siteHead = (await card.locator("code").first().textContent()) ?? "";
    expect(siteHead).toMatch(/^<meta name="corkboard-site-verification" content="[^"]+">$/);
    await card.getByRole("button", { name: "Verify" }).click();
    await page.getByText("127.0.0.1 is verified.").waitFor(SLOW);
    await card.getByText("Verified", { exact: true }).waitFor();
  }

  /** Another person creates a Pin from an upload, linking to the site, into a new board. */
  async function createPinLinkingTo(viewer: VerifiedAccount, link: string): Promise<Page> {
    const page = viewer.page;
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole("banner").getByRole("button", { name: "Create", exact: true }).click(SLOW);
    await page.getByRole("menuitem", { name: "Pin", exact: true }).click();
    const upload = page.getByRole("dialog", { name: "Create Pin" });
    await upload.getByText("Choose an image from your computer").waitFor(SLOW);
    const image = await sharp({ create: { width: 600, height: 800, channels: 3, background: "#d9a441" } })
      .jpeg()
      .toBuffer();
    await upload
      .locator('input[type="file"]')
      .setInputFiles({ name: "lamp.jpg", mimeType: "image/jpeg", buffer: image });
    await upload.getByLabel("Title").fill("Brass lamp");
    await upload.getByLabel("Destination link").fill(link);
    await upload.getByRole("button", { name: "Create board", exact: true }).click(SLOW);
    await upload.getByLabel("Name", { exact: true }).fill(`Lamps ${Date.now() % 100000}`);
    await upload.getByRole("button", { name: "Create", exact: true }).click();
    return page;
  }

  it("IMPL-016/IMPL-002/FOLLOW-021/IMPL-039: claim and verify a site; its official user is offered in the pin-created dialog; the follow reaches their notifications", async () => {
    const creator = await verifiedAccount(browser, server.baseUrl, "claimer");
    const viewer = await verifiedAccount(browser, server.baseUrl, "linker");
    await claimSite(creator);

    // FOLLOW-021: the viewer, signed in, not the official user and not following them, is
    // offered to follow the official user of the new pin's link domain.
    const page = await createPinLinkingTo(viewer, `${site.url}brass-lamp`);
    const offer = page.getByRole("region", { name: "From 127.0.0.1" });
    await offer.waitFor(SLOW);
    // The card is the creator's: it links to their profile (FOLLOW-020).
    await offer.locator(`a[href="/${creator.username}/"]`).first().waitFor();
    await expectAccessible(page);
    await offer.getByRole("button", { name: "Follow", exact: true }).click();
    await offer.getByRole("button", { name: "Following", exact: true }).waitFor(SLOW);
    await page.getByText("Following! Their created Pins will show up in your home feed!").waitFor(SLOW);

    // IMPL-039: the creator's bell counts the new follower; the page lists them, unread.
    const home = creator.page;
    await home.goto(`${server.baseUrl}/`);
    const bell = home.getByRole("link", { name: "Notifications, 1 unread" });
    await bell.waitFor(SLOW);
    await bell.click();
    await home.getByRole("heading", { level: 1, name: "Notifications" }).waitFor(SLOW);
    const row = home.getByRole("listitem").filter({ hasText: "followed you" });
    await row.getByText("Unread").waitFor();
    await expectAccessible(home);
    await home.getByRole("button", { name: "Mark all as read" }).click();
    await home.getByRole("link", { name: "Notifications", exact: true }).waitFor(SLOW);
    expect(await row.getByText("Unread").count()).toBe(0);
    // Read stays read: a fresh load agrees.
    await home.reload();
    await home.getByRole("link", { name: "Notifications", exact: true }).waitFor(SLOW);
    await Promise.all([home.context().close(), page.context().close()]);
  });
});
