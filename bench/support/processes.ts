import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "../../scripts/support/free-port.ts";

/** The repository root. */
export const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * The Node/V8 flags `npm start` gives the server (package.json's start script, D-064), so a
 * benchmark of the embedded default runs it as a user would.
 */
export function startNodeFlags(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  return (manifest.scripts.start ?? "").split(/\s+/).filter((word) => word.startsWith("--"));
}

/** A child Node process serving HTTP on a port. */
export interface ServiceProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts `node script` with env and waits until `readyPath` answers 200 (on `port`, else a free one). */
export async function startService(
  script: string,
  env: Record<string, string>,
  readyPath: string,
  timeoutMs = 180_000,
  port?: number,
  /** Node/V8 flags for the service, e.g. startNodeFlags() for the embedded default as `npm start` runs it. */
  serviceNodeArgs: string[] = [],
  /** The checkout the service runs from: a comparison build of an earlier commit, to compare in one run. */
  root: string = ROOT,
): Promise<ServiceProcess & { readyAfterMs: number }> {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // BENCH_CPU_PROFILE_DIR: the service writes a V8 CPU profile there when it stops.
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  const nodeArgs = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  // BENCH_SERVER_NODE_ARGS (space-separated) replaces the service's Node/V8 flags, to compare them.
  const override = process.env.BENCH_SERVER_NODE_ARGS;
  nodeArgs.push(...(override === undefined ? serviceNodeArgs : override.split(" ").filter(Boolean)));
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let dead = false;
  void exited.then(() => {
    dead = true;
  });
  while (performance.now() - started < timeoutMs) {
    if (dead) throw new Error(`${script} exited during start`);
    try {
      const response = await fetch(`${url}${readyPath}`);
      await response.arrayBuffer();
      if (response.ok) {
        return {
          url,
          child,
          readyAfterMs: performance.now() - started,
          async stop() {
            child.kill("SIGTERM");
            await exited;
          },
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  child.kill("SIGKILL");
  throw new Error(`${script} not ready after ${timeoutMs} ms`);
}

/**
 * The Corkboard server a write benchmark talks to: PostgreSQL at `databaseUrl`, no demo
 * content, a throwaway DATA_DIR (removed by `stop`), and a connected pg client for setup.
 */
export async function startBenchServer(
  databaseUrl: string,
  origin: string,
  env: Record<string, string> = {},
  /** The checkout the server runs from (`startService`'s `root`): another one for a before/after. */
  root: string = ROOT,
): Promise<{ app: ServiceProcess; client: pg.Client; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "corkboard-bench-"));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const app = await startService(
    "server/src/main.ts",
    {
      DATABASE_URL: databaseUrl,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      PUBLIC_ORIGIN: origin,
      DATA_DIR: dataDir,
      ...env,
    },
    "/readyz",
    undefined,
    undefined,
    [],
    root,
  );
  return {
    app,
    client,
    async stop() {
      await app.stop();
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
