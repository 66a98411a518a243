import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Route } from "wouter";
import { bootstrapWith, ok, resetAuthState, stubApi, testViewerUser } from "../../auth/test-support.tsx";
import { BoardEditPage } from "./board-edit-page.tsx";
import { renderManaged, signedInBootstrap } from "./test-support.tsx";

const board = {
  id: "b1",
  name: "Doors",
  slug: "doors",
  url: "/jo/doors/",
  description: "Old ones",
  privacy: "secret",
  layout: "default",
  pin_count: 4,
  section_count: 0,
  image_cover_url: null,
  cover_images: [],
  owner: { id: "1", username: "jo" },
  archived: true,
  created_at: "2026-01-01T00:00:00.000Z",
};

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
  });

  it("IMPL-027 anyone but the owner finds no edit page", async () => {
    renderPage(bootstrapWith({ viewer: { type: "AUTH", is_auth: true, user: testViewerUser({ id: "5" }) } }));
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByLabelText("Name")).toBeNull();
  });
});
