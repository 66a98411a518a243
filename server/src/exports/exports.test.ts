import { createHash } from "node:crypto";
import { rm } from "node:fs/promises";
import { type ExportRun, exportArchiveSchema } from "@corkboard/core/contract";
import { eq, sql } from "drizzle-orm";
import { parseDocument } from "htmlparser2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { openZip } from "../platform/archive/zip-reader.ts";
import { schema } from "../platform/db/index.ts";
import { animationObjectKey, renditionObjectKey } from "../platform/images/index.ts";
import type { TestBrowser } from "../test/inject.ts";
import { type SignedInUser, signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { buildRichAccount, saveToTemp } from "./export-test-kit.ts";

const EXPORTS = "/v3/exports/";

async function streamBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** GETs the download as raw bytes. */
async function download(t: TestApp, browser: TestBrowser | null, url: string) {
  return t.app.inject({ method: "GET", url, headers: browser ? { cookie: browser.cookieHeader() } : {} });
}

describe("issue 20: exporting everything a user owns (D-056)", () => {
  let t: TestApp;
  let owner: SignedInUser;
  let rich: Awaited<ReturnType<typeof buildRichAccount>>;
  let done: ExportRun;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signedIn(t, "exporter");
    rich = await buildRichAccount(t, owner.id);
  });
  afterAll(() => t.close());

  it("issue 20: a request queues one export; asking again while it runs answers the same one", async () => {
    const first = await owner.browser.post<ExportRun>(EXPORTS);
    expect(first.status).toBe(200);
    expect(first.body.resource_response.data).toMatchObject({
      status: "queued",
      progress: { done: 0, total: 0 },
      download_url: null,
    });
    const again = await owner.browser.post<ExportRun>(EXPORTS);
    expect(again.body.resource_response.data.id).toBe(first.body.resource_response.data.id);
    const rows = await t.database.db
      .select()
      .from(schema.exportRuns)
      .where(eq(schema.exportRuns.ownerId, owner.id));
    expect(rows).toHaveLength(1);

    await t.app.appContext.jobs.idle();
    const list = await owner.browser.get<{ items: ExportRun[] }>(EXPORTS);
    expect(list.status).toBe(200);
    const [run] = list.body.resource_response.data.items;
    if (!run) throw new Error("no export listed");
    // Four documents and four media files: red, blue and the GIF once each, and the video.
    expect(run).toMatchObject({ status: "done", progress: { done: 8, total: 8 } });
    expect(run.size).toBeGreaterThan(1000);
    expect(run.download_url).toBe(`/v3/exports/${run.id}/download/`);
    expect(Date.parse(run.expires_at ?? "") - Date.parse(run.finished_at ?? "")).toBe(7 * 24 * 3600 * 1000);
    done = run;
  });

  it("issue 20: the archive holds the account, secret boards, original bytes, a schema it validates against, bookmarks", async () => {
    const response = await download(t, owner.browser, done.download_url ?? "");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="corkboard-export-.*\.zip"$/,
    );
    const file = await saveToTemp(response.rawPayload, "export");
    const zip = await openZip(file);
    try {
      expect(zip.entries.map((entry) => entry.name).sort()).toEqual(
        [
          "README.txt",
          "bookmarks.html",
          "corkboard.json",
          "corkboard.schema.json",
          `images/${rich.images.red.signature}.jpg`,
          `images/${rich.images.blue.signature}.jpg`,
          `images/${rich.images.gif.signature}.gif`,
          `videos/${createHash("sha256").update(rich.videoBytes).digest("hex")}.mp4`,
        ].sort(),
      );
      const json = JSON.parse(await zip.readText("corkboard.json"));
      // The JSON Schema in the archive, turned back into a validator, accepts the document.
      const jsonSchema = JSON.parse(await zip.readText("corkboard.schema.json"));
      expect(jsonSchema.title).toBe("Corkboard export archive, version 1");
      expect(z.fromJSONSchema(jsonSchema).safeParse(json).success).toBe(true);
      const archive = exportArchiveSchema.parse(json);
      expect(archive.account).toMatchObject({
        username: owner.username,
        name: "Rich Export",
        locale: "ja-JP",
      });
      expect(archive.boards.map((board) => [board.name, board.privacy, board.secret])).toEqual([
        ["Garden ideas", "public", false],
        ["Secret gifts", "secret", true],
      ]);
      expect(archive.pins.find((pin) => pin.title === "Wool scarf")?.product).toEqual({
        price_minor: 4599,
        currency: "EUR",
        brand: "Woolly",
        availability: "in_stock",
        on_sale: true,
        style: "Knit",
      });
      // The alt text is exported; a pin without one carries "" (D-055).
      expect(archive.pins.map((pin) => [pin.title, pin.alt_text])).toEqual([
        ["Cedar bed", ""],
        ["Basil", ""],
        ["Wool scarf", "A grey knit scarf, folded"],
        ["Dancing cat", ""],
        ["Watering time-lapse", ""],
      ]);
      expect(archive.following).toEqual([{ username: "export_idol", since: "2025-01-21T09:30:15.123Z" }]);
      expect(archive.followers).toEqual([{ username: "export_fan", since: "2025-01-20T09:30:15.123Z" }]);

      // Image bytes are the stored originals, byte for byte.
      const { storage } = t.app.appContext;
      const stored = async (key: string) => streamBytes((await storage.get(key))?.body ?? process.stdin);
      expect(await streamBytes(await zip.open(`images/${rich.images.red.signature}.jpg`))).toEqual(
        await stored(renditionObjectKey(rich.images.red.storageKey, "orig", "jpeg")),
      );
      expect(await streamBytes(await zip.open(`images/${rich.images.gif.signature}.gif`))).toEqual(
        await stored(animationObjectKey(rich.images.gif.storageKey)),
      );
      const clip = archive.pins.find((pin) => pin.title === "Watering time-lapse");
      expect(await streamBytes(await zip.open(clip?.video?.file ?? ""))).toEqual(rich.videoBytes);

      // bookmarks.html: a folder per board, sub-folders per section, one link per pin with a link.
      const dom = parseDocument(await zip.readText("bookmarks.html"));
      const text = (node: unknown): string =>
        (node as { children?: unknown[]; data?: string }).data ??
        ((node as { children?: unknown[] }).children ?? []).map(text).join("");
      const all = (node: unknown, name: string): { attribs: Record<string, string> }[] => {
        const here = node as { name?: string; children?: unknown[]; attribs: Record<string, string> };
        return [
          ...(here.name === name ? [here] : []),
          ...(here.children ?? []).flatMap((child) => all(child, name)),
        ];
      };
      expect(all(dom, "h3").map(text)).toEqual(["Garden ideas", "Beds", "Herbs", "Secret gifts"]);
      const links = all(dom, "a");
      expect(links.map((link) => link.attribs.href).sort()).toEqual([
        "https://example.com/cedar-bed",
        "https://gifs.example/cat",
        "https://shop.example/scarf?id=1&c=2",
      ]);
      expect(links.every((link) => /^\d+$/.test(link.attribs.add_date ?? ""))).toBe(true);
      expect(await zip.readText("README.txt")).toContain("corkboard.json");
    } finally {
      zip.close();
      await rm(file, { force: true });
    }
  });

  it("issue 20: only the owner downloads; others and logged-out visitors do not", async () => {
    const other = await signedIn(t, "snoop");
    expect((await download(t, other.browser, done.download_url ?? "")).statusCode).toBe(404);
    expect((await download(t, null, done.download_url ?? "")).statusCode).toBe(401);
    expect((await download(t, owner.browser, "/v3/exports/999999/download/")).statusCode).toBe(404);
    expect(
      (await other.browser.get<{ items: ExportRun[] }>(EXPORTS)).body.resource_response.data.items,
    ).toEqual([]);
  });

  it("issue 20: logged out, nobody can request or list exports", async () => {
    const logged = await t.app.inject({ method: "GET", url: EXPORTS });
    expect(logged.statusCode).toBe(401);
    const post = await t.app.inject({ method: "POST", url: EXPORTS, payload: {} });
    expect([401, 403]).toContain(post.statusCode);
  });

  it("issue 20: a malformed export id is INVALID_INPUT", async () => {
    const answer = await owner.browser.get("/v3/exports/0x12/download/");
    expect(answer.status).toBe(400);
    expect(answer.body.resource_response.error?.code).toBe("INVALID_INPUT");
  });

  it("issue 20: export requests are rate-limited per person (10 a day)", async () => {
    const eager = await signedIn(t, "eager");
    for (let i = 0; i < 10; i++) expect((await eager.browser.post(EXPORTS)).status).toBe(200);
    const refused = await eager.browser.post(EXPORTS);
    expect(refused.status).toBe(429);
    expect(refused.body.resource_response.error?.code).toBe("RATE_LIMITED");
    await t.app.appContext.jobs.idle();
  });

  it("issue 20: the hourly clean-up deletes expired archives and their rows", async () => {
    const { db } = t.database;
    const [row] = await db.select().from(schema.exportRuns).where(eq(schema.exportRuns.id, done.id));
    const key = row?.storageKey ?? "";
    expect(await t.app.appContext.storage.exists(key)).toBe(true);
    await db
      .update(schema.exportRuns)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(schema.exportRuns.id, done.id));
    await t.app.appContext.jobs.enqueue({ name: "cleanup-expired" }, {});
    await t.app.appContext.jobs.idle();
    expect(await t.app.appContext.storage.exists(key)).toBe(false);
    expect(await db.select().from(schema.exportRuns).where(eq(schema.exportRuns.id, done.id))).toEqual([]);
    expect((await download(t, owner.browser, done.download_url ?? "")).statusCode).toBe(404);
  });
});
