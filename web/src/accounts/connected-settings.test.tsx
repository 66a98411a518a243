import type { SocialConnectMessage } from "@corkboard/core/auth";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
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
import { SecurityPage } from "../settings/security-page.tsx";

const socialOnly = testViewerUser({
  username: "gina",
  email: "gina@gmail.com",
  has_password: false,
  connected_to_google: true,
  connected_to_facebook: false,
});
const page = (user = socialOnly) =>
  bootstrapWith({
    viewer: { type: "AUTH", is_auth: true, user },
    config: { minimum_age: 18, social_networks: ["google", "facebook"] },
  });
const SETTINGS_CALLS = {
  "GET /v3/users/2fa/": () => ok({ enabled: false, methods: [] }),
  "GET /v3/users/sessions/": () => ok([]),
};

/** A message as a browser delivers it from the popup. */
function post(data: SocialConnectMessage, source: Window) {
  const event = new MessageEvent("message", { data, origin: window.location.origin });
  Object.defineProperty(event, "source", { value: source });
  act(() => {
    window.dispatchEvent(event);
  });
}

describe("settings → password and connected accounts (IMPL-016)", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    vi.restoreAllMocks();
  });

  it("IMPL-016 a social-only account sets a first password without the current one", async () => {
    const loads = watchPageLoads();
    const api = stubApi({ ...SETTINGS_CALLS, "POST /v3/users/password/set/": () => ok(socialOnly) });
    renderApp(<SecurityPage />, { path: "/settings/security/", bootstrap: page() });
    const form = await screen.findByRole("form", { name: "Set a password" });
    expect(within(form).queryByLabelText("Current password")).toBeNull();
    expect(screen.queryByRole("form", { name: "Change your password" })).toBeNull();
    const [password, confirm] = within(form).getAllByLabelText(/password/i, { selector: "input" });
    fireEvent.change(password as HTMLElement, { target: { value: "violet-harbor-lantern-42" } });
    fireEvent.change(confirm as HTMLElement, { target: { value: "violet-harbor-lantern-42" } });
    fireEvent.click(within(form).getByRole("button", { name: "Set password" }));
    await waitFor(() => expect(loads.reload).toHaveBeenCalled());
    expect(api.to("/v3/users/password/set/")[0]?.body).toEqual({ new_password: "violet-harbor-lantern-42" });
  });

  it("IMPL-016 the last way in cannot be disconnected: the server's reason is shown and Google stays connected", async () => {
    stubApi({
      ...SETTINGS_CALLS,
      "POST /v3/users/connected/disconnect/": () =>
        fail(409, "LAST_SIGN_IN_METHOD", "This is your only way to log in."),
    });
    renderApp(<SecurityPage />, { path: "/settings/security/", bootstrap: page() });
    const section = await screen.findByRole("region", { name: "Connected accounts" });
    fireEvent.click(within(section).getByRole("button", { name: "Disconnect Google" }));
    expect(
      await screen.findByText(
        "This is your only way to log in. Set a password or connect another account before you disconnect it.",
      ),
    ).toBeTruthy();
    expect(within(section).getByRole("button", { name: "Disconnect Google" })).toBeTruthy();
  });

  it("IMPL-016 Connect opens the provider's popup in link mode; its answer shows the account connected", async () => {
    stubApi(SETTINGS_CALLS);
    const popup = { closed: false } as Window;
    const open = vi.spyOn(window, "open").mockReturnValue(popup);
    renderApp(<SecurityPage />, { path: "/settings/security/", bootstrap: page() });
    const section = await screen.findByRole("region", { name: "Connected accounts" });
    fireEvent.click(within(section).getByRole("button", { name: "Connect Facebook" }));
    expect(open.mock.calls[0]?.[0]).toBe("/connect/facebook/link/");
    post({ type: "social-connect-complete", network: "facebook", outcome: "linked", next: "/" }, popup);
    expect(await within(section).findByRole("button", { name: "Disconnect Facebook" })).toBeTruthy();
    expect(screen.getByText("Facebook is connected.")).toBeTruthy();
  });

  it("IMPL-016 an identity already linked to another account is refused with its reason", async () => {
    stubApi(SETTINGS_CALLS);
    const popup = { closed: false } as Window;
    vi.spyOn(window, "open").mockReturnValue(popup);
    renderApp(<SecurityPage />, {
      path: "/settings/security/",
      bootstrap: page(testViewerUser({ has_password: true, connected_to_google: false })),
    });
    const section = await screen.findByRole("region", { name: "Connected accounts" });
    fireEvent.click(within(section).getByRole("button", { name: "Connect Google" }));
    post({ type: "social-connect-error", network: "google", code: "SOCIAL_ACCOUNT_IN_USE" }, popup);
    expect(
      await screen.findByText("That account is already connected to another Corkboard account."),
    ).toBeTruthy();
    expect(within(section).getByRole("button", { name: "Connect Google" })).toBeTruthy();
  });
});
