import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ok, renderApp, resetAuthState, stubApi } from "../auth/test-support.tsx";
import { OffsitePage } from "./offsite-page.tsx";

const PATH = `/offsite/?${new URLSearchParams({ url: "https://shop.example.com/apron", pin: "9" })}`;

function answer(status: string, token: string | null = null) {
  return stubApi({
    "GET /v3/offsite/": () =>
      ok({ redirect_status: status, url: "https://shop.example.com/apron", token, expires_at: null }),
  });
}

describe("offsite interstitial", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
  });

  it("ADS-071 ADS-073 an ok link is checked (check_only) and continues through the signed /offsite/ link", async () => {
    answer("ok", "sig");
    renderApp(<OffsitePage />, { path: PATH });
    const link = await screen.findByRole("link", { name: "Continue to shop.example.com" });
    const href = new URL(link.getAttribute("href") ?? "", "http://localhost");
    expect(href.pathname).toBe("/offsite/");
    expect(Object.fromEntries(href.searchParams)).toEqual({
      token: "sig",
      url: "https://shop.example.com/apron",
      pin: "9",
      csr: "true",
    });
    const fetched = (globalThis.fetch as unknown as { mock: { calls: [string][] } }).mock.calls[0]?.[0] ?? "";
    const query = new URL(fetched, "http://localhost").searchParams;
    expect(query.get("check_only")).toBe("true");
    expect(query.get("pin_id")).toBe("9");
  });

  it.each([
    ["blocked", "This link is blocked for your safety."],
    ["suspicious", "This link may not be safe, so we won't open it."],
    ["porn", "This link leads to adult content, so we won't open it."],
  ])("ADS-072 ADS-074 a %s link is not opened", async (status, message) => {
    answer(status);
    renderApp(<OffsitePage />, { path: PATH });
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(screen.queryByRole("link", { name: /Continue to/ })).toBeNull();
  });

  it("ADS-071 a link that is not http(s) is refused without asking the server", () => {
    const api = stubApi({});
    renderApp(<OffsitePage />, {
      path: `/offsite/?${new URLSearchParams({ url: "javascript:alert(1)", pin: "9" })}`,
    });
    expect(screen.getByRole("alert").textContent).toBe("This link can't be opened.");
    expect(api.sent).toEqual([]);
  });
});
