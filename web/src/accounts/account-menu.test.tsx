import type { RememberedAccountRecord, RememberedAccounts } from "@corkboard/core/contract";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SignedInHeader } from "../app/signed-in-header.tsx";
import {
  bootstrapWith,
  fail,
  ok,
  renderApp,
  resetAuthState,
  stubApi,
  testViewerUser,
  watchPageLoads,
} from "../auth/test-support.tsx";
import { LOCAL_ACCOUNTS_KEY } from "./local-accounts.ts";

const user = testViewerUser({ id: "1", first_name: "Ann", full_name: "Ann Able", username: "ann" });
const signedIn = bootstrapWith({ viewer: { type: "AUTH", is_auth: true, user } });
const REMEMBERED = "GET /v3/accounts/remembered/";

const record = (id: string, username: string, full_name: string): RememberedAccountRecord => ({
  id,
  username,
  email: `${username}@example.com`,
  full_name,
  image_medium_url: null,
  image_large_url: null,
});
const ANN = record("1", "ann", "Ann Able");
const BEN = record("2", "ben", "Ben Bold");

function renderMenu(accounts: RememberedAccountRecord[], handlers: Parameters<typeof stubApi>[0] = {}) {
  const list: RememberedAccounts = { group_id: "g-1", active_id: "1", accounts, max_accounts: 5 };
  const api = stubApi({
    "GET /vx/business_access/profiles/": () => ok([]),
    "GET /resource/NotificationCountResource/get/": () => ok({ unread_count: 0 }),
    [REMEMBERED]: () => ok(list),
    ...handlers,
  });
  const view = renderApp(<SignedInHeader user={user} />, { path: "/", bootstrap: signedIn });
  return { api, ...view };
}

function openMenu() {
  const button = screen.getByRole("button", { name: "Account options for Ann" });
  button.focus();
  act(() => {
    fireEvent.keyDown(button, { key: "Enter" });
  });
  return screen.getByRole("menu", { name: "Account options for Ann" });
}

describe("the account menu's remembered accounts (ACCT-001, ACCT-003, ACCT-006, ACCT-007)", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
  });

  it("ACCT-001 lists the other remembered accounts to switch to, Add account and both log-outs", async () => {
    const { api } = renderMenu([ANN, BEN]);
    await waitFor(() => expect(api.to("/v3/accounts/remembered/")).toHaveLength(1));
    const menu = openMenu();
    await waitFor(() =>
      expect(within(menu).getByRole("menuitem", { name: "Switch to Ben Bold" })).toBeTruthy(),
    );
    // After the menu's own entries (profile … Export your data: signed-in-header.test.tsx).
    const entries = within(menu)
      .getAllByRole("menuitem")
      .map((entry) => entry.textContent);
    expect(entries.slice(entries.indexOf("Export your data") + 1)).toEqual([
      "Switch to Ben Bold",
      "Add account",
      "Log out of Ann Able",
      "Log out of all accounts",
    ]);
    expect(within(menu).getByRole("menuitem", { name: "Add account" }).getAttribute("href")).toBe(
      "/add-account/",
    );
  });

  it("ACCT-006 switching lands on /{username}/ of the account now active", async () => {
    const loads = watchPageLoads();
    const { api } = renderMenu([ANN, BEN], {
      "POST /v3/accounts/switch/": () => ok({ user: testViewerUser({ id: "2", username: "ben" }) }),
    });
    const menu = openMenu();
    fireEvent.click(await within(menu).findByRole("menuitem", { name: "Switch to Ben Bold" }));
    await waitFor(() => expect(loads.assign).toHaveBeenCalledWith("/ben/"));
    expect(api.to("/v3/accounts/switch/")[0]?.body).toEqual({ user_id: "2" });
  });

  it("ACCT-008 a switch the server refuses says so and stays", async () => {
    const loads = watchPageLoads();
    renderMenu([ANN, BEN], { "POST /v3/accounts/switch/": () => fail(404, "NOT_FOUND") });
    const menu = openMenu();
    fireEvent.click(await within(menu).findByRole("menuitem", { name: "Switch to Ben Bold" }));
    expect(await screen.findByText("We couldn't switch to that account. Log in to it again.")).toBeTruthy();
    expect(loads.assign).not.toHaveBeenCalled();
  });

  it("ACCT-001 logging out of the active account goes on as the next one; of all, home", async () => {
    const loads = watchPageLoads();
    const { api } = renderMenu([ANN, BEN], {
      "POST /v3/accounts/remembered/remove/": () => ok({ active_username: "ben" }),
      "POST /v3/accounts/logout_all/": () => ok(true),
    });
    fireEvent.click(await within(openMenu()).findByRole("menuitem", { name: "Log out of Ann Able" }));
    await waitFor(() => expect(loads.assign).toHaveBeenCalledWith("/ben/"));
    expect(api.to("/v3/accounts/remembered/remove/")[0]?.body).toEqual({ user_id: "1" });
    fireEvent.click(await within(openMenu()).findByRole("menuitem", { name: "Log out of all accounts" }));
    await waitFor(() => expect(loads.assign).toHaveBeenCalledWith("/"));
    expect(localStorage.getItem(LOCAL_ACCOUNTS_KEY)).toBeNull();
  });

  it("ACCT-007 with five accounts, Add account asks to remove one first", async () => {
    const loads = watchPageLoads();
    const five = [ANN, BEN, record("3", "cy", "Cy"), record("4", "di", "Di"), record("5", "ed", "Ed")];
    const { api } = renderMenu(five, {
      "POST /v3/accounts/remembered/remove/": () => ok({ active_username: "ann" }),
    });
    const menu = openMenu();
    await within(menu).findByRole("menuitem", { name: "Switch to Ed" });
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Add account" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove an account first" });
    expect(
      within(dialog).getByText("You can keep up to 5 accounts on this device. Remove one to add another."),
    ).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Remove Ann Able" })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove Cy" }));
    await waitFor(() => expect(loads.assign).toHaveBeenCalledWith("/add-account/"));
    expect(api.to("/v3/accounts/remembered/remove/")[0]?.body).toEqual({ user_id: "3" });
  });

  it("ACCT-003 with one account the plain Log out stays, and the local account map goes with it", async () => {
    const loads = watchPageLoads();
    const { api } = renderMenu([ANN], { "POST /v3/logout/": () => ok(true) });
    await waitFor(() => expect(localStorage.getItem(LOCAL_ACCOUNTS_KEY)).not.toBeNull());
    const menu = openMenu();
    expect(within(menu).queryByRole("menuitem", { name: /^Switch to / })).toBeNull();
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Log out" }));
    await waitFor(() => expect(loads.assign).toHaveBeenCalledWith("/"));
    expect(api.to("/v3/logout/")).toHaveLength(1);
    expect(localStorage.getItem(LOCAL_ACCOUNTS_KEY)).toBeNull();
  });

  it("ACCT-003 ACCT-008 the browser keeps an account map and the group id, display data only", async () => {
    const { api } = renderMenu([ANN, BEN]);
    await waitFor(() => expect(localStorage.getItem(LOCAL_ACCOUNTS_KEY)).not.toBeNull());
    expect(api.to("/v3/accounts/remembered/")).toHaveLength(1);
    const stored = JSON.parse(localStorage.getItem(LOCAL_ACCOUNTS_KEY) ?? "{}");
    expect(stored).toEqual({
      group_id: "g-1",
      accounts: {
        "1": { username: "ann", full_name: "Ann Able", image_medium_url: null },
        "2": { username: "ben", full_name: "Ben Bold", image_medium_url: null },
      },
    });
    expect(JSON.stringify(stored)).not.toMatch(/token|session|email/i);
  });
});
