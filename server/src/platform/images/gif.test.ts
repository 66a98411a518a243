import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OpenDatabase, openDatabase } from "../db/database.ts";
import { images } from "../db/schema/images.ts";
import { LocalStorage } from "../storage/local-storage.ts";
import { animationObjectKey } from "./image-keys.ts";
import { createImageUrls } from "./image-urls.ts";
import { processImage } from "./pipeline.ts";
import { framesGif } from "./test-images.ts";

// Animated GIFs (issue 19, D-050): kept animated beside a still first frame; refused when
// they claim too many frames or too large a canvas, before any frame is decoded.
describe("animated GIFs (D-050)", () => {
  let database: OpenDatabase;
  let root: string;
  let storage: LocalStorage;

  beforeAll(async () => {
    database = await openDatabase({ kind: "pglite", dataDir: null });
    root = await mkdtemp(path.join(tmpdir(), "corkboard-gif-"));
    storage = new LocalStorage(root);
  });
  afterAll(async () => {
    await database.close();
    await rm(root, { recursive: true, force: true });
  });

  it("keeps an animated GIF animated (anim.gif, re-encoded) beside its still renditions", async () => {
    const row = await processImage({ db: database.db, storage }, framesGif(200, 200, 4));
    expect(row.frames).toBe(4);
    const animation = await storage.get(animationObjectKey(row.storageKey));
    expect(animation?.contentType).toBe("image/gif");
    animation?.body.destroy();
    const stored = await sharp(path.join(root, animationObjectKey(row.storageKey))).metadata();
    expect(stored.pages).toBeGreaterThan(1);

    const urls = createImageUrls(storage);
    const grid = urls.gridImages(row);
    expect(grid.animated?.url).toBe(`/media/${row.storageKey}/anim.gif`);
    // The still first frame stays the ordinary renditions (reduced motion, D-050).
    expect(grid["236x"].url).toBe(`/media/${row.storageKey}/236x`);
  });

  it("a still GIF has no animation", async () => {
    const row = await processImage({ db: database.db, storage }, framesGif(160, 160, 1));
    expect(row.frames).toBe(1);
    expect(createImageUrls(storage).gridImages(row).animated).toBeUndefined();
    expect(await storage.exists(animationObjectKey(row.storageKey))).toBe(false);
  });

  it("refuses a GIF of 10,000 frames and a 30,000 × 30,000 canvas, storing nothing", async () => {
    const before = await database.db.select().from(images);
    const filesBefore = await readdir(root, { recursive: true });
    for (const gif of [framesGif(200, 200, 10_000), framesGif(30_000, 30_000, 1, true)]) {
      await expect(processImage({ db: database.db, storage }, gif)).rejects.toMatchObject({
        code: "PAYLOAD_TOO_LARGE",
      });
    }
    expect(await database.db.select().from(images)).toHaveLength(before.length);
    expect(await readdir(root, { recursive: true })).toEqual(filesBefore);
  });
});
