import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HumanCheck } from "./human-check.tsx";
import { ok, stubApi } from "./test-support.tsx";

const CHALLENGE = "GET /v3/bot_check/challenge/";

/** Google's reCAPTCHA API as the page would have it, with `execute` under the test's control. */
function fakeGrecaptcha(execute: () => Promise<string>) {
  window.grecaptcha = { ready: (callback) => callback(), render: vi.fn(() => 0), execute: vi.fn(execute) };
  return window.grecaptcha;
}

describe("the human check with reCAPTCHA v3 (an operator's choice)", () => {
  afterEach(() => {
    cleanup();
    delete window.grecaptcha;
    vi.useRealTimers();
  });

  it("AUTH-114 a v3 token requested for the web_login action with the site key goes back with the login", async () => {
    stubApi({ [CHALLENGE]: () => ok({ kind: "recaptcha", v3_site_key: "site-v3", v2_site_key: null }) });
    const api = fakeGrecaptcha(() => Promise.resolve("token-1"));
    const onSolved = vi.fn();
    render(<HumanCheck onSolved={onSolved} />);
    await vi.waitFor(() => expect(onSolved).toHaveBeenCalledWith({ recaptchaV3Token: "token-1" }));
    expect(api.execute).toHaveBeenCalledWith("site-v3", { action: "web_login" });
  });

  it("AUTH-116 a token that takes more than 8000 ms is given up: the login goes without one and the server decides", async () => {
    vi.useFakeTimers();
    stubApi({ [CHALLENGE]: () => ok({ kind: "recaptcha", v3_site_key: "site-v3", v2_site_key: null }) });
    fakeGrecaptcha(() => new Promise<string>(() => {}));
    const onSolved = vi.fn();
    render(<HumanCheck onSolved={onSolved} />);
    await vi.advanceTimersByTimeAsync(7_999);
    expect(onSolved).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onSolved).toHaveBeenCalledWith({});
  });
});
