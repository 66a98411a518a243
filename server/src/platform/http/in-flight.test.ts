import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { trackInFlight } from "./in-flight.ts";

describe("graceful shutdown waits for handlers in flight", () => {
  it("a request running when close starts finishes before the close hook releases its resources", async () => {
    const app = Fastify();
    const events: string[] = [];
    const requests = trackInFlight(app);
    app.get("/slow", async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      events.push("handler done");
      return { ok: true };
    });
    app.addHook("onClose", async () => {
      await requests.drained(2_000);
      events.push("database closed");
    });
    await app.ready();
    const answer = app.inject({ method: "GET", url: "/slow" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await app.close();
    expect((await answer).statusCode).toBe(200);
    expect(events).toEqual(["handler done", "database closed"]);
  });

  it("gives up waiting after the timeout", async () => {
    const app = Fastify();
    const requests = trackInFlight(app);
    let release = () => {};
    app.get(
      "/stuck",
      () => new Promise<{ ok: boolean }>((resolve) => (release = () => resolve({ ok: true }))),
    );
    await app.ready();
    const answer = app.inject({ method: "GET", url: "/stuck" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    await requests.drained(100);
    expect(Date.now() - started).toBeLessThan(1_000);
    release();
    await answer;
    await app.close();
  });
});
