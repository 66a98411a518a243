import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { animationObjectKey } from "../images/image-keys.ts";
import { processImage } from "../images/pipeline.ts";
import { framesGif } from "../images/test-images.ts";
import { createBackup, restoreBackup } from "./backup.ts";
import { listTables } from "./backup-repo.ts";

// D-050: an animated GIF's animation (anim.gif) is one of the objects a backup carries.
describe("backup of an animated GIF (D-050)", () => {
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

  it("backs up and restores anim.gif beside the still renditions", async () => {
    const { storage } = t.app.appContext;
    const image = await processImage({ db: t.database.db, storage }, framesGif(200, 200, 3));
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

    await restoreBackup(t.database.db, storage, file);
    expect(await storage.exists(animationObjectKey(image.storageKey))).toBe(true);
  });
});
