import type { SsoConnectMessage } from "@corkboard/core/auth";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openAuthModal } from "./open-auth-modal.tsx";
import { SsoSignupPage } from "./sso-signup-page.tsx";
import { fail, ok, renderApp, resetAuthState, stubApi, watchPageLoads } from "./test-support.tsx";

const context = { country: "US", country_from_hostname: null, country_from_ip: null, region_from_ip: null };
const SSO_INFO = {
  is_sso: true,
  existing_user: null,
  existing_user_is_sso: null,
  authorization_uri: "http://localhost:3000/connect/sso/?email=ada%40acme.com",
  redirect_uri: "http://localhost:3000/connect/sso/callback/",
  exchange_code_to_token_info_url: "http://localhost:3000/v3/sso/token/",
};
const NOT_SSO = {
  ...SSO_INFO,
  is_sso: false,
  authorization_uri: null,
  redirect_uri: null,
  exchange_code_to_token_info_url: null,
};
const TOKEN = { sso_id: "c1", sso_id_token: "handle-1", sso_email: "ada@acme.com", sso_user_name: "Ada" };
const code: SsoConnectMessage = {
  type: "sso-connect-complete",
  code: "the-code",
  state: "the-state",
  iss: "https://idp",
};

/** A message as a browser delivers it: its origin and the window that sent it. */
function post(data: SsoConnectMessage, source: Window, origin = window.location.origin) {
  const event = new MessageEvent("message", { data, origin });
  Object.defineProperty(event, "source", { value: source });
  act(() => {
    window.dispatchEvent(event);
  });
}

async function typeEmailInLogin(email: string) {
  renderApp(null, { path: "/" });
  await act(() => openAuthModal({ mode: "login", container: "home_page" }));
  fireEvent.change(await screen.findByLabelText("Email"), { target: { value: email } });
}

describe("Continue with SSO (D-044)", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    window.sessionStorage.clear();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("AUTH-022 AUTH-106 an SSO domain's email turns Log in into 'Continue with SSO' (after the 300 ms check); another email does not", async () => {
    const api = stubApi({
      "POST /v3/sso/info/": (request) =>
        ok(String(request.body.email).endsWith("@acme.com") ? SSO_INFO : NOT_SSO),
    });
    await typeEmailInLogin("ada@acme");
    expect(screen.getByRole("button", { name: "Log in" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada@acme.com" } });
    expect(await screen.findByRole("button", { name: "Continue with SSO" })).toBeTruthy();
    expect(screen.queryByLabelText("Password")).toBeNull();
    // Only the valid email was asked about.
    expect(api.to("/v3/sso/info/").map((call) => call.body)).toEqual([{ email: "ada@acme.com" }]);

    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada@gmail.com" } });
    expect(await screen.findByRole("button", { name: "Log in" })).toBeTruthy();
  });

  it("AUTH-109 AUTH-111 AUTH-113 an existing SSO user: the popup's code and state are exchanged, then session create with the handle signs in", async () => {
    const popup = { closed: false } as Window;
    const open = vi.spyOn(window, "open").mockReturnValue(popup);
    const api = stubApi({
      "POST /v3/sso/info/": () => ok(SSO_INFO),
      "POST /v3/sso/token/": () => ok(TOKEN),
      "POST /resource/UserSessionResource/create/": () => ok({ user: { id: "7" }, client_context: context }),
    });
    const loads = watchPageLoads();
    await typeEmailInLogin("ada@acme.com");
    fireEvent.click(await screen.findByRole("button", { name: "Continue with SSO" }));
    expect(open).toHaveBeenCalledWith(
      "/connect/sso/?email=ada%40acme.com",
      "cb-connect-sso",
      expect.stringContaining("popup=yes"),
    );
    post({ ...code, code: "from-another-site" }, popup, "https://evil.example");
    post(code, popup);
    await waitFor(() => expect(loads.reload.mock.calls.length + loads.assign.mock.calls.length).toBe(1));
    expect(api.to("/v3/sso/token/").map((call) => call.body)).toEqual([
      { code: "the-code", state: "the-state", iss: "https://idp" },
    ]);
    expect(api.to("/resource/UserSessionResource/create/")[0]?.body).toMatchObject({
      sso_id_token: "handle-1",
    });
  });

  it("AUTH-112 a popup that cannot open says 'window undefined'; an exchange without a handle says 'No tokens returned'; a server error is passed on", async () => {
    vi.spyOn(window, "open").mockReturnValue(null);
    stubApi({ "POST /v3/sso/info/": () => ok(SSO_INFO) });
    await typeEmailInLogin("ada@acme.com");
    fireEvent.click(await screen.findByRole("button", { name: "Continue with SSO" }));
    expect(await screen.findByText("window undefined")).toBeTruthy();
    cleanup();
    resetAuthState();

    const popup = { closed: false } as Window;
    vi.spyOn(window, "open").mockReturnValue(popup);
    stubApi({
      "POST /v3/sso/info/": () => ok(SSO_INFO),
      "POST /v3/sso/token/": (_request, count) =>
        count === 1
          ? ok({ ...TOKEN, sso_id_token: "" })
          : fail(401, "SOCIAL_LOGIN_FAILED", "Sorry, we can't log you in."),
    });
    await typeEmailInLogin("ada@acme.com");
    fireEvent.click(await screen.findByRole("button", { name: "Continue with SSO" }));
    post(code, popup);
    expect(await screen.findByText("No tokens returned")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Continue with SSO" }));
    post(code, popup);
    expect(await screen.findByText("Sorry, we can't log you in.")).toBeTruthy();
  });

  it("refusals of the SSO login go through the login flow: a second factor opens the code step, and its code is sent with the continuation", async () => {
    const popup = { closed: false } as Window;
    vi.spyOn(window, "open").mockReturnValue(popup);
    const api = stubApi({
      "POST /v3/sso/info/": () => ok(SSO_INFO),
      "POST /v3/sso/token/": () => ok(TOKEN),
      "POST /resource/UserSessionResource/create/": (_request, count) =>
        count === 1
          ? fail(401, "MFA_REQUIRED", "Enter your code", {
              context: { mfa_methods: ["email"], phone_number_end: null, email_hint: "a•••@acme.com" },
            })
          : ok({ user: { id: "7" }, client_context: context }),
    });
    const loads = watchPageLoads();
    await typeEmailInLogin("ada@acme.com");
    fireEvent.click(await screen.findByRole("button", { name: "Continue with SSO" }));
    post(code, popup);
    fireEvent.change(await screen.findByLabelText("Verification code"), { target: { value: "123456" } });
    fireEvent.submit(screen.getByLabelText("Verification code").closest("form") as HTMLFormElement);
    await waitFor(() => expect(loads.reload.mock.calls.length + loads.assign.mock.calls.length).toBe(1));
    expect(api.to("/resource/UserSessionResource/create/")[1]?.body).toMatchObject({ mfa_token: "123456" });
  });

  it("AUTH-108 AUTH-006 no account yet: to /signup/sso-business-account?email=, where the kept handle registers a business account", async () => {
    const popup = { closed: false } as Window;
    vi.spyOn(window, "open").mockReturnValue(popup);
    const api = stubApi({
      "POST /v3/sso/info/": () => ok(SSO_INFO),
      "POST /v3/sso/token/": () => ok(TOKEN),
      "POST /resource/UserSessionResource/create/": () => fail(404, "SSO_SIGNUP_REQUIRED"),
      "POST /v3/register/": () => ok({ user: { id: "8" }, client_context: context }),
    });
    const loads = watchPageLoads();
    await typeEmailInLogin("ada@acme.com");
    fireEvent.click(await screen.findByRole("button", { name: "Continue with SSO" }));
    post(code, popup);
    await waitFor(() =>
      expect(loads.assign).toHaveBeenCalledWith("/signup/sso-business-account?email=ada%40acme.com"),
    );
    cleanup();
    resetAuthState();

    renderApp(<SsoSignupPage />, { path: "/signup/sso-business-account?email=ada%40acme.com" });
    expect((screen.getByLabelText("Work email") as HTMLInputElement).value).toBe("ada@acme.com");
    fireEvent.click(screen.getByRole("button", { name: "Continue with SSO" }));
    expect(await screen.findByText("Enter your business name")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Business name"), { target: { value: "Acme Anvils" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue with SSO" }));
    await waitFor(() => expect(loads.assign).toHaveBeenCalledWith("/"));
    expect(api.to("/v3/register/").map((call) => call.body)).toEqual([
      { type: "sso", sso_id_token: "handle-1", business_name: "Acme Anvils", country: "US" },
    ]);
  });
});
