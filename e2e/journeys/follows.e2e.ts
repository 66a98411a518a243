// Following in real Chromium against the shared server (seed 001 §4, §8; D-031): a viewer
// follows a creator from their profile and finds the creator's pin at the top of the home
// feed, then unfollows and it is no longer first; a visitor who is not signed in presses
// Follow, is asked to log in (the follow prompt), logs in and is following
// (FOLLOW-001, FOLLOW-003, FOLLOW-004, FOLLOW-009, FOLLOW-014, FOLLOW-015, FOLLOW-020, AUTH-041);
// a follow whose call fails rolls back with the error toast (FOLLOW-003, FOLLOW-010).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { JOURNEY_PASSWORD, type VerifiedAccount, verifiedAccount } from "../support/accounts.ts";
import { callApi } from "../support/api.ts";
import { launchBrowser, newPage, seriousA11yViolations } from "../support/browser.ts";

const baseUrl = inject("baseUrl");
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

function api<T>(page: Page, method: "GET" | "POST", path: string, data: object = {}): Promise<T> {
  return callApi<T>(page, baseUrl, method, path, data);
}

/** Saves one of the home feed's pins to the account's board: a new pin of theirs, newest of all. */
async function saveAPin(account: VerifiedAccount, skip: readonly string[] = []): Promise<string> {
  const feed = await api<{ items: { id: string }[] }>(
    account.page,
    "GET",
    "/resource/HomefeedResource/get/",
    {
      page_size: "10",
    },
  );
  const source = feed.items.find((pin) => !skip.includes(pin.id));
  if (!source) throw new Error("the home feed has no pin to save");
  const saved = await api<{ id: string }>(account.page, "POST", "/resource/RepinResource/create/", {
    board_id: account.boardId,
    pin_id: source.id,
    method: "button",
    is_buyable_pin: false,
  });
  return saved.id;
}

/** The pin the home feed's grid shows first. */
async function firstHomePin(page: Page): Promise<string> {
  await page.goto(`${baseUrl}/`);
  const first = page.locator("main a.cb-pin-card").first();
  await first.waitFor();
  return (await first.getAttribute("href"))?.match(/^\/pin\/(\d+)\/$/)?.[1] ?? "";
}

/** The profile's follow button (the header has none). */
function followButton(page: Page, name: "Follow" | "Following") {
  return page.getByRole("main").getByRole("button", { name, exact: true });
}

describe("following journeys", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("FOLLOW-001/FOLLOW-003/FOLLOW-004/FOLLOW-009/FOLLOW-020: follows a creator from their profile, sees their pin first on the home feed, unfollows", async () => {
    const creator = await verifiedAccount(browser, baseUrl, "creator");
    const viewer = await verifiedAccount(browser, baseUrl, "viewer");
    const creatorPin = await saveAPin(creator);
    // A newer public pin by someone else: without the follow, the creator's is not first.
    await saveAPin(viewer, [creatorPin]);
    const page = viewer.page;
    expect(await firstHomePin(page)).not.toBe(creatorPin);

    // FOLLOW-020: the profile lives at /{username}/.
    await page.goto(`${baseUrl}/${creator.username}/`);
    await followButton(page, "Follow").click();
    await followButton(page, "Following").waitFor();
    await page.getByText("Following! Their created Pins will show up in your home feed!").waitFor();
    await page.getByRole("button", { name: "1 follower", exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // "Their created Pins will show up in your home feed": at the top.
    await eventually(() => firstHomePin(page)).toBe(creatorPin);

    await page.goto(`${baseUrl}/${creator.username}/`);
    await followButton(page, "Following").click();
    await followButton(page, "Follow").waitFor();
    await page.getByRole("button", { name: "0 followers", exact: true }).waitFor();
    // The unfollow was stored: a fresh load agrees.
    await page.reload();
    await followButton(page, "Follow").waitFor();
    expect(await firstHomePin(page)).not.toBe(creatorPin);
    await Promise.all([creator.page.context().close(), page.context().close()]);
  });

  it("FOLLOW-014/FOLLOW-015/AUTH-041: a logged-out Follow opens the follow prompt; after logging in the visitor follows", async () => {
    const creator = await verifiedAccount(browser, baseUrl, "prompted");
    const member = await verifiedAccount(browser, baseUrl, "member");
    await member.page.context().close();

    const page = await newPage(browser, { locale: "en-US", timezoneId: "UTC" });
    await page.goto(`${baseUrl}/${creator.username}/`);
    await followButton(page, "Follow").click();
    const modal = page.getByTestId("auth-modal");
    await modal.getByRole("heading", { name: "Join Corkboard to follow" }).waitFor();
    // AUTH-041: the creator's avatar is the signup image.
    await modal.getByTestId("signup-image").waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // An existing member logs in from the prompt instead of signing up.
    await modal.getByRole("button", { name: "Log in", exact: true }).click();
    await modal.getByLabel("Email").fill(member.email);
    await modal.getByLabel("Password", { exact: true }).fill(JOURNEY_PASSWORD);
    await modal.getByRole("button", { name: "Log in", exact: true }).click();

    // Signing in reloads the profile; the follow asked for is carried out there.
    await followButton(page, "Following").waitFor({ timeout: 15_000 });
    await page.getByText("Following! Their created Pins will show up in your home feed!").waitFor();
    const profile = await api<{ explicitly_followed_by_me: boolean; follower_count: number }>(
      page,
      "GET",
      "/resource/UserResource/get/",
      { username: creator.username },
    );
    expect(profile).toMatchObject({ explicitly_followed_by_me: true, follower_count: 1 });
    await Promise.all([creator.page.context().close(), page.context().close()]);
  });
  it("FOLLOW-003/FOLLOW-010: a follow shows at once and, when the call fails, rolls back with the error toast", async () => {
    const creator = await verifiedAccount(browser, baseUrl, "failing");
    const viewer = await verifiedAccount(browser, baseUrl, "unlucky");
    const page = viewer.page;
    await page.goto(`${baseUrl}/${creator.username}/`);
    const name = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    // The follow call is held, then fails as a server fault would.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === "/resource/UserFollowResource/create/",
      async (route) => {
        await held;
        await route.fulfill({
          status: 500,
          json: {
            resource_response: {
              status: "failure",
              code: 500,
              message: "Something went wrong.",
              data: null,
              error: { code: "INTERNAL", message: "Something went wrong." },
            },
          },
        });
      },
    );
    await followButton(page, "Follow").click();
    // FOLLOW-003: followed before the server answers.
    await followButton(page, "Following").waitFor();
    await page.getByRole("button", { name: "1 follower", exact: true }).waitFor();
    release();
    // Rolled back, with the seed's toast (FOLLOW-010).
    await followButton(page, "Follow").waitFor();
    await page.getByRole("button", { name: "0 followers", exact: true }).waitFor();
    await page.getByText(`Error following ${name}.`).waitFor();
    const profile = await api<{ explicitly_followed_by_me: boolean }>(
      page,
      "GET",
      "/resource/UserResource/get/",
      {
        username: creator.username,
      },
    );
    expect(profile.explicitly_followed_by_me).toBe(false);
    await Promise.all([creator.page.context().close(), page.context().close()]);
  });
});
