import { loginErrorUi } from "@corkboard/core/auth";
import { t } from "@corkboard/core/messages";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { openRecoveryModal } from "./recovery-modals.tsx";
import { renderApp, resetAuthState, stubApi } from "./test-support.tsx";

/** Opens what the login shows for `code` (it must be a modal) and answers the dialog on screen. */
async function openFor(code: string, context: Parameters<typeof loginErrorUi>[1] = {}) {
  const ui = loginErrorUi(code, context);
  if (ui.kind !== "modal") throw new Error(`${code} is not a modal`);
  renderApp(null);
  openRecoveryModal(ui, { email: "jo@fastmail.com" });
  return screen.findByRole("dialog");
}

describe("the recovery and notice modals", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
  });

  // AUTH-014: one modal each for the seed's list, with its own title and a way out.
  it.each([
    ["email verification", "EMAIL_NOT_VERIFIED", {}, "Okay"],
    ["login help", "LOGIN_ASSISTANCE", {}, "Okay"],
    ["password reset sent", "PASSWORD_RESET_SENT", {}, "Okay"],
    ["too many logins", "LOGIN_RATE_LIMITED", {}, "Okay"],
    ["deactivated account", "ACCOUNT_DEACTIVATED", { deactivationReason: "community_guidelines" }, "Okay"],
    ["protected account (soft-banned)", "ACCOUNT_SOFT_BANNED", {}, "Okay"],
  ] as const)(
    "AUTH-014 AUTH-009 the %s modal (%s) opens with its title and a way out",
    async (_name, code, context, button) => {
      stubApi({});
      const ui = loginErrorUi(code, context);
      if (ui.kind !== "modal") throw new Error("not a modal");
      const dialog = await openFor(code, context);
      expect(within(dialog).getByRole("heading", { name: t(ui.titleKey) })).toBeTruthy();
      expect(within(dialog).getByRole("button", { name: button })).toBeTruthy();
    },
  );

  it("AUTH-014 the protected-account modal offers the password reset", async () => {
    stubApi({});
    const dialog = await openFor("ACCOUNT_SOFT_BANNED");
    expect(within(dialog).getByRole("heading", { name: "We protected your account" })).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Reset your password" }).getAttribute("href")).toBe(
      "/password/reset/?ue=jo%40fastmail.com",
    );
  });

  it("AUTH-014 the social-unavailable modal has a single OK button", async () => {
    stubApi({});
    renderApp(null);
    openRecoveryModal({ modal: "socialUnavailable", titleKey: "auth.social.googleUnavailable" });
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: "Oops! Google isn't available" })).toBeTruthy();
    const buttons = within(dialog)
      .getAllByRole("button")
      .filter((button) => button.textContent !== "" && !button.getAttribute("aria-label"));
    expect(buttons.map((button) => button.textContent)).toEqual(["OK"]);
  });
});
