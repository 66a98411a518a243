import type { SocialConnectMessage } from "@corkboard/core/auth";
import type { RememberedAccount } from "@corkboard/core/contract";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openAuthModal } from "./open-auth-modal.tsx";
import { bootstrapWith, renderApp, resetAuthState, stubApi } from "./test-support.tsx";

const social = { minimum_age: 18, social_networks: ["google", "facebook"] as ("google" | "facebook")[] };

function post(data: SocialConnectMessage, source: Window) {
  const event = new MessageEvent("message", { data, origin: window.location.origin });
  Object.defineProperty(event, "source", { value: source });
  act(() => {
    window.dispatchEvent(event);
  });
}

async function popupAnswers(
  button: string,
  message: SocialConnectMessage,
  mode: "login" | "signup" = "signup",
) {
  const popup = { closed: false } as Window;
  vi.spyOn(window, "open").mockReturnValue(popup);
  stubApi({});
  renderApp(null, { bootstrap: bootstrapWith({ config: social }) });
  await act(() => openAuthModal({ mode, container: "home_page" }));
  fireEvent.click(await screen.findByRole("button", { name: button }));
  post(message, popup);
}

describe("recover-account and social-unavailable banners (AUTH-047…049, AUTH-097, D-043)", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    vi.restoreAllMocks();
  });

  it("AUTH-047 a Google sign-up into an account that signed up with Facebook shows the login with the fbOnly banner, no modal", async () => {
    await popupAnswers("Continue with Google", {
      type: "social-connect-error",
      network: "google",
      code: "PREVENT_GOOGLE_REGISTER",
      auth_option: "fbOnly",
    });
    expect((await screen.findByTestId("auth-banner")).textContent).toBe(
      "Looks like you signed up with Facebook. Continue with Facebook to log in.",
    );
    expect(screen.getByRole("button", { name: "Log in" })).toBeTruthy();
    expect(screen.queryByText("You already have an account")).toBeNull();
  });

  it("AUTH-047 the email option's banner over the login", async () => {
    await popupAnswers("Continue with Facebook", {
      type: "social-connect-error",
      network: "facebook",
      code: "PREVENT_FACEBOOK_REGISTER",
      auth_option: "email",
    });
    expect((await screen.findByTestId("auth-banner")).textContent).toBe(
      "Looks like you already have an account. Log in with your email and password.",
    );
  });

  it("AUTH-048 AUTH-049 sign-up with Facebook closed to new people: the email sign-up with the banner naming Facebook", async () => {
    await popupAnswers(
      "Continue with Facebook",
      { type: "social-connect-error", network: "facebook", code: "signupUnavailable" },
      "login",
    );
    expect((await screen.findByTestId("auth-banner")).textContent).toBe(
      "Signing up with Facebook isn't available right now. Sign up with your email instead.",
    );
    expect(await screen.findByLabelText("Email")).toBeTruthy();
    expect(screen.getByLabelText("Create a password")).toBeTruthy();
  });

  it("AUTH-097 with dweb_unauth_fb_login_account_recovery_flow on, the personalised login becomes the recovery flow with the account's banner", async () => {
    stubApi({});
    const remembered: RememberedAccount = {
      first_name: "Fay",
      image_url: null,
      email: "fay@fastmail.com",
      has_password: false,
      connected_to_facebook: true,
      connected_to_google: false,
    };
    const viewer = { type: "LIMITED_LOGIN" as const, remembered };
    renderApp(null, { bootstrap: bootstrapWith({ viewer, config: social }) });
    await act(() => openAuthModal({ mode: "login", container: "home_page" }));
    expect(await screen.findByText("Welcome back, Fay")).toBeTruthy();
    expect(screen.queryByTestId("auth-banner")).toBeNull();
    cleanup();
    resetAuthState();

    renderApp(null, {
      bootstrap: bootstrapWith({
        viewer,
        config: social,
        experiments: { dweb_unauth_fb_login_account_recovery_flow: { group: "enabled", value: "enabled" } },
      }),
    });
    await act(() => openAuthModal({ mode: "login", container: "home_page" }));
    expect((await screen.findByTestId("auth-banner")).textContent).toBe(
      "Looks like you signed up with Facebook. Continue with Facebook to log in.",
    );
    expect(screen.queryByText("Welcome back, Fay")).toBeNull();
  });
});
