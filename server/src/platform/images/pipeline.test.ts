import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OpenDatabase, openDatabase } from "../db/database.ts";
import { images } from "../db/schema/images.ts";
import { LocalStorage } from "../storage/local-storage.ts";
import { renditionObjectKey, storageKeyFor } from "./image-keys.ts";
import { createImageUrls } from "./image-urls.ts";
import { processImage } from "./pipeline.ts";
import { dominantColor, prepareImage } from "./prepare-image.ts";
import { solidImage } from "./test-images.ts";

describe("image pipeline (IMPL-029)", () => {
  let database: OpenDatabase;
  let root: string;
  let storage: LocalStorage;

  beforeAll(async () => {
    database = await openDatabase({ kind: "pglite", dataDir: null });
    root = await mkdtemp(path.join(tmpdir(), "corkboard-pipeline-"));
    storage = new LocalStorage(root);
  });
  afterAll(async () => {
    await database.close();
    await rm(root, { recursive: true, force: true });
  });

  const store = () => ({ db: database.db, storage });
  const sizeOf = async (key: string) => {
    const meta = await sharp(await readFile(path.join(root, key))).metadata();
    return { width: meta.width, height: meta.height, format: meta.format };
  };

  it("stores 236/474/736 and the original as WebP and JPEG under a content-addressed key (UI-019)", async () => {
    const bytes = await solidImage(1000, 1500, "#3366cc", "jpeg");
    const row = await processImage(store(), bytes);

    expect(row).toMatchObject({ width: 1000, height: 1500, format: "jpeg", bytes: bytes.length });
    expect(row.storageKey).toBe(storageKeyFor(row.signature));
    expect(row.signature).toMatch(/^[0-9a-f]{64}$/);
    const expected = {
      "236x": [236, 354],
      "474x": [474, 711],
      "736x": [736, 1104],
      orig: [1000, 1500],
    } as const;
    for (const [variant, [width, height]] of Object.entries(expected)) {
      const v = variant as keyof typeof expected;
      expect(await sizeOf(renditionObjectKey(row.storageKey, v, "webp"))).toEqual({
        width,
        height,
        format: "webp",
      });
      expect(await sizeOf(renditionObjectKey(row.storageKey, v, "jpeg"))).toEqual({
        width,
        height,
        format: "jpeg",
      });
    }
    // The presenter, with no I/O, announces exactly the sizes that were stored.
    const wire = createImageUrls(storage).pinImages(row);
    expect(wire["474x"]).toEqual({ url: `/media/${row.storageKey}/474x`, width: 474, height: 711 });
    expect(wire.orig).toEqual({ url: `/media/${row.storageKey}/orig`, width: 1000, height: 1500 });
  });

  it("never upscales: a narrow original keeps its width in every larger rendition (UI-019)", async () => {
    const row = await processImage(store(), await solidImage(300, 200, "#aa5500"));
    expect(row).toMatchObject({ width: 300, height: 200, format: "png" });
    expect(await sizeOf(renditionObjectKey(row.storageKey, "236x", "webp"))).toMatchObject({
      width: 236,
      height: 157,
    });
    for (const variant of ["474x", "736x", "orig"] as const) {
      expect(await sizeOf(renditionObjectKey(row.storageKey, variant, "jpeg"))).toMatchObject({
        width: 300,
        height: 200,
      });
    }
    const wire = createImageUrls(storage).pinImages(row);
    expect(wire["736x"]).toMatchObject({ width: 300, height: 200 });
    expect(wire["236x"]).toMatchObject({ width: 236, height: 157 });
  });

  it("finds the dominant colour as #rrggbb (IMPL-029)", async () => {
    // Two thirds blue, one third yellow: blue dominates.
    const bytes = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#1040c0" } })
      .composite([{ input: await solidImage(300, 100, "#f0e020"), top: 0, left: 0 }])
      .png()
      .toBuffer();
    const row = await processImage(store(), bytes);
    expect(row.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(row.dominantColor.slice(i, i + 2), 16)) as [
      number,
      number,
      number,
    ];
    expect(b).toBeGreaterThan(150);
    expect(r).toBeLessThan(60);
    expect(g).toBeLessThan(100);
    expect(await dominantColor(await solidImage(200, 200, "#ffffff"))).toMatch(
      /^#f[0-9a-f]f[0-9a-f]f[0-9a-f]$/,
    );
  });

  it("honours EXIF orientation: a rotated photo is stored upright", async () => {
    const bytes = await sharp(await solidImage(400, 200, "#208040", "jpeg"))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const row = await processImage(store(), bytes);
    expect(row).toMatchObject({ width: 200, height: 400 });
    expect(await sizeOf(renditionObjectKey(row.storageKey, "orig", "jpeg"))).toMatchObject({
      width: 200,
      height: 400,
    });
  });

  it.each([
    [119, 400],
    [400, 119],
    [50, 50],
  ])("rejects a %i×%i image with IMAGE_TOO_SMALL (PIN-055, PIN-056)", async (width, height) => {
    await expect(processImage(store(), await solidImage(width, height, "#000000"))).rejects.toMatchObject({
      code: "IMAGE_TOO_SMALL",
      httpStatus: 400,
      message: "Images must be at least 120 pixels on each side.",
    });
  });

  it("accepts an image of exactly 120×120 (PIN-056)", async () => {
    const row = await processImage(store(), await solidImage(120, 120, "#808080"));
    expect(row).toMatchObject({ width: 120, height: 120 });
  });

  it("rejects bytes that are not an image, and SVG, with IMAGE_UNREADABLE", async () => {
    await expect(processImage(store(), Buffer.from("definitely not an image"))).rejects.toMatchObject({
      code: "IMAGE_UNREADABLE",
    });
    const jpeg = await solidImage(300, 300, "#123456", "jpeg");
    await expect(prepareImage(jpeg.subarray(0, 40))).rejects.toMatchObject({ code: "IMAGE_UNREADABLE" });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500"><rect width="500" height="500"/></svg>',
    );
    await expect(prepareImage(svg)).rejects.toMatchObject({ code: "IMAGE_UNREADABLE" });
  });

  it("refuses a decompression bomb from its header alone", async () => {
    // A PNG whose header claims 20000×20000 pixels; its pixel data is never read.
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(20_000, 0);
    header.writeUInt32BE(20_000, 4);
    header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(Buffer.alloc(1000))),
      chunk("IEND", Buffer.alloc(0)),
    ]);
    await expect(prepareImage(bomb)).rejects.toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });

  it("stores the same bytes once: a second upload returns the same row", async () => {
    const bytes = await solidImage(640, 480, "#c03060", "webp");
    const first = await processImage(store(), bytes);
    const [second, third] = await Promise.all([processImage(store(), bytes), processImage(store(), bytes)]);
    expect(second.id).toBe(first.id);
    expect(third.id).toBe(first.id);
    const rows = await database.db.select().from(images);
    expect(rows.filter((row) => row.signature === first.signature)).toHaveLength(1);
  });

  it("dedupes concurrent first uploads of the same bytes to one row", async () => {
    const bytes = await solidImage(500, 700, "#0a0b0c", "jpeg");
    const rows = await Promise.all([processImage(store(), bytes), processImage(store(), bytes)]);
    expect(rows[0].id).toBe(rows[1].id);
  });
});
