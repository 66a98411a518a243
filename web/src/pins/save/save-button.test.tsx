import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { bootstrapWith, ok, renderApp, resetAuthState, stubApi } from "../../auth/test-support.tsx";
import { PinSaveButton } from "./save-button.tsx";
import { pickerBoard, saveResult, signedIn } from "./save-test-support.tsx";

describe("the pin page's Save button (IMPL-020)", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
  });

  it("IMPL-020 PIN-019 PIN-020 BOARD-026 opens the picker modal; a save toasts Saved to {board} and closes it", async () => {
    const api = stubApi({
      "GET /resource/BoardPickerBoardsResource/get/": () =>
        ok({ all_boards: [pickerBoard("10", "Recipes")], boards_shortlist: [] }),
      "GET /resource/PinAlreadySavedResource/get/": () =>
        ok({ pinned_to_board: { id: "11", name: "Old board", url: "/jo/old/", layout: "default" } }),
      "POST /resource/RepinResource/create/": () => ok(saveResult()),
    });
    renderApp(<PinSaveButton pinId="5" />, { bootstrap: signedIn() });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    const modal = await screen.findByTestId("save-picker");
    expect(within(modal).getByRole("heading", { name: "Choose board" })).toBeTruthy();
    expect(await within(modal).findByText("Psst! You already saved this Pin to Old board")).toBeTruthy();
    fireEvent.click(await within(modal).findByRole("button", { name: "Save to Recipes" }));
    expect(await screen.findByText("Saved to Recipes")).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId("save-picker")).toBeNull());
    expect(screen.getByTestId("saved-confirmation")).toBeTruthy();
    const body = api.to("/resource/RepinResource/create/")[0]?.body;
    expect(body).toMatchObject({ pin_id: "5", board_id: "10", method: "button", is_buyable_pin: false });
    expect(String(body?.guid)).toMatch(/^[0-9a-f]{32}$/);
  });

  it("IMPL-020 AUTH-017 logged out, Save opens the signup modal", async () => {
    stubApi({});
    renderApp(<PinSaveButton pinId="5" />, { bootstrap: bootstrapWith({}) });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(await screen.findByTestId("auth-modal")).toBeTruthy();
  });
});
