import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Route } from "wouter";
import { bootstrapWith, ok, resetAuthState, stubApi, testViewerUser } from "../../auth/test-support.tsx";
import { BoardEditPage } from "./board-edit-page.tsx";
import { renderManaged, signedInBootstrap, testBoard } from "./test-support.tsx";

const board = testBoard({ description: "Old ones", privacy: "secret", archived: true });

function renderPage(bootstrap = signedInBootstrap()) {
  const api = stubApi({ "GET /resource/BoardResource/get/": () => ok({ board, sections: [] }) });
  renderManaged(
    <Route path="/board/:id/edit">
      <BoardEditPage />
    </Route>,
    { path: "/board/b1/edit/", bootstrap },
  );
  return api;
}

describe("board edit page", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
  });

  it("IMPL-027 the owner edits name, description and privacy, and can unarchive or delete", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { name: "Edit your board" })).toBeTruthy();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Doors");
    expect((screen.getByLabelText("Description") as HTMLTextAreaElement).value).toBe("Old ones");
    expect((screen.getByLabelText("Keep this board secret") as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("You archived this board. It is hidden from your profile.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Unarchive board" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Delete board" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Edit your board | Corkboard"));
  });

  it("IMPL-027 the owner's edit page links to the board's collaborators", async () => {
    renderPage();
    const link = await screen.findByRole("link", { name: "Collaborators" });
    expect(link.getAttribute("href")).toBe("/board/b1/edit/collaborators/");
  });

  it("IMPL-027 anyone but the owner finds no edit page", async () => {
    renderPage(bootstrapWith({ viewer: { type: "AUTH", is_auth: true, user: testViewerUser({ id: "5" }) } }));
    await screen.findByRole("heading", { level: 1, name: "Sorry, we couldn't find that page" });
    expect(screen.queryByLabelText("Name")).toBeNull();
    expect(document.title).toBe("Page not found | Corkboard");
  });
});
