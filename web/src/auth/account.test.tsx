import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthFlyout } from "./auth-flyout.tsx";
import { bootstrapWith, ok, renderApp, resetAuthState, stubApi, testViewerUser } from "./test-support.tsx";
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

  it("AUTH-015 the flyout presents the same login, focuses its first field and closes on Escape", () => {
    stubApi({});
    const onClose = vi.fn();
    render(<AuthFlyout mode="login" container="bottom.right.upsell.email" onClose={onClose} />);
    const flyout = screen.getByRole("dialog", { name: "Log in to Corkboard" });
    expect(flyout.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
    fireEvent.keyDown(screen.getByLabelText("Email"), { key: "Escape" });
    expect(onClose).toHaveBeenCalled();
  });
});
