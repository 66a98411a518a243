import { homeFeedEndpoint, type PinSummary } from "@corkboard/core/contract";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { HIDDEN_ON_SERVER_ERROR } from "../errors/index.ts";
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

  describe("a failed first page", () => {
    const failing = () =>
      new Response(
        JSON.stringify({
          resource_response: { status: "failure", code: 500, message: "Internal error", data: null },
        }),
        { status: 500 },
      );
    // One attempt: the app's client retries a 500 after back-off delays.
    function renderFeed(display?: typeof HIDDEN_ON_SERVER_ERROR) {
      const client = createQueryClient();
      client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
      return render(
        <QueryClientProvider client={client}>
          <Router hook={memoryLocation().hook}>
            <p>Above</p>
            <PinFeed
              endpoint={homeFeedEndpoint}
              query={{}}
              label="Pins"
              emptyText={null}
              {...(display ? { errorDisplay: display } : {})}
            />
          </Router>
        </QueryClientProvider>,
      );
    }

    it("shows the error notice with a retry by default", async () => {
      fetch.mockImplementation(async () => failing());
      renderFeed();
      expect(await screen.findByRole("alert")).toBeTruthy();
      expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    });

    it("PIN-047 PIN-048 marked HIDDEN_ON_SERVER_ERROR renders nothing, no banner, and logs the failure", async () => {
      fetch.mockImplementation(async () => failing());
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      const { container } = renderFeed(HIDDEN_ON_SERVER_ERROR);
      await vi.waitFor(() =>
        expect(logged).toHaveBeenCalledWith("Hidden on server error", expect.anything()),
      );
      expect(screen.queryByRole("alert")).toBeNull();
      expect(screen.queryByRole("button")).toBeNull();
      expect(container.textContent).toBe("Above");
      expect(fetch).toHaveBeenCalledTimes(1);
    });
  });
});
