import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csrfHeaders, TEST_CSRF_TOKEN } from "../test/inject.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

describe("health, docs and unknown API paths (IMPL-010, IMPL-047)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("/healthz answers while the process lives; /readyz checks the database", async () => {
    expect((await t.app.inject("/healthz")).json()).toEqual({ status: "ok" });
    const ready = await t.app.inject("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: "ready" });
  });

  it("the OpenAPI document is generated from the contract and lists every browse endpoint", async () => {
    const response = await t.app.inject("/api/docs/json");
    expect(response.statusCode).toBe(200);
    const document = response.json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/resource/HomefeedResource/get/", "/resource/PinResource/get/"]),
    );
  });

  it("an unknown API path answers the 404 envelope, never the SPA shell", async () => {
    const response = await t.app.inject("/resource/NoSuchResource/get/");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      resource_response: { status: "failure", code: 404, error: { code: "NOT_FOUND" } },
    });
  });

  it("a malformed JSON body is INVALID_INPUT, not a 500", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/resource/HomefeedResource/get/",
      headers: {
        "content-type": "application/json",
        ...csrfHeaders(),
        cookie: `csrftoken=${TEST_CSRF_TOKEN}`,
      },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ resource_response: { error: { code: "INVALID_INPUT" } } });
  });
});
