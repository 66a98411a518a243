import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN } from "../../auth/auth-test-kit.ts";
import { TestBrowser } from "../../test/inject.ts";
import { GOOD_PASSWORD, signUp } from "../../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

describe("what the HTTP parser refuses, and the login's cookies (issue 18, adversary item 8)", () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp();
    // A real socket: the parser's refusals never reach inject().
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => t.close());

  it("a URL over 16 KB answers 431 with the failure envelope and INVALID_INPUT, not a bare status line", async () => {
    const answer = await fetch(`${base}/resource/HomefeedResource/get/?q=${"a".repeat(20_000)}`);
    expect(answer.status).toBe(431);
    expect(answer.headers.get("content-type")).toContain("application/json");
    expect(await answer.json()).toMatchObject({
      resource_response: {
        status: "failure",
        code: 431,
        message: "Some of that doesn't look right. Check it and try again.",
        error: { code: "INVALID_INPUT", message_detail: "the URL and headers are over 16 KB" },
      },
    });
    // The server goes on answering others.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });

  it("a login sends each cookie once", async () => {
    const email = "one-cookie@fastmail.com";
    await signUp(t.app, email);
    const answer = await new TestBrowser(t.app).post(LOGIN, {
      username_or_email: email,
      password: GOOD_PASSWORD,
    });
    expect(answer.status).toBe(200);
    const raw = answer.headers["set-cookie"];
    const lines = Array.isArray(raw) ? raw : raw ? [raw] : [];
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines).size).toBe(lines.length);
    const names = lines.map((line) => line.split("=")[0]);
    expect(new Set(names).size).toBe(names.length);
  });
});
