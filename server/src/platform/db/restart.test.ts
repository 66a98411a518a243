import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { buildBoard, buildPin, buildUser } from "../../test/factories.ts";
import { testConfig } from "../../test/test-app.ts";

describe("embedded database survives a restart", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "corkboard-pglite-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("data written before closing the app is served after reopening the same PGlite directory", async () => {
    const config = testConfig({ database: { kind: "pglite", dataDir } });
    const first = await buildApp(config, { logger: false });
    // The app owns its database here (no injected one), exactly as `npm start` runs.
    const db = first.appContext.db;
    const user = await buildUser(db, { username: "persistent_pat" });
    const board = await buildBoard(db, user.id, { name: "Keepers" });
    const pin = await buildPin(db, board, { title: "Still here" });
    await first.close();

    const second = await buildApp(config, { logger: false });
    const response = await second.inject({ url: "/resource/PinResource/get/", query: { id: pin.id } });
    expect(response.statusCode).toBe(200);
    expect(response.json().resource_response.data.title).toBe("Still here");
    // Migrations are not re-applied destructively and ids keep increasing after a restart.
    const later = await buildUser(second.appContext.db);
    expect(BigInt(later.id)).toBeGreaterThan(BigInt(user.id));
    await second.close();
  });
});
