import Fastify from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { trackInFlight } from "./in-flight.ts";

/** A handler that signals when it starts and finishes only when the test releases it. */
function heldHandler() {
  let release = () => {};
  let started = () => {};
  const running = new Promise<void>((resolve) => {
    started = resolve;
  });
  const handler = () => {
    started();
    return new Promise<{ ok: boolean }>((resolve) => {
      release = () => resolve({ ok: true });
    });
  };
  return { handler, running, release: () => release() };
}

describe("graceful shutdown waits for handlers in flight", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("a request running when close starts finishes before the close hook releases its resources", async () => {
    const app = Fastify();
    const events: string[] = [];
    const requests = trackInFlight(app);
    const slow = heldHandler();
    app.get("/slow", async () => {
      const answer = await slow.handler();
      events.push("handler done");
      return answer;
    });
    let closing = () => {};
    const closeStarted = new Promise<void>((resolve) => {
      closing = resolve;
    });
    app.addHook("onClose", async () => {
      closing();
      await requests.drained(2_000);
      events.push("database closed");
    });
    await app.ready();
    const answer = app.inject({ method: "GET", url: "/slow" });
    await slow.running;
    const closed = app.close();
    // The handler is released only once the close hook is already waiting: a drain that
    // did not wait would close the database first.
    await closeStarted;
    slow.release();
    await closed;
    expect((await answer).statusCode).toBe(200);
    expect(events).toEqual(["handler done", "database closed"]);
  });

  it("gives up waiting after the timeout", async () => {
    const app = Fastify();
    const requests = trackInFlight(app);
    const stuck = heldHandler();
    app.get("/stuck", stuck.handler);
    await app.ready();
    const answer = app.inject({ method: "GET", url: "/stuck" });
    await stuck.running;
    // The drain's clock is faked, so the timeout passes without waiting for it.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    let gaveUp = false;
    const drained = requests.drained(100).then(() => {
      gaveUp = true;
    });
    await vi.advanceTimersByTimeAsync(90);
    expect(gaveUp).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(gaveUp).toBe(true);
    await drained;
    vi.useRealTimers();
    stuck.release();
    expect((await answer).statusCode).toBe(200);
    await app.close();
  });
});
