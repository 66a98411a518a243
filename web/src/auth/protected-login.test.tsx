import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { openAuthModal } from "./open-auth-modal.tsx";
import { fail, renderApp, resetAuthState, stubApi } from "./test-support.tsx";

const SESSION = "POST /resource/UserSessionResource/create/";

async function logInAndReadError(field: "Email" | "Password") {
  renderApp(null, { path: "/" });
  await act(() => openAuthModal({ mode: "login", container: "home_page" }));
  fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "jo@fastmail.com" } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: "hunter22-x" } });
  fireEvent.click(screen.getByRole("button", { name: "Log in" }));
  const input = screen.getByLabelText(field);
  await waitFor(() => expect(input.getAttribute("aria-invalid")).toBe("true"));
  return document.getElementById(input.getAttribute("aria-describedby") ?? "") as HTMLElement;
}

describe("the Apple-linked and protected-account answers at the login (AUTH-160…162, D-043)", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
  });

  it("AUTH-160 AUTH-161 APPLE_ONLY_ACCOUNT shows the Apple message on the email field", async () => {
    const text =
      "Your account is linked to Apple, which works only in the mobile app. To log in here, set a password.";
    stubApi({ [SESSION]: () => fail(401, "APPLE_ONLY_ACCOUNT", text) });
    expect((await logInAndReadError("Email")).textContent).toBe(text);
  });

  it("AUTH-162 PASSWORD_RESET_REQUIRED shows 'strange activity' on the password field, its reset words a link", async () => {
    const text =
      "We noticed some strange activity on your account. Reset your password or log in with Facebook or Google to get back into your account.";
    stubApi({ [SESSION]: () => fail(403, "PASSWORD_RESET_REQUIRED", text) });
    const error = await logInAndReadError("Password");
    expect(error.textContent).toBe(text);
    expect(within(error).getByRole("link", { name: "Reset your password" }).getAttribute("href")).toBe(
      "/password/reset/?ue=jo%40fastmail.com",
    );
  });
});
