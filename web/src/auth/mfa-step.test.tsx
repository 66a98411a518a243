import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openAuthModal } from "./open-auth-modal.tsx";
import { fail, ok, renderApp, resetAuthState, stubApi, watchPageLoads } from "./test-support.tsx";

const SESSION = "POST /resource/UserSessionResource/create/";
const SESSION_PATH = "/resource/UserSessionResource/create/";
const context = { country: "US", country_from_hostname: null, country_from_ip: null, region_from_ip: null };
const session = { user: { id: "1", username: "jo" }, client_context: context };

function mfaRequired(methods: string[]) {
  return fail(401, "MFA_REQUIRED", "Enter your code", {
    context: { mfa_methods: methods, email_hint: "j•••@fastmail.com", phone_number_end: null },
  });
}

/** Logs in through the modal until the server asks for a code; `after` answers the continuation. */
async function reachCodeStep(
  methods: string[],
  after: (body: Record<string, unknown>) => Response = () => ok(session),
) {
  const api = stubApi({
    [SESSION]: (request, count) => (count === 1 ? mfaRequired(methods) : after(request.body)),
  });
  renderApp(null, { path: "/" });
  await act(() => openAuthModal({ mode: "login", container: "home_page" }));
  fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "jo@fastmail.com" } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: "hunter22" } });
  fireEvent.click(screen.getByRole("button", { name: "Log in" }));
  const step = await screen.findByTestId("mfa-step");
  return { api, step };
}

const code = () => screen.getByLabelText("Verification code");
const verify = () => fireEvent.click(screen.getByRole("button", { name: "Verify" }));

describe("two-factor step", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    vi.useRealTimers();
  });

  it("AUTH-091 AUTH-053 UI-001 MFA_REQUIRED opens the code step, 489 wide, saying where the code went", async () => {
    await reachCodeStep(["email"]);
    expect(screen.getByRole("heading", { name: "Enter your verification code" })).toBeTruthy();
    expect(screen.getByTestId("auth-modal").style.getPropertyValue("--cb-modal-width")).toBe("489px");
    expect(screen.getByText("We sent a code to j•••@fastmail.com.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Resend code" })).toBeTruthy();
  });

  it("AUTH-131 AUTH-132 AUTH-133 the code is checked with the seed's messages before anything is sent", async () => {
    const { api } = await reachCodeStep(["email"]);
    verify();
    expect(
      await screen.findByText("You missed a spot! Don't forget to add your verification code."),
    ).toBeTruthy();
    expect(code().getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(code(), { target: { value: "12ab56" } });
    verify();
    expect(await screen.findByText("Hmm...that doesn't look like a verification code.")).toBeTruthy();
    expect(api.to(SESSION_PATH)).toHaveLength(1);
  });

  it("AUTH-074 a code continues the login with the same credentials, mfa_method email when there is no app", async () => {
    const pages = watchPageLoads();
    const { api } = await reachCodeStep(["email"]);
    fireEvent.change(code(), { target: { value: "123 456" } });
    verify();
    await waitFor(() => expect(pages.reload).toHaveBeenCalled());
    expect(api.to(SESSION_PATH)[1]?.body).toEqual({
      username_or_email: "jo@fastmail.com",
      password: "hunter22",
      mfa_token: "123456",
      mfa_method: "email",
      app_type_from_client: 5,
    });
  });

  it("AUTH-074 with an authenticator app the code is a totp one, and a backup code passes the check", async () => {
    watchPageLoads();
    const { api } = await reachCodeStep(["totp", "email"]);
    expect(screen.getByText(/authenticator app/)).toBeTruthy();
    fireEvent.change(code(), { target: { value: "abcde-12345" } });
    verify();
    await waitFor(() => expect(api.to(SESSION_PATH)).toHaveLength(2));
    expect(api.to(SESSION_PATH)[1]?.body).toMatchObject({ mfa_token: "abcde-12345", mfa_method: "totp" });
  });

  it("AUTH-130 Resend sends mfa_resend with the same credentials and shows 'We sent you a new code!' for 5000 ms", async () => {
    const { api } = await reachCodeStep(["totp", "email"], () => ok({ user: null, client_context: context }));
    const region = screen.getByRole("status", { name: "Notifications" });
    // Only setTimeout is faked (the toast's clock); the answer still arrives through promises.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.click(screen.getByRole("button", { name: "Resend code" }));
    for (let i = 0; i < 100 && !region.textContent?.includes("new code"); i++)
      await act(() => Promise.resolve());
    expect(region.textContent).toContain("We sent you a new code!");
    expect(api.to(SESSION_PATH)[1]?.body).toEqual({
      username_or_email: "jo@fastmail.com",
      password: "hunter22",
      mfa_resend: true,
      app_type_from_client: 5,
    });
    // The mailed code is the one to type now.
    expect(screen.getByText("We sent a code to j•••@fastmail.com.")).toBeTruthy();
    act(() => vi.advanceTimersByTime(4999));
    expect(region.textContent).toContain("We sent you a new code!");
    act(() => vi.advanceTimersByTime(1));
    expect(region.textContent).not.toContain("We sent you a new code!");
  });

  it("AUTH-134 an MFA failure shows the server's message on the code field", async () => {
    await reachCodeStep(["email"], () => fail(401, "MFA_CODE_INVALID", "That code has expired."));
    fireEvent.change(code(), { target: { value: "654321" } });
    verify();
    expect(await screen.findByText("That code has expired.")).toBeTruthy();
    expect(code().getAttribute("aria-invalid")).toBe("true");
  });
});
