import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { buildBoard, buildPin, buildSection, buildUser } from "../test/factories.ts";
import { signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

const SHELL = `<!doctype html><html><head><meta charset="utf-8"><title>Corkboard</title><!--app-head--><script type="module" src="/assets/index-e1.js"></script></head><body><div id="root"></div></body></html>`;

// A build manifest as Vite writes it: the entry, the data layer's chunk, and page chunks.
const MANIFEST = {
  "index.html": {
    file: "assets/index-e1.js",
    isEntry: true,
    imports: ["_vendor-v1.js"],
    css: ["assets/index-c1.css"],
  },
  "_vendor-v1.js": { file: "assets/vendor-v1.js", name: "vendor" },
  "_query-q1.js": { file: "assets/query-q1.js", name: "query", imports: ["_vendor-v1.js"] },
  "_pin-feed-f1.js": { file: "assets/pin-feed-f1.js", name: "pin-feed", css: ["assets/pin-feed-c2.css"] },
  "../core/src/messages/ja.ts": { file: "assets/ja-j1.js", name: "ja", isDynamicEntry: true },
  "src/feed/home-page.tsx": {
    file: "assets/home-page-h1.js",
    isDynamicEntry: true,
    imports: ["_vendor-v1.js", "_pin-feed-f1.js"],
  },
};

/** The head of a page's HTML. */
const headOf = (html: string) => html.slice(0, html.indexOf("</head>"));

describe("SPA serving (IMPL-044, IMPL-047)", () => {
  let t: TestApp;
  let dist: string;
  let pinId: string;
  let secretPinId: string;
  let boardId: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), "corkboard-dist-"));
    mkdirSync(path.join(dist, "assets"));
    writeFileSync(path.join(dist, "index.html"), SHELL);
    mkdirSync(path.join(dist, ".vite"));
    writeFileSync(path.join(dist, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
    const js = `console.log(${JSON.stringify("x".repeat(4000))});`;
    writeFileSync(path.join(dist, "assets", "app-abc123.js"), js);
    writeFileSync(path.join(dist, "assets", "app-abc123.js.gz"), gzipSync(js));
    t = await buildTestApp({ webDist: dist });
    const db = t.database.db;
    const owner = await buildUser(db, { username: "og_tester" });
    const board = await buildBoard(db, owner.id, { name: "Kitchen", slug: "kitchen", description: "" });
    boardId = board.id;
    const secret = await buildBoard(db, owner.id, { name: "Gifts", slug: "gifts", privacy: "secret" });
    pinId = (await buildPin(db, board, { title: 'Copper <pans> & "pots"', description: "Shiny" })).id;
    secretPinId = (await buildPin(db, secret, { title: "Hidden gift" })).id;
    const sectioned = await buildBoard(db, owner.id, { name: "Garden", slug: "garden" });
    const section = await buildSection(db, sectioned.id, { title: "Herbs" });
    for (let i = 0; i < 3; i++) await buildPin(db, sectioned, { sectionId: section.id });
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

  it("every page carries a strict Content-Security-Policy: scripts from this origin only, no framing (issue 18, adversary item 6)", async () => {
    const response = await t.app.inject("/");
    const policy = String(response.headers["content-security-policy"]);
    const directives = new Map(
      policy.split(";").map((part) => {
        const [name = "", ...values] = part.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives.get("script-src")).toEqual(["'self'"]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("base-uri")).toEqual(["'none'"]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    // The shell runs no inline script the policy would have to allow: the bootstrap is data.
    const inlineScripts = [...response.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map(
      (match) => match[1],
    );
    expect(inlineScripts.every((attributes) => /type="application\/json"/.test(attributes ?? ""))).toBe(true);
  });

  it("fills the pin page's title and Open Graph tags on the server, escaped", async () => {
    const response = await t.app.inject(`/pin/${pinId}/`);
    expect(response.body).toContain("<title>Copper &lt;pans&gt; &amp; &quot;pots&quot; | Corkboard</title>");
    expect(response.body).toContain('<meta property="og:title"');
    expect(response.body).toMatch(
      /<meta property="og:image" content="http:\/\/corkboard\.test\/media\/[^"]+\/736x">/,
    );
    expect(response.body).toContain(`<link rel="canonical" href="http://corkboard.test/pin/${pinId}/">`);
    expect(response.body).toContain('<meta name="description" content="Shiny">');
    expect(response.body.match(/<title>/g)).toHaveLength(1);
    // The closeup image with the srcset and sizes the closeup uses, and the pin's read.
    expect(response.body).toMatch(
      /<link rel="preload" as="image" href="\/media\/[^"]+\/736x" imagesrcset="[^"]+ 236w, [^"]+ 474w, [^"]+ 736w" imagesizes="\(min-width: 1048px\) 508px, [^"]+" fetchpriority="high">/,
    );
    expect(response.body).toContain(`href="/resource/PinResource/get/?id=${pinId}"`);
    expect(response.body).not.toContain("RelatedPinFeedResource");
  });

  it("LABEL-011 a sensitive pin's page shows no preview image and preloads none", async () => {
    const db = t.database.db;
    const owner = await buildUser(db);
    const sensitive = await buildPin(db, await buildBoard(db, owner.id), { title: "Covered" });
    const [advisory] = await db
      .insert(schema.advisories)
      .values({ name: "spa_sensitive", severity: 1, advisoryType: "test", notices: [] })
      .returning();
    await db.insert(schema.sensitivePins).values({ pinId: sensitive.id, advisoryId: advisory?.id ?? "" });
    const response = await t.app.inject(`/pin/${sensitive.id}/`);
    expect(response.body).toContain('<meta property="og:title"');
    expect(response.body).not.toContain('property="og:image"');
    expect(response.body).not.toContain('as="image"');
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

  it("IMPL-044 gives the home page a title, a description and a canonical link, and preloads its first reads", async () => {
    const head = headOf((await t.app.inject("/")).body);
    expect(head).toContain("<title>Corkboard</title>");
    expect(head).toMatch(/<meta name="description" content="[^"]{50,}">/);
    expect(head).toContain('<link rel="canonical" href="http://corkboard.test/">');
    // The same URL the SPA's feed asks for, credentials as fetch() sends them.
    expect(head).toContain(
      '<link rel="preload" as="fetch" href="/resource/HomefeedResource/get/" crossorigin="anonymous">',
    );
    // The page's chunks and the data layer's, not what the entry already loads.
    for (const file of ["home-page-h1.js", "pin-feed-f1.js", "query-q1.js"])
      expect(head).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    expect(head).not.toContain('rel="modulepreload" crossorigin href="/assets/vendor-v1.js"');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/pin-feed-c2.css">');
    // The first tiles' images, at the size the grid will show them.
    expect(head).toMatch(
      /<link rel="preload" as="image" href="\/media\/[^"]+\/236x" imagesrcset="[^"]+ 236w, [^"]+ 474w" imagesizes="\(max-width: 575\.98px\) calc\(50vw - 15px\), [^"]+, 236px" fetchpriority="high">/,
    );
    // Preloads come after the entry's own script, before the visitor's bootstrap.
    expect(head.indexOf("/assets/index-e1.js")).toBeLessThan(head.indexOf('rel="preload"'));
  });

  it("IMPL-044 gives a board page its name, a description and a canonical link, and preloads its reads", async () => {
    const head = headOf((await t.app.inject("/og_tester/kitchen/")).body);
    expect(head).toContain("<title>Kitchen | Corkboard</title>");
    expect(head).toContain(
      '<meta name="description" content="Kitchen: 1 Pin saved by og_tester on Corkboard.">',
    );
    expect(head).toContain('<link rel="canonical" href="http://corkboard.test/og_tester/kitchen/">');
    expect(head).toContain('href="/resource/BoardResource/get/?username=og_tester&amp;slug=kitchen"');
    expect(head).toContain(`href="/resource/BoardFeedResource/get/?board_id=${boardId}"`);
    expect(head).toMatch(/<link rel="preload" as="image" href="\/media\/[^"]+\/236x" imagesrcset=/);
  });

  it("preloads the first sections' covers on a board with sections, not the pins below them", async () => {
    const head = headOf((await t.app.inject("/og_tester/garden/")).body);
    expect(head).toContain("<title>Garden | Corkboard</title>");
    expect(head.match(/rel="preload" as="image"/g)).toHaveLength(3);
    expect(head).not.toContain("imagesrcset");
    expect(head).not.toContain("BoardFeedResource");
  });

  it("IMPL-044 gives a profile its name, a description and a canonical link", async () => {
    const head = headOf((await t.app.inject("/og_tester/")).body);
    expect(head).toContain("<title>Test og_tester (@og_tester) | Corkboard</title>");
    expect(head).toContain(
      '<meta name="description" content="See what Test og_tester (@og_tester) saves on Corkboard: 2 boards, 0 followers.">',
    );
    expect(head).toContain('<link rel="canonical" href="http://corkboard.test/og_tester/">');
  });

  it("IMPL-045 speaks the browser's language in <html lang> and the head, each language cached apart", async () => {
    const inJapanese = await t.app.inject({
      url: "/og_tester/kitchen/",
      headers: { "accept-language": "ja,en;q=0.5" },
    });
    expect(inJapanese.body).toMatch(/^<!doctype html><html lang="ja">/);
    expect(headOf(inJapanese.body)).toContain(
      '<meta name="description" content="Kitchen: og_tester さんが Corkboard に保存した1 件のピン。">',
    );
    const inEnglish = await t.app.inject({
      url: "/og_tester/kitchen/",
      headers: { "accept-language": "fr, en" },
    });
    expect(inEnglish.body).toMatch(/^<!doctype html><html lang="en">/);
    expect(headOf(inEnglish.body)).toContain("Kitchen: 1 Pin saved by og_tester on Corkboard.");
    const plain = await t.app.inject({ url: "/no/such/page", headers: { "accept-language": "ja-JP" } });
    expect(plain.body).toMatch(/^<!doctype html><html lang="ja">/);
    // The Japanese strings' chunk downloads with the entry, not after it has run (D-036).
    const preload = '<link rel="modulepreload" crossorigin href="/assets/ja-j1.js">';
    expect(headOf(plain.body)).toContain(preload);
    expect(headOf(inJapanese.body)).toContain(preload);
    expect(inEnglish.body).not.toContain("ja-j1.js");
  });

  it("IMPL-045 a signed-in person's language setting comes before their browser's", async () => {
    const member = await signedIn(t, "shell-ja");
    await member.browser.post("/resource/UserSettingsResource/update/", { locale: "ja" });
    const page = await t.app.inject({
      url: "/og_tester/",
      headers: { cookie: member.browser.cookieHeader(), "accept-language": "en-US" },
    });
    expect(page.body).toMatch(/^<!doctype html><html lang="ja">/);
    expect(headOf(page.body)).toContain("<title>Test og_tester（@og_tester） | Corkboard</title>");
  });

  it("describes nothing of a secret board, and nothing of a missing user or board", async () => {
    for (const url of [
      "/og_tester/gifts/",
      "/nobody_here/",
      "/og_tester/no-such-board/",
      "/settings/security/",
    ]) {
      const head = headOf((await t.app.inject(url)).body);
      expect(head).toContain("<title>Corkboard</title>");
      expect(head).not.toContain('name="description"');
      expect(head).not.toContain("Gifts");
      expect(head).not.toContain('rel="preload"');
    }
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
