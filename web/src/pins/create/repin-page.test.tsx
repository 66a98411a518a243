import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route, Switch } from "wouter";
import {
  bootstrapWith,
  ok,
  renderApp,
  resetAuthState,
  setViewport,
  stubApi,
} from "../../auth/test-support.tsx";
import { clearToasts } from "../../boards/manage/test-support.tsx";
import { pickerBoard, saveResult, signedIn } from "../save/save-test-support.tsx";
import { PinRepinPage } from "./pin-create-page.tsx";

// The mobile repin pages (IMPL-022): routed exactly as web/src/app/routes.tsx routes them.
function renderRepin(path: string, bootstrap = signedIn()) {
  return renderApp(
    <Switch>
      <Route path="/pin/:id/repin/x">
        <PinRepinPage />
      </Route>
      <Route path="/pin/:id/repin">
        <PinRepinPage />
      </Route>
    </Switch>,
    { path, bootstrap },
  );
}

describe("the mobile repin pages (IMPL-022)", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    clearToasts();
    setViewport(1024);
    vi.restoreAllMocks();
  });

  it.each(["/pin/123/repin/", "/pin/123/repin/x/"])(
    "IMPL-022 %s shows the save picker and repins pin 123 to the chosen board",
    async (path) => {
      setViewport(400);
      // A page opened straight (one history entry) closes after the save (PIN-016).
      const close = vi.spyOn(window, "close").mockImplementation(() => {});
      const api = stubApi({
        "GET /resource/BoardPickerBoardsResource/get/": () =>
          ok({ all_boards: [pickerBoard("10", "Recipes")], boards_shortlist: [] }),
        "POST /resource/RepinResource/create/": () => ok(saveResult({ id: "901" })),
        "POST /v3/pins/create_events/": () => ok({ ok: true }),
      });
      renderRepin(path);
      expect(screen.getByRole("heading", { name: "Choose board" })).toBeTruthy();
      fireEvent.click(await screen.findByRole("button", { name: "Save to Recipes" }));
      await waitFor(() => expect(api.to("/resource/RepinResource/create/")).toHaveLength(1));
      // PIN-034: a repin of the existing pin (RepinResource), not a new pin from an image.
      expect(api.to("/resource/PinResource/create/")).toHaveLength(0);
      const body = api.to("/resource/RepinResource/create/")[0]?.body as Record<string, unknown>;
      expect(body).toMatchObject({ pin_id: "123", board_id: "10" });
      expect(body.image_url).toBeUndefined();
      // The saved toast names the board, then the page closes.
      await waitFor(() => expect(screen.getByRole("status").textContent).toContain("Recipes"));
      await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    },
  );

  it("IMPL-022 a logged-out visitor on a repin page is sent to the home page", async () => {
    stubApi({});
    const { location } = renderRepin("/pin/123/repin/x/", bootstrapWith({}));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/"));
  });
});
