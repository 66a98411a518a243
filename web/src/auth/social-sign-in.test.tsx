import type { SocialConnectMessage, SocialNetwork } from "@corkboard/core/auth";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openAuthModal } from "./open-auth-modal.tsx";
import { openSocialPopup, SocialPopupClosed } from "./social-popup.ts";
import { bootstrapWith, ok, renderApp, resetAuthState, stubApi, watchPageLoads } from "./test-support.tsx";

const REGISTER = "POST /v3/register/";
const context = { country: "US", country_from_hostname: null, country_from_ip: null, region_from_ip: null };
const withGoogle = bootstrapWith({ config: { minimum_age: 18, social_networks: ["google"] } });

/** The popup window window.open hands back (a test document cannot open one). */
function fakePopup(): Window {
  return { closed: false } as Window;
}

/** A message as a browser delivers it: its origin and the window that sent it. */
function post(data: SocialConnectMessage, source: Window, origin = window.location.origin) {
  const event = new MessageEvent("message", { data, origin });
  // jsdom accepts only its own windows as `source`; the browser sets it, so the test does.
  Object.defineProperty(event, "source", { value: source });
  act(() => {
    window.dispatchEvent(event);
  });
}

const signup = (ticket: string): SocialConnectMessage => ({
  type: "social-connect-complete",
  network: "google",
  outcome: "signup",
  profile: { first_name: "Grace", last_name: "Hopper", email: "grace@gmail.com", image_url: null },
  social_ticket: ticket,
  next: "/",
});

async function clickGoogle() {
  renderApp(null, { path: "/", bootstrap: withGoogle });
  await act(() => openAuthModal({ mode: "login", container: "home_page" }));
  fireEvent.click(await screen.findByRole("button", { name: "Continue with Google" }));
}

describe("Continue with Google: the popup flow (D-039)", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("AUTH-056 AUTH-099 AUTH-088 the popup opens /connect/google/ at 580×400; only our origin's message from it counts; a new user gives a birthday and registers with the ticket", async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, "open").mockReturnValue(popup);
    const api = stubApi({
      [REGISTER]: () => ok({ user: { id: "1", username: "grace" }, client_context: context }),
    });
    const loads = watchPageLoads();
    await clickGoogle();
    expect(open).toHaveBeenCalledWith(
      "/connect/google/",
      "cb-connect-google",
      expect.stringContaining("width=580,height=400"),
    );

    // Another site, or another window of ours, cannot answer for the popup.
    post(signup("from-another-site"), popup, "https://evil.example");
    post(signup("from-another-window"), window);
    post(signup("genuine"), popup);

    fireEvent.change(await screen.findByLabelText("Birthday"), { target: { value: "1990-05-17" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(loads.assign).toHaveBeenCalledWith("/"));
    expect(api.sent.filter((call) => call.path === "/v3/register/").map((call) => call.body)).toEqual([
      expect.objectContaining({
        type: "google",
        social_ticket: "genuine",
        birthday: Date.UTC(1990, 4, 17) / 1000,
      }),
    ]);
  });

  it("AUTH-088 AUTH-202 the birthday step refuses an empty birthday with the seed's message before any call", async () => {
    const popup = fakePopup();
    vi.spyOn(window, "open").mockReturnValue(popup);
    const api = stubApi({});
    await clickGoogle();
    post(signup("t"), popup);
    fireEvent.click(await screen.findByRole("button", { name: "Continue" }));
    expect(await screen.findByText("You missed a spot. Don't forget to add your birthday.")).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it("AUTH-143 a refused Google login opens the same recovery modal as a password login (suspended)", async () => {
    const popup = fakePopup();
    vi.spyOn(window, "open").mockReturnValue(popup);
    stubApi({});
    await clickGoogle();
    post({ type: "social-connect-error", network: "google", code: "ACCOUNT_SUSPENDED" }, popup);
    expect(await screen.findByText("Your account has been suspended")).toBeTruthy();
  });

  it("a Google login that signed in leaves as a login does", async () => {
    const popup = fakePopup();
    vi.spyOn(window, "open").mockReturnValue(popup);
    stubApi({});
    const loads = watchPageLoads();
    await clickGoogle();
    post({ type: "social-connect-complete", network: "google", outcome: "signedIn", next: "/" }, popup);
    await waitFor(() => expect(loads.reload.mock.calls.length + loads.assign.mock.calls.length).toBe(1));
  });

  it("AUTH-074 AUTH-091 a Google login of a two-factor account opens the code step; the code continues it by mail code", async () => {
    const popup = fakePopup();
    vi.spyOn(window, "open").mockReturnValue(popup);
    const api = stubApi({
      "POST /resource/UserSessionResource/create/": () =>
        ok({ user: { id: "1", username: "grace" }, client_context: context }),
    });
    watchPageLoads();
    await clickGoogle();
    post({ type: "social-connect-complete", network: "google", outcome: "mfaRequired", next: "/" }, popup);
    await screen.findByTestId("mfa-step");
    fireEvent.change(screen.getByLabelText("Verification code"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() =>
      expect(api.sent.map((call) => call.body)).toEqual([
        expect.objectContaining({ mfa_token: "123456", mfa_method: "email" }),
      ]),
    );
  });

  it('AUTH-032 under web_google_disabled the button opens "Oops! Google isn\'t available" instead of a popup', async () => {
    const open = vi.spyOn(window, "open");
    stubApi({});
    renderApp(null, {
      path: "/",
      bootstrap: bootstrapWith({
        config: { minimum_age: 18, social_networks: ["google"] },
        experiments: { web_google_disabled: { group: "enabled", value: "enabled" } },
      }),
    });
    await act(() => openAuthModal({ mode: "login", container: "home_page" }));
    fireEvent.click(await screen.findByRole("button", { name: "Continue with Google" }));
    expect(await screen.findByText("Oops! Google isn't available")).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it("no provider configured: no Google button", async () => {
    stubApi({});
    renderApp(null, { path: "/" });
    await act(() => openAuthModal({ mode: "login", container: "home_page" }));
    await screen.findByRole("button", { name: "Log in" });
    expect(screen.queryByRole("button", { name: "Continue with Google" })).toBeNull();
  });

  it("AUTH-100 a popup closed without a message is noticed by polling every 1000 ms", async () => {
    vi.useFakeTimers();
    const popup = { closed: false } as Window;
    vi.spyOn(window, "open").mockReturnValue(popup);
    let outcome: unknown = "pending";
    openSocialPopup("google", null).catch((error: unknown) => {
      outcome = error;
    });
    (popup as { closed: boolean }).closed = true;
    await vi.advanceTimersByTimeAsync(999);
    expect(outcome).toBe("pending");
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(SocialPopupClosed);
  });
});

describe("Continue with Facebook beside Google (D-039, Facebook)", () => {
  const withBoth = { minimum_age: 18, social_networks: ["google", "facebook"] satisfies SocialNetwork[] };
  afterEach(() => {
    cleanup();
    resetAuthState();
    vi.restoreAllMocks();
  });

  it("AUTH-056 AUTH-068 the Facebook button opens /connect/facebook/ at 580×400 and a new user registers with type facebook", async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, "open").mockReturnValue(popup);
    const api = stubApi({
      [REGISTER]: () => ok({ user: { id: "2", username: "margaret" }, client_context: context }),
    });
    const loads = watchPageLoads();
    renderApp(null, {
      path: "/",
      bootstrap: bootstrapWith({ config: withBoth }),
    });
    await act(() => openAuthModal({ mode: "login", container: "home_page" }));
    expect(await screen.findByRole("button", { name: "Continue with Google" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Continue with Facebook" }));
    expect(open).toHaveBeenCalledWith(
      "/connect/facebook/",
      "cb-connect-facebook",
      expect.stringContaining("width=580,height=400"),
    );
    post({ ...signup("fb-ticket"), network: "facebook" }, popup);
    fireEvent.change(await screen.findByLabelText("Birthday"), { target: { value: "1990-05-17" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(loads.assign).toHaveBeenCalledWith("/"));
    expect(api.sent.filter((call) => call.path === "/v3/register/").map((call) => call.body)).toEqual([
      expect.objectContaining({
        type: "facebook",
        social_ticket: "fb-ticket",
        email_source_site: "facebook",
      }),
    ]);
  });

  it("AUTH-089 a Facebook sign-up without an email asks for one (required) and registers with it", async () => {
    const popup = fakePopup();
    vi.spyOn(window, "open").mockReturnValue(popup);
    const api = stubApi({
      "POST /v3/register/exists/": () => ok(false),
      [REGISTER]: () => ok({ user: { id: "3", username: "phone" }, client_context: context }),
    });
    const loads = watchPageLoads();
    renderApp(null, { path: "/", bootstrap: bootstrapWith({ config: withBoth }) });
    await act(() => openAuthModal({ mode: "login", container: "home_page" }));
    fireEvent.click(await screen.findByRole("button", { name: "Continue with Facebook" }));
    const noEmail = signup("no-email");
    if (noEmail.type !== "social-connect-complete" || noEmail.outcome !== "signup") throw new Error();
    post({ ...noEmail, network: "facebook", profile: { ...noEmail.profile, email: null } }, popup);
    // EmailCollection first (D-042), then the birthday.
    fireEvent.click(await screen.findByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Email is required")).toBeTruthy();
    expect(api.sent).toEqual([]);
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "phone.only@fastmail.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    fireEvent.change(await screen.findByLabelText("Birthday"), { target: { value: "1990-05-17" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(loads.assign).toHaveBeenCalledWith("/"));
    expect(api.sent.filter((call) => call.path === "/v3/register/").map((call) => call.body)).toEqual([
      expect.objectContaining({
        type: "facebook",
        social_ticket: "no-email",
        email: "phone.only@fastmail.com",
      }),
    ]);
  });

  it('AUTH-030 AUTH-031 under web_facebook_disabled the button stays and opens "Oops! Facebook isn\'t available" instead of a popup', async () => {
    const open = vi.spyOn(window, "open");
    stubApi({});
    renderApp(null, {
      path: "/",
      bootstrap: bootstrapWith({
        config: withBoth,
        experiments: { web_facebook_disabled: { group: "enabled", value: "enabled" } },
      }),
    });
    await act(() => openAuthModal({ mode: "login", container: "home_page" }));
    fireEvent.click(await screen.findByRole("button", { name: "Continue with Facebook" }));
    expect(await screen.findByText("Oops! Facebook isn't available")).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });
});
