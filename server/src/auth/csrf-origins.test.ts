import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../test/inject.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { acceptedOrigins } from "./csrf.ts";

// D-029: with PUBLIC_ORIGIN unset, the embedded default opened at http://127.0.0.1:3000 or
// http://[::1]:3000 is the same server as http://localhost:3000 and may write; with it set,
// only that origin may.

const EXISTS = "/v3/register/exists/";

/** The answer to a write (one that needs no session) sent from a page on `origin`. */
async function writeFrom(t: TestApp, origin: string) {
  const answer = await new TestBrowser(t.app, origin).post(EXISTS, { email: "someone@fastmail.com" });
  return { status: answer.status, code: answer.body.resource_response.error?.code ?? null };
}

const ACCEPTED = { status: 200, code: null };
const REFUSED = { status: 403, code: "CSRF_FAILED" };

describe("writes from loopback origins when PUBLIC_ORIGIN is not set (D-029)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ publicOrigin: "http://localhost:3000", publicOriginExplicit: false });
  });
  afterAll(() => t.close());

  it("accepts localhost, 127.0.0.1 and [::1] on the same port", async () => {
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]) {
      expect({ origin, ...(await writeFrom(t, origin)) }).toEqual({ origin, ...ACCEPTED });
    }
  });

  it("a sign-up from 127.0.0.1 gets a session that writes again from there", async () => {
    const browser = new TestBrowser(t.app, "http://127.0.0.1:3000");
    const signup = await browser.post("/v3/register/", {
      type: "email",
      email: "loopback@fastmail.com",
      password: "violet-harbor-lantern-42",
      birthday: Date.UTC(1990, 4, 17) / 1000,
      country: "US",
    });
    expect(signup.status).toBe(200);
    expect((await browser.post("/v3/logout/")).status).toBe(200);
  });

  it("refuses another port, https, and any other host", async () => {
    for (const origin of [
      "http://127.0.0.1:3001",
      "https://127.0.0.1:3000",
      "http://127.0.0.2:3000",
      "http://corkboard.test",
      "null",
    ]) {
      expect({ origin, ...(await writeFrom(t, origin)) }).toEqual({ origin, ...REFUSED });
    }
  });
});

describe("writes when PUBLIC_ORIGIN is set (D-029)", () => {
  let t: TestApp;
  beforeAll(async () => {
    // The default's very value, set on purpose: being explicit is what counts.
    t = await buildTestApp({ publicOrigin: "http://localhost:3000", publicOriginExplicit: true });
  });
  afterAll(() => t.close());

  it("accepts that origin alone, not the other loopback names", async () => {
    expect(await writeFrom(t, "http://localhost:3000")).toEqual(ACCEPTED);
    expect(await writeFrom(t, "http://127.0.0.1:3000")).toEqual(REFUSED);
    expect(await writeFrom(t, "http://[::1]:3000")).toEqual(REFUSED);
  });
});

describe("acceptedOrigins", () => {
  it("compares in URL's normal form: no default port, no trailing slash", () => {
    expect([
      ...acceptedOrigins({ publicOrigin: "http://localhost:80", publicOriginExplicit: false }),
    ]).toEqual(["http://localhost", "http://127.0.0.1", "http://[::1]"]);
    expect([
      ...acceptedOrigins({ publicOrigin: "https://pins.example/", publicOriginExplicit: true }),
    ]).toEqual(["https://pins.example"]);
  });
});
