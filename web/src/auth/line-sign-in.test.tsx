import type { SocialConnectMessage } from "@corkboard/core/auth";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openAuthModal } from "./open-auth-modal.tsx";
import { openSocialPopup, SocialLoginRejected } from "./social-popup.ts";
import {
  bootstrapWith,
  fail,
  ok,
  renderApp,
  resetAuthState,
  stubApi,
  watchPageLoads,
} from "./test-support.tsx";

const EXISTS = "POST /v3/register/exists/";
const REGISTER = "POST /v3/register/";
const context = { country: "JP", country_from_hostname: null, country_from_ip: "JP", region_from_ip: null };
const withLine = bootstrapWith({
  config: { minimum_age: 18, social_networks: ["google", "facebook", "line"] },
  client_context: context,
});

function fakePopup(): Window {
  return { closed: false } as Window;
}

function post(data: SocialConnectMessage, source: Window) {
  const event = new MessageEvent("message", { data, origin: window.location.origin });
  Object.defineProperty(event, "source", { value: source });
  act(() => {
    window.dispatchEvent(event);
  });
}

/** LINE's answer for a new person whose token carried no email. */
const lineSignup: SocialConnectMessage = {
  type: "social-connect-complete",
  network: "line",
  outcome: "signup",
  profile: { first_name: "Kenji", last_name: "", email: null, image_url: null },
  social_ticket: "line-ticket",
  next: "/",
};

/** Opens the login modal, clicks "Continue with LINE" and has the popup answer a new person without email. */
async function signUpWithLineWithoutEmail() {
  const popup = fakePopup();
  const open = vi.spyOn(window, "open").mockReturnValue(popup);
  renderApp(null, { path: "/", bootstrap: withLine });
  await act(() => openAuthModal({ mode: "login", container: "home_page" }));
  fireEvent.click(await screen.findByRole("button", { name: "Continue with LINE" }));
  post(lineSignup, popup);
  await screen.findByTestId("email-collection");
  return { open };
}

const typeEmail = (email: string) => {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: email } });
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));
};

describe("Continue with LINE and the EmailCollection step (D-042)", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    vi.restoreAllMocks();
  });

  it("AUTH-005 AUTH-070 AUTH-089 AUTH-050 LINE opens /connect/line/; without an email EmailCollection asks one ('Email is required' first), then the birthday, and registers type line with it", async () => {
    const api = stubApi({
      [EXISTS]: () => ok(false),
      [REGISTER]: () => ok({ user: { id: "9", username: "kenji" }, client_context: context }),
    });
    const loads = watchPageLoads();
    const { open } = await signUpWithLineWithoutEmail();
    expect(open).toHaveBeenCalledWith(
      "/connect/line/",
      "cb-connect-line",
      expect.stringContaining("width=580"),
    );
    expect(screen.getByText("Add your email")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Not now" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Email is required")).toBeTruthy();
    expect(api.sent).toEqual([]);

    typeEmail("kenji@example.jp");
    fireEvent.change(await screen.findByLabelText("Birthday"), { target: { value: "1990-05-17" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(loads.assign).toHaveBeenCalledWith("/"));
    expect(api.sent.map((call) => call.path)).toEqual(["/v3/register/exists/", "/v3/register/"]);
    expect(api.sent[1]?.body).toMatchObject({
      type: "line",
      social_ticket: "line-ticket",
      email: "kenji@example.jp",
      // AUTH-071: the email was typed here, so its source is the product.
      birthday_source_site: "Corkboard",
      email_source_site: "Corkboard",
    });
  });

  it("AUTH-090 an email that already has an account goes to EmailAlreadyExist, whose Log in opens the login form with it", async () => {
    stubApi({ [EXISTS]: () => ok(true) });
    await signUpWithLineWithoutEmail();
    typeEmail("taken@example.jp");
    expect(await screen.findByTestId("email-already-exist")).toBeTruthy();
    expect(screen.getByText("An account with taken@example.jp already exists. Log in instead.")).toBeTruthy();
    expect(screen.getByText("You already have an account")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveProperty("value", "taken@example.jp"));
    expect(screen.getByLabelText("Password")).toBeTruthy();
  });

  it("AUTH-090 'Use another email' goes back to EmailCollection with the typed email to correct", async () => {
    stubApi({ [EXISTS]: () => ok(true) });
    await signUpWithLineWithoutEmail();
    typeEmail("taken@example.jp");
    fireEvent.click(await screen.findByRole("button", { name: "Use another email" }));
    expect(await screen.findByTestId("email-collection")).toBeTruthy();
    expect(screen.getByLabelText("Email")).toHaveProperty("value", "taken@example.jp");
  });

  it("AUTH-090 an email taken between the check and the register call also ends on EmailAlreadyExist", async () => {
    stubApi({
      [EXISTS]: () => ok(false),
      [REGISTER]: () => fail(409, "EMAIL_TAKEN", "That email is taken."),
    });
    await signUpWithLineWithoutEmail();
    typeEmail("raced@example.jp");
    fireEvent.change(await screen.findByLabelText("Birthday"), { target: { value: "1990-05-17" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByTestId("email-already-exist")).toBeTruthy();
  });

  it("AUTH-178 an email the register call refuses sends the person back to EmailCollection with the server's words", async () => {
    stubApi({
      [EXISTS]: () => ok(false),
      [REGISTER]: () =>
        fail(400, "EMAIL_UNDELIVERABLE", "Sorry, this doesn't look like a valid email", {
          fields: [{ field: "email", message: "Sorry, this doesn't look like a valid email" }],
        }),
    });
    await signUpWithLineWithoutEmail();
    typeEmail("kenji@mailinator.com");
    fireEvent.change(await screen.findByLabelText("Birthday"), { target: { value: "1990-05-17" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByTestId("email-collection")).toBeTruthy();
    expect(screen.getByText("Sorry, this doesn't look like a valid email")).toBeTruthy();
    expect(screen.getByLabelText("Email")).toHaveProperty("value", "kenji@mailinator.com");
  });

  it("AUTH-050 'Not now' returns to signup", async () => {
    stubApi({});
    await signUpWithLineWithoutEmail();
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(await screen.findByLabelText("Create a password")).toBeTruthy();
    expect(screen.queryByTestId("email-collection")).toBeNull();
  });

  it.each([
    [
      "the server's message",
      () => fail(400, "EMAIL_INVALID", "Sorry, this doesn't look like a valid email"),
      "Sorry, this doesn't look like a valid email",
    ],
    [
      "the seed's fallback",
      () => new Response("gateway down", { status: 502 }),
      "Oops! Something went wrong… Click Continue to try again.",
    ],
  ])("AUTH-178 a failed email step shows %s", async (_name, answer, shown) => {
    stubApi({ [EXISTS]: answer });
    await signUpWithLineWithoutEmail();
    typeEmail("kenji@example.jp");
    expect(await screen.findByText(shown)).toBeTruthy();
    expect(screen.getByTestId("email-collection")).toBeTruthy();
  });

  it("the LINE button shows only when the bootstrap offers it (the server applies the JP rule)", async () => {
    stubApi({});
    renderApp(null, {
      path: "/",
      bootstrap: bootstrapWith({ config: { minimum_age: 18, social_networks: ["google"] } }),
    });
    await act(() => openAuthModal({ mode: "login", container: "home_page" }));
    await screen.findByRole("button", { name: "Continue with Google" });
    expect(screen.queryByRole("button", { name: "Continue with LINE" })).toBeNull();
  });

  it("AUTH-102 a popup status other than connected rejects with that status; connected resolves", async () => {
    const popup = fakePopup();
    vi.spyOn(window, "open").mockReturnValue(popup);
    const refused = openSocialPopup("line", null);
    post({ type: "social-connect-error", network: "line", code: "PREVENT_LINE_REGISTER" }, popup);
    const error = await refused.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(SocialLoginRejected);
    expect((error as SocialLoginRejected).status).toBe("PREVENT_LINE_REGISTER");

    const cancelled = openSocialPopup("line", null);
    post({ type: "social-connect-error", network: "line", code: "cancelled" }, popup);
    expect(await cancelled.catch((failure: SocialLoginRejected) => failure.status)).toBe("cancelled");

    const connected = openSocialPopup("line", null);
    post(lineSignup, popup);
    expect(await connected).toEqual(lineSignup);
  });

  it("AUTH-142 a LINE email that has an account opens the prevent-register recovery modal", async () => {
    const popup = fakePopup();
    vi.spyOn(window, "open").mockReturnValue(popup);
    stubApi({});
    renderApp(null, { path: "/", bootstrap: withLine });
    await act(() => openAuthModal({ mode: "login", container: "home_page" }));
    fireEvent.click(await screen.findByRole("button", { name: "Continue with LINE" }));
    post({ type: "social-connect-error", network: "line", code: "PREVENT_LINE_REGISTER" }, popup);
    expect(await screen.findByText("You already have an account")).toBeTruthy();
  });
});
