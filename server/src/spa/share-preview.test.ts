import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { buildBoard, buildImage, buildPin, buildSection, buildUser } from "../test/factories.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

// The link previews other apps build from a shared Corkboard link (IMPL-021, IMPL-044, D-051):
// the server's HTML for each page kind, read the way an unfurling crawler reads it.

const SHELL = `<!doctype html><html><head><meta charset="utf-8"><title>Corkboard</title><!--app-head--></head><body><div id="root"></div></body></html>`;

/** The head's <meta property|name content> tags and the canonical link, as a crawler reads them. */
function previewOf(html: string): Map<string, string> {
  const head = html.slice(0, html.indexOf("</head>"));
  const tags = new Map<string, string>();
  for (const match of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) {
    tags.set(match[1] ?? "", match[2] ?? "");
  }
  const canonical = /<link rel="canonical" href="([^"]+)">/.exec(head);
  if (canonical) tags.set("canonical", canonical[1] ?? "");
  return tags;
}

describe("link previews of shared pages (IMPL-021, IMPL-044, D-051)", () => {
  let t: TestApp;
  let dist: string;
  const ids: Record<string, string> = {};

  async function markSensitive(pinId: string) {
    const db = t.database.db;
    const [advisory] = await db
      .insert(schema.advisories)
      .values({ name: `preview_${pinId}`, severity: 1, advisoryType: "test", notices: [] })
      .returning();
    await db.insert(schema.sensitivePins).values({ pinId, advisoryId: advisory?.id ?? "" });
  }

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), "corkboard-preview-"));
    writeFileSync(path.join(dist, "index.html"), SHELL);
    mkdirSync(path.join(dist, ".vite"));
    writeFileSync(path.join(dist, ".vite", "manifest.json"), "{}");
    t = await buildTestApp({ webDist: dist });
    const db = t.database.db;
    const owner = await buildUser(db, { username: "unfurl_me" });
    const board = await buildBoard(db, owner.id, { name: "Lamps", slug: "lamps", description: "Warm light" });
    ids.pin = (
      await buildPin(db, board, {
        title: "Brass lamp",
        description: "A lamp from the flea market",
        imageId: (await buildImage(db, { storageKey: "test/brass-lamp" })).id,
      })
    ).id;
    // The newest pin of this board is sensitive: the board's cover is its image.
    const covered = await buildBoard(db, owner.id, { name: "Night", slug: "night" });
    await buildPin(db, covered, {
      title: "Moon",
      imageId: (await buildImage(db, { storageKey: "test/safe-moon" })).id,
    });
    const sensitive = await buildPin(db, covered, {
      title: "Covered thing",
      imageId: (await buildImage(db, { storageKey: "test/sensitive-image" })).id,
    });
    ids.sensitivePin = sensitive.id;
    await markSensitive(sensitive.id);
    const secret = await buildBoard(db, owner.id, { name: "Surprise", slug: "surprise", privacy: "secret" });
    ids.secretPin = (
      await buildPin(db, secret, {
        title: "Birthday present",
        imageId: (await buildImage(db, { storageKey: "test/secret-image" })).id,
      })
    ).id;
    const sectioned = await buildBoard(db, owner.id, { name: "Rooms", slug: "rooms" });
    const section = await buildSection(db, sectioned.id, { title: "Hall" });
    await buildPin(db, sectioned, {
      sectionId: section.id,
      title: "Hall mirror",
      imageId: (await buildImage(db, { storageKey: "test/hall-mirror" })).id,
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("IMPL-021 IMPL-044 a shared pin unfurls with its title, text, large image with size and alt, and canonical URL", async () => {
    const origin = "http://corkboard.test";
    for (const url of [`/pin/${ids.pin}/`, `/pin/${ids.pin}/?share=true`]) {
      const tags = previewOf((await t.app.inject(url)).body);
      expect(tags.get("og:title")).toBe("Brass lamp | Corkboard");
      expect(tags.get("og:description")).toBe("A lamp from the flea market");
      expect(tags.get("og:type")).toBe("article");
      expect(tags.get("og:site_name")).toBe("Corkboard");
      // The share-sheet address unfurls as the pin itself: og:url and canonical drop ?share=true.
      expect(tags.get("og:url")).toBe(`${origin}/pin/${ids.pin}/`);
      expect(tags.get("canonical")).toBe(`${origin}/pin/${ids.pin}/`);
      expect(tags.get("og:image")).toBe(`${origin}/media/test/brass-lamp/736x`);
      expect(tags.get("og:image:width")).toBe("736");
      expect(tags.get("og:image:height")).toBe("1104");
      expect(tags.get("og:image:alt")).toBe("Brass lamp");
      expect(tags.get("twitter:card")).toBe("summary_large_image");
      expect(tags.get("twitter:title")).toBe("Brass lamp | Corkboard");
      expect(tags.get("twitter:description")).toBe("A lamp from the flea market");
      expect(tags.get("twitter:image:alt")).toBe("Brass lamp");
    }
  });

  it("IMPL-044 LABEL-011 a sensitive pin unfurls without its image: the small card, no og:image", async () => {
    const html = (await t.app.inject(`/pin/${ids.sensitivePin}/`)).body;
    const tags = previewOf(html);
    expect(tags.get("og:title")).toBe("Covered thing | Corkboard");
    expect(tags.has("og:image")).toBe(false);
    expect(tags.get("twitter:card")).toBe("summary");
    expect(html).not.toContain("sensitive-image");
  });

  it("IMPL-044 a board unfurls with its first pin's 474 px image and size, never a sensitive cover", async () => {
    const lamps = previewOf((await t.app.inject("/unfurl_me/lamps/")).body);
    expect(lamps.get("og:title")).toBe("Lamps | Corkboard");
    expect(lamps.get("og:description")).toBe("Warm light");
    expect(lamps.get("og:url")).toBe("http://corkboard.test/unfurl_me/lamps/");
    expect(lamps.get("og:type")).toBe("website");
    expect(lamps.get("og:image")).toBe("http://corkboard.test/media/test/brass-lamp/474x");
    expect(lamps.get("og:image:width")).toBe("474");
    expect(lamps.get("og:image:height")).toBe("711");
    expect(lamps.get("og:image:alt")).toBe("Brass lamp");
    expect(lamps.get("twitter:card")).toBe("summary_large_image");
    // The newest pin (the cover) is sensitive: the preview shows the next one.
    const nightHtml = (await t.app.inject("/unfurl_me/night/")).body;
    expect(previewOf(nightHtml).get("og:image")).toBe("http://corkboard.test/media/test/safe-moon/474x");
    expect(nightHtml).not.toContain("sensitive-image");
    // All of a board's pins in sections: the first section's first pin.
    const rooms = previewOf((await t.app.inject("/unfurl_me/rooms/")).body);
    expect(rooms.get("og:image")).toBe("http://corkboard.test/media/test/hall-mirror/474x");
  });

  it("IMPL-044 a profile unfurls as a profile with the small card", async () => {
    const tags = previewOf((await t.app.inject("/unfurl_me/")).body);
    expect(tags.get("og:type")).toBe("profile");
    expect(tags.get("og:title")).toBe("Test unfurl_me (@unfurl_me) | Corkboard");
    expect(tags.get("og:url")).toBe("http://corkboard.test/unfurl_me/");
    expect(tags.get("canonical")).toBe("http://corkboard.test/unfurl_me/");
    expect(tags.get("og:description")).toMatch(/^See what Test unfurl_me \(@unfurl_me\) saves on Corkboard/);
    expect(tags.get("twitter:card")).toBe("summary");
  });

  it("IMPL-044 a secret board and its pins unfurl as nothing but the product's name", async () => {
    for (const url of ["/unfurl_me/surprise/", `/pin/${ids.secretPin}/`]) {
      const html = (await t.app.inject(url)).body;
      const tags = previewOf(html);
      expect(tags.has("og:title")).toBe(false);
      expect(tags.has("og:image")).toBe(false);
      expect(html).not.toContain("Surprise");
      expect(html).not.toContain("Birthday present");
      expect(html).not.toContain("secret-image");
    }
  });
});
