import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bootstrapWith, resetAuthState, testViewerUser } from "../auth/test-support.tsx";
import { testBoard } from "../boards/manage/test-support.tsx";
import { renderAppRoutes } from "./render-app-routes.tsx";

function renderAt(path: string) {
  return renderAppRoutes(path);
}

const envelope = (data: unknown) => ({
  resource_response: { status: "success", code: 0, message: "ok", data },
});

// A board owned by the signed-in viewer (id "1"), with one section, for the management pages.
const ownedBoard = testBoard({ id: "11", pin_count: 0, section_count: 1 });
const owner = {
  id: "1",
  username: "jo",
  full_name: "Jo Smith",
  image_medium_url: null,
  avatar_color_index: 0,
};
const managementAnswers: Record<string, unknown> = {
  "/resource/BoardResource/get/": { board: ownedBoard, sections: [] },
  "/resource/BoardSectionResource/get/": {
    board: ownedBoard,
    section: { id: "21", title: "Red", slug: "red", type: "board_section", pin_count: 0, preview_pins: [] },
  },
  "/resource/BoardCollaboratorsResource/get/": { owner, collaborators: [], pending_invites: [] },
};

const notFound = {
  resource_response: {
    status: "failure",
    code: 404,
    message: "No such user",
    data: null,
    error: { code: "NOT_FOUND", message: "No such user" },
  },
};

describe("routes", () => {
  let fetch: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetch = vi.fn(async () => new Response(JSON.stringify(envelope({ items: [], bookmark: null }))));
    vi.stubGlobal("fetch", fetch);
  });
  afterEach(() => {
    cleanup();
    resetAuthState();
    vi.unstubAllGlobals();
  });

  it.each(["/settings/", "/board/x/", "/pin/", "/business/hub/now/"])(
    "IMPL-047 a reserved first segment without a page (%s) is a 404, never a profile",
    async (path) => {
      renderAt(path);
      expect(
        await screen.findByRole("heading", { level: 1, name: "Sorry, we couldn't find that page" }),
      ).toBeTruthy();
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it("IMPL-047 an unknown deep path is a 404", async () => {
    renderAt("/a/b/c/d/");
    expect(await screen.findByRole("heading", { name: "Sorry, we couldn't find that page" })).toBeTruthy();
    expect(document.title).toBe("Page not found | Corkboard");
  });

  it("IMPL-047 a NOT_FOUND answer for a profile renders the 404 page", async () => {
    fetch.mockImplementation(async () => new Response(JSON.stringify(notFound), { status: 404 }));
    renderAt("/nobody_here/");
    expect(await screen.findByRole("heading", { name: "Sorry, we couldn't find that page" })).toBeTruthy();
    expect(document.title).toBe("Page not found | Corkboard");
    expect(String(fetch.mock.calls[0]?.[0])).toBe("/resource/UserResource/get/?username=nobody_here");
  });

  it("redirects a path without its trailing slash to the slash form, keeping the query", async () => {
    const location = renderAt("/search/pins?q=lemon%20tart");
    expect(await screen.findByRole("heading", { level: 1, name: "Results for “lemon tart”" })).toBeTruthy();
    await waitFor(() => expect(location.history).toEqual(["/search/pins/?q=lemon%20tart"]));
  });

  it("reads the search query decoded once", async () => {
    renderAt("/search/pins/?q=%2541");
    expect(await screen.findByRole("heading", { level: 1, name: "Results for “%41”" })).toBeTruthy();
  });

  it("IMPL-043 static segments outrank :username: /pin/{id}/ is a pin", async () => {
    fetch.mockImplementation(async () => new Response(JSON.stringify(notFound), { status: 404 }));
    renderAt("/pin/123/");
    expect(await screen.findByRole("heading", { name: "Sorry, we couldn't find that page" })).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe("/resource/PinResource/get/?id=123");
  });

  it.each([
    ["/board/11/edit/", "Edit your board", "/resource/BoardResource/get/?board_id=11"],
    [
      "/board/11/edit/collaborators/",
      "Collaborators",
      "/resource/BoardCollaboratorsResource/get/?board_id=11",
    ],
    ["/board/11/edit/add_collaborators/", "Add collaborators", "/resource/BoardResource/get/?board_id=11"],
    ["/boardsection/21/edit/", "Edit section", "/resource/BoardSectionResource/get/?section_id=21"],
  ])("IMPL-027 IMPL-043 %s is a board-management page, loading its own data", async (path, heading, call) => {
    fetch.mockImplementation(async (url: string) => {
      const answer = managementAnswers[new URL(url, "http://localhost").pathname];
      return answer
        ? new Response(JSON.stringify(envelope(answer)))
        : new Response(JSON.stringify(notFound), { status: 404 });
    });
    renderAppRoutes(path, bootstrapWith({ viewer: { type: "AUTH", is_auth: true, user: testViewerUser() } }));
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain(call);
  });

  it("marks the Home link as the current page only on the home page", async () => {
    renderAt("/");
    const home = () =>
      within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Home" });
    expect(home().getAttribute("aria-current")).toBe("page");
    cleanup();
    renderAt("/settings/");
    expect(home().getAttribute("aria-current")).toBeNull();
  });

  it("IMPL-043 the shell has a skip link, a labelled search box and the account buttons", async () => {
    renderAt("/");
    expect(screen.getByRole("link", { name: "Skip to content" }).getAttribute("href")).toBe("#main");
    expect(screen.getByRole("combobox", { name: "Search Corkboard" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Log in" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign up" })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeTruthy();
    expect(await screen.findByText("Nothing here yet. Pins people save will show up here.")).toBeTruthy();
  });
});
