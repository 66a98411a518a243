// Issue "Saving pins" (seed 001): managing boards in real Chromium against a real server.
// 1. A section from the board page's "Add section" modal, two pins moved into it with the
//    select-and-move UI, then a move whose call fails (api_error_code 2171) and reverts
//    (BOARD-050, BOARD-056, BOARD-059, BOARD-066, BOARD-069, BOARD-072, IMPL-027).
// 2. A collaborator invited by email from /board/create/, who signs up, follows the mailed
//    link, accepts, and saves a pin to the board from the picker; the owner takes back a
//    second invite and the collaborator leaves (BOARD-060, BOARD-063, BOARD-064, IMPL-027,
//    IMPL-028). axe-core is clean on every screen visited.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signUpThroughApi, uniqueEmail } from "../support/accounts.ts";
import { callApi } from "../support/api.ts";
import { launchBrowser, newPage, seriousA11yViolations } from "../support/browser.ts";
import { latestMail, linkIn } from "../support/mail.ts";

const baseUrl = inject("baseUrl");
const BUSY = "Please wait until the previous board action finishes.";

/** expect.poll with room for a real server and browser (its default gives up after 1 s). */
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

interface BoardRef {
  id: string;
  name: string;
  url: string;
}

/** Calls an endpoint with the signed-in context of `page`. */
function api<T>(page: Page, method: "GET" | "POST", path: string, data: object = {}): Promise<T> {
  return callApi<T>(page, baseUrl, method, path, data);
}

/** Ids of the demo pins the home feed shows first. */
async function homePinIds(page: Page, count: number): Promise<string[]> {
  const feed = await api<{ items: { id: string }[] }>(page, "GET", "/resource/HomefeedResource/get/", {
    page_size: String(count),
  });
  return feed.items.slice(0, count).map((pin) => pin.id);
}

/** Pin ids the pin grid on the current page links to. */
function gridPinIds(page: Page): Promise<string[]> {
  return page
    .locator("main a.cb-pin-card")
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute("href")?.match(/^\/pin\/(\d+)\/$/)?.[1] ?? ""),
    );
}

describe("board management journeys", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function expectAccessible(page: Page) {
    expect(await seriousA11yViolations(page)).toEqual([]);
  }

  async function boardMenu(page: Page, item: string) {
    await page.getByRole("button", { name: "More board options" }).click();
    await page.getByRole("button", { name: item, exact: true }).click();
  }

  it("BOARD-050/BOARD-059/BOARD-066/BOARD-069/BOARD-072/IMPL-027: adds a section, moves two pins into it, a failed move reverts, the section edit page renames it", async () => {
    const page = await newPage(browser, { locale: "en-US", timezoneId: "UTC" });
    await signUpThroughApi(page, baseUrl, uniqueEmail("sections"));
    const board = await api<BoardRef>(page, "POST", "/resource/BoardResource/create/", {
      name: `Kitchen ideas ${Date.now() % 100000}`,
      privacy: "public",
    });
    const pinIds: string[] = [];
    for (const pinId of await homePinIds(page, 4)) {
      const saved = await api<{ id: string }>(page, "POST", "/resource/RepinResource/create/", {
        board_id: board.id,
        pin_id: pinId,
        method: "button",
        is_buyable_pin: false,
      });
      pinIds.push(saved.id);
    }

    await page.goto(`${baseUrl}${board.url}`);
    await page.getByRole("heading", { level: 1, name: board.name }).waitFor();
    await eventually(() => gridPinIds(page).then((ids) => ids.sort())).toEqual([...pinIds].sort());
    await expectAccessible(page);

    // BOARD-050: the "Add section" modal; "Add" waits for a name (BOARD-051).
    await boardMenu(page, "Add section");
    const addDialog = page.getByRole("dialog", { name: "Add section" });
    const add = addDialog.getByRole("button", { name: "Add", exact: true });
    await add.waitFor();
    expect(await add.isDisabled()).toBe(true);
    await expectAccessible(page);
    await addDialog.getByLabel("Section name").fill("  Breakfast  ");
    await add.click();
    await addDialog.waitFor({ state: "hidden" });
    // BOARD-059: the section list reloads with the new section.
    await page.getByRole("heading", { level: 2, name: "Sections" }).waitFor();
    const sectionLink = page.locator("main a").filter({ hasText: "Breakfast" }).first();
    await sectionLink.waitFor();
    const sectionHref = await sectionLink.getAttribute("href");

    // Select two pins and move them into the section (BOARD-069).
    await boardMenu(page, "Select Pins to move");
    const choices = page.getByRole("list", { name: "Select Pins" }).getByRole("checkbox");
    await eventually(() => choices.count()).toBe(4);
    await choices.nth(0).check();
    await choices.nth(1).check();
    await page.getByText("2 Pins selected").waitFor();
    await expectAccessible(page);
    await page.getByRole("toolbar").getByRole("button", { name: "Move", exact: true }).click();
    const moveDialog = page.getByRole("dialog", { name: "Move 2 Pins" });
    await moveDialog.getByRole("radio", { name: `Breakfast in ${board.name}` }).check();
    await expectAccessible(page);
    const moveCall = page.waitForRequest((r) =>
      r.url().includes("/resource/BoardSectionEditResource/update/"),
    );
    const moveAnswer = page.waitForResponse((r) =>
      r.url().includes("/resource/BoardSectionEditResource/update/"),
    );
    await moveDialog.getByRole("button", { name: "Move", exact: true }).click();
    const moved = ((await moveCall).postDataJSON() as { pins: string[] }).pins;
    expect((await moveAnswer).ok()).toBe(true);
    expect(moved).toHaveLength(2);
    await eventually(() => choices.count()).toBe(2);

    // The pins left the board's top level and are in the section.
    await page.getByRole("button", { name: "Done", exact: true }).click();
    const rest = pinIds.filter((id) => !moved.includes(id));
    await eventually(() => gridPinIds(page).then((ids) => ids.sort())).toEqual([...rest].sort());
    await page.goto(`${baseUrl}${sectionHref}`);
    await page.getByRole("heading", { level: 1, name: "Breakfast" }).waitFor();
    await eventually(() => gridPinIds(page).then((ids) => ids.sort())).toEqual([...moved].sort());
    await expectAccessible(page);

    // A move whose call fails with 2171: the pins leave optimistically, then come back (BOARD-066, BOARD-072).
    await page.goto(`${baseUrl}${board.url}`);
    await boardMenu(page, "Select Pins to move");
    await eventually(() => choices.count()).toBe(2);
    // The failure is held back until the test has seen the optimistic removal.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/resource/BoardSectionEditResource/update/", async (route) => {
      await released;
      await route.fulfill({
        status: 409,
        contentType: "application/json",
        body: JSON.stringify({
          resource_response: {
            status: "failure",
            code: 409,
            message: "Board busy",
            data: null,
            error: { code: "BOARD_ACTION_BUSY", api_error_code: 2171, message: "Board busy" },
          },
        }),
      });
    });
    await choices.nth(0).check();
    await page.getByRole("toolbar").getByRole("button", { name: "Move", exact: true }).click();
    await page
      .getByRole("dialog", { name: "Move 1 Pin" })
      .getByRole("radio", { name: `Breakfast in ${board.name}` })
      .check();
    await page
      .getByRole("dialog", { name: "Move 1 Pin" })
      .getByRole("button", { name: "Move", exact: true })
      .click();
    await eventually(() => choices.count()).toBe(1);
    release();
    await page.getByText(BUSY).waitFor();
    await eventually(() => choices.count()).toBe(2);
    await expectAccessible(page);
    await page.unroute("**/resource/BoardSectionEditResource/update/");
    await page.getByRole("button", { name: "Done", exact: true }).click();
    await eventually(() => gridPinIds(page).then((ids) => ids.sort())).toEqual([...rest].sort());

    // IMPL-027: the section's own edit page renames it; its page is then at the new name.
    const sections = await api<{ id: string; title: string }[]>(
      page,
      "GET",
      "/resource/BoardSectionsRepinResource/get/",
      { board_id: board.id },
    );
    const breakfast = sections.find((section) => section.title === "Breakfast");
    await page.goto(`${baseUrl}/boardsection/${breakfast?.id}/edit/`);
    await page.getByRole("heading", { level: 1, name: "Edit section" }).waitFor();
    await expectAccessible(page);
    const sectionName = page.getByLabel("Section name");
    await sectionName.fill("Brunch");
    await sectionName.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Brunch" }).waitFor();
    await page.context().close();
  });

  it("BOARD-060/BOARD-063/BOARD-064/IMPL-027/IMPL-028: invites a collaborator by email who accepts from the mail, saves to the board, is listed on the collaborators page and leaves; a second invite is cancelled", async () => {
    const owner = await newPage(browser, { locale: "en-US", timezoneId: "UTC" });
    await signUpThroughApi(owner, baseUrl, uniqueEmail("owner"));
    const inviteeEmail = uniqueEmail("invitee");
    const boardName = `Shared trips ${Date.now() % 100000}`;

    // BOARD-060: the create-board page invites by email, with the seed's hints (BOARD-064).
    await owner.goto(`${baseUrl}/board/create/`);
    await owner.getByRole("heading", { level: 1, name: "Create board" }).waitFor();
    await expectAccessible(owner);
    await owner.getByLabel("Name", { exact: true }).fill(boardName);
    const collaborators = owner.getByLabel("Collaborators");
    await collaborators.fill(inviteeEmail.split("@")[0] ?? "");
    await collaborators.pressSequentially("@");
    await owner.getByText("Keep typing!").waitFor();
    await collaborators.pressSequentially(inviteeEmail.split("@")[1] ?? "");
    await owner.getByText("Click to send!").waitFor();
    await owner.getByRole("button", { name: `Invite ${inviteeEmail}` }).click();
    await owner.getByText("Done!").waitFor();
    await expectAccessible(owner);
    const invited = owner.waitForResponse((r) =>
      r.url().includes("/resource/BoardEmailInviteResource/create/"),
    );
    await owner.locator("#main").getByRole("button", { name: "Create", exact: true }).click();
    expect((await invited).ok()).toBe(true);

    // BOARD-063/IMPL-028: the mail arrives with the accept link.
    const mail = await latestMail(baseUrl, inviteeEmail);
    const link = linkIn(mail.text, "/invite/board/");

    const invitee = await newPage(browser, { locale: "en-US", timezoneId: "UTC" });
    await signUpThroughApi(invitee, baseUrl, inviteeEmail);
    await invitee.goto(link);
    await invitee.getByRole("heading", { level: 1, name: "Board invite" }).waitFor();
    await invitee.getByText(new RegExp(`invited you to collaborate on ${boardName}`)).waitFor();
    await expectAccessible(invitee);
    await invitee.getByRole("button", { name: "Accept", exact: true }).click();
    // Accepting opens the board, where a collaborator may manage it.
    await invitee.getByRole("heading", { level: 1, name: boardName }).waitFor();
    await invitee.getByRole("button", { name: "More board options" }).waitFor();
    await expectAccessible(invitee);

    // The board is in the collaborator's picker: save a home-feed pin to it.
    const [pinId] = await homePinIds(invitee, 1);
    await invitee.goto(`${baseUrl}/pin/${pinId}/`);
    await invitee.getByRole("button", { name: "Save", exact: true }).click();
    const picker = invitee.getByTestId("save-picker");
    const row = picker.getByRole("button", { name: `Save to ${boardName}` });
    await row.waitFor();
    await expectAccessible(invitee);
    const saved = invitee.waitForResponse((r) => r.url().includes("/resource/RepinResource/create/"));
    await row.click();
    expect((await saved).ok()).toBe(true);
    await invitee.getByText(`Saved to ${boardName}`).first().waitFor();

    // The owner sees the collaborator's pin on the board.
    const boards = await api<{ all_boards: BoardRef[] }>(
      owner,
      "GET",
      "/resource/BoardPickerBoardsResource/get/",
      {
        filter: "all",
      },
    );
    const board = boards.all_boards.find((b) => b.name === boardName);
    expect(board).toBeDefined();
    await owner.goto(`${baseUrl}${board?.url}`);
    await owner.getByRole("heading", { level: 1, name: boardName }).waitFor();
    await eventually(() => gridPinIds(owner).then((ids) => ids.length)).toBe(1);

    // IMPL-027: the owner's collaborators page lists the new collaborator and leads on to
    // inviting more.
    await owner.goto(`${baseUrl}/board/${board?.id}/edit/collaborators/`);
    await owner.getByRole("heading", { level: 1, name: "Collaborators" }).waitFor();
    await owner.getByRole("button", { name: /^Remove / }).waitFor();
    await expectAccessible(owner);
    await owner.getByRole("link", { name: /Add collaborators/ }).click();
    await owner.getByRole("heading", { level: 1, name: "Add collaborators" }).waitFor();
    await expectAccessible(owner);

    // IMPL-028: a second invite, sent from there, is taken back before it is answered.
    const secondEmail = uniqueEmail("second");
    const more = owner.getByLabel("Collaborators");
    await more.fill(secondEmail);
    await owner.getByRole("button", { name: `Invite ${secondEmail}` }).click();
    await owner.getByRole("button", { name: "Send invites" }).click();
    await owner.getByRole("heading", { level: 1, name: "Collaborators" }).waitFor();
    await owner.getByRole("button", { name: `Cancel the invite to ${secondEmail}` }).click();
    await owner.getByText("Invite cancelled").waitFor();
    await owner.getByRole("list", { name: "Invited, not yet answered" }).waitFor({ state: "detached" });
    await expectAccessible(owner);

    // IMPL-028: the collaborator leaves the board from the same page and lands on their profile.
    await invitee.goto(`${baseUrl}/board/${board?.id}/edit/collaborators/`);
    await invitee.getByRole("button", { name: "Leave board" }).click();
    await invitee.getByRole("heading", { name: "Leave this board?" }).waitFor();
    await expectAccessible(invitee);
    await invitee.getByRole("button", { name: "Leave", exact: true }).click();
    await invitee.getByText(`You left ${boardName}`).waitFor();
    await invitee.waitForURL((url) => !url.pathname.includes("/edit/collaborators/"));
    await owner.reload();
    await owner.getByText("No one collaborates on this board yet.").waitFor();
    await owner.context().close();
    await invitee.context().close();
  });
});
