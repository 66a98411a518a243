import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  bootstrapWith,
  ok,
  renderApp,
  resetAuthState,
  stubApi,
  testViewerUser,
  watchPageLoads,
} from "../auth/test-support.tsx";
import { pickerBoard } from "../pins/save/save-test-support.tsx";
import { SignedInHeader } from "./signed-in-header.tsx";

const user = testViewerUser({ first_name: "Jo", username: "jo" });
const signedIn = bootstrapWith({ viewer: { type: "AUTH", is_auth: true, user } });
const PROFILES = "GET /vx/business_access/profiles/";
const UNREAD = "GET /resource/NotificationCountResource/get/";
const REMEMBERED = "GET /v3/accounts/remembered/";

function renderHeader(handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    [PROFILES]: () => ok([]),
    [UNREAD]: () => ok({ unread_count: 0 }),
    [REMEMBERED]: () => ok({ group_id: null, active_id: user.id, accounts: [], max_accounts: 5 }),
    ...handlers,
  });
  const view = renderApp(<SignedInHeader user={user} />, { path: "/", bootstrap: signedIn });
  return { api, ...view };
}

/** Opens a menu from the keyboard, as the menu button pattern says (Enter). */
function openMenu(name: string | RegExp) {
  const button = screen.getByRole("button", { name });
  button.focus();
  act(() => {
    fireEvent.keyDown(button, { key: "Enter" });
  });
  return screen.getByRole("menu", { name });
}

describe("signed-in header", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    sessionStorage.clear();
  });

  it("IMPL-005 IMPL-016 IMPL-045 issue 20: the avatar's menu: profile, claimed websites, account and security settings, API tokens, import, export and Log out, keyboard first", async () => {
    const { location } = renderHeader();
    const menu = openMenu("Account options for Jo");
    const entries = within(menu).getAllByRole("menuitem");
    expect(entries.map((entry) => entry.textContent)).toEqual([
      "Your profile",
      "Claimed websites",
      "Account settings",
      "Security settings",
      "API tokens",
      "Import pins",
      "Export your data",
      "Add account",
      "Log out",
    ]);
    expect(document.activeElement).toBe(entries[0]);
    expect(entries[0]?.getAttribute("href")).toBe("/jo/");
    expect(entries[1]?.getAttribute("href")).toBe("/settings/claim/");
    expect(entries[2]?.getAttribute("href")).toBe("/settings/account/");
    expect(entries[3]?.getAttribute("href")).toBe("/settings/security/");
    expect(entries[4]?.getAttribute("href")).toBe("/settings/api-tokens/");
    expect(entries[5]?.getAttribute("href")).toBe("/settings/import/");
    expect(entries[6]?.getAttribute("href")).toBe("/settings/export/");
    fireEvent.keyDown(entries[0] as HTMLElement, { key: "ArrowDown" });
    expect(document.activeElement).toBe(entries[1]);
    act(() => {
      fireEvent.keyDown(entries[1] as HTMLElement, { key: "Escape" });
    });
    expect(menu.hidden).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Account options for Jo" }));
    openMenu("Account options for Jo");
    fireEvent.click(screen.getByRole("menuitem", { name: "Your profile" }));
    expect(location.history?.at(-1)).toBe("/jo/");
  });

  it("IMPL-039 the bell says how many notifications are unread and leads to /notifications/", async () => {
    const { location } = renderHeader({ [UNREAD]: () => ok({ unread_count: 3 }) });
    const bell = await screen.findByRole("link", { name: "Notifications, 3 unread" });
    expect(bell.textContent).toBe("3");
    fireEvent.click(bell);
    expect(location.history?.at(-1)).toBe("/notifications/");
  });

  it("IMPL-039 the bell shows no count when nothing is unread, and 99+ past 99", async () => {
    renderHeader();
    await waitFor(() => expect(screen.getByRole("link", { name: "Notifications" }).textContent).toBe(""));
    cleanup();
    renderHeader({ [UNREAD]: () => ok({ unread_count: 100 }) });
    expect((await screen.findByRole("link", { name: "Notifications, 99+ unread" })).textContent).toBe("99+");
  });

  it("IMPL-005 Log out posts, then reloads on /", async () => {
    const pages = watchPageLoads();
    const { api } = renderHeader({ "POST /v3/logout/": () => ok(true) });
    openMenu("Account options for Jo");
    fireEvent.click(screen.getByRole("menuitem", { name: "Log out" }));
    await waitFor(() => expect(pages.assign).toHaveBeenCalledWith("/"));
    expect(api.to("/v3/logout/")).toHaveLength(1);
  });

  it("Create → Board: the create-board form in a modal, then the new board's page", async () => {
    const { api, location } = renderHeader({
      "POST /resource/BoardResource/create/": () => ok(pickerBoard("20", "Lamps", { url: "/jo/lamps/" })),
    });
    const menu = openMenu("Create");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((entry) => entry.textContent),
    ).toEqual(["Pin", "Board"]);
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Board" }));
    const dialog = await screen.findByRole("dialog", { name: "Create board" });
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Lamps" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/jo/lamps/"));
    expect(api.to("/resource/BoardResource/create/")[0]?.body).toMatchObject({ name: "Lamps" });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Create board" })).toBeNull());
    expect(screen.getByText("Board created")).toBeTruthy();
  });

  it("Create → Pin opens the upload dialog", async () => {
    renderHeader();
    openMenu("Create");
    fireEvent.click(screen.getByRole("menuitem", { name: "Pin" }));
    expect(await screen.findByRole("dialog", { name: "Create Pin" })).toBeTruthy();
  });
});
