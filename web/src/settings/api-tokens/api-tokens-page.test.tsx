import type { ApiToken } from "@corkboard/core/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import { bootstrapWith, fail, ok, resetAuthState, stubApi } from "../../auth/test-support.tsx";
import { clearToasts, renderManaged, signedInBootstrap } from "../../boards/manage/test-support.tsx";
import { ApiTokensPage } from "./api-tokens-page.tsx";

const LIST = "GET /v3/users/api_tokens/";
const CREATE = "POST /v3/users/api_tokens/create/";
const REVOKE = "POST /v3/users/api_tokens/revoke/";
const SECRET = `cbp_AbCdEfGh1234_${"x".repeat(43)}`;

function token(patch: Partial<ApiToken> = {}): ApiToken {
  return {
    id: "7",
    name: "Backup script",
    prefix: "cbp_AbCdEfGh1234",
    scopes: ["boards:read", "pins:read"],
    created_at: "2026-11-20T10:00:00.000Z",
    last_used_at: null,
    expires_at: null,
    revoked_at: null,
    ...patch,
  };
}

function renderPage(bootstrap = signedInBootstrap()) {
  return renderManaged(
    <Route path="/settings/api-tokens/">
      <ApiTokensPage />
    </Route>,
    { path: "/settings/api-tokens/", bootstrap },
  );
}

describe("issue 20: the API tokens page (/settings/api-tokens/)", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    clearToasts();
    vi.unstubAllGlobals();
  });

  it("issue 20: Create token asks a name, labelled scopes grouped read/write and an expiry, then shows the token once with Copy", async () => {
    let items: ApiToken[] = [];
    const api = stubApi({
      [LIST]: () => ok({ items }),
      [CREATE]: () => {
        items = [token({ scopes: ["boards:read", "boards:write"] })];
        return ok({ token: items[0], secret_token: SECRET });
      },
    });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    renderPage();
    expect(await screen.findByText("You have no API tokens yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Create token" }));
    const dialog = await screen.findByRole("dialog", { name: "Create an API token" });
    // Nothing chosen: the dialog says what is missing and sends nothing.
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Give the token a name.")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: " Backup script " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Choose at least one permission.")).toBeTruthy();
    const read = within(dialog).getByRole("group", { name: "Permissions: Read" });
    const write = within(dialog).getByRole("group", { name: "Permissions: Write" });
    fireEvent.click(within(read).getByLabelText("See your public boards"));
    fireEvent.click(within(write).getByLabelText("Create, change and delete your public boards"));
    fireEvent.change(within(dialog).getByLabelText("Expires"), { target: { value: "90" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));

    const shown = await screen.findByRole("dialog", { name: "Your new token" });
    expect(api.to("/v3/users/api_tokens/create/")[0]?.body).toEqual({
      name: "Backup script",
      scopes: ["boards:read", "boards:write"],
      expiry: "90",
    });
    expect((within(shown).getByLabelText("The new token") as HTMLInputElement).value).toBe(SECRET);
    expect(within(shown).getByText("Copy it now. You won't see it again.")).toBeTruthy();
    fireEvent.click(within(shown).getByRole("button", { name: "Copy" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await within(shown).findByRole("button", { name: "Copied" })).toBeTruthy();
    fireEvent.click(within(shown).getByRole("button", { name: "Done" }));
    const row = await screen.findByRole("row", { name: /Backup script/ });
    expect(within(row).getByText("cbp_AbCdEfGh1234…")).toBeTruthy();
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it("issue 20: a refused create (the cap) is said in the dialog", async () => {
    stubApi({
      [LIST]: () => ok({ items: [] }),
      [CREATE]: () =>
        fail(400, "TOKEN_LIMIT_REACHED", "You can have up to 50 API tokens. Revoke one to make another."),
    });
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Create token" }));
    const dialog = await screen.findByRole("dialog", { name: "Create an API token" });
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "One too many" } });
    fireEvent.click(within(dialog).getByLabelText("See public Pins, feeds and search"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(
      await within(dialog).findByText("You can have up to 50 API tokens. Revoke one to make another."),
    ).toBeTruthy();
  });

  it("issue 20: Revoke asks first, then marks the token revoked", async () => {
    let items = [token()];
    const api = stubApi({
      [LIST]: () => ok({ items }),
      [REVOKE]: () => {
        items = [token({ revoked_at: "2026-11-21T00:00:00.000Z" })];
        return ok(items[0]);
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Revoke Backup script" }));
    const dialog = await screen.findByRole("dialog", { name: "Revoke this token?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Revoke token" }));
    expect(await screen.findByText("Token revoked")).toBeTruthy();
    expect(api.to("/v3/users/api_tokens/revoke/")[0]?.body).toEqual({ token_id: "7" });
    const row = await screen.findByRole("row", { name: /Backup script/ });
    expect(await within(row).findByText("Revoked")).toBeTruthy();
    expect(within(row).queryByRole("button", { name: "Revoke Backup script" })).toBeNull();
  });

  it("issue 20: a visitor is sent to log in first, coming back here", async () => {
    const api = stubApi({});
    const { location } = renderPage(bootstrapWith({}));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/login/?next=%2Fsettings%2Fapi-tokens%2F"));
    expect(api.sent).toHaveLength(0);
  });
});
