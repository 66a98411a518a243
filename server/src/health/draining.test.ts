import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

// D-052: on SIGTERM main.ts calls startDraining() and waits SHUTDOWN_DELAY_MS before closing,
// so the balancer's health check takes the process out while it still serves.
describe("IMPL-010 draining before a shutdown (D-052)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("after startDraining, /readyz answers 503 and everything else is still served", async () => {
    expect((await t.app.inject("/readyz")).statusCode).toBe(200);
    t.app.startDraining();
    const ready = await t.app.inject("/readyz");
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "draining" });
    expect((await t.app.inject("/healthz")).statusCode).toBe(200);
    expect((await t.app.inject("/resource/HomefeedResource/get/")).statusCode).toBe(200);
  });
});
