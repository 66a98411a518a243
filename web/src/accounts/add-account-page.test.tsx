import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderAppRoutes } from "../app/render-app-routes.tsx";
import {
  bootstrapWith,
  ok,
  resetAuthState,
  stubApi,
  testViewerUser,
  watchPageLoads,
} from "../auth/test-support.tsx";

const user = testViewerUser({ id: "1", first_name: "Ann", username: "ann" });
const signedIn = bootstrapWith({
  viewer: { type: "AUTH", is_auth: true, user },
  config: { minimum_age: 18, social_networks: ["google", "facebook"] },
});
const LOGIN = "POST /resource/UserSessionResource/create/";

function stubShell(handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    "GET /vx/business_access/profiles/": () => ok([]),
    "GET /resource/NotificationCountResource/get/": () => ok({ unread_count: 0 }),
    "GET /v3/accounts/remembered/": () =>
      ok({ group_id: null, active_id: "1", accounts: [], max_accounts: 5 }),
    ...handlers,
  });
}

describe("/add-account: the login in account-switch mode (ACCT-004)", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
  });

  it("AUTH-027 AUTH-028 ACCT-004 no signup toggle and no social buttons, but the line inviting to switch; signed in, the page stays", async () => {
    stubShell();
    renderAppRoutes("/add-account/", signedIn);
    const form = await screen.findByRole("form", { name: "Log in" });
    expect(within(form).getByText("Log in to switch between accounts")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Sign up" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Google|Facebook/ })).toBeNull();
    expect(window.location.pathname).toBe("/add-account/");
  });

  it("AUTH-223 ACCT-005 ACCT-006 the login sends the account-switch flag and lands on the new account's profile", async () => {
    const loads = watchPageLoads();
    const api = stubShell({
      [LOGIN]: () =>
        ok({
          user: testViewerUser({ id: "2", username: "ben" }),
          client_context: {
            country: "US",
            country_from_hostname: "US",
            country_from_ip: "US",
            region_from_ip: null,
          },
        }),
    });
    renderAppRoutes("/add-account/", signedIn);
    const form = await screen.findByRole("form", { name: "Log in" });
    fireEvent.change(within(form).getByLabelText("Email"), { target: { value: "ben@example.com" } });
    fireEvent.change(within(form).getByLabelText("Password"), {
      target: { value: "violet-harbor-lantern-42" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(loads.assign).toHaveBeenCalledWith("/ben/"));
    expect(api.to("/resource/UserSessionResource/create/")[0]?.body).toMatchObject({
      username_or_email: "ben@example.com",
      password: "violet-harbor-lantern-42",
      account_switch: true,
    });
  });
});
