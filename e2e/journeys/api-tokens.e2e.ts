// Personal API tokens in real Chromium (issue 20, D-057): a person signs in, opens the avatar
// menu → API tokens, creates a token with two scopes and copies it from the once-only
// display; the test then calls the API with it from Node (a read and a CSRF-free write),
// revokes it in the page, and the same call is refused.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifiedAccount } from "../support/accounts.ts";
import { launchBrowser, seriousA11yViolations } from "../support/browser.ts";
import { removeDataDir, type ServerProcess, startServer } from "../support/server-process.ts";

const SLOW = { timeout: 15_000 };

describe("issue 20: personal API tokens", () => {
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

  it("issue 20: sign in → avatar menu → API tokens → create (copy the token) → call the API → revoke → the same call is refused", async () => {
    const account = await verifiedAccount(browser, server.baseUrl, "tokens");
    const page = account.page;
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.baseUrl });
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole("button", { name: /^Account options for / }).click(SLOW);
    await page.getByRole("menuitem", { name: "API tokens" }).click();
    await page.getByRole("heading", { level: 1, name: "API tokens" }).waitFor(SLOW);
    await page.getByText("You have no API tokens yet.").waitFor(SLOW);

    await page.getByRole("button", { name: "Create token" }).click();
    const dialog = page.getByRole("dialog", { name: "Create an API token" });
    await dialog.getByLabel("Name").fill("Journey script");
    await dialog
      .getByRole("group", { name: "Permissions: Read" })
      .getByLabel("See your public boards")
      .check();
    await dialog
      .getByRole("group", { name: "Permissions: Write" })
      .getByLabel("Create, change and delete your public boards")
      .check();
    await dialog.getByLabel("Expires").selectOption("90");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Create", exact: true }).click();

    const shown = page.getByRole("dialog", { name: "Your new token" });
    await shown.getByText("Copy it now. You won't see it again.").waitFor(SLOW);
    await shown.getByRole("button", { name: "Copy" }).click();
    await shown.getByRole("button", { name: "Copied" }).waitFor(SLOW);
    const token = await page.evaluate(() => navigator.clipboard.readText());
    expect(token).toMatch(/^cbp_[0-9A-Za-z]{12}_[0-9A-Za-z]{43}$/);
    expect(await shown.getByLabel("The new token").inputValue()).toBe(token);
    await shown.getByRole("button", { name: "Done" }).click();
    const row = page.getByRole("row", { name: /Journey script/ });
    await row.getByText(`${token.split("_").slice(0, 2).join("_")}…`).waitFor(SLOW);
    expect(await page.getByText(token).count()).toBe(0);

    // The API from outside the browser: no cookies, no CSRF token, only the Bearer header.
    const boardsUrl = `${server.baseUrl}/resource/BoardsResource/get/?username=${account.username}`;
    const auth = { Authorization: `Bearer ${token}` };
    const read = await fetch(boardsUrl, { headers: auth });
    expect(read.status).toBe(200);
    expect(read.headers.get("x-ratelimit-remaining")).toBe("999");
    const boards = (await read.json()) as { resource_response: { data: { items: { id: string }[] } } };
    expect(boards.resource_response.data.items.map((board) => board.id)).toContain(account.boardId);
    const write = await fetch(`${server.baseUrl}/resource/BoardResource/create/`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Made by a script" }),
    });
    expect(write.status).toBe(200);

    // Revoke in the page, asked first; the list marks it.
    await page.reload();
    await row.getByRole("button", { name: "Revoke Journey script" }).click(SLOW);
    const confirm = page.getByRole("dialog", { name: "Revoke this token?" });
    await confirm.getByRole("button", { name: "Revoke token" }).click();
    await page.getByText("Token revoked").waitFor(SLOW);
    await row.getByText("Revoked", { exact: true }).waitFor(SLOW);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const refused = await fetch(boardsUrl, { headers: auth });
    expect(refused.status).toBe(401);
    const body = (await refused.json()) as { resource_response: { error: { code: string } } };
    expect(body.resource_response.error.code).toBe("TOKEN_INVALID");
  });
});
