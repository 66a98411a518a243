import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

// One `node server/src/main.ts` as a deployment runs it, for the cluster and durability tests.

export const ROOT = path.resolve(import.meta.dirname, "../../..");

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Sends `signal` (SIGTERM: a graceful drain; SIGKILL: kill -9) and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the server on `port` with `env` over this process's and waits until /readyz answers 200. */
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server/src/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    child.kill(signal);
    return exited;
  };
  try {
    await untilReady(url, child);
  } catch (error) {
    await stop("SIGKILL");
    throw error;
  }
  return { url, child, stop };
}

/** Polls `${url}/readyz` until it answers 200; fails if `child` exits first. */
export async function untilReady(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${child.spawnfile} exited (${child.exitCode ?? child.signalCode}) before it was ready`,
      );
    }
    try {
      const response = await fetch(`${url}/readyz`);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was not ready within ${timeoutMs / 1000} s`);
}
