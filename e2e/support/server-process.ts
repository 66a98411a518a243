import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/support/free-port.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** A Corkboard server started as `npm start` would, on its own port and data dir. */
export interface ServerProcess {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts `server/src/main.ts` with a fresh DATA_DIR (embedded PGlite + demo content; a copy of
 * the run's data template when there is one) and waits until the home feed has pins. The web build must exist (`npm run build`).
 */
export async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  // A journey whose peers must know the address first (an identity provider's redirect URI)
  // chooses the port itself.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = env.DATA_DIR ?? newDataDir();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: "",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_ORIGIN: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  await waitForFeed(baseUrl, exited);
  return {
    baseUrl,
    dataDir,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

async function waitForFeed(baseUrl: string, exited: Promise<number | null>): Promise<void> {
  let done = false;
  void exited.then(() => {
    done = true;
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (done) throw new Error("Corkboard server exited during start");
    try {
      const response = await fetch(`${baseUrl}/resource/HomefeedResource/get/?page_size=1`);
      const body = (await response.json()) as { resource_response?: { data?: { items?: unknown[] } } };
      if (response.ok && (body.resource_response?.data?.items?.length ?? 0) > 0) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("Corkboard server did not serve a home feed within 120 s");
}

/**
 * Set by global setup to a stopped server's data dir (migrated, demo content in): a server
 * started on a copy skips creating the database and seeding the demo, most of a start.
 * Each copy is its own database; nothing is shared between journeys.
 */
export const DATA_TEMPLATE_ENV = "CORKBOARD_E2E_DATA_TEMPLATE";

function newDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), "corkboard-e2e-"));
  const template = process.env[DATA_TEMPLATE_ENV];
  if (template) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/** Removes a data dir made by startServer. */
export function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}
