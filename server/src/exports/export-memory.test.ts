import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { renditionObjectKey } from "../platform/images/index.ts";
import { buildBoard, buildImage, buildPin, buildUser } from "../test/factories.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

const MIB = 1024 * 1024;
// 48 images of 4 MiB: a 192 MiB archive, far more than the bound the test sets.
const IMAGES = 48;
const IMAGE_BYTES = 4 * MIB;

describe("issue 20: an export's memory stays bounded (D-056)", () => {
  let t: TestApp;
  let ownerId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const { db } = t.database;
    const { storage } = t.app.appContext;
    const owner = await buildUser(db);
    ownerId = owner.id;
    const board = await buildBoard(db, owner.id);
    // Random bytes do not compress: what the archive holds is what was read.
    const body = randomBytes(IMAGE_BYTES);
    for (let i = 0; i < IMAGES; i++) {
      const image = await buildImage(db);
      body.writeUInt32BE(i, 0);
      await storage.put(renditionObjectKey(image.storageKey, "orig", "jpeg"), body, "image/jpeg");
      await buildPin(db, board, { imageId: image.id });
    }
  }, 120_000);
  afterAll(() => t.close());

  it("issue 20: a 192 MiB archive is written with the heap and buffers growing far less than it", async () => {
    const { db } = t.database;
    const [run] = await db.insert(schema.exportRuns).values({ ownerId }).returning();
    const { jobs } = t.app.appContext;
    global.gc?.();
    const base = process.memoryUsage();
    let peak = 0;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak = Math.max(peak, now.heapUsed + now.arrayBuffers - (base.heapUsed + base.arrayBuffers));
    }, 20);
    try {
      await jobs.enqueue({ name: "export-run" }, { exportId: run?.id ?? "" });
      await jobs.idle();
    } finally {
      clearInterval(sampler);
    }
    const [done] = await db
      .select()
      .from(schema.exportRuns)
      .where(eq(schema.exportRuns.id, run?.id ?? ""));
    expect(done?.status).toBe("done");
    expect(done?.sizeBytes).toBeGreaterThan(IMAGES * IMAGE_BYTES);
    console.log(
      `export of ${(IMAGES * IMAGE_BYTES) / MIB} MiB: heap + buffers peak growth ${(peak / MIB).toFixed(1)} MiB`,
    );
    expect(peak).toBeLessThan(100 * MIB);
  }, 120_000);
});
