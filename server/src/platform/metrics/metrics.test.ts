import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/inject.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

const TOKEN = "scrape-token-0123456789";

/** The value of one series in Prometheus' text format, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("/metrics (issue 18: operations)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const scrape = (remoteAddress = "127.0.0.1", headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: "/metrics", remoteAddress, headers });

  it("counts answers by route pattern and status, times them, and counts failures by code", async () => {
    await t.app.inject({ method: "GET", url: "/healthz" });
    await t.app.inject({ method: "GET", url: "/resource/PinResource/get/?id=123456" });
    await new TestBrowser(t.app).post("/v3/register/", { type: "email" });
    const answer = await scrape();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toContain("text/plain");
    const text = answer.body;
    expect(
      sample(text, 'corkboard_http_requests_total{method="GET",route="/healthz",status_code="200"}'),
    ).toBe(1);
    // The pattern, not the URL: one series however many pins are read.
    expect(text).toContain('route="/resource/PinResource/get/"');
    expect(text).not.toContain("123456");
    expect(sample(text, 'corkboard_http_request_duration_seconds_count{method="GET",route="/healthz"}')).toBe(
      1,
    );
    expect(sample(text, 'corkboard_api_errors_total{code="INVALID_INPUT"}')).toBe(1);
    expect(sample(text, "corkboard_process_resident_memory_bytes")).toBeGreaterThan(0);
    // The pool's gauges exist where there is a pool (PostgreSQL), and only there.
    const poolMax = sample(text, "corkboard_db_pool_max");
    if (t.database.kind === "postgres") expect(poolMax).toBeGreaterThan(0);
    else expect(poolMax).toBeUndefined();
  });

  it("without a token, only this machine may read it: another address gets Not Found", async () => {
    expect((await scrape("203.0.113.9")).statusCode).toBe(404);
    expect((await scrape("::1")).statusCode).toBe(200);
  });
});

describe("/metrics behind a balancer", () => {
  let t: TestApp;
  let withToken: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ trustProxy: "127.0.0.1" });
    withToken = await buildTestApp({ trustProxy: "127.0.0.1", metricsToken: TOKEN });
  });
  afterAll(async () => {
    await t.close();
    await withToken.close();
  });

  it("with a proxy trusted and no token, even loopback is refused (the balancer is loopback to everyone)", async () => {
    const answer = await t.app.inject({ method: "GET", url: "/metrics", remoteAddress: "127.0.0.1" });
    expect(answer.statusCode).toBe(404);
  });

  it("with METRICS_TOKEN, the bearer token is the key, from any address", async () => {
    const get = (authorization?: string) =>
      withToken.app.inject({
        method: "GET",
        url: "/metrics",
        remoteAddress: "10.0.0.7",
        headers: authorization ? { authorization } : {},
      });
    expect((await get()).statusCode).toBe(404);
    expect((await get("Bearer wrong-token-0123456789")).statusCode).toBe(404);
    expect((await get(`Bearer ${TOKEN}`)).statusCode).toBe(200);
  });
});
