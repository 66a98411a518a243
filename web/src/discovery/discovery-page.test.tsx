import type { Interest } from "@corkboard/core/contract";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderAppRoutes } from "../app/render-app-routes.tsx";
import { resetAuthState } from "../auth/test-support.tsx";
import { stubApi } from "../platform/api/test-api.ts";

const image = { url: "/media/x/474x", width: 474, height: 300 };
const interests: Interest[] = [
  {
    id: "t.compost",
    kind: "hashtag",
    name: "#compost",
    query: "#compost",
    url: "/ideas/compost/t.compost/",
    pin_count: 12,
    cover: { "236x": { ...image, url: "/media/x/236x", width: 236 }, "474x": image },
    dominant_color: "#557744",
  },
  {
    id: "b.apple trees",
    kind: "topic",
    name: "Apple trees",
    query: "apple trees",
    url: "/ideas/apple-trees/b.apple%20trees/",
    pin_count: 3,
    cover: null,
    dominant_color: null,
  },
];

// IMPL-038: the discovery pages, reached from the header's Explore link.
describe("the discovery pages (IMPL-038)", () => {
  let calls: ReturnType<typeof stubApi>["calls"];

  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(1280);
    ({ calls } = stubApi((url) => {
      const view = url.searchParams.get("view") ?? "ideas";
      if (url.pathname === "/v3/interests/") return { view, interests: view === "videos" ? [] : interests };
      return { scope: "pins", results: [], bookmark: null, advisory: null };
    }));
  });
  afterEach(() => {
    cleanup();
    resetAuthState();
    vi.unstubAllGlobals();
  });

  it("IMPL-038 the header's Explore leads to /ideas/, whose cards lead to each interest with its Pin count", async () => {
    renderAppRoutes("/");
    const explore = screen.getByRole("link", { name: "Explore" });
    expect(explore.getAttribute("href")).toBe("/ideas/");
    cleanup();
    renderAppRoutes("/ideas/");
    expect(await screen.findByRole("heading", { level: 1, name: "Ideas" })).toBeTruthy();
    const card = await screen.findByRole("link", { name: /#compost/ });
    expect(card.getAttribute("href")).toBe("/ideas/compost/t.compost/");
    expect(card.textContent).toContain("12 Pins");
    expect(calls("/v3/interests/")[0]).toEqual({ view: "ideas" });
    const tabs = screen.getByRole("navigation", { name: "Explore" });
    expect(
      within(tabs)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/ideas/", "/today/", "/shopping/", "/videos/", "/topics/"]);
  });

  it("IMPL-038 /today/ and /shopping/ ask for their view; /videos/ says it has none yet; /topics/ lists A to Z", async () => {
    renderAppRoutes("/today/");
    await screen.findByRole("link", { name: /#compost/ });
    cleanup();
    renderAppRoutes("/shopping/");
    await screen.findByRole("link", { name: /#compost/ });
    expect(calls("/v3/interests/").map((call) => call.view)).toEqual(["today", "shopping"]);
    cleanup();
    renderAppRoutes("/videos/");
    expect(await screen.findByText("No video Pins yet.")).toBeTruthy();
    cleanup();
    renderAppRoutes("/topics/");
    await screen.findByRole("link", { name: "Apple trees" });
    const names = screen.getAllByRole("listitem").map((item) => item.querySelector("a")?.textContent);
    expect(names).toEqual(["Apple trees", "#compost"]);
  });

  it("IMPL-038 an interest's page shows the search for its query; an unknown id says so", async () => {
    renderAppRoutes("/ideas/compost/t.compost/");
    expect(await screen.findByRole("heading", { level: 1, name: "#compost" })).toBeTruthy();
    await waitFor(() => expect(calls("/v3/search/pins/")[0]).toMatchObject({ q: "#compost", scope: "pins" }));
    cleanup();
    renderAppRoutes("/ideas/x/nonsense/");
    expect(
      await screen.findByRole("heading", { level: 1, name: "We couldn't find that idea." }),
    ).toBeTruthy();
  });
});
