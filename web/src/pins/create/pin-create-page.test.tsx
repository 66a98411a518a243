import { parseCreateRoute } from "@corkboard/core/pins";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import {
  bootstrapWith,
  ok,
  renderApp,
  resetAuthState,
  setViewport,
  stubApi,
} from "../../auth/test-support.tsx";
import { setBootstrap } from "../../platform/bootstrap/index.ts";
import { pickerBoard, saveResult, signedIn } from "../save/save-test-support.tsx";
import { createMethod, draftFromRoute } from "./create-draft.ts";
import { createVariant, PinCreatePage } from "./pin-create-page.tsx";
import { popupHeight } from "./popup.ts";
import { SuccessScreen } from "./success-screen.tsx";

const QUERY =
  "?url=https%3A%2F%2Fshop.example%2Fchair&media=https%3A%2F%2Fshop.example%2Fchair.jpg&description=A%20chair&guid=abc";
const PATH = `/pin/create/bookmarklet/${QUERY}`;

function renderCreate(path = PATH, bootstrap = signedIn()) {
  return renderApp(
    <Route path="/pin/create/:method">
      <PinCreatePage />
    </Route>,
    { path, bootstrap },
  );
}

describe("/pin/create/{method}", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    setViewport(1024);
    vi.useRealTimers();
  });

  it("PIN-009 PIN-010 PIN-011 PIN-005 PIN-012 picks the variant by viewport and sign-in", () => {
    const base = { url: null, ownHost: "corkboard.test" };
    expect(createVariant({ ...base, isPhone: false, signedIn: true })).toEqual({ kind: "desktop" });
    expect(createVariant({ ...base, isPhone: false, signedIn: false })).toEqual({ kind: "logged_out" });
    expect(createVariant({ ...base, isPhone: true, signedIn: false })).toEqual({ kind: "redirect", to: "/" });
    expect(createVariant({ ...base, isPhone: true, signedIn: true })).toEqual({ kind: "mobile" });
    expect(
      createVariant({ ...base, isPhone: true, signedIn: true, url: "https://corkboard.test/amp/pin/123/" }),
    ).toEqual({ kind: "redirect", to: "/pin/123/repin/x/" });
  });

  it("PIN-004 PIN-026 PIN-035 the draft carries the query; the bookmarklet saves as the button", () => {
    const request = parseCreateRoute("bookmarklet", new URLSearchParams(QUERY));
    expect(createMethod(request)).toBe("button");
    expect(draftFromRoute(request)).toEqual({
      method: "button",
      imageUrl: "https://shop.example/chair.jpg",
      link: "https://shop.example/chair",
      description: "A chair",
      color: null,
      guid: "abc",
    });
    expect(createMethod(parseCreateRoute("other", new URLSearchParams("method=uploaded")))).toBe("uploaded");
  });

  it("UI-004 UI-005 the popup is max(750, content + 48) high", () => {
    expect(popupHeight(400)).toBe(750);
    expect(popupHeight(800)).toBe(848);
  });

  it("PIN-009 logged out on desktop: the image preview beside the login panel", async () => {
    stubApi({});
    renderCreate(PATH, bootstrapWith({}));
    expect(screen.getByRole("figure", { name: "Pin preview" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "A chair" }).getAttribute("src")).toBe(
      "https://shop.example/chair.jpg",
    );
    expect(await screen.findByLabelText("Email")).toBeTruthy();
  });

  it("PIN-010 logged out on a phone: sent to /", async () => {
    setViewport(400);
    stubApi({});
    const { location } = renderCreate(PATH, bootstrapWith({}));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/"));
  });

  it("PIN-005 PIN-006 PIN-030 PIN-032 desktop: preview and picker, pre-fetch, then the success screen", async () => {
    const api = stubApi({
      "PUT /v3/pins/image/": () =>
        ok({
          media_upload_id: "77",
          image_signature: "sig",
          width: 600,
          height: 800,
          dominant_color: "#111111",
        }),
      "GET /resource/PinAlreadySavedResource/get/": () => ok({ pinned_to_board: null }),
      "GET /resource/FindPinImagesResource/get/": () => ok({ items: [] }),
      "GET /resource/BoardPickerBoardsResource/get/": () =>
        ok({ all_boards: [pickerBoard("10", "Recipes")], boards_shortlist: [] }),
      "POST /resource/PinResource/create/": () => ok(saveResult()),
      "POST /v3/pins/create_events/": () => ok({ ok: true }),
    });
    renderCreate();
    expect(screen.getByRole("figure", { name: "Pin preview" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Choose board" })).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Save to Recipes" }));
    expect(await screen.findByRole("heading", { name: "Saved to Recipes" })).toBeTruthy();
    expect(screen.getByText("Pin id: 900")).toBeTruthy();
    expect(screen.getByText("Link: https://shop.example/chair")).toBeTruthy();
    expect(api.to("/v3/pins/image/")[0]?.body).toEqual({ image_url: "https://shop.example/chair.jpg" });
    expect(api.to("/resource/PinResource/create/")[0]?.body).toMatchObject({
      method: "button",
      guid: "abc",
      link: "https://shop.example/chair",
      description: "A chair",
      image_url: "https://shop.example/chair.jpg",
    });
    // PIN-008 PIN-042: the success event names the pin and the creation path.
    await waitFor(() => expect(api.to("/v3/pins/create_events/")).toHaveLength(1));
    expect(api.to("/v3/pins/create_events/")[0]?.body).toMatchObject({
      event: "pin_create_success",
      pin_id: "900",
      path: "bookmarklet",
    });
  });

  it("PIN-007 the success screen closes the popup after 10 s", () => {
    vi.useFakeTimers();
    setBootstrap(signedIn());
    vi.stubGlobal("opener", {});
    const close = vi.spyOn(window, "close").mockImplementation(() => {});
    const request = parseCreateRoute("bookmarklet", new URLSearchParams(QUERY));
    render(
      <SuccessScreen
        saved={{ result: saveResult(), target: { board: pickerBoard("10", "Recipes"), section: null } }}
        request={request}
        siteImages={[]}
      />,
    );
    expect(screen.getByText("This window closes in 10 seconds.")).toBeTruthy();
    act(() => vi.advanceTimersByTime(9999));
    expect(close).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it("PIN-012 PIN-013 BOARD-013 on a phone: the full-page picker with cancel and the Create board link", async () => {
    setViewport(400);
    stubApi({
      "GET /resource/BoardPickerBoardsResource/get/": () =>
        ok({ all_boards: [pickerBoard("10", "Recipes")], boards_shortlist: [] }),
    });
    renderCreate();
    expect(screen.getByRole("heading", { name: "Choose board" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Save to Recipes" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create board" }).getAttribute("href")).toBe("/board/create/");
  });

  it("PIN-014 on a phone: a full-page loading overlay covers the page while the pin is being created", async () => {
    setViewport(400);
    let release: (response: Response) => void = () => {};
    stubApi({
      "GET /resource/BoardPickerBoardsResource/get/": () =>
        ok({ all_boards: [pickerBoard("10", "Recipes")], boards_shortlist: [] }),
      "POST /resource/PinResource/create/": () => new Promise<Response>((resolve) => (release = resolve)),
      "POST /v3/pins/create_events/": () => ok({ ok: true }),
    });
    renderCreate();
    expect(screen.queryByTestId("saving-overlay")).toBeNull();
    fireEvent.click(await screen.findByRole("button", { name: "Save to Recipes" }));
    expect(await screen.findByTestId("saving-overlay")).toBeTruthy();
    release(ok(saveResult()));
    await waitFor(() => expect(screen.queryByTestId("saving-overlay")).toBeNull());
  });
});
