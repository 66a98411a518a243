import type { SocialConnectMessage } from "@corkboard/core/auth";
import type { RememberedAccount } from "@corkboard/core/contract";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OneTap } from "./one-tap.tsx";
import { bootstrapWith, renderApp, resetAuthState, stubApi, watchPageLoads } from "./test-support.tsx";

const account: RememberedAccount = {
  first_name: "Tap",
  image_url: null,
  email: "tap.one@gmail.com",
  has_password: false,
  connected_to_facebook: false,
  connected_to_google: true,
};
const returning = (remembered: RememberedAccount = account, experiments = {}) =>
  bootstrapWith({
    viewer: { type: "LIMITED_LOGIN", remembered },
    config: { minimum_age: 18, social_networks: ["google"] },
    experiments,
  });

function post(data: SocialConnectMessage, source: Window) {
  const event = new MessageEvent("message", { data, origin: window.location.origin });
  Object.defineProperty(event, "source", { value: source });
  act(() => {
    window.dispatchEvent(event);
  });
}

describe("Google one-tap (AUTH-033, AUTH-034, D-043)", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("AUTH-034 a recognised Google-connected visitor is offered 'Continue as'; closing it is remembered and it is not shown again", async () => {
    stubApi({});
    renderApp(<OneTap />, { bootstrap: returning() });
    expect(await screen.findByRole("button", { name: "Continue as Tap" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByTestId("one-tap")).toBeNull();
    cleanup();
    renderApp(<OneTap />, { bootstrap: returning() });
    await act(async () => {});
    expect(screen.queryByTestId("one-tap")).toBeNull();
  });

  it("AUTH-034 not offered to an account without Google, to an anonymous visitor, or under web_google_disabled", async () => {
    stubApi({});
    for (const bootstrap of [
      returning({ ...account, connected_to_google: false }),
      bootstrapWith({ config: { minimum_age: 18, social_networks: ["google"] } }),
      returning(account, { web_google_disabled: { group: "enabled", value: "enabled" } }),
    ]) {
      renderApp(<OneTap />, { bootstrap });
      await act(async () => {});
      expect(screen.queryByTestId("one-tap")).toBeNull();
      cleanup();
    }
  });

  it("AUTH-033 'Continue as' opens the Google popup with the remembered email as login_hint and shows 'Welcome to Corkboard!' with the bar to 95 % over 6000 ms; signed in, the page loads again", async () => {
    stubApi({});
    const loads = watchPageLoads();
    const popup = { closed: false } as Window;
    const open = vi.spyOn(window, "open").mockReturnValue(popup);
    renderApp(<OneTap />, { bootstrap: returning() });
    const button = await screen.findByRole("button", { name: "Continue as Tap" });
    vi.useFakeTimers();
    fireEvent.click(button);
    expect(open).toHaveBeenCalledWith(
      "/connect/google/?next=%2F&login_hint=tap.one%40gmail.com",
      "cb-connect-google",
      expect.stringContaining("width=580,height=400"),
    );
    expect(screen.getByTestId("one-tap-loading").textContent).toContain("Welcome to Corkboard!");
    const bar = screen.getByRole("progressbar", { name: "Signing in" }) as HTMLProgressElement;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(bar.value).toBeCloseTo(47.5, 0);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(bar.value).toBe(95);
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(bar.value).toBe(95);
    vi.useRealTimers();
    post({ type: "social-connect-complete", network: "google", outcome: "signedIn", next: "/" }, popup);
    await waitFor(() => expect(loads.reload).toHaveBeenCalled());
  });

  it("AUTH-091 a one-tap sign-in of a two-factor account continues at the login modal's code step", async () => {
    stubApi({});
    const popup = { closed: false } as Window;
    vi.spyOn(window, "open").mockReturnValue(popup);
    renderApp(<OneTap />, { bootstrap: returning() });
    fireEvent.click(await screen.findByRole("button", { name: "Continue as Tap" }));
    post({ type: "social-connect-complete", network: "google", outcome: "mfaRequired", next: "/" }, popup);
    expect(await screen.findByTestId("mfa-step")).toBeTruthy();
  });

  it("a refused one-tap continues in the login modal", async () => {
    stubApi({});
    const popup = { closed: false } as Window;
    vi.spyOn(window, "open").mockReturnValue(popup);
    renderApp(<OneTap />, { bootstrap: returning() });
    fireEvent.click(await screen.findByRole("button", { name: "Continue as Tap" }));
    post({ type: "social-connect-error", network: "google", code: "SOCIAL_LOGIN_FAILED" }, popup);
    expect(await screen.findByRole("button", { name: "Log in" })).toBeTruthy();
    expect(screen.queryByTestId("one-tap")).toBeNull();
  });
});
