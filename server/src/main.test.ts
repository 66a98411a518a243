import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/support/free-port.ts";

const root = path.resolve(import.meta.dirname, "../..");

describe("main.ts process lifecycle (IMPL-010)", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "corkboard-main-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("listens, answers, and on SIGTERM finishes in-flight requests and exits 0", async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ["server/src/main.ts"], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: "",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        SEED_DEMO: "false",
        WEB_DIST: path.join(dataDir, "no-web-build"),
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    const exitCode = new Promise<number | null>((resolve) => child.once("exit", resolve));
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 400; i++) {
      const ready = await fetch(`${base}/readyz`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const inFlight = fetch(`${base}/resource/HomefeedResource/get/`);
    // Give the request time to reach the server, then ask it to stop.
    await new Promise((resolve) => setTimeout(resolve, 20));
    child.kill("SIGTERM");
    const response = await inFlight;
    expect(response.status).toBe(200);
    const body = (await response.json()) as { resource_response: { status: string } };
    expect(body.resource_response.status).toBe("success");
    expect(await exitCode).toBe(0);
  });
});
