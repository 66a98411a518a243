/// <reference path="./s3rver.d.ts" />
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import S3rver from "s3rver";
import { SMTPServer } from "smtp-server";
import { freePort } from "../../../scripts/support/free-port.ts";
import { ROOT, type ServerProcess, startServerProcess, untilReady } from "./server-process.ts";

// D-052: a real cluster for the tests and the bench — N `node server/src/main.ts` processes on
// one fresh PostgreSQL database, Redis, an S3-compatible store (s3rver) and an SMTP sink,
// behind haproxy with the repository's own deploy/haproxy.cfg. Everything it starts, it stops.

export const HAPROXY_CONFIG = path.join(ROOT, "deploy/haproxy.cfg");

export interface ClusterOptions {
  /** PostgreSQL server URL (a database is created on it and dropped at stop). */
  serverUrl: string;
  /** REDIS_URL for every process (default redis://127.0.0.1:6379). */
  redisUrl?: string;
  /** How many server processes (the haproxy config names three). */
  processes?: 1 | 3;
  /** Extra environment for every process. */
  env?: Record<string, string>;
  /** Connections each process's pool may hold. */
  poolSize?: number;
}

export interface ServerSlot {
  port: number;
  url: string;
  process: ServerProcess | null;
}

export interface Cluster {
  /** The balancer's address (the public origin). */
  url: string;
  databaseUrl: string;
  /** The environment every process got (a CLI run against the cluster's stores uses it). */
  env: Record<string, string>;
  servers: ServerSlot[];
  /** A client on the cluster's database, for assertions. */
  sql: pg.Pool;
  /** Starts process `index` (again) and waits until it answers /readyz. */
  start(index: number): Promise<void>;
  /** SIGTERM (graceful) or SIGKILL to process `index`; resolves when it has exited. */
  stop(index: number, signal?: NodeJS.Signals): Promise<number | null>;
  /** Resolves when haproxy sends requests to process `index` again. */
  untilBalanced(index: number): Promise<void>;
  close(): Promise<void>;
}

/** Whether haproxy is installed (the cluster suite needs it: `apt-get install haproxy`). */
export async function haproxyAvailable(): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = spawn("haproxy", ["-v"], { stdio: "ignore" });
    probe.once("error", () => resolve(false));
    probe.once("exit", (code) => resolve(code === 0));
  });
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.processes ?? 3;
  const cleanups: (() => Promise<void> | void)[] = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
  };
  try {
    const scratch = await createScratchDatabase(options.serverUrl);
    cleanups.push(scratch.drop);
    const databaseUrl = new URL(scratch.url);

    const work = mkdtempSync(path.join(tmpdir(), "corkboard-cluster-"));
    cleanups.push(() => rmSync(work, { recursive: true, force: true }));

    const s3Port = await freePort();
    const s3 = new S3rver({
      address: "127.0.0.1",
      port: s3Port,
      silent: true,
      directory: path.join(work, "s3"),
      configureBuckets: [{ name: "corkboard" }],
    });
    await s3.run();
    cleanups.push(() => s3.close());

    const smtp = new SMTPServer({ authOptional: true, disabledCommands: ["STARTTLS"], logger: false });
    smtp.onData = (stream, _session, callback) => {
      stream.resume();
      stream.on("end", () => callback());
    };
    const smtpPort = await freePort();
    await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));
    cleanups.push(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

    const balancerPort = await freePort();
    const url = `http://127.0.0.1:${balancerPort}`;
    const servers: ServerSlot[] = [];
    for (let i = 0; i < 3; i++) {
      const port = await freePort();
      servers.push({ port, url: `http://127.0.0.1:${port}`, process: null });
    }
    const env: Record<string, string> = {
      DATABASE_URL: databaseUrl.toString(),
      DATABASE_POOL_SIZE: String(options.poolSize ?? 5),
      REDIS_URL: options.redisUrl ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
      S3_BUCKET: "corkboard",
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "Corkboard <no-reply@corkboard.test>",
      // The balancer is on loopback: trust it for X-Forwarded-For, nothing else.
      TRUST_PROXY: "127.0.0.1",
      // haproxy checks every second (fall 1): out of rotation before the listener closes.
      SHUTDOWN_DELAY_MS: "2500",
      PUBLIC_ORIGIN: url,
      // Every process signs and reads the same sessions: one secret for all.
      AUTH_SECRET: randomBytes(32).toString("hex"),
      ALTCHA_HMAC_KEY: randomBytes(32).toString("hex"),
      DATA_DIR: path.join(work, "data"),
      WEB_DIST: path.join(work, "no-web-build"),
      ...options.env,
    };

    const start = async (index: number) => {
      const slot = servers[index];
      if (!slot) throw new Error(`no server ${index}`);
      slot.process = await startServerProcess(slot.port, env);
    };
    const stop = async (index: number, signal: NodeJS.Signals = "SIGTERM") =>
      (await servers[index]?.process?.stop(signal)) ?? null;
    cleanups.push(async () => {
      await Promise.all(servers.map((_, index) => stop(index, "SIGKILL")));
    });
    // Started together, as a deployment does (the migrations' advisory lock is under test).
    await Promise.all(servers.slice(0, count).map((_, index) => start(index)));

    const statsPort = await freePort();
    const haproxy = spawn("haproxy", ["-db", "-f", HAPROXY_CONFIG], {
      env: {
        ...process.env,
        CORKBOARD_BIND: `127.0.0.1:${balancerPort}`,
        CORKBOARD_STATS: `127.0.0.1:${statsPort}`,
        // A single-process run points all three slots at the one process.
        CORKBOARD_APP1: `127.0.0.1:${servers[0]?.port}`,
        CORKBOARD_APP2: `127.0.0.1:${servers[count === 3 ? 1 : 0]?.port}`,
        CORKBOARD_APP3: `127.0.0.1:${servers[count === 3 ? 2 : 0]?.port}`,
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const haproxyExited = new Promise<void>((resolve) => haproxy.once("exit", () => resolve()));
    cleanups.push(async () => {
      if (haproxy.exitCode === null && haproxy.signalCode === null) {
        haproxy.kill("SIGTERM");
        await haproxyExited;
      }
    });
    await untilReady(url, haproxy);

    const sql = new pg.Pool({ connectionString: databaseUrl.toString(), max: 2 });
    cleanups.push(() => sql.end());

    return {
      url,
      databaseUrl: databaseUrl.toString(),
      env,
      servers,
      sql,
      start,
      stop,
      async untilBalanced(index: number) {
        const wanted = `app${index + 1}`;
        const deadline = Date.now() + 20_000;
        while (Date.now() < deadline) {
          const answers = await Promise.all(
            [0, 1, 2].map(() => fetch(`${url}/healthz`).then((r) => r.headers.get("x-corkboard-server"))),
          );
          if (answers.includes(wanted)) return;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        throw new Error(`haproxy did not send to ${wanted} within 20 s`);
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** A new, empty database on the PostgreSQL server at `serverUrl`, and how to drop it. */
export async function createScratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `corkboard_cluster_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
