// Issue 18 "Measured" (D-052): three server processes behind haproxy against one process behind
// the same haproxy, on one PostgreSQL, same machine, same run. Both set-ups are the cluster
// the tests run (server/src/cluster/cluster-harness.ts: PostgreSQL, Redis, s3rver, SMTP sink,
// deploy/haproxy.cfg); each starts on a fresh database seeded with BENCH_PINS pins, with the
// public cache off (PUBLIC_CACHE_TTL_MS=0), so every read reaches the database:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- cluster
// BENCH_PINS (default 20000), BENCH_SECONDS (10), BENCH_CONNECTIONS (32),
// BENCH_POOL_SIZE (connections per process, 5). On 2 cores the figure shows the overhead of
// more processes, not a gain.
import { execFileSync } from "node:child_process";
import os from "node:os";
import { clusterSignUp } from "../server/src/cluster/cluster-client.ts";
import { type Cluster, startCluster } from "../server/src/cluster/cluster-harness.ts";
import { runLoad } from "./support/load.ts";
import { ROOT } from "./support/processes.ts";
import { writeResult } from "./support/report.ts";

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl)
  throw new Error("cluster needs DATABASE_URL (a PostgreSQL server; a scratch database is made)");
const pins = Number(process.env.BENCH_PINS ?? 20_000);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const poolSize = Number(process.env.BENCH_POOL_SIZE ?? 5);

async function measure(processes: 1 | 3) {
  const cluster: Cluster = await startCluster({
    serverUrl: serverUrl ?? "",
    processes,
    poolSize,
    env: { PUBLIC_CACHE_TTL_MS: "0", LOG_LEVEL: "error" },
  });
  try {
    execFileSync(process.execPath, ["server/src/cli/seed.ts", "--pins", String(pins)], {
      cwd: ROOT,
      // The demo's images go to the cluster's data directory, not to s3rver: s3rver fails some
      // of the seed's many parallel uploads, and JSON reads never fetch an image.
      env: { ...process.env, ...cluster.env, S3_BUCKET: "" },
      stdio: "ignore",
    });
    const { rows } = await cluster.sql.query<{ id: string }>(
      `select p.id::text as id from pins p join boards b on b.id = p.board_id
       where b.privacy = 'public' order by random() limit 500`,
    );
    const { browser } = await clusterSignUp(cluster.url, cluster.url, "bench");
    const signedIn = {
      cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    };
    const run = { connections, durationSeconds };
    const pinPaths = rows.map((row) => `/resource/PinResource/get/?id=${row.id}`);
    await runLoad("warm-up", cluster.url, pinPaths, { connections, durationSeconds: 3 });
    const label = processes === 3 ? "3 processes" : "1 process";
    const pinPage = await runLoad(`${label}: pin page, uncached`, cluster.url, pinPaths, run);
    const feed = await runLoad(
      `${label}: signed-in home feed`,
      cluster.url,
      ["/resource/HomefeedResource/get/"],
      {
        ...run,
        headers: signedIn,
      },
    );
    return [pinPage, feed];
  } finally {
    await cluster.close();
  }
}

const results = [...(await measure(1)), ...(await measure(3))];
const table = results.map((r) => ({
  scenario: r.name,
  "req/s": r.requestsPerSecond,
  "p50 ms": r.p50Ms,
  "p99 ms": r.p99Ms,
  errors: r.errors + r.non2xx,
}));
console.table(table);
writeResult(poolSize === 5 ? "cluster" : `cluster-pool${poolSize}`, {
  pins,
  connections,
  durationSeconds,
  poolSizePerProcess: poolSize,
  cores: os.availableParallelism(),
  results: table,
});
