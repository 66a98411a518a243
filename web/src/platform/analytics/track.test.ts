import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../../auth/test-support.tsx";
import { flushAnalytics, track, trafficSource } from "./track.ts";

describe("browser analytics (CONST-013, D-053)", () => {
  afterEach(() => vi.useRealTimers());

  it("IMPL-008 CONST-008 attributes the seed's traffic sources from the landing URL and the referrer", () => {
    const origin = "https://corkboard.example";
    expect(trafficSource("", origin)).toBe("direct");
    expect(trafficSource("https://corkboard.example/pin/1/", origin)).toBe("direct");
    expect(trafficSource("https://www.google.com/", origin, "?gclid=abc")).toBe("paid");
    expect(trafficSource("https://www.facebook.com/", origin, "?utm_medium=CPC")).toBe("paid");
    expect(trafficSource("", origin, "?utm_source=newsletter&utm_medium=email")).toBe("email");
    expect(trafficSource("https://www-example-com.cdn.ampproject.org/", origin)).toBe("amp");
    expect(trafficSource("https://www.google.com/amp/s/example.com/", origin)).toBe("amp");
    expect(trafficSource("https://www.google.co.uk/", origin)).toBe("google");
    expect(trafficSource("https://www.bing.com/search?q=lamp", origin)).toBe("bing");
    expect(trafficSource("https://l.facebook.com/", origin)).toBe("facebook");
    expect(trafficSource("https://t.co/abc", origin)).toBe("twitter");
    expect(trafficSource("https://x.com/someone", origin)).toBe("twitter");
    expect(trafficSource("https://mail.example.org/", origin)).toBe("email");
    expect(trafficSource("https://duckduckgo.com/", origin)).toBe("other");
    expect(trafficSource("https://googleusercontent.example.net/", origin)).toBe("other");
    expect(trafficSource("not a url", origin)).toBe("other");
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
      expect.objectContaining({ name: "page_view", device_platform: "web", payload: {} }),
      expect.objectContaining({ name: "promote_view", payload: { event_id: 8217 } }),
    ]);
    flushAnalytics();
    expect(api.to("/v3/callback/event/")).toHaveLength(1);
  });

  it("CONST-013 IMPL-008 an event read before the queue loaded keeps its own time, page and landing query", async () => {
    vi.useFakeTimers();
    const api = stubApi({
      "POST /v3/callback/event/": () =>
        Response.json({
          resource_response: { status: "success", code: 0, message: "ok", data: { accepted: 1 } },
        }),
    });
    track("page_view", {}, { ts: 1_700_000_000_000, path: "/pin/7/", landingSearch: "?utm_medium=email" });
    flushAnalytics();
    await vi.advanceTimersByTimeAsync(0);
    const body = api.to("/v3/callback/event/")[0]?.body as { events: object[] } | undefined;
    expect(body?.events).toEqual([
      expect.objectContaining({ ts: 1_700_000_000_000, path: "/pin/7/", traffic_source: "email" }),
    ]);
  });
});
