import { setActiveLocale } from "@corkboard/core/messages";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
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
import { getBootstrap } from "../platform/bootstrap/index.ts";
import { LocaleBoundary } from "../platform/i18n/index.ts";
import { AccountSettingsPage } from "./account-page.tsx";

const signedIn = bootstrapWith({ viewer: { type: "AUTH", is_auth: true, user: testViewerUser() } });
const SETTINGS = "GET /v3/users/settings/";
const UPDATE = "POST /resource/UserSettingsResource/update/";
const settings = (locale: "en" | "ja" | null) => ({
  connected_to_instagram: false,
  listed_website_url: null,
  claiming_upsells_seen: [],
  locale,
});

function renderPage() {
  // As in the app (app/app.tsx): the tree renders anew when the language changes.
  return renderApp(
    <LocaleBoundary>
      <AccountSettingsPage />
    </LocaleBoundary>,
    { path: "/settings/account/", bootstrap: signedIn },
  );
}

describe("account settings: the language (IMPL-045, D-036)", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    setActiveLocale("en");
    document.documentElement.lang = "en";
  });

  it("IMPL-045 the language select has a label and offers the browser's language, English and 日本語", async () => {
    stubApi({ [SETTINGS]: () => ok(settings(null)) });
    renderPage();
    const select = (await screen.findByRole("combobox", { name: "Language" })) as HTMLSelectElement;
    expect(select.value).toBe("");
    expect([...select.options].map((option) => option.textContent)).toEqual([
      "Your browser's language",
      "English",
      "日本語",
    ]);
    expect(select.options[2]?.lang).toBe("ja");
  });

  it("IMPL-045 choosing 日本語 saves it and switches the page, <html lang> and the confirmation to Japanese", async () => {
    const api = stubApi({
      [SETTINGS]: (_request, count) => ok(settings(count === 1 ? null : "ja")),
      [UPDATE]: (request) => ok(settings(request.body.locale as "ja")),
    });
    renderPage();
    fireEvent.change(await screen.findByRole("combobox", { name: "Language" }), { target: { value: "ja" } });
    expect(await screen.findByRole("heading", { name: "アカウント設定" })).toBeTruthy();
    expect(api.to("/resource/UserSettingsResource/update/")[0]?.body).toEqual({ locale: "ja" });
    expect(document.documentElement.lang).toBe("ja");
    expect(await screen.findByText("言語を保存しました。")).toBeTruthy();
    expect(((await screen.findByRole("combobox", { name: "言語" })) as HTMLSelectElement).value).toBe("ja");
    // The page's record of the viewer agrees, for anything that asks it later.
    expect(getBootstrap().viewer.user?.locale).toBe("ja");
  });

  it("IMPL-045 a refused save leaves the language as it was and says why", async () => {
    stubApi({
      [SETTINGS]: () => ok(settings(null)),
      [UPDATE]: () => fail(429, "RATE_LIMITED"),
    });
    renderPage();
    fireEvent.change(await screen.findByRole("combobox", { name: "Language" }), { target: { value: "ja" } });
    expect(await screen.findByText("You're going a bit fast. Wait a moment and try again.")).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("heading", { name: "Account settings" })).toBeTruthy());
    expect(document.documentElement.lang).not.toBe("ja");
  });
});
