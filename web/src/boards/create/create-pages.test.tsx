import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route, Switch } from "wouter";
import { ok, renderApp, resetAuthState, setViewport, stubApi } from "../../auth/test-support.tsx";
import { PinCreatePage } from "../../pins/create/pin-create-page.tsx";
import { pickerBoard, saveResult, signedIn } from "../../pins/save/save-test-support.tsx";
import { CreateBoardPage } from "./create-pages.tsx";

const START =
  "/pin/create/button/?url=https%3A%2F%2Fshop.example%2F&media=https%3A%2F%2Fshop.example%2Fa.jpg";

describe("mobile create board round trip", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    window.sessionStorage.clear();
    setViewport(1024);
  });

  it("BOARD-013 BOARD-015 PIN-015 PIN-017 Create board goes to /board/create/ and back, saving to the new board", async () => {
    setViewport(400);
    const created = pickerBoard("20", "Shoes");
    const api = stubApi({
      "GET /resource/BoardPickerBoardsResource/get/": () =>
        ok({ all_boards: [pickerBoard("10", "Recipes")], boards_shortlist: [] }),
      "POST /resource/BoardResource/create/": () => ok(created),
      "POST /resource/PinResource/create/": () => ok(saveResult({ board: { id: "20", name: "Shoes" } })),
      "POST /v3/pins/create_events/": () => ok({ ok: true }),
    });
    const go = vi.spyOn(window.history, "go").mockImplementation(() => {});
    const close = vi.spyOn(window, "close").mockImplementation(() => {});
    const { location } = renderApp(
      <Switch>
        <Route path="/pin/create/:method">
          <PinCreatePage />
        </Route>
        <Route path="/board/create">
          <CreateBoardPage />
        </Route>
      </Switch>,
      { path: START, bootstrap: signedIn() },
    );
    fireEvent.click(await screen.findByRole("link", { name: "Create board" }));
    expect(await screen.findByRole("heading", { name: "Create board" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Shoes" } });
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(api.to("/resource/PinResource/create/")).toHaveLength(1));
    expect(location.history?.at(-1)).toBe(START);
    expect(api.to("/resource/PinResource/create/")[0]?.body).toMatchObject({
      board_id: "20",
      method: "button_external",
    });
    // PIN-015: the 5 s toast; PIN-016/PIN-017: then the page closes (a one-entry history here) or goes back.
    expect(await screen.findByText("Saved to Shoes")).toBeTruthy();
    await waitFor(() => expect(close.mock.calls.length + go.mock.calls.length).toBe(1));
  });
});
