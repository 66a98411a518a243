import type { PinSummary } from "@corkboard/core/contract";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderAppRoutes } from "../app/render-app-routes.tsx";
import { resetAuthState } from "../auth/test-support.tsx";

const spec = (width: number, height: number) => ({ url: `/media/x/${width}x`, width, height });
function pin(id: string, title: string): PinSummary {
  return {
    id,
    title,
    description: "",
    alt_text: "",
    link: null,
    dominant_color: "#cccccc",
    images: { "236x": spec(236, 300), "474x": spec(474, 600) },
    pinner: { id: "9", username: "ada", full_name: "Ada", image_medium_url: null, avatar_color_index: 0 },
    board: { id: "8", name: "B", url: "/ada/b/", privacy: "public", layout: "default" },
    created_at: "2026-01-01T00:00:00.000Z",
    product: null,
    sponsorship: null,
    affiliate_link: false,
    sensitivity: null,
  };
}
const owner = {
  id: "9",
  username: "ada",
  full_name: "Ada Lovelace",
  image_medium_url: null,
  avatar_color_index: 0,
};

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ resource_response: { status: "success", code: 0, message: "ok", data } }));

// IMPL-035: the search page reads its query and scope from the URL and shows the results.
describe("the search page (IMPL-035)", () => {
  let fetch: ReturnType<typeof vi.fn>;
  let answers: Record<string, unknown>;
  const sent = () =>
    fetch.mock.calls
      .map(([url]) => new URL(String(url), "http://localhost"))
      .filter((url) => url.pathname.startsWith("/v3/search/"));

  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(1280);
    answers = {};
    fetch = vi.fn(async (input: string) => {
      const url = new URL(String(input), "http://localhost");
      const scope = url.searchParams.get("scope") ?? "";
      return envelope(answers[scope] ?? { items: [], bookmark: null });
    });
    vi.stubGlobal("fetch", fetch);
  });
  afterEach(() => {
    cleanup();
    resetAuthState();
    vi.unstubAllGlobals();
  });

  it("IMPL-035 SEARCH-005 SEARCH-008 /search/pins/?q=…&rs=… asks for pins with the query, rs and the page size, and shows them in the grid", async () => {
    answers.pins = {
      scope: "pins",
      results: [pin("1", "Terracotta planters"), pin("2", "Hanging planter")],
      bookmark: null,
      advisory: null,
    };
    renderAppRoutes("/search/pins/?q=planters&rs=typed");
    expect(await screen.findByRole("heading", { level: 1, name: "Results for “planters”" })).toBeTruthy();
    expect(await screen.findByText("Terracotta planters")).toBeTruthy();
    const [call] = sent();
    expect(call?.pathname).toBe("/v3/search/pins/");
    // A wide window without the page-size experiment: 25 (SEARCH-008's default).
    expect(Object.fromEntries(call?.searchParams ?? [])).toEqual({
      q: "planters",
      scope: "pins",
      rs: "typed",
      page_size: "25",
    });
    expect(screen.getByRole("link", { name: "Pins" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Boards" }).getAttribute("href")).toBe(
      "/search/boards/?q=planters",
    );
  });

  const advisory = (severity: number) => ({
    advisory: "self_harm",
    severity,
    advisory_type: "self_harm",
    resource_country: null,
    advisory_details: {
      advisory: "self_harm",
      severity,
      notices: [
        {
          style: "warning",
          description: { text: "You're not alone. Find support.", text_tags: [] },
          actions: [],
          footer: null,
        },
      ],
    },
  });

  it("SEARCH-038 SEARCH-040: a SENSITIVE query shows its notice above the results", async () => {
    answers.pins = { scope: "pins", results: [pin("1", "Candles")], bookmark: null, advisory: advisory(1) };
    renderAppRoutes("/search/pins/?q=seance");
    expect(await screen.findByText("You're not alone. Find support.")).toBeTruthy();
    expect(await screen.findByText("Candles")).toBeTruthy();
  });

  it("SEARCH-040: an ABUSIVE query shows the notice instead of results; BRAND_UNSAFE shows no notice", async () => {
    answers.pins = { scope: "pins", results: [], bookmark: null, advisory: advisory(0) };
    renderAppRoutes("/search/pins/?q=abuse");
    expect(await screen.findByText("You're not alone. Find support.")).toBeTruthy();
    expect(screen.queryByText(/No Pins match/)).toBeNull();
    expect(screen.queryByRole("button", { name: /Filter/ })).toBeNull();
    cleanup();
    answers.pins = { scope: "pins", results: [pin("2", "Dice")], bookmark: null, advisory: advisory(2) };
    renderAppRoutes("/search/pins/?q=gambling");
    expect(await screen.findByText("Dice")).toBeTruthy();
    expect(screen.queryByText("You're not alone. Find support.")).toBeNull();
  });

  it("IMPL-035 an empty result says so and helps", async () => {
    answers.pins = { scope: "pins", results: [], bookmark: null, advisory: null };
    renderAppRoutes("/search/pins/?q=zzxq");
    expect(
      await screen.findByText("No Pins match “zzxq”. Try fewer words, or check the spelling."),
    ).toBeTruthy();
  });

  it("IMPL-035 /search/?q=… is the pin search, not a missing page; no query asks for one", async () => {
    renderAppRoutes("/search/?q=lamp");
    expect(await screen.findByRole("heading", { level: 1, name: "Results for “lamp”" })).toBeTruthy();
    cleanup();
    renderAppRoutes("/search/pins/");
    expect(await screen.findByText("Type in the search box to find Pins, boards and people.")).toBeTruthy();
    expect(sent()).toHaveLength(1);
  });

  it("IMPL-035 the boards and people scopes list what they found", async () => {
    answers.boards = {
      scope: "boards",
      results: [
        {
          id: "5",
          name: "Kitchen garden",
          url: "/ada/kitchen-garden/",
          privacy: "public",
          pin_count: 4,
          image_cover_url: null,
          owner,
        },
      ],
      bookmark: null,
      advisory: null,
    };
    answers.people = {
      scope: "people",
      results: [{ ...owner, follower_count: 2 }],
      bookmark: null,
      advisory: null,
    };
    renderAppRoutes("/search/boards/?q=kitchen");
    const board = await screen.findByRole("link", { name: /Kitchen garden/ });
    expect(board.getAttribute("href")).toBe("/ada/kitchen-garden/");
    expect(board.textContent).toContain("4 Pins");
    cleanup();
    renderAppRoutes("/search/people/?q=ada");
    const person = await screen.findByRole("link", { name: /Ada Lovelace/ });
    expect(person.getAttribute("href")).toBe("/ada/");
    expect(person.textContent).toContain("2 followers");
    await waitFor(() =>
      expect(sent().map((url) => url.searchParams.get("scope"))).toEqual(["boards", "people"]),
    );
  });
});
