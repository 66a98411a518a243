import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/inject.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A logger destination that keeps every JSON line the app writes. */
function logSink() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split("\n")) if (line.trim()) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { lines, stream };
}

describe("request ids (issue 18: logs and reports that find each other)", () => {
  let t: TestApp;
  const sink = logSink();
  beforeAll(async () => {
    t = await buildTestApp({}, { logger: { level: "info", stream: sink.stream } });
  });
  afterAll(() => t.close());

  it("every answer names its request in X-Request-Id; a failure repeats it in the envelope, and the log lines carry it", async () => {
    const browser = new TestBrowser(t.app);
    const fine = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(fine.headers["x-request-id"]).toMatch(UUID);
    const refused = await browser.post("/v3/register/", { type: "email" });
    const id = refused.headers["x-request-id"];
    expect(refused.status).toBe(400);
    expect(id).toMatch(UUID);
    expect(id).not.toBe(fine.headers["x-request-id"]);
    expect(refused.body.resource_response.error?.request_id).toBe(id);
    const logged = sink.lines.filter((line) => line.reqId === id);
    expect(logged.map((line) => line.msg)).toEqual(
      expect.arrayContaining(["incoming request", "request completed"]),
    );
  });

  it("a client cannot choose its request id when no proxy is trusted", async () => {
    const answer = await t.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { "x-request-id": "chosen-by-the-client-1234" },
    });
    expect(answer.headers["x-request-id"]).toMatch(UUID);
  });
});

describe("request ids behind a trusted balancer", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ trustProxy: "127.0.0.1" });
  });
  afterAll(() => t.close());

  it("the balancer's id is kept, so one id follows the request through both logs; a malformed one is replaced", async () => {
    const kept = await t.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { "x-request-id": "haproxy-0a1b2c3d4e" },
    });
    expect(kept.headers["x-request-id"]).toBe("haproxy-0a1b2c3d4e");
    const replaced = await t.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { "x-request-id": "bad id\twith spaces" },
    });
    expect(replaced.headers["x-request-id"]).toMatch(UUID);
  });
});
