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
  watchPageLoads,
} from "../auth/test-support.tsx";
import { BusinessConvertPage, BusinessCreatePage } from "./business-account-page.tsx";
import { businessNextPath } from "./business-next.ts";

const user = testViewerUser({ full_name: "Jo Smith", country: "GB" });
const signedIn = bootstrapWith({ viewer: { type: "AUTH", is_auth: true, user } });
const result = (next: string) => ok({ business_id: "1", advertiser_id: "5", next, created: true });

describe("business accounts", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
  });

  it("ADS-004 ADS-006 PIN-076 convert posts the safe next and loads it, pinId carried", async () => {
    const pages = watchPageLoads();
    const api = stubApi({ "POST /v3/business/convert/": (request) => result(String(request.body.next)) });
    renderApp(<BusinessConvertPage />, {
      path: "/business/convert/?next=%2Fadvertiser%2Fquick_promote&pinId=9",
      bootstrap: signedIn,
    });
    expect(screen.getByRole("heading", { name: "Switch to a business account" })).toBeTruthy();
    expect((screen.getByLabelText("Business name") as HTMLInputElement).value).toBe("Jo Smith");
    fireEvent.click(screen.getByRole("button", { name: "Switch to business" }));
    await waitFor(() => expect(pages.assign).toHaveBeenCalledWith("/advertiser/quick_promote?pinId=9"));
    expect(api.to("/v3/business/convert/")[0]?.body).toEqual({
      business_name: "Jo Smith",
      country: "GB",
      next: "/advertiser/quick_promote?pinId=9",
    });
  });

  it("ADS-006 a partner goes straight to next without converting again", async () => {
    const api = stubApi({});
    const { location } = renderApp(<BusinessConvertPage />, {
      path: "/business/convert/?next=%2Fadvertiser%2Fquick_promote%3FpinId%3D9",
      bootstrap: bootstrapWith({ viewer: { type: "AUTH", is_auth: true, is_partner: true, user } }),
    });
    await waitFor(() => expect(location.history.at(-1)).toBe("/advertiser/quick_promote?pinId=9"));
    expect(api.sent).toEqual([]);
  });

  it("IMPL-017 create needs a business name and shows the server's refusal", async () => {
    stubApi({ "POST /v3/business/create/": () => fail(400, "INVALID_INPUT") });
    renderApp(<BusinessCreatePage />, { path: "/business/create/", bootstrap: signedIn });
    fireEvent.change(screen.getByLabelText("Business name"), { target: { value: " " } });
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(screen.getByText("Enter your business name")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Business name"), { target: { value: "Jo's Shop" } });
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Some of that doesn't look right. Check it and try again.",
    );
  });

  it("IMPL-017 signed-out visitors log in first (the business login), with this page as next", async () => {
    stubApi({});
    const { location } = renderApp(<BusinessCreatePage />, {
      path: "/business/create/?next=%2Fadvertiser%2F",
    });
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(
        `/business/login/?${new URLSearchParams({ next: "/business/create/?next=%2Fadvertiser%2F" })}`,
      ),
    );
  });

  it("ADS-006 next is a same-origin path only", () => {
    expect(businessNextPath("https://evil.example/", null)).toBe("/advertiser/");
    expect(businessNextPath("//evil.example/x", "9")).toBe("/advertiser/");
    expect(businessNextPath(null, "9")).toBe("/advertiser/");
    expect(businessNextPath("/advertiser/quick_promote?pinId=3", "9")).toBe(
      "/advertiser/quick_promote?pinId=3",
    );
  });
});
