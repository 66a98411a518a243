import { describe, expect, it } from "vitest";
import {
  ownPinRepinRedirect,
  parseCreateRoute,
  showPostCreateUpsell,
  UPSELL_SEEN,
  type UpsellFacts,
} from "./create-route.ts";

describe("pin creation route", () => {
  it("PIN-002 PIN-004 the query pre-fills the pin being created", () => {
    const query = new URLSearchParams(
      "url=https%3A%2F%2Fexample.com%2Ftart&media=https%3A%2F%2Fexample.com%2Ft.jpg&description=Tart&color=%23ffcc00&guid=g1&method=button",
    );
    expect(parseCreateRoute("bookmarklet", query)).toEqual({
      routeMethod: "bookmarklet",
      action: "create",
      url: "https://example.com/tart",
      media: "https://example.com/t.jpg",
      description: "Tart",
      color: "#ffcc00",
      guid: "g1",
      method: "button",
    });
  });

  it("PIN-003 the action is repin or create, default create", () => {
    expect(parseCreateRoute("button", new URLSearchParams("action=repin")).action).toBe("repin");
    expect(parseCreateRoute("button", new URLSearchParams("action=delete")).action).toBe("create");
    const empty = parseCreateRoute("button", new URLSearchParams("method=teleport&url="));
    expect(empty.method).toBeNull();
    expect(empty.url).toBeNull();
  });

  it("PIN-011 a pin page of this site redirects to its repin page", () => {
    expect(ownPinRepinRedirect("https://corkboard.example/pin/123/", "corkboard.example")).toBe(
      "/pin/123/repin/x/",
    );
    expect(ownPinRepinRedirect("https://CORKBOARD.example/amp/pin/456", "corkboard.example")).toBe(
      "/pin/456/repin/x/",
    );
    expect(ownPinRepinRedirect("https://elsewhere.example/pin/123/", "corkboard.example")).toBeNull();
    expect(ownPinRepinRedirect("https://corkboard.example/pin/abc/", "corkboard.example")).toBeNull();
    expect(ownPinRepinRedirect("not a url", "corkboard.example")).toBeNull();
    expect(ownPinRepinRedirect(null, "corkboard.example")).toBeNull();
  });
});

describe("post-create upsell", () => {
  const facts: UpsellFacts = {
    url: "https://www.instagram.com/p/abc/",
    seen: false,
    connectedToInstagram: false,
    listedWebsiteUrl: "https://instagram.com/ada",
    experimentOn: true,
  };

  it("PIN-049 PIN-051 shows only when every condition holds", () => {
    expect(showPostCreateUpsell(facts)).toBe(true);
    expect(showPostCreateUpsell({ ...facts, url: "https://notinstagram.com/p/abc/" })).toBe(false);
    expect(showPostCreateUpsell({ ...facts, seen: true })).toBe(false);
    expect(showPostCreateUpsell({ ...facts, connectedToInstagram: true })).toBe(false);
    expect(showPostCreateUpsell({ ...facts, listedWebsiteUrl: "https://ada.dev" })).toBe(false);
    expect(showPostCreateUpsell({ ...facts, listedWebsiteUrl: null })).toBe(false);
    expect(showPostCreateUpsell({ ...facts, experimentOn: false })).toBe(false);
  });

  it("PIN-052 the seen marker's key and value", () => {
    expect(UPSELL_SEEN).toEqual({ key: "claiming_upsells_seen", value: "POST_CREATE_UPSELL_V2" });
  });
});
