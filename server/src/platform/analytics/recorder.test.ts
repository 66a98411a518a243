import { describe, expect, it, vi } from "vitest";
import type { Executor } from "../db/database.ts";
import { AnalyticsRecorder } from "./recorder.ts";

/** A database whose inserts are held until the test lets them go (or fail). */
function heldDatabase() {
  const batches: unknown[][] = [];
  let release: (error?: Error) => void = () => {};
  const db = {
    insert: () => ({
      values: (rows: unknown[]) => {
        batches.push(rows);
        return new Promise<void>((resolve, reject) => {
          release = (error) => (error ? reject(error) : resolve());
        });
      },
    }),
  } as unknown as Executor;
  return { db, batches, release: (error?: Error) => release(error) };
}

describe("the analytics recorder (D-053)", () => {
  it("CONST-013 recording never waits on the database: events wait in memory and go in batches of 100", async () => {
    const held = heldDatabase();
    const recorder = new AnalyticsRecorder(held.db, { warn: vi.fn() });
    for (let i = 0; i < 150; i++) recorder.record({ name: "page_view", path: `/p/${i}` });
    // The 100th event started one insert; it is still held, and recording went on regardless.
    await vi.waitFor(() => expect(held.batches.map((batch) => batch.length)).toEqual([100]));
  });

  it("a batch the database refuses is dropped with a warning, and the next one is still written", async () => {
    const held = heldDatabase();
    const warn = vi.fn();
    const recorder = new AnalyticsRecorder(held.db, { warn });
    recorder.record({ name: "page_view", path: "/" });
    const first = recorder.flush();
    await vi.waitFor(() => expect(held.batches).toHaveLength(1));
    held.release(new Error("database away"));
    await first;
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ events: 1 }),
      expect.stringContaining("dropped"),
    );
    recorder.record({ name: "page_view", path: "/again" });
    const second = recorder.flush();
    await vi.waitFor(() => expect(held.batches).toHaveLength(2));
    held.release();
    await second;
  });
});
