import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { schema } from "../db/index.ts";
import { animationObjectKey } from "../images/image-keys.ts";
import { processImage } from "../images/pipeline.ts";
import { framesGif } from "../images/test-images.ts";
import { testMp4 } from "../video/test-videos.ts";
import { createBackup, restoreBackup } from "./backup.ts";
import { listTables } from "./backup-repo.ts";

// D-050: an animated GIF's animation (anim.gif) and a video's bytes are objects a backup carries.
describe("backup of an animated GIF and a video (D-050, D-049)", () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await buildTestApp();
    dir = mkdtempSync(path.join(tmpdir(), "corkboard-backup-gif-"));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("backs up and restores anim.gif beside the still renditions, and a video's bytes", async () => {
    const { storage } = t.app.appContext;
    const image = await processImage({ db: t.database.db, storage }, framesGif(200, 200, 3));
    const owner = await buildUser(t.database.db);
    const videoKey = `ab/cd/${"e".repeat(64)}/video.mp4`;
    const videoBytes = testMp4();
    await storage.put(videoKey, videoBytes, "video/mp4");
    await t.database.db.insert(schema.videos).values({
      ownerId: owner.id,
      storageKey: videoKey,
      container: "mp4",
      videoCodec: "avc1",
      width: 320,
      height: 240,
      durationMs: 5000,
      bytes: videoBytes.length,
      signature: "e".repeat(64),
      status: "ready",
    });
    const file = path.join(dir, "gif.cbk");
    const made = await createBackup(t.database.db, storage, file);
    expect(made.missingObjects).toEqual([]);

    const tables = await listTables(t.database.db);
    await t.database.db.execute(
      sql`truncate ${sql.join(
        tables.map((table) => sql.identifier(table.name)),
        sql`, `,
      )}`,
    );
    rmSync(t.config.mediaDir, { recursive: true, force: true });
    expect(await storage.exists(animationObjectKey(image.storageKey))).toBe(false);

    expect(await storage.exists(videoKey)).toBe(false);
    await restoreBackup(t.database.db, storage, file);
    expect(await storage.exists(animationObjectKey(image.storageKey))).toBe(true);
    const restored = await storage.get(videoKey);
    const chunks: Buffer[] = [];
    for await (const chunk of restored?.body ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(videoBytes)).toBe(true);
  });
});
