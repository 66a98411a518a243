import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PBKDF2_CHALLENGE } from "./altcha-fixtures.ts";
import { openAuthModal } from "./open-auth-modal.tsx";
import {
  bootstrapWith,
  fail,
  ok,
  renderApp,
  resetAuthState,
  setViewport,
  stubApi,
  watchPageLoads,
} from "./test-support.tsx";

const SESSION = "POST /resource/UserSessionResource/create/";
const SESSION_PATH = "/resource/UserSessionResource/create/";
const FORGOT = "POST /v3/users/forgot_password/";
const CHALLENGE = "GET /v3/bot_check/challenge/";
const session = {
  user: { id: "1", username: "jo" },
  client_context: { country: "US", country_from_hostname: null, country_from_ip: null, region_from_ip: null },
};

async function openLogin(path = "/pin/7/", bootstrap = bootstrapWith({})) {
  renderApp(null, { path, bootstrap });
  await act(() => openAuthModal({ mode: "login", container: "home_page" }));
  return screen.findByTestId("auth-modal");
}

async function logIn(email = "jo@fastmail.com", password = "hunter22") {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: email } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Log in" }));
}

/** The recovery modal that replaced the auth modal. */
async function recoveryModal(title: string) {
  const heading = await screen.findByRole("heading", { name: title });
  await waitFor(() => expect(screen.queryByTestId("auth-modal")).toBeNull());
  return heading.closest("dialog") as HTMLElement;
}

describe("login errors", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
  });

  it("AUTH-013 UI-001 UI-002 UI-007 AUTH-020 the login modal is 484 wide, at most 703 high, with the login form, forgot link and terms", async () => {
    stubApi({});
    const modal = await openLogin();
    expect(modal.style.getPropertyValue("--cb-modal-width")).toBe("484px");
    expect(modal.style.getPropertyValue("--cb-modal-max-height")).toBe("703px");
    // UI-002: the form's fields are 268 wide, the terms line 320 (auth.css reads these).
    const form = modal.querySelector(".cb-auth") as HTMLElement;
    expect(form.style.getPropertyValue("--cb-auth-field-width")).toBe("268px");
    expect(form.style.getPropertyValue("--cb-auth-terms-width")).toBe("320px");
    expect(within(modal).getByRole("heading", { name: "Log in to Corkboard" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "jo@fastmail.com" } });
    // AUTH-021: the typed email travels as ue.
    expect(screen.getByRole("link", { name: "Forgot your password?" }).getAttribute("href")).toBe(
      "/password/reset/?ue=jo%40fastmail.com",
    );
    expect(screen.getByRole("link", { name: /Privacy Policy/ }).getAttribute("href")).toBe(
      "/_/_/policy/privacy-policy/",
    );
    expect(screen.getByText("Are you a business?")).toBeTruthy();
  });

  it("AUTH-045 the login and signup footers toggle between the two modes, both asking 'Are you a business?'", async () => {
    stubApi({});
    const modal = await openLogin();
    const footer = () => modal.querySelector(".cb-auth-footer") as HTMLElement;
    expect(within(footer()).getByText("Are you a business?")).toBeTruthy();
    fireEvent.click(within(footer()).getByRole("button", { name: "Sign up" }));
    await waitFor(() => expect(screen.queryByLabelText("Birthday")).not.toBeNull());
    expect(within(footer()).getByText("Are you a business?")).toBeTruthy();
    fireEvent.click(within(footer()).getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(screen.queryByLabelText("Birthday")).toBeNull());
    expect(within(modal).getByRole("heading", { name: "Log in to Corkboard" })).toBeTruthy();
  });

  it("AUTH-057 AUTH-064 a plain login from a modal reloads the page it was opened on", async () => {
    const pages = watchPageLoads();
    const api = stubApi({ [SESSION]: () => ok(session) });
    await openLogin("/pin/7/");
    await logIn();
    await waitFor(() => expect(pages.reload).toHaveBeenCalled());
    expect(api.to(SESSION_PATH)[0]?.body).toEqual({
      username_or_email: "jo@fastmail.com",
      password: "hunter22",
      app_type_from_client: 5,
    });
  });

  it("AUTH-077 AUTH-076 a login from a phone-sized window says mobile web (7), from a wider one desktop web (5)", async () => {
    watchPageLoads();
    const api = stubApi({ [SESSION]: () => ok(session) });
    setViewport(390, 844);
    try {
      await openLogin("/pin/7/");
      await logIn();
      await waitFor(() => expect(api.to(SESSION_PATH)).toHaveLength(1));
      expect(api.to(SESSION_PATH)[0]?.body).toMatchObject({ app_type_from_client: 7 });
    } finally {
      setViewport(1280, 800);
    }
    cleanup();
    resetAuthState();
    await openLogin("/pin/7/");
    await logIn();
    await waitFor(() => expect(api.to(SESSION_PATH)).toHaveLength(2));
    expect(api.to(SESSION_PATH)[1]?.body).toMatchObject({ app_type_from_client: 5 });
  });

  it("AUTH-140 AUTH-144 LOGIN_RATE_LIMITED opens the rate-limit modal with Okay", async () => {
    stubApi({
      [SESSION]: () => fail(429, "LOGIN_RATE_LIMITED", "x", { context: { retry_after_seconds: 1800 } }),
    });
    await openLogin();
    await logIn();
    const modal = await recoveryModal("Too many login attempts");
    expect(
      within(modal).getByText(
        "You have reached the maximum number of login attempts. Try again in 30 minutes.",
      ),
    ).toBeTruthy();
    fireEvent.click(within(modal).getByRole("button", { name: "Okay" }));
    await waitFor(() => expect(document.querySelector("dialog")).toBeNull());
  });

  it("AUTH-140 AUTH-147 ACCOUNT_SOFT_BANNED opens 'We protected your account' with a way to reset", async () => {
    stubApi({ [SESSION]: () => fail(403, "ACCOUNT_SOFT_BANNED") });
    await openLogin();
    await logIn();
    const modal = await recoveryModal("We protected your account");
    expect(within(modal).getByRole("link", { name: "Reset your password" }).getAttribute("href")).toBe(
      "/password/reset/?ue=jo%40fastmail.com",
    );
  });

  it("AUTH-140 ACCOUNT_SUSPENDED opens the recovery modal", async () => {
    stubApi({ [SESSION]: () => fail(403, "ACCOUNT_SUSPENDED") });
    await openLogin();
    await logIn();
    await recoveryModal("Your account has been suspended");
  });

  it("AUTH-150 AUTH-152 ACCOUNT_DEACTIVATED shows the reason and the appeal link", async () => {
    stubApi({
      [SESSION]: () =>
        fail(403, "ACCOUNT_DEACTIVATED", "x", { context: { deactivation_reason: "unusual_activity" } }),
    });
    await openLogin();
    await logIn();
    const modal = await recoveryModal("Your account has been deactivated");
    expect(
      within(modal).getByText("Your account was deactivated because we noticed unusual activity on it."),
    ).toBeTruthy();
    expect(
      within(modal)
        .getByRole("link", { name: /appeal/ })
        .getAttribute("href"),
    ).toBe("/reports-and-violations/");
  });

  it("AUTH-151 a voluntary deactivation is a note on the email field, not a modal", async () => {
    stubApi({
      [SESSION]: () =>
        fail(403, "ACCOUNT_DEACTIVATED", "x", { context: { deactivation_reason: "user_request" } }),
    });
    await openLogin();
    await logIn();
    expect(await screen.findByRole("tooltip")).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText("You deactivated your account. Log in to reactivate it.")).toBeTruthy();
    expect(screen.getByTestId("auth-modal")).toBeTruthy();
  });

  it("AUTH-163 AUTH-164 WRONG_PASSWORD is shown on the password field with a Reset your password link", async () => {
    stubApi({ [SESSION]: () => fail(401, "WRONG_PASSWORD", "The password you entered is incorrect.") });
    await openLogin();
    await logIn();
    const password = screen.getByLabelText("Password");
    await waitFor(() => expect(password.getAttribute("aria-invalid")).toBe("true"));
    const error = document.getElementById(password.getAttribute("aria-describedby") ?? "");
    expect(error?.textContent).toBe(
      "The password you entered is incorrect. Try again or Reset your password",
    );
    expect(
      within(error as HTMLElement)
        .getByRole("link", { name: "Reset your password" })
        .getAttribute("href"),
    ).toBe("/password/reset/?ue=jo%40fastmail.com");
  });

  it("AUTH-149 AUTH-153 after three failed attempts the login-help modal mails a reset: 'Email sent!' and the sent modal", async () => {
    const api = stubApi({ [SESSION]: () => fail(401, "WRONG_PASSWORD"), [FORGOT]: () => ok(true) });
    await openLogin();
    for (let attempt = 1; attempt <= 2; attempt++) {
      await logIn();
      await waitFor(() => expect(api.to(SESSION_PATH)).toHaveLength(attempt));
      await waitFor(() =>
        expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true"),
      );
    }
    expect(screen.queryByRole("heading", { name: "Looks like you're having trouble logging in" })).toBeNull();
    await logIn();
    const modal = await recoveryModal("Looks like you're having trouble logging in");
    fireEvent.click(within(modal).getByRole("button", { name: "Send reset email" }));
    await screen.findByRole("heading", { name: "Check your email" });
    expect(api.to("/v3/users/forgot_password/")[0]?.body).toEqual({ username_or_email: "jo@fastmail.com" });
    expect(
      screen.getByText("We sent an email to jo@fastmail.com with a link to reset your password."),
    ).toBeTruthy();
    expect(screen.getByRole("status", { name: "Notifications" }).textContent).toContain("Email sent!");
  });

  it("AUTH-117 AUTH-118 AUTH-121 LOGIN_TOO_FAST solves the ALTCHA check and sends the login again with bot_check", async () => {
    const pages = watchPageLoads();
    const api = stubApi({
      [SESSION]: (_request, count) => (count === 1 ? fail(429, "LOGIN_TOO_FAST") : ok(session)),
      [CHALLENGE]: () => ok({ kind: "altcha", challenge: PBKDF2_CHALLENGE }),
    });
    await openLogin();
    await logIn();
    expect(
      await screen.findByText("Oops! You logged in too quickly. Please try again with the reCAPTCHA."),
    ).toBeTruthy();
    await waitFor(() => expect(api.to(SESSION_PATH)).toHaveLength(2));
    const retry = api.to(SESSION_PATH)[1]?.body;
    expect(retry).toMatchObject({ username_or_email: "jo@fastmail.com", password: "hunter22" });
    const payload = JSON.parse(atob(String(retry?.bot_check)));
    expect(payload.challenge).toEqual(PBKDF2_CHALLENGE);
    expect(payload.solution.counter).toBe(37);
    await waitFor(() => expect(pages.reload).toHaveBeenCalled());
    // AUTH-119: the solve is stamped for the local limit.
    expect(JSON.parse(window.localStorage.getItem("cb_bot_check_stamps") ?? "[]")).toHaveLength(1);
  });

  it("AUTH-119 with three checks solved in the last hour, a too-fast answer opens the rate-limit modal instead", async () => {
    const now = Date.now();
    window.localStorage.setItem("cb_bot_check_stamps", JSON.stringify([now - 3000, now - 2000, now - 1000]));
    const api = stubApi({ [SESSION]: () => fail(429, "LOGIN_TOO_FAST") });
    await openLogin();
    await logIn();
    await recoveryModal("Too many login attempts");
    expect(api.to("/v3/bot_check/challenge/")).toHaveLength(0);
  });

  it("AUTH-010 AUTH-023 AUTH-024 a recognised visitor sees 'Welcome back' and 'Not you?' returns to the plain login", async () => {
    stubApi({});
    const remembered = {
      first_name: "Jo",
      image_url: null,
      email: "jo@fastmail.com",
      has_password: true,
      connected_to_facebook: false,
      connected_to_google: false,
    };
    await openLogin("/", bootstrapWith({ viewer: { type: "LIMITED_LOGIN", remembered } }));
    expect(screen.getByRole("heading", { name: "Welcome back, Jo" })).toBeTruthy();
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("jo@fastmail.com");
    fireEvent.click(screen.getByRole("button", { name: "Not you?" }));
    expect(screen.getByRole("heading", { name: "Log in to Corkboard" })).toBeTruthy();
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("");
  });

  it("AUTH-085 AUTH-086 the footer toggles between login and signup, keeping the typed email", async () => {
    stubApi({});
    await openLogin();
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "jo@fastmail.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(await screen.findByRole("form", { name: "Sign up" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Sign up to see more" })).toBeTruthy();
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("jo@fastmail.com");
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("form", { name: "Log in" })).toBeTruthy();
  });
});
