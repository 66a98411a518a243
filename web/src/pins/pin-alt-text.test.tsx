import type { PinDetail } from "@corkboard/core/contract";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Route } from "wouter";
import { bootstrapWith, ok, renderApp, resetAuthState, stubApi } from "../auth/test-support.tsx";
import { testPin } from "../boards/manage/test-support.tsx";
import { PinPage } from "./pin-page.tsx";

function pinDetail(altText: string): PinDetail {
  const summary = testPin("42", "Blue door");
  const image = { url: "/media/42/736x", width: 736, height: 900 };
  return {
    ...summary,
    alt_text: altText,
    images: { "236x": summary.images["236x"], "474x": summary.images["474x"], "736x": image, orig: image },
    section: null,
    link_domain: null,
    created_method: "uploaded",
    pinner_follower_count: 0,
  };
}

function renderPinPage(altText: string) {
  stubApi({
    "GET /resource/PinResource/get/": () => ok(pinDetail(altText)),
    "GET /resource/RelatedPinFeedResource/get/": () => ok({ items: [], bookmark: null }),
  });
  return renderApp(
    <Route path="/pin/:id">
      <PinPage />
    </Route>,
    { path: "/pin/42/", bootstrap: bootstrapWith({}) },
  );
}

describe("alt text on the pin page (issue 20, D-055)", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
  });

  it("issue 20: the pin's image has the pinner's alt text as its alt", async () => {
    renderPinPage("A blue front door with a brass knocker");
    const image = await screen.findByRole("img", { name: "A blue front door with a brass knocker" });
    expect(image.getAttribute("alt")).toBe("A blue front door with a brass knocker");
  });

  it("issue 20: without alt text the image falls back to the pin's title", async () => {
    renderPinPage("");
    expect((await screen.findByRole("img", { name: "Blue door" })).getAttribute("alt")).toBe("Blue door");
  });
});
