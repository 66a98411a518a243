import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openAuthModal } from "./open-auth-modal.tsx";
import {
  bootstrapWith,
  ok,
  renderApp,
  resetAuthState,
  stubApi,
  testViewerUser,
  watchPageLoads,
} from "./test-support.tsx";

const SESSION = "POST /resource/UserSessionResource/create/";
const session = {
  user: testViewerUser(),
  client_context: { country: "US", country_from_hostname: null, country_from_ip: null, region_from_ip: null },
};

/** Google's reCAPTCHA as the page would have it: each token asked for is the next of `tokens`. */
function fakeGrecaptcha(tokens: string[]) {
  const execute = vi.fn(async () => tokens.shift() ?? "spent");
  window.grecaptcha = { ready: (callback) => callback(), render: vi.fn(() => 0), execute };
  return execute;
}

async function logIn() {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "jo@fastmail.com" } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: "hunter22" } });
  fireEvent.click(screen.getByRole("button", { name: "Log in" }));
}

describe("the invisible reCAPTCHA v3 token on every login (an operator's choice)", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    delete window.grecaptcha;
    vi.useRealTimers();
  });

  it("AUTH-076 AUTH-115 the login carries the form's token, fetched when it shows and again every 105000 ms", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    watchPageLoads();
    const execute = fakeGrecaptcha(["first-token", "second-token"]);
    const api = stubApi({ [SESSION]: () => ok(session) });
    renderApp(null, {
      bootstrap: bootstrapWith({ config: { minimum_age: 18, recaptcha_v3_site_key: "site-v3" } }),
    });
    await act(() => openAuthModal({ mode: "login", container: "home_page" }));
    await screen.findByRole("form", { name: "Log in" });
    await waitFor(() => expect(execute).toHaveBeenCalledTimes(1));
    expect(execute).toHaveBeenCalledWith("site-v3", { action: "web_login" });
    // 105 s later the token is fetched again, before Google's two minutes run out.
    await act(() => vi.advanceTimersByTimeAsync(104_999));
    expect(execute).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(execute).toHaveBeenCalledTimes(2));
    await logIn();
    await waitFor(() => expect(api.to("/resource/UserSessionResource/create/")).toHaveLength(1));
    expect(api.to("/resource/UserSessionResource/create/")[0]?.body).toMatchObject({
      recaptchaV3Token: "second-token",
    });
  });

  it("AUTH-076 with ALTCHA (no site key) nothing of Google's is loaded and no token is sent", async () => {
    watchPageLoads();
    const execute = fakeGrecaptcha(["unused"]);
    const api = stubApi({ [SESSION]: () => ok(session) });
    renderApp(null, { bootstrap: bootstrapWith({}) });
    await act(() => openAuthModal({ mode: "login", container: "home_page" }));
    await screen.findByRole("form", { name: "Log in" });
    await logIn();
    await waitFor(() => expect(api.to("/resource/UserSessionResource/create/")).toHaveLength(1));
    expect(api.to("/resource/UserSessionResource/create/")[0]?.body).not.toHaveProperty("recaptchaV3Token");
    expect(execute).not.toHaveBeenCalled();
  });
});
