import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  bootstrapWith,
  ok,
  renderApp,
  resetAuthState,
  stubApi,
  testViewerUser,
} from "../auth/test-support.tsx";
import { AccountMenu } from "./signed-in-header.tsx";

const user = testViewerUser({ first_name: "Jo", username: "jo" });

function openAccountMenu(isPartner: boolean) {
  stubApi({
    "GET /v3/accounts/remembered/": () =>
      ok({ group_id: null, active_id: user.id, accounts: [], max_accounts: 5 }),
  });
  renderApp(<AccountMenu user={user} />, {
    path: "/",
    bootstrap: bootstrapWith({ viewer: { type: "AUTH", is_auth: true, is_partner: isPartner, user } }),
  });
  const button = screen.getByRole("button", { name: /Account options for Jo/ });
  button.focus();
  act(() => {
    fireEvent.keyDown(button, { key: "Enter" });
  });
  return screen.getByRole("menu");
}

describe("the account menu's way into the advertiser area (IMPL-040, D-051)", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
  });

  it("IMPL-040 ADS-001 a business account finds Ads in its account menu; a personal one does not", () => {
    const menu = openAccountMenu(true);
    expect(within(menu).getByRole("menuitem", { name: "Ads" }).getAttribute("href")).toBe("/advertiser/");
    cleanup();
    resetAuthState();
    expect(within(openAccountMenu(false)).queryByRole("menuitem", { name: "Ads" })).toBeNull();
  });
});
