import { describe, expect, it } from "vitest";
import { classifyPath, type PathKind } from "./classifier.ts";

function expectKinds(kind: PathKind, paths: readonly string[]): void {
  for (const path of paths) expect(classifyPath(path).kind, path).toBe(kind);
}

describe("path classifier", () => {
  it("GATE-016 pin paths", () => {
    expectKinds("pin", [
      "/pin/123",
      "/pin/123/",
      "/pin/123/comments",
      "/pin/123/edit",
      "/pin/123/repin",
      "/pin/123/visual-search/",
      "/pin/123/visual-search/products/",
      "/pin/create/",
      "/pin_redirect",
    ]);
    expect(classifyPath("/pin/123/comments").params).toEqual({ id: "123" });
    expect(classifyPath("/pin/create/").pattern).toBe("/pin/create");
  });

  it("GATE-017 creation-tool paths", () => {
    expectKinds("pin_creation", [
      "/pin-builder",
      "/pin-editor",
      "/idea-ads-tool",
      "/story-pin-builder",
      "/idea-pin-builder",
      "/pin-creation-tool",
      "/tv/studio",
    ]);
  });

  it("GATE-018 board paths", () => {
    expectKinds("board", [
      "/board/1/edit",
      "/board/1/edit/collaborators",
      "/board/1/edit/add_collaborators",
      "/boardsection/2/edit",
      "/ada/recipes/soups/",
      "/ada/recipes/",
    ]);
    expect(classifyPath("/ada/recipes/soups/").params).toEqual({
      username: "ada",
      boardId: "recipes",
      boardSectionId: "soups",
    });
  });

  it("GATE-019 conversation and safety paths", () => {
    expectKinds("conversation", ["/conversation/55"]);
    expectKinds("safety", ["/appealed-pin/", "/reports-and-violations/", "/age-appeal"]);
  });

  it("GATE-020 auth and account paths", () => {
    expectKinds("auth", [
      "/login",
      "/signup",
      "/signup/sso-business-account/",
      "/password/reset",
      "/pw/ada",
      "/secure/panic",
      "/email/subscription",
      "/email/user_survey",
      "/email_verification_error",
      "/notifications/",
    ]);
  });

  it("GATE-021 discovery paths", () => {
    expectKinds("discovery", [
      "/search",
      "/search/pins/?q=cats",
      "/ideas",
      "/ideas/food/123",
      "/videos/",
      "/videos/diy/4",
      "/shopping/",
      "/shopping/home/5",
      "/topics",
      "/today",
      "/today/article/",
      "/today/best/",
      "/today/trending/",
      "/today/popular/",
      "/today/shop/",
      "/discover/article/abc",
      "/",
    ]);
  });

  it("GATE-022 settings, oauth and other paths", () => {
    expectKinds("settings", ["/settings", "/settings/profile", "/settings/notifications"]);
    expectKinds("oauth", ["/oauth", "/oauth/authorize", "/app-factory-oauth"]);
  });

  it("GATE-023 notification settings leave the settings kind when the experiment is on", () => {
    expect(classifyPath("/settings/notifications", { notificationSettingsSplit: true }).kind).toBe("unknown");
    expect(classifyPath("/settings/profile", { notificationSettingsSplit: true }).kind).toBe("settings");
  });

  it("GATE-024 business paths", () => {
    expectKinds("business", [
      "/business/convert",
      "/business/hub",
      "/business/invite/",
      "/business/commerce-integrations/",
      "/business/catalogs/77/",
    ]);
    expectKinds("advertiser", ["/advertiser/quick-promote", "/advertiser/549/billing/"]);
  });

  it("GATE-025 business-access and business-manager paths", () => {
    for (const view of [
      "dashboard",
      "asset-groups",
      "catalogs",
      "shared-tags",
      "brand-safety",
      "audiences",
      "security",
      "invoice-management",
      "ad-accounts/cee-migration",
    ]) {
      expect(classifyPath(`/business/business-access/9/${view}/`).kind).toBe("business");
      expect(classifyPath(`/business/business-manager/9/${view}`).params).toEqual({ businessId: "9" });
    }
  });

  it("GATE-026 business-hierarchy paths", () => {
    for (const view of ["dashboard", "hierarchy", "business_security", "managers"]) {
      expect(classifyPath(`/business/hierarchy/3/${view}/`).params).toEqual({ businessHierarchyId: "3" });
    }
    expect(classifyPath("/business/hierarchy/3/other/").kind).toBe("unknown");
  });

  it("GATE-027 the imgViewer hash and the invite_code parameter", () => {
    const result = classifyPath("/pin/1/?invite_code=abc#imgViewer");
    expect(result).toMatchObject({ kind: "pin", imageViewer: true, inviteCode: "abc" });
    expect(classifyPath("/pin/1/")).toMatchObject({ imageViewer: false, inviteCode: null });
    expect(classifyPath("https://corkboard.example/ada/recipes/?invite_code=z").inviteCode).toBe("z");
  });

  it("GATE-028 /{username}/ falls back to profile; reserved names and other paths are unknown", () => {
    expect(classifyPath("/ada/")).toMatchObject({ kind: "profile", params: { username: "ada" } });
    expect(classifyPath("/login/extra/more/deep").kind).toBe("unknown");
    expect(classifyPath("/pin/1/unknown").kind).toBe("unknown");
    expect(classifyPath("/api").kind).toBe("unknown");
  });
});
