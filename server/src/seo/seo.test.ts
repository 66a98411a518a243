import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBoard, buildPin, buildUser } from "../test/factories.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { SitemapService } from "./sitemap.ts";

const ORIGIN = "http://corkboard.test";

/** The <loc> URLs of a sitemap or sitemap index. */
function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
}

describe("robots.txt and sitemap.xml (D-028)", () => {
  let t: TestApp;
  const ids = {
    publicPins: [] as string[],
    secretPin: "",
    protectedPin: "",
    archivedPin: "",
    suspendedPin: "",
    deactivatedPin: "",
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const ada = await buildUser(db, { username: "ada_maps" });
    const board = await buildBoard(db, ada.id, { name: "Copper pans", slug: "copper-pans" });
    ids.publicPins.push((await buildPin(db, board)).id, (await buildPin(db, board)).id);
    const secret = await buildBoard(db, ada.id, {
      name: "Gift ideas",
      slug: "gift-ideas",
      privacy: "secret",
    });
    ids.secretPin = (await buildPin(db, secret)).id;
    const protectedBoard = await buildBoard(db, ada.id, { slug: "ad-board", privacy: "protected" });
    ids.protectedPin = (await buildPin(db, protectedBoard)).id;
    const archived = await buildBoard(db, ada.id, { slug: "old-stuff", archivedAt: new Date() });
    ids.archivedPin = (await buildPin(db, archived)).id;
    const suspended = await buildUser(db, { username: "suspended_sam", state: "suspended" });
    ids.suspendedPin = (await buildPin(db, await buildBoard(db, suspended.id, { slug: "sams-board" }))).id;
    const gone = await buildUser(db, { username: "gone_gail", state: "deactivated" });
    ids.deactivatedPin = (await buildPin(db, await buildBoard(db, gone.id, { slug: "gails-board" }))).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it("serves a real robots.txt: public pages open, settings, outbox and the API closed, the sitemap named", async () => {
    const response = await t.app.inject("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = response.body.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/settings/", "/outbox/", "/resource/", "/v3/", "/vx/", "/ads/", "/api/"])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain("Disallow: /pin/");
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(response.body).not.toContain("<html");
  });

  it("BOARD-002 IMPL-015 lists the home page, active profiles, public boards and their pins — never a secret, protected or archived board's pins, nor a suspended or deactivated user", async () => {
    const response = await t.app.inject("/sitemap.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const urls = locs(response.body);
    expect(urls).toContain(`${ORIGIN}/`);
    expect(urls).toContain(`${ORIGIN}/ada_maps/`);
    expect(urls).toContain(`${ORIGIN}/ada_maps/copper-pans/`);
    for (const id of ids.publicPins) expect(urls).toContain(`${ORIGIN}/pin/${id}/`);
    for (const hidden of [
      ids.secretPin,
      ids.protectedPin,
      ids.archivedPin,
      ids.suspendedPin,
      ids.deactivatedPin,
    ])
      expect(urls).not.toContain(`${ORIGIN}/pin/${hidden}/`);
    for (const path of ["gift-ideas", "ad-board", "old-stuff"]) expect(response.body).not.toContain(path);
    expect(response.body).not.toContain("suspended_sam");
    expect(response.body).not.toContain("gone_gail");
    expect(response.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it("becomes an index of keyset-paged files once the entries outgrow one file, covering each entry once", async () => {
    const sitemap = new SitemapService(t.database.db, ORIGIN, 2);
    const index = await sitemap.root();
    expect(index).toContain("<sitemapindex ");
    const files = locs(index);
    expect(files[0]).toBe(`${ORIGIN}/sitemaps/profiles/0.xml`);
    const listed: string[] = [];
    for (const file of files) {
      const [, kind = "", after = ""] = /\/sitemaps\/(\w+)\/(\d+)\.xml$/.exec(file) ?? [];
      const page = locs(await sitemap.page(kind as "pins", after));
      expect(page.length).toBeLessThanOrEqual(3); // two entries, plus the home page in the first
      expect(page.length).toBeGreaterThan(0);
      listed.push(...page);
    }
    expect(new Set(listed).size).toBe(listed.length);
    // ada_maps and the three other users' profiles less the two hidden ones; one public board.
    const pins = listed.filter((url) => url.includes("/pin/"));
    expect(pins.sort()).toEqual(ids.publicPins.map((id) => `${ORIGIN}/pin/${id}/`).sort());
    expect(listed).toContain(`${ORIGIN}/ada_maps/copper-pans/`);
    expect(listed).not.toContain(`${ORIGIN}/pin/${ids.secretPin}/`);
  });

  it("serves the index's files and refuses names that are not one", async () => {
    const page = await t.app.inject("/sitemaps/pins/0.xml");
    expect(page.statusCode).toBe(200);
    expect(locs(page.body)).toEqual(
      expect.arrayContaining(ids.publicPins.map((id) => `${ORIGIN}/pin/${id}/`)),
    );
    expect(page.body).not.toContain(ids.secretPin);
    for (const bad of ["/sitemaps/secrets/0.xml", "/sitemaps/pins/abc.xml", "/sitemaps/pins/1.json"])
      expect((await t.app.inject(bad)).statusCode).toBe(404);
  });
});
