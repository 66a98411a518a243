import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../../..");

/** The capabilities that let root ignore file modes. */
const DAC_CAPS = "-dac_override,-dac_read_search";

/**
 * Runs `node args…` as a process the file modes apply to. The machine's tests run as root,
 * which chmod does not stop, so as root the child keeps its user but loses the capabilities
 * that override file modes (setpriv). Not a switch to nobody: the checkout CI runs from may
 * sit in a 0700 directory that only root (its owner) may enter. Anyone else is already
 * unprivileged.
 */
function runUnprivileged(args: string[], env: Record<string, string | undefined>) {
  const node = process.execPath;
  const [command, argv] =
    process.getuid?.() === 0
      ? ["setpriv", [`--bounding-set=${DAC_CAPS}`, `--inh-caps=${DAC_CAPS}`, node, ...args]]
      : [node, args];
  // undefined unsets a variable the test runner's environment may hold.
  const childEnv = Object.fromEntries(
    Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined),
  );
  const child = spawn(command, argv, { cwd: root, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  child.stdout.resume();
  return new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once("exit", (code) => resolve({ code, stderr })),
  );
}

// Issue 18: a read-only data directory gives a clear error. The directory has mode 0555 (read
// and enter, no writing) and the server runs without the power to override it.
describe("a data directory the server may not write (issue 18)", () => {
  const parent = mkdtempSync(path.join(tmpdir(), "corkboard-readonly-"));
  const dataDir = path.join(parent, "data");
  mkdirSync(dataDir);
  chmodSync(dataDir, 0o555);
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  const server = (env: Record<string, string | undefined> = {}) =>
    runUnprivileged(["server/src/main.ts"], {
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
      S3_BUCKET: undefined,
      DATA_DIR: dataDir,
      PORT: "0",
      SEED_DEMO: "false",
      AUTH_SECRET: undefined,
      ALTCHA_HMAC_KEY: undefined,
      ...env,
    });

  it("the server refuses to start in one line naming the directory, and writes nothing", async () => {
    const { code, stderr } = await server();
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `Corkboard could not start: The data directory ${dataDir}/secrets cannot be written (EACCES): make it writable, or set DATA_DIR to a directory that is.`,
    );
    expect(readdirSync(dataDir)).toEqual([]);
  }, 120_000);

  it("with its secrets configured, the embedded database's directory is the one named", async () => {
    const { code, stderr } = await server({
      AUTH_SECRET: "a-configured-auth-secret-of-at-least-32-chars",
      ALTCHA_HMAC_KEY: "a-configured-altcha-key-of-at-least-32-chars",
    });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `Corkboard could not start: The data directory ${dataDir}/pglite cannot be written (EACCES): make it writable, or set DATA_DIR to a directory that is.`,
    );
    expect(readdirSync(dataDir)).toEqual([]);
  }, 120_000);
});
