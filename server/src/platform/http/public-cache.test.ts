import { describe, expect, it, vi } from "vitest";
import { type CachedBody, cachedBody } from "./cached-body.ts";
import { createPublicCache } from "./public-cache.ts";

const body = (text: string) => cachedBody(Buffer.from(text));

async function text(result: Promise<{ value: CachedBody; hit: boolean }>) {
  const { value, hit } = await result;
  return { value: value.identity.toString(), hit };
}

describe("public answer cache", () => {
  it("serves a stored value until its TTL ends, then computes again", async () => {
    vi.useFakeTimers();
    try {
      const cache = createPublicCache({ ttlMs: 1000, maxEntries: 10 });
      let calls = 0;
      const compute = async () => body(`v${++calls}`);
      expect(await text(cache.get("k", compute))).toEqual({ value: "v1", hit: false });
      expect(await text(cache.get("k", compute))).toEqual({ value: "v1", hit: true });
      expect(cache.peek("k")?.identity.toString()).toBe("v1");
      vi.advanceTimersByTime(1001);
      expect(cache.peek("k")).toBeUndefined();
      expect(await text(cache.get("k", compute))).toEqual({ value: "v2", hit: false });
    } finally {
      vi.useRealTimers();
    }
  });

  it("computes once for concurrent misses of the same key", async () => {
    const cache = createPublicCache({ ttlMs: 1000, maxEntries: 10 });
    let calls = 0;
    let release: (value: CachedBody) => void = () => {};
    const compute = () => {
      calls++;
      return new Promise<CachedBody>((resolve) => {
        release = resolve;
      });
    };
    const all = Promise.all([cache.get("k", compute), cache.get("k", compute), cache.get("k", compute)]);
    release(body("shared"));
    expect((await all).map((r) => r.value.identity.toString())).toEqual(["shared", "shared", "shared"]);
    expect(calls).toBe(1);
  });

  it("does not cache failures", async () => {
    const cache = createPublicCache({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await text(cache.get("k", async () => body("ok")))).toEqual({ value: "ok", hit: false });
  });

  it("evicts the oldest entries beyond its bound, and a TTL of 0 disables it", async () => {
    const cache = createPublicCache({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ["a", "b", "c"]) await cache.get(key, async () => body(key));
    expect(cache.peek("a")).toBeUndefined();
    expect(cache.peek("c")?.identity.toString()).toBe("c");
    const off = createPublicCache({ ttlMs: 0, maxEntries: 2 });
    await off.get("k", async () => body("1"));
    expect(await text(off.get("k", async () => body("2")))).toEqual({ value: "2", hit: false });
  });
});
