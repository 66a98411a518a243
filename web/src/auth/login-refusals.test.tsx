import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { openAuthModal } from "./open-auth-modal.tsx";
import { bootstrapWith, fail, renderApp, resetAuthState, stubApi } from "./test-support.tsx";

// A login refused for the request rather than the credentials says so (D-026).

describe("login refused by the CSRF check", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
  });

  it("says the session expired or the page is from another address, not the server's code", async () => {
    stubApi({ "POST /resource/UserSessionResource/create/": () => fail(403, "CSRF_FAILED", "CSRF_FAILED") });
    renderApp(null, { path: "/pin/7/", bootstrap: bootstrapWith({}) });
    await act(() => openAuthModal({ mode: "login", container: "home_page" }));
    await screen.findByTestId("auth-modal");
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "jo@fastmail.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "hunter22" } });
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText(/^Your session has expired or this page is open/)).toBeTruthy();
    expect(screen.queryByText("CSRF_FAILED")).toBeNull();
  });
});
