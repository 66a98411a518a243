import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  bootstrapWith,
  fail,
  ok,
  renderApp,
  resetAuthState,
  stubApi,
  testViewerUser,
} from "../auth/test-support.tsx";
import { SecurityPage } from "./security-page.tsx";

const user = testViewerUser();
const signedIn = bootstrapWith({ viewer: { type: "AUTH", is_auth: true, user } });
const sessions = [
  {
    id: "a",
    created_at: "2026-01-02T10:00:00Z",
    user_agent: "Firefox on Linux",
    ip_address: "192.0.2.1",
    is_current: true,
  },
  { id: "b", created_at: "2026-01-01T10:00:00Z", user_agent: null, ip_address: null, is_current: false },
];
// A QR code as the server might send it, with markup that must never run in the page.
const QR =
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="1" height="1"/></svg>';

describe("security settings", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
  });

  it("IMPL-013 enrols an authenticator app: password, QR as an image, setup key, backup codes, first code", async () => {
    const api = stubApi({
      "GET /v3/users/2fa/": () => ok({ enabled: false, methods: [] }),
      "GET /v3/users/sessions/": () => ok(sessions),
      "POST /v3/users/2fa/totp/enroll/": (request) =>
        request.body.password === "hunter22"
          ? ok({
              totp_uri: "otpauth://totp/Corkboard:jo?secret=JBSWY3DPEHPK3PXP&issuer=Corkboard",
              qr_svg: QR,
              backup_codes: ["abcde-12345", "fghij-67890"],
            })
          : fail(403, "CURRENT_PASSWORD_WRONG"),
      "POST /v3/users/2fa/totp/confirm/": () => ok({ enabled: true, methods: ["totp", "email"] }),
    });
    renderApp(<SecurityPage />, { path: "/settings/security/", bootstrap: signedIn });
    expect(await screen.findByText(/Two-factor authentication is off/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Use an authenticator app" }));
    const prompt = screen.getByRole("form", { name: "Use an authenticator app" });
    fireEvent.change(within(prompt).getByLabelText("Current password"), { target: { value: "wrong" } });
    fireEvent.click(within(prompt).getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("The password you entered is incorrect.")).toBeTruthy();
    fireEvent.change(within(prompt).getByLabelText("Current password"), { target: { value: "hunter22" } });
    fireEvent.click(within(prompt).getByRole("button", { name: "Continue" }));
    const qr = (await screen.findByRole("img", {
      name: "QR code for your authenticator app",
    })) as HTMLImageElement;
    expect(qr.src.startsWith("data:image/svg+xml")).toBe(true);
    expect(document.querySelector("script")).toBeNull();
    expect(screen.getByText("JBSWY3DPEHPK3PXP")).toBeTruthy();
    expect(screen.getByText("abcde-12345")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Code from the app"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Turn on" }));
    expect(await screen.findByText(/You log in with a code from your authenticator app/)).toBeTruthy();
    expect(api.to("/v3/users/2fa/totp/confirm/")[0]?.body).toEqual({ code: "123456" });
  });

  it("IMPL-004 lists the sessions and logs out of all other devices", async () => {
    const api = stubApi({
      "GET /v3/users/2fa/": () => ok({ enabled: false, methods: [] }),
      "GET /v3/users/sessions/": (_request, count) => ok(count === 1 ? sessions : sessions.slice(0, 1)),
      "POST /v3/users/sessions/revoke_others/": () => ok(true),
    });
    renderApp(<SecurityPage />, { path: "/settings/security/", bootstrap: signedIn });
    expect(await screen.findByText("Firefox on Linux")).toBeTruthy();
    expect(screen.getByText("Unknown browser")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Log out of all other devices" }));
    await waitFor(() => expect(screen.queryByText("Unknown browser")).toBeNull());
    expect(api.to("/v3/users/sessions/revoke_others/")).toHaveLength(1);
  });

  it("changes the password after the signup rules, and shows a wrong current password on its field", async () => {
    stubApi({
      "GET /v3/users/2fa/": () => ok({ enabled: false, methods: [] }),
      "GET /v3/users/sessions/": () => ok(sessions),
      "POST /v3/users/password/change/": (request) =>
        request.body.current_password === "hunter22" ? ok(true) : fail(403, "CURRENT_PASSWORD_WRONG"),
    });
    renderApp(<SecurityPage />, { path: "/settings/security/", bootstrap: signedIn });
    const form = await screen.findByRole("form", { name: "Change your password" });
    const field = (label: string) => within(form).getByLabelText(label);
    fireEvent.change(field("Current password"), { target: { value: "nope" } });
    fireEvent.change(field("New password"), { target: { value: "correct horse battery staple" } });
    fireEvent.change(field("Confirm new password"), { target: { value: "correct horse battery staple" } });
    fireEvent.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await within(form).findByText("The password you entered is incorrect.")).toBeTruthy();
    fireEvent.change(field("Current password"), { target: { value: "hunter22" } });
    fireEvent.click(within(form).getByRole("button", { name: "Change password" }));
    expect(
      await screen.findByText("Your password has been changed. Your other devices were logged out."),
    ).toBeTruthy();
  });

  it("sends a logged-out visitor to log in first, with this page as next", async () => {
    stubApi({});
    const { location } = renderApp(<SecurityPage />, { path: "/settings/security/" });
    await waitFor(() => expect(location.history.at(-1)).toBe("/login/?next=%2Fsettings%2Fsecurity%2F"));
  });
});
