import { afterEach, describe, expect, it, vi } from "vitest";
import { createMemoryUsedTokenStore } from "./used-token-store.ts";

describe("in-memory used-token store", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("records an id once until it expires", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const store = createMemoryUsedTokenStore();
    expect(await store.markUsed("a", 60)).toBe(true);
    expect(await store.markUsed("a", 60)).toBe(false);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await store.markUsed("a", 60)).toBe(true);
  });

  it("stays within its bound, dropping the oldest ids first", async () => {
    const store = createMemoryUsedTokenStore({ maxEntries: 3 });
    for (const id of ["a", "b", "c", "d"]) expect(await store.markUsed(id, 600)).toBe(true);
    expect(await store.markUsed("d", 600)).toBe(false);
    expect(await store.markUsed("c", 600)).toBe(false);
    // "a" was evicted to make room for "d".
    expect(await store.markUsed("a", 600)).toBe(true);
  });
});
