import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/support/free-port.ts";

const root = path.resolve(import.meta.dirname, "../..");

type LogEntry = { msg?: string; req?: { url?: string } };

/**
 * Reads the child's JSON log to the end (so its pipe never fills) and lets the test wait for
 * a line: it moves on when the server says something happened, not after a guessed delay.
 */
function watchLog(child: ChildProcess) {
  if (!child.stdout) throw new Error("the child's stdout is not piped");
  const waiters = new Set<{ match: (entry: LogEntry) => boolean; resolve: () => void }>();
  createInterface({ input: child.stdout }).on("line", (line) => {
    let entry: LogEntry;
    try {
      entry = JSON.parse(line) as LogEntry;
    } catch {
      return;
    }
    for (const waiter of waiters) {
      if (!waiter.match(entry)) continue;
      waiters.delete(waiter);
      waiter.resolve();
    }
  });
  return {
    /** Resolves at the first line `match` accepts; rejects if the server exits first. */
    until(match: (entry: LogEntry) => boolean): Promise<void> {
      return new Promise((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`server exited (${code}) first`));
        child.once("exit", onExit);
        waiters.add({
          match,
          resolve: () => {
            child.off("exit", onExit);
            resolve();
          },
        });
      });
    },
  };
}

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
        // Info level: the server's own "listening" and "incoming request" lines are the signals.
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exitCode = new Promise<number | null>((resolve) => child.once("exit", resolve));
    const base = `http://127.0.0.1:${port}`;
    const log = watchLog(child);
    await log.until((entry) => entry.msg?.startsWith("Server listening at") === true);
    expect((await fetch(`${base}/readyz`)).ok).toBe(true);

    const feed = "/resource/HomefeedResource/get/";
    const arrived = log.until((entry) => entry.msg === "incoming request" && entry.req?.url === feed);
    const inFlight = fetch(`${base}${feed}`);
    // Stop the server once the request is inside it, not before it got there.
    await arrived;
    child.kill("SIGTERM");
    const response = await inFlight;
    expect(response.status).toBe(200);
    const body = (await response.json()) as { resource_response: { status: string } };
    expect(body.resource_response.status).toBe("success");
    expect(await exitCode).toBe(0);
  });
});
