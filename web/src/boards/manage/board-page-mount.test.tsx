import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Route } from "wouter";
import { bootstrapWith, ok, resetAuthState, stubApi } from "../../auth/test-support.tsx";
import { BoardPage } from "../board-page.tsx";
import { clearToasts, renderManaged, signedInBootstrap, testBoard, testPin } from "./test-support.tsx";

const board = testBoard({ pin_count: 1 });

function renderBoardPage(bootstrap = signedInBootstrap()) {
  stubApi({
    "GET /resource/BoardResource/get/": () => ok({ board, sections: [] }),
    "GET /resource/BoardFeedResource/get/": () => ok({ items: [testPin("p1")], bookmark: null }),
  });
  return renderManaged(
    <Route path="/:username/:slug">
      <BoardPage />
    </Route>,
    { path: "/jo/doors/", bootstrap },
  );
}

describe("board page management", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    clearToasts();
  });

  it("IMPL-027 BOARD-066 the owner's '…' menu turns the grid into a selection list and back", async () => {
    renderBoardPage();
    // The page, the menu and the selection list are lazy chunks: give them time under load.
    fireEvent.click(await screen.findByRole("button", { name: "More board options" }, { timeout: 5000 }));
    fireEvent.click(screen.getByRole("button", { name: "Select Pins to move" }));
    expect(await screen.findByRole("checkbox", { name: "Select Pin p1" }, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("checkbox", { name: "Select Pin p1" })).toBeNull();
  });

  it("IMPL-027 a logged-out visitor gets no management menu", async () => {
    renderBoardPage(bootstrapWith({}));
    expect(await screen.findByRole("heading", { name: "Doors" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "More board options" })).toBeNull();
  });
});
