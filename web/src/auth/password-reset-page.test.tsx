import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Route, Switch } from "wouter";
import { PasswordResetForUserPage, PasswordResetPage } from "./password-reset-page.tsx";
import { fail, ok, renderApp, resetAuthState, stubApi } from "./test-support.tsx";

const FORGOT = "POST /v3/users/forgot_password/";
const RESET = "POST /v3/users/password/reset/";
const STRONG = "correct horse battery staple";

function renderAt(path: string) {
  return renderApp(
    <Switch>
      <Route path="/password/reset/">
        <PasswordResetPage />
      </Route>
      <Route path="/pw/:username/">
        <PasswordResetForUserPage />
      </Route>
    </Switch>,
    { path },
  );
}

describe("password reset pages", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
  });

  it("AUTH-021 AUTH-213 AUTH-153 the lookup carries ue; sending shows 'Email sent!' and the sent modal", async () => {
    const api = stubApi({ [FORGOT]: () => ok(true) });
    renderAt("/password/reset/?ue=jo%40fastmail.com");
    expect(screen.getByRole("heading", { level: 1, name: "Reset your password" })).toBeTruthy();
    const field = screen.getByLabelText("Email or username") as HTMLInputElement;
    expect(field.value).toBe("jo@fastmail.com");
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("heading", { name: "Check your email" })).toBeTruthy();
    expect(api.to("/v3/users/forgot_password/")[0]?.body).toEqual({ username_or_email: "jo@fastmail.com" });
    expect(screen.getByRole("status", { name: "Notifications" }).textContent).toContain("Email sent!");
  });

  it("AUTH-055 /pw/{username}/ is the reset landing prefilled with the username", () => {
    stubApi({});
    renderAt("/pw/jo_smith/");
    expect((screen.getByLabelText("Email or username") as HTMLInputElement).value).toBe("jo_smith");
  });

  it("IMPL-011 a link's token sets a new password after the rules and the confirmation agree", async () => {
    const api = stubApi({ [RESET]: () => ok(true) });
    renderAt("/password/reset/?token=abc123");
    const password = screen.getByLabelText("New password");
    const confirm = screen.getByLabelText("Confirm new password");
    fireEvent.change(password, { target: { value: "short" } });
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Your password is too short! You need 8+ characters.")).toBeTruthy();
    fireEvent.change(password, { target: { value: STRONG } });
    fireEvent.change(confirm, { target: { value: `${STRONG}!` } });
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("These passwords don't match.")).toBeTruthy();
    fireEvent.change(confirm, { target: { value: STRONG } });
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(
      await screen.findByText("Your password has been changed. Log in with your new password."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login/");
    expect(api.to("/v3/users/password/reset/")[0]?.body).toEqual({ token: "abc123", new_password: STRONG });
  });

  it("IMPL-011 a used or expired link says so and offers a new one", async () => {
    stubApi({ [RESET]: () => fail(400, "RESET_TOKEN_INVALID", "x") });
    renderAt("/password/reset/?token=used");
    fireEvent.change(screen.getByLabelText("New password"), { target: { value: STRONG } });
    fireEvent.change(screen.getByLabelText("Confirm new password"), { target: { value: STRONG } });
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain(
        "This reset link has expired or was already used. Ask for a new one.",
      ),
    );
    expect(screen.getByRole("link", { name: "Send me a new link" }).getAttribute("href")).toBe(
      "/password/reset/",
    );
  });
});
