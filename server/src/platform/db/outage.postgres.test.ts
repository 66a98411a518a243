import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { startTcpProxy, type TcpProxy } from "../../test/tcp-proxy.ts";
import { testConfig } from "../../test/test-app.ts";
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from "../http/envelope-plugin.ts";
import { openDatabase } from "./database.ts";

const serverUrl = process.env.DATABASE_URL;

// A *.postgres.test.ts file runs only where a PostgreSQL server is configured (DATABASE_URL,
// CI's PostgreSQL run; vitest.config.ts): an outage is a network fault between processes,
// which the embedded database cannot have. Its PGlite half is outage.test.ts.
describe("PostgreSQL unreachable while running and at start (issue 18)", () => {
  const name = `corkboard_outage_${randomBytes(6).toString("hex")}`;
  let proxy: TcpProxy;
  let app: Awaited<ReturnType<typeof buildApp>>;

  function urlThrough(port: number): string {
    const url = new URL(serverUrl ?? "");
    url.hostname = "127.0.0.1";
    url.port = String(port);
    url.pathname = `/${name}`;
    return url.toString();
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(serverUrl ?? "");
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const config = testConfig({
      database: { kind: "postgres", url: urlThrough(proxy.port), poolSize: 2 },
      publicCacheTtlMs: 0,
    });
    app = await buildApp(config, { logger: false });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("requests answer 503 UNAVAILABLE with Retry-After and /readyz fails while it is gone; both recover by themselves", async () => {
    const feed = "/resource/HomefeedResource/get/";
    expect((await app.inject(feed)).statusCode).toBe(200);

    await proxy.cut();
    const during = await app.inject(feed);
    expect(during.statusCode).toBe(503);
    expect(during.headers["retry-after"]).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(during.json()).toMatchObject({
      resource_response: { status: "failure", error: { code: "UNAVAILABLE" } },
    });
    expect((await app.inject("/readyz")).statusCode).toBe(503);

    await proxy.restore();
    // The pool drops its dead clients and connects afresh: no restart needed.
    let after = await app.inject(feed);
    for (let attempt = 0; after.statusCode !== 200 && attempt < 20; attempt++) after = await app.inject(feed);
    expect(after.statusCode).toBe(200);
    expect((await app.inject("/readyz")).statusCode).toBe(200);
  }, 60_000);

  it("start-up waits for an unreachable PostgreSQL, saying so, and opens once it answers", async () => {
    const target = new URL(serverUrl ?? "");
    const late = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const port = late.port;
    await late.cut();
    const said: string[] = [];
    const opening = openDatabase(
      { kind: "postgres", url: urlThrough(port), poolSize: 1 },
      { warn: (_details, message) => said.push(message) },
    );
    while (said.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(said[0]).toMatch(
      /^PostgreSQL at 127\.0\.0\.1:\d+\/corkboard_outage_\w+ is not reachable yet; retrying$/,
    );
    await late.restore();
    const database = await opening;
    await database.ping();
    await database.close();
    await late.close();
  }, 60_000);
});
