// Issue "The business side" (seed 002): a personal user creates a pin, the pin-created dialog
// offers "Promote your Pin", and the user goes through /business/convert into quick promote
// and on to billing, in real Chromium against a real server (PIN-072, PIN-073, PIN-075, PIN-076,
// ADS-002, ADS-004…ADS-009, ADS-011…ADS-013, ADS-023…ADS-027, UI-020…UI-022, IMPL-017, IMPL-040).
// 1. WIDE (1280 px): both forms on the page; a reload half-way restores the draft (ADS-012,
//    ADS-013); the billing page shows the campaign and takes a TEST provider card.
// 2. NARROW (800 px): the business and billing forms are modals 472 wide (UI-020…UI-022).
// The server runs with PROMOTE_MIN_ACCOUNT_AGE_DAYS=0: a fresh sign-up is otherwise "new" (PIN-073).
// axe-core is clean on every screen visited.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpThroughApi, uniqueEmail } from "../support/accounts.ts";
import { launchBrowser, newPage, seriousA11yViolations } from "../support/browser.ts";
import { removeDataDir, type ServerProcess, startServer } from "../support/server-process.ts";

/** Waits with room for a real server and browser on a busy two-core machine. */
const SLOW = { timeout: 20_000 };

describe("promote journeys", () => {
  let browser: Browser;
  let server: ServerProcess;
  let baseUrl: string;
  let image: Buffer;

  beforeAll(async () => {
    [browser, server] = await Promise.all([
      launchBrowser(),
      // A fresh sign-up is younger than the 7 days promote asks for (PIN-073): no minimum here.
      startServer({ PROMOTE_MIN_ACCOUNT_AGE_DAYS: "0" }),
    ]);
    baseUrl = server.baseUrl;
    image = await demoImage(baseUrl);
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

  /**
   * Signs a US account up (a promote country, PIN-072), creates a pin from an uploaded image
   * into a board made in the picker, and checks the pin-created dialog: "Promote your Pin"
   * and no "Send" (PIN-072, PIN-075). Returns the new pin's id.
   */
  async function createPinAsPersonalUser(page: Page, title: string): Promise<string> {
    await signUpThroughApi(page, baseUrl, uniqueEmail("promote"));
    await page.goto(`${baseUrl}/`);
    await page.getByRole("banner").getByRole("button", { name: "Create", exact: true }).click(SLOW);
    await page.getByRole("menuitem", { name: "Pin", exact: true }).click();
    const upload = page.getByRole("dialog", { name: "Create Pin" });
    await upload.getByText("Choose an image from your computer").waitFor(SLOW);
    await expectAccessible(page);
    await upload.locator('input[type="file"]').setInputFiles({
      name: "lamp.jpg",
      mimeType: "image/jpeg",
      buffer: image,
    });
    await upload.getByLabel("Title").fill(title);
    // A new account has no board: make one in the picker, which saves the pin into it.
    await upload.getByRole("button", { name: "Create board", exact: true }).click(SLOW);
    const boardName = `Promo ${Date.now() % 100000}`;
    await upload.getByLabel("Name", { exact: true }).fill(boardName);
    const saved = page.waitForResponse((r) => r.url().includes("/resource/PinResource/create/"), SLOW);
    await upload.getByRole("button", { name: "Create", exact: true }).click();
    const body = (await (await saved).json()) as {
      resource_response: { data: { id: string; can_quick_promote: boolean } };
    };
    const pin = body.resource_response.data;
    expect(pin.can_quick_promote).toBe(true);

    const created = page.getByRole("dialog", { name: `Saved to ${boardName}` });
    const promote = created.getByRole("link", { name: "Promote your Pin" });
    await promote.waitFor(SLOW);
    expect(await created.getByRole("link", { name: "Send", exact: true }).count()).toBe(0);
    await expectAccessible(page);
    await promote.click();
    // PIN-076, ADS-004: through /business/convert with next=/advertiser/quick_promote?pinId=….
    await page.waitForURL(/\/business\/convert\//, SLOW);
    const url = new URL(page.url());
    expect(url.searchParams.get("next")).toBe(`/advertiser/quick_promote?pinId=${pin.id}`);
    return pin.id;
  }

  /** Converts on /business/convert/ (ADS-006, IMPL-017) and lands on quick promote for the pin. */
  async function convertToBusiness(page: Page, pinId: string): Promise<string> {
    await page.getByRole("heading", { level: 1, name: "Switch to a business account" }).waitFor(SLOW);
    await expectAccessible(page);
    await page.getByLabel("Business name").fill("Lamp Works");
    expect(await page.getByLabel("Country").inputValue()).toBe("US");
    await page.getByRole("button", { name: "Switch to business" }).click();
    // ADS-005: the underscore path redirects to /advertiser/{id}/quick-promote/ with the pin kept.
    await page.waitForURL(/\/advertiser\/[^/]+\/quick-promote\//, SLOW);
    const url = new URL(page.url());
    expect(url.searchParams.get("pinId")).toBe(pinId);
    const advertiserId = url.pathname.split("/")[2] ?? "";
    expect(advertiserId).not.toBe("");
    await page.getByRole("heading", { level: 1, name: "Promote a Pin" }).waitFor(SLOW);
    return advertiserId;
  }

  /** After a successful submit: the success modal, then billing with the campaign (ADS-002, ADS-007, ADS-008). */
  async function continueToBilling(page: Page, advertiserId: string, campaignName: string) {
    const success = page.getByRole("dialog", { name: "Your Pin is being promoted" });
    await success.waitFor(SLOW);
    await success.getByText(`“${campaignName}” is created.`, { exact: false }).waitFor();
    await expectAccessible(page);
    await success.getByRole("button", { name: "Go to billing" }).click();
    await page.waitForURL(/\/billing\//, SLOW);
    const url = new URL(page.url());
    expect(url.pathname).toBe(`/advertiser/${advertiserId}/billing/`);
    const campaignId = url.searchParams.get("campaign_id");
    expect(campaignId).toMatch(/^\d+$/);
    expect(url.searchParams.get("objective_type")).toBe("CLICKTHROUGH");
    expect(url.searchParams.get("is_quick_promote")).toBe("true");
    await page.getByRole("heading", { level: 1, name: "Billing" }).waitFor(SLOW);
    await page.getByText(`Add a payment method so “${campaignName}” can start.`).waitFor(SLOW);
    await expectAccessible(page);
  }

  it("PIN-072/PIN-075/PIN-076/ADS-004…ADS-009/ADS-012/ADS-013/IMPL-040: promotes a new pin on the wide page, restores the draft after a reload, and adds a TEST card", async () => {
    const page = await newPage(browser, { locale: "en-US", timezoneId: "UTC" });
    const pinId = await createPinAsPersonalUser(page, "Brass desk lamp");
    const advertiserId = await convertToBusiness(page, pinId);

    // WIDE: both forms on the page, the name taken from the pin (ADS-009, ADS-011).
    expect(await page.locator(".cb-qp[data-layout]").getAttribute("data-layout")).toBe("WIDE");
    const business = page.getByRole("region", { name: "Your ad" });
    const billing = page.getByRole("region", { name: "Budget and schedule" });
    await business.getByLabel("Campaign name").waitFor(SLOW);
    expect(await business.getByLabel("Campaign name").inputValue()).toBe("Brass desk lamp");
    expect(await billing.getByLabel("Daily budget (USD)").isVisible()).toBe(true);
    await expectAccessible(page);

    // Part of the business form, then a reload: the draft comes back (ADS-012, ADS-013).
    const campaignName = `Lamp launch ${Date.now() % 100000}`;
    await business.getByLabel("Campaign name").fill(campaignName);
    await business.getByLabel("Destination link").fill("https://lampworks.example/desk-lamp");
    await business.getByRole("checkbox", { name: "25-34" }).check();
    await page.reload();
    await page.getByText("We restored the ad you were working on.").waitFor(SLOW);
    expect(await business.getByLabel("Campaign name").inputValue()).toBe(campaignName);
    expect(await business.getByLabel("Destination link").inputValue()).toBe(
      "https://lampworks.example/desk-lamp",
    );
    expect(await business.getByRole("checkbox", { name: "25-34" }).isChecked()).toBe(true);
    await expectAccessible(page);

    // The billing form: budget and duration, then Promote.
    await billing.getByLabel("Daily budget (USD)").fill("12");
    await billing.getByLabel("Duration in days").fill("14");
    const created = page.waitForResponse((r) => r.url().endsWith("/quick_promote/"), SLOW);
    await billing.getByRole("button", { name: "Promote", exact: true }).click();
    expect((await created).ok()).toBe(true);
    await continueToBilling(page, advertiserId, campaignName);

    // IMPL-040: the clearly labelled TEST provider takes a test card; only brand and last four show.
    const provider = page.getByRole("form", { name: "Test payment provider" });
    await provider.getByLabel("Name on card").fill("Lamp Works");
    await provider.getByLabel("Card number").fill("4242 4242 4242 4242");
    await provider.getByLabel("Expiry month").fill("12");
    await provider.getByLabel("Expiry year").fill("2030");
    await provider.getByLabel("Security code").fill("123");
    await provider.getByRole("button", { name: "Save payment method" }).click();
    await page.getByText(/visa •••• 4242/i).waitFor(SLOW);
    await expectAccessible(page);

    // The draft is gone once the campaign exists (ADS-013).
    const draft = await page.evaluate(
      ([a, p]) => localStorage.getItem(`quick_promote_draft:${a}:${p}`),
      [advertiserId, pinId],
    );
    expect(draft).toBeNull();
    await page.context().close();
  });

  it("UI-020/UI-021/UI-022/ADS-023…ADS-027: at 800 px the business and billing forms are 472-wide modals", async () => {
    const page = await newPage(browser, {
      locale: "en-US",
      timezoneId: "UTC",
      viewport: { width: 800, height: 900 },
    });
    const pinId = await createPinAsPersonalUser(page, "Linen throw");
    const advertiserId = await convertToBusiness(page, pinId);
    expect(await page.locator(".cb-qp[data-layout]").getAttribute("data-layout")).toBe("NARROW");

    // The business form modal, 472 wide (UI-021, UI-022).
    const businessForm = page.getByRole("dialog", { name: "Your ad" });
    await businessForm.waitFor(SLOW);
    expect((await businessForm.boundingBox())?.width).toBe(472);
    await expectAccessible(page);
    const campaignName = `Linen week ${Date.now() % 100000}`;
    await businessForm.getByLabel("Campaign name").fill(campaignName);
    await businessForm.getByRole("button", { name: "Next", exact: true }).click();

    // The billing form modal; Promote with no destination link goes back to the business
    // form, which now shows what is missing (ADS-024).
    const billingForm = page.getByRole("dialog", { name: "Budget and schedule" });
    await billingForm.waitFor(SLOW);
    expect((await billingForm.boundingBox())?.width).toBe(472);
    await expectAccessible(page);
    await billingForm.getByLabel("Daily budget (USD)").fill("8");
    await billingForm.getByRole("button", { name: "Promote", exact: true }).click();
    const link = businessForm.getByLabel("Destination link");
    await link.waitFor(SLOW);
    expect(await link.getAttribute("aria-invalid")).toBe("true");
    await expectAccessible(page);
    await link.fill("https://linen.example/throw");
    await businessForm.getByRole("button", { name: "Next", exact: true }).click();

    // Both forms valid: Promote saves and the success modal follows (ADS-025…ADS-027).
    await billingForm.waitFor(SLOW);
    expect(await billingForm.getByLabel("Daily budget (USD)").inputValue()).toBe("8");
    await billingForm.getByRole("button", { name: "Promote", exact: true }).click();
    await continueToBilling(page, advertiserId, campaignName);
    await page.context().close();
  });
});

/**
 * A private copy of the built SPA for this file's server: another run's `npm run build`
 * empties web/dist, and pages loaded afterwards would ask for chunks that are gone.
 */
/** The bytes of a demo pin's picture, to upload as "a picture from the computer". */
async function demoImage(baseUrl: string): Promise<Buffer> {
  const feed = (await (await fetch(`${baseUrl}/resource/HomefeedResource/get/?page_size=1`)).json()) as {
    resource_response: { data: { items: { images: { "474x": { url: string } } }[] } };
  };
  const url = feed.resource_response.data.items[0]?.images["474x"].url ?? "";
  const response = await fetch(new URL(url, baseUrl));
  if (!response.ok) throw new Error(`demo image ${url}: ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}
