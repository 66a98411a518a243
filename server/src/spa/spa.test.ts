import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBoard, buildPin, buildUser } from "../test/factories.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

const SHELL = `<!doctype html><html><head><meta charset="utf-8"><title>Corkboard</title><!--app-head--></head><body><div id="root"></div></body></html>`;

describe("SPA serving (IMPL-044, IMPL-047)", () => {
  let t: TestApp;
  let dist: string;
  let pinId: string;
  let secretPinId: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), "corkboard-dist-"));
    mkdirSync(path.join(dist, "assets"));
    writeFileSync(path.join(dist, "index.html"), SHELL);
    const js = `console.log(${JSON.stringify("x".repeat(4000))});`;
    writeFileSync(path.join(dist, "assets", "app-abc123.js"), js);
    writeFileSync(path.join(dist, "assets", "app-abc123.js.gz"), gzipSync(js));
    t = await buildTestApp({ webDist: dist });
    const db = t.database.db;
    const owner = await buildUser(db, { username: "og_tester" });
    const board = await buildBoard(db, owner.id);
    const secret = await buildBoard(db, owner.id, { privacy: "secret" });
    pinId = (await buildPin(db, board, { title: 'Copper <pans> & "pots"', description: "Shiny" })).id;
    secretPinId = (await buildPin(db, secret, { title: "Hidden gift" })).id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("answers any page path with the shell, uncached", async () => {
    for (const url of ["/", "/og_tester/", "/og_tester/some-board/", "/no/such/page"]) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["cache-control"]).toBe("private, no-cache");
      expect(response.body).toContain('<div id="root">');
      expect(response.body).not.toContain("<!--app-head-->");
    }
  });

  it("fills the pin page's title and Open Graph tags on the server, escaped", async () => {
    const response = await t.app.inject(`/pin/${pinId}/`);
    expect(response.body).toContain("<title>Copper &lt;pans&gt; &amp; &quot;pots&quot; | Corkboard</title>");
    expect(response.body).toContain('<meta property="og:title"');
    expect(response.body).toMatch(
      /<meta property="og:image" content="http:\/\/corkboard\.test\/media\/[^"]+\/736x">/,
    );
    expect(response.body).toContain(`<link rel="canonical" href="http://corkboard.test/pin/${pinId}/">`);
    expect(response.body.match(/<title>/g)).toHaveLength(1);
  });

  it("IMPL-009 carries the visitor's bootstrap, escaped, and a visitor cookie on first sight", async () => {
    const response = await t.app.inject({ url: "/", headers: { host: "de.corkboard.test" } });
    const json = /<script id="cb-bootstrap" type="application\/json">(.*?)<\/script><\/head>/.exec(
      response.body,
    )?.[1];
    expect(json).toBeDefined();
    expect(JSON.parse(json ?? "")).toMatchObject({
      viewer: { type: "UNAUTH", is_auth: false, is_partner: false },
      client_context: { country: "DE", country_from_hostname: "DE", country_from_ip: null },
      config: { minimum_age: 18 },
    });
    const cookie = String(response.headers["set-cookie"]);
    expect(cookie).toMatch(/^cb_vid=[A-Za-z0-9_-]{22}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/);
    const again = await t.app.inject({
      url: "/",
      cookies: { cb_vid: "a".repeat(22), csrftoken: "c".repeat(43) },
    });
    expect(again.headers["set-cookie"]).toBeUndefined();
  });

  it("does not leak a secret pin's title into the shell", async () => {
    const response = await t.app.inject(`/pin/${secretPinId}/`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("Hidden gift");
    expect(response.body).toContain("<title>Corkboard</title>");
  });

  it("serves hashed assets immutable and precompressed", async () => {
    const response = await t.app.inject({
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toBe("gzip");
  });

  it("a missing asset is a 404, not the shell", async () => {
    const response = await t.app.inject("/assets/missing-123.js");
    expect(response.statusCode).toBe(404);
  });
});
