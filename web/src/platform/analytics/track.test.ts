import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../../auth/test-support.tsx";
import { flushAnalytics, track, trafficSource } from "./track.ts";

describe("browser analytics (CONST-013, D-053)", () => {
  afterEach(() => vi.useRealTimers());

  it("IMPL-008 attributes the traffic source from the referrer", () => {
    const origin = "https://corkboard.example";
    expect(trafficSource("", origin)).toBe("direct");
    expect(trafficSource("https://corkboard.example/pin/1/", origin)).toBe("internal");
    expect(trafficSource("https://www.google.com/search?q=lamp", origin)).toBe("search");
    expect(trafficSource("https://t.co/abc", origin)).toBe("social");
    expect(trafficSource("https://mail.example.org/", origin)).toBe("email");
    expect(trafficSource("https://blog.example.net/post", origin)).toBe("other");
  });

  it("CONST-013 events wait and go together in one call, five seconds after the first, never blocking", async () => {
    vi.useFakeTimers();
    const api = stubApi({
      "POST /v3/callback/event/": () =>
        Response.json({
          resource_response: { status: "success", code: 0, message: "ok", data: { accepted: 2 } },
        }),
    });
    track("page_view");
    track("promote_view", { event_id: 8217 });
    expect(api.to("/v3/callback/event/")).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(5_000);
    const sent = api.to("/v3/callback/event/");
    expect(sent).toHaveLength(1);
    const body = sent[0]?.body as { events: { name: string; payload: object }[] } | undefined;
    expect(body?.events).toEqual([
      expect.objectContaining({ name: "page_view", device_platform: "desktop_web", payload: {} }),
      expect.objectContaining({ name: "promote_view", payload: { event_id: 8217 } }),
    ]);
    flushAnalytics();
    expect(api.to("/v3/callback/event/")).toHaveLength(1);
  });
});
