import { homeFeedEndpoint, type PinSummary } from "@corkboard/core/contract";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createQueryClient } from "../platform/api/index.ts";
import { PinFeed } from "./pin-feed.tsx";

const spec = (width: number, height: number) => ({ url: `/media/x/${width}x`, width, height });

function pin(id: string): PinSummary {
  return {
    id,
    title: `Pin ${id}`,
    description: "",
    alt_text: "",
    link: null,
    dominant_color: "#cccccc",
    images: {
      "236x": spec(236, 300),
      "474x": spec(474, 600),
    },
    pinner: { id: "9", username: "ada", full_name: "Ada", image_medium_url: null, avatar_color_index: 0 },
    board: { id: "8", name: "B", url: "/ada/b/", privacy: "public", layout: "default" },
    created_at: "2026-01-01T00:00:00.000Z",
    product: null,
    sponsorship: null,
    affiliate_link: false,
    sensitivity: null,
  };
}

const pages: Record<string, { items: PinSummary[]; bookmark: string | null }> = {
  first: { items: [pin("1"), pin("2")], bookmark: "cursor2" },
  cursor2: { items: [pin("3")], bookmark: null },
};

describe("PinFeed", () => {
  let fetch: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(1280);
    fetch = vi.fn(async (url: string) => {
      const bookmark = new URL(url, "http://localhost").searchParams.get("bookmark") ?? "first";
      const data = pages[bookmark];
      return new Response(
        JSON.stringify({ resource_response: { status: "success", code: 0, message: "ok", data } }),
      );
    });
    vi.stubGlobal("fetch", fetch);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("UI-011 follows the bookmark cursor page by page until it is null", async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={memoryLocation().hook}>
          <PinFeed endpoint={homeFeedEndpoint} query={{}} label="Pins" emptyText={null} />
        </Router>
      </QueryClientProvider>,
    );
    // The grid is short, so its end is within two viewport heights: the next page loads.
    expect(await screen.findByRole("link", { name: "Pin 3" })).toBeTruthy();
    expect(screen.getAllByRole("link")).toHaveLength(3);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      "/resource/HomefeedResource/get/",
      "/resource/HomefeedResource/get/?bookmark=cursor2",
    ]);
    expect(await screen.findByText("You've seen all the Pins here.")).toBeTruthy();
  });
});
