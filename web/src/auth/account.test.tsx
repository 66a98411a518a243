import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AccountMenu } from "./account-menu.tsx";
import { AuthFlyout } from "./auth-flyout.tsx";
import {
  bootstrapWith,
  ok,
  renderApp,
  resetAuthState,
  stubApi,
  testViewerUser,
  watchPageLoads,
} from "./test-support.tsx";
import { VerifyEmailReminder } from "./verify-email-reminder.tsx";

const user = testViewerUser({ email_verified: false });

describe("signed-in account pieces", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
  });

  it("AUTH-155 AUTH-154 AUTH-214 an unverified email shows the reminder; Resend email turns into a disabled 'Email sent'", async () => {
    const api = stubApi({ "POST /v3/users/email/verify/resend/": () => ok(true) });
    renderApp(<VerifyEmailReminder />, {
      bootstrap: bootstrapWith({ viewer: { type: "AUTH", is_auth: true, user } }),
    });
    expect(await screen.findByRole("heading", { name: "Verify your email" })).toBeTruthy();
    expect(screen.getByText("We sent a link to jo@fastmail.com. Open it to verify your email.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Resend email" }));
    const sent = (await screen.findByRole("button", { name: "Email sent" })) as HTMLButtonElement;
    expect(sent.disabled).toBe(true);
    expect(api.to("/v3/users/email/verify/resend/")).toEqual([
      { method: "POST", path: "/v3/users/email/verify/resend/", body: {}, query: {} },
    ]);
  });

  it("AUTH-155 a verified or logged-out viewer sees no reminder", () => {
    stubApi({});
    renderApp(<VerifyEmailReminder />, {
      bootstrap: bootstrapWith({
        viewer: { type: "AUTH", is_auth: true, user: { ...user, email_verified: true } },
      }),
    });
    expect(screen.queryByRole("heading", { name: "Verify your email" })).toBeNull();
  });

  it("IMPL-005 the account menu opens, closes on Escape, and Log out posts then reloads on /", async () => {
    const pages = watchPageLoads();
    const api = stubApi({ "POST /v3/logout/": () => ok(true) });
    renderApp(<AccountMenu user={user} />);
    const button = screen.getByRole("button", { name: "Account options for Jo" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("link", { name: "Security settings" }).getAttribute("href")).toBe(
      "/settings/security/",
    );
    fireEvent.keyDown(document, { key: "Escape" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.click(screen.getByRole("button", { name: "Log out" }));
    await waitFor(() => expect(pages.assign).toHaveBeenCalledWith("/"));
    expect(api.to("/v3/logout/")).toHaveLength(1);
  });

  it("AUTH-015 the flyout presents the same login, focuses its first field and closes on Escape", () => {
    stubApi({});
    const onClose = vi.fn();
    render(<AuthFlyout mode="login" onClose={onClose} />);
    const flyout = screen.getByRole("dialog", { name: "Log in to Corkboard" });
    expect(flyout.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
    fireEvent.keyDown(screen.getByLabelText("Email"), { key: "Escape" });
    expect(onClose).toHaveBeenCalled();
  });
});
