import type { Bootstrap } from "@corkboard/core/contract";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderAppRoutes } from "../app/render-app-routes.tsx";
import { bootstrapWith, ok, resetAuthState, stubApi, testViewerUser } from "./test-support.tsx";

const user = testViewerUser();
const signedIn = bootstrapWith({ viewer: { type: "AUTH", is_auth: true, user } });

/** The whole app (shell and routes) at `path`, with the real router hook replaced by memory. */
function renderRoutes(path: string, bootstrap: Bootstrap = bootstrapWith({})) {
  return renderAppRoutes(path, bootstrap);
}

describe("auth pages and routes", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
  });

  it("AUTH-015 AUTH-054 /login/ is a full page with the login form; its toggle links to /signup/ keeping next", async () => {
    stubApi({});
    renderRoutes("/login/?next=%2Fpin%2F7%2F");
    expect(await screen.findByRole("heading", { level: 1, name: "Log in to Corkboard" })).toBeTruthy();
    expect(screen.getByRole("form", { name: "Log in" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe(
      "/signup/?next=%2Fpin%2F7%2F",
    );
    expect(document.title).toBe("Log in to Corkboard | Corkboard");
  });

  it("AUTH-011 AUTH-058 a signed-in visitor opening /login/ goes to the safe next, never another site", async () => {
    stubApi({ "GET /resource/PinResource/get/": () => ok(null) });
    const location = renderRoutes("/login/?next=%2Fpin%2F7%2F", signedIn);
    await waitFor(() => expect(location.history.at(-1)).toBe("/pin/7/"));
    cleanup();
    stubApi({ "GET /resource/HomefeedResource/get/": () => ok({ items: [], bookmark: null }) });
    const other = renderRoutes("/signup/?next=%2F%2Fevil.example%2F", signedIn);
    await waitFor(() => expect(other.history.at(-1)).toBe("/"));
  });

  it("AUTH-025 AUTH-026 a signed-out visitor to /business/create/ meets the business login, whose links sign up on the way to it", async () => {
    stubApi({});
    const location = renderRoutes("/business/create/?next=%2Fadvertiser%2F");
    const businessLogin = `/business/login/?${new URLSearchParams({ next: "/business/create/?next=%2Fadvertiser%2F" })}`;
    await waitFor(() => expect(location.history.at(-1)).toBe(businessLogin));
    expect(await screen.findByRole("form", { name: "Log in" })).toBeTruthy();
    expect(screen.getByText(/Don't have a business account\?/)).toBeTruthy();
    const signupThenCreate = `/signup/?${new URLSearchParams({
      next: `/business/create/?${new URLSearchParams({ next: "/business/create/?next=%2Fadvertiser%2F" })}`,
    })}`;
    expect(screen.getByRole("link", { name: "Create one for free" }).getAttribute("href")).toBe(
      signupThenCreate,
    );
    // AUTH-026: the footer offers "Create new account" instead of the login/signup toggle.
    expect(screen.getByRole("link", { name: "Create new account" }).getAttribute("href")).toBe(
      signupThenCreate,
    );
    expect(screen.queryByRole("link", { name: "Sign up" })).toBeNull();
  });

  it("AUTH-036 IMPL-018 the privacy policy and terms pages exist at the linked paths", async () => {
    stubApi({});
    renderRoutes("/_/_/policy/privacy-policy/");
    expect(await screen.findByRole("heading", { level: 1, name: "Privacy Policy" })).toBeTruthy();
    cleanup();
    renderRoutes("/_/_/policy/terms-of-service/");
    expect(await screen.findByRole("heading", { level: 1, name: "Terms of Service" })).toBeTruthy();
  });

  it("IMPL-012 /email_verification_error/ explains the broken link and offers to log in", async () => {
    stubApi({});
    renderRoutes("/email_verification_error/");
    expect(
      await screen.findByText(
        "That verification link has expired or isn't valid. Log in and ask for a new one.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login/");
  });

  it("AUTH-059 AUTH-060 aec is removed from the URL and a soft-banned value opens the recovery modal", async () => {
    stubApi({ "GET /resource/HomefeedResource/get/": () => ok({ items: [], bookmark: null }) });
    renderRoutes("/?aec=soft_banned&x=1");
    expect(await screen.findByRole("heading", { name: "We protected your account" })).toBeTruthy();
    expect(window.location.search).toBe("?x=1");
  });

  it("AUTH-013 the header's Log in and Sign up open the auth modal; signed in, it shows the account menu", async () => {
    stubApi({ "GET /resource/HomefeedResource/get/": () => ok({ items: [], bookmark: null }) });
    renderRoutes("/");
    fireEvent.click(screen.getAllByRole("button", { name: "Sign up" })[0] as HTMLElement);
    expect(await screen.findByTestId("auth-modal")).toBeTruthy();
    expect(await screen.findByRole("form", { name: "Sign up" })).toBeTruthy();
    cleanup();
    resetAuthState();
    stubApi({ "GET /resource/HomefeedResource/get/": () => ok({ items: [], bookmark: null }) });
    renderRoutes("/", signedIn);
    expect(screen.queryByRole("button", { name: "Log in" })).toBeNull();
    expect(await screen.findByRole("button", { name: "Account options for Jo" })).toBeTruthy();
  });
});
