import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderAppRoutes } from "../app/render-app-routes.tsx";
import { bootstrapWith, ok, resetAuthState, stubApi, testViewerUser } from "../auth/test-support.tsx";
import { testAdvertiser } from "./test-fixtures.ts";

const signedIn = bootstrapWith({
  viewer: { type: "AUTH", is_auth: true, is_partner: true, user: testViewerUser() },
});

function renderAt(path: string) {
  return renderAppRoutes(path, signedIn);
}

describe("business-side routes in the app", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    sessionStorage.clear();
  });

  it("IMPL-040 /advertiser/{id}/… opens the advertiser area in the app shell", async () => {
    stubApi({
      "GET /ads/v4/advertisers/5/": () => ok(testAdvertiser()),
      "GET /vx/business_access/profiles/": () => ok([]),
    });
    renderAt("/advertiser/5/media_planner/");
    expect(
      await screen.findByRole("heading", { level: 1, name: "The media planner" }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Ads tools" })).toBeTruthy();
  });

  it("ADS-073 /offsite/ and GATE-017 /pin-builder/ are app pages, never profiles", async () => {
    stubApi({
      "GET /vx/business_access/profiles/": () => ok([]),
      "GET /vx/pin_builder/gate/": () =>
        ok({
          scenario: "default",
          scenario_allowed: true,
          features: [],
          can_upload_video: false,
          is_partner: true,
          kill_switch: "disable_all",
          creation_blocked: { web_pin: true, idea_pin: true, video: true, repin: true },
        }),
      "GET /resource/BoardsResource/get/": () => ok({ items: [], bookmark: null }),
    });
    renderAt("/offsite/?url=javascript%3Aalert(1)&pin=9");
    expect((await screen.findByRole("alert", {}, { timeout: 5000 })).textContent).toBe(
      "This link can't be opened.",
    );
    cleanup();
    renderAt("/pin-builder/");
    expect(await screen.findByRole("heading", { name: "Create Pin" }, { timeout: 5000 })).toBeTruthy();
  });

  it("GATE-015 GATE-028 /{username}/ routes open only for what the classifier calls a profile or board", async () => {
    stubApi({ "GET /vx/business_access/profiles/": () => ok([]) });
    renderAt("/business/hub/");
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "Sorry, we couldn't find that page" },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });
});
