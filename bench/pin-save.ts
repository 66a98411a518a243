// Issue "saving pins" — PinResource create with an existing image (media_upload_id) on
// PostgreSQL at 32 connections: saves/s and p99, with the signed-in home feed read rate
// measured in the same run (alone, then both at once), and the CPU each request cost the
// server, PostgreSQL and the load generator: the host's speed drifts between runs, CPU per
// request shows whether the code got cheaper.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/corkboard_bench npm run bench -- pin-save
import { availableParallelism } from "node:os";
import type autocannon from "autocannon";
import sharp from "sharp";
import { type CpuPerRequest, cpuPerRequest, cpuTotals } from "./support/cpu.ts";
import { type LoadResult, runLoad } from "./support/load.ts";
import { startBenchServer } from "./support/processes.ts";
import { writeResult } from "./support/report.ts";
import { benchSession } from "./support/session.ts";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("pin-save needs DATABASE_URL (PostgreSQL)");
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 15);
const ORIGIN = "http://bench.corkboard.test";

const { app, client, stop } = await startBenchServer(databaseUrl, ORIGIN, {
  // The logged-out feed is measured uncached, as the database serves it.
  PUBLIC_CACHE_TTL_MS: "0",
});
try {
  const session = await benchSession(client, app.url, ORIGIN, "bench_pin_saver");
  // One board per connection: the pin-count trigger locks a board's row until the save
  // commits, and real saves spread over many boards.
  const boardIds: string[] = [];
  for (let i = 0; i < connections; i++) {
    const { rows } = await client.query<{ id: string }>(
      `insert into boards (owner_id, name, slug) values ($1, $2, $3)
       on conflict (owner_id, slug) do update set archived_at = null returning id::text`,
      [session.userId, `Bench saves ${i}`, `bench-saves-${i}`],
    );
    if (rows[0]) boardIds.push(rows[0].id);
  }

  // One real upload; every save then names it by media_upload_id.
  const photo = await sharp({ create: { width: 800, height: 1200, channels: 3, background: "#c96" } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "bench.jpg");
  const uploaded = await fetch(`${app.url}/v3/media/uploads/`, {
    method: "POST",
    headers: session.headers,
    body: form,
  });
  const upload = (await uploaded.json()) as { resource_response: { data: { media_upload_id: string } } };
  const mediaUploadId = upload.resource_response.data.media_upload_id;

  let sequence = 0;
  const saveRequests: autocannon.Request[] = [
    {
      method: "POST",
      path: "/resource/PinResource/create/",
      setupRequest: (request) => {
        const n = sequence++;
        return {
          ...request,
          headers: { ...session.headers, "content-type": "application/json" },
          body: JSON.stringify({
            board_id: boardIds[n % boardIds.length],
            media_upload_id: mediaUploadId,
            method: "uploaded",
            is_buyable_pin: false,
            title: `Bench pin ${n}`,
            description: `Saved by the benchmark #bench${n % 50}`,
            link: "https://example.com/bench",
          }),
        };
      },
    },
  ];
  const anonymousFeedRequests: autocannon.Request[] = [
    { method: "GET", path: "/resource/HomefeedResource/get/" },
  ];
  const feedRequests: autocannon.Request[] = [
    {
      method: "GET",
      path: "/resource/HomefeedResource/get/",
      headers: { cookie: session.headers.cookie ?? "" },
    },
  ];

  const serverPid = app.child.pid ?? 0;
  /** One load run alone on the server, with the CPU its requests cost. */
  const measured = async (name: string, requests: autocannon.Request[]) => {
    const before = cpuTotals(serverPid);
    const result = await runLoad(name, app.url, [], { connections, durationSeconds, requests });
    return { ...result, cpu: cpuPerRequest(before, cpuTotals(serverPid), result.requests) };
  };

  await runLoad("warm-up", app.url, [], { connections, durationSeconds: 3, requests: saveRequests });
  const saves = await measured("PinResource create", saveRequests);
  // A live database's autovacuum would have analyzed the new rows by now; a fresh bench
  // database has no statistics yet, and the feed's plan would be judged on an empty table.
  await client.query("analyze");
  const feed = await measured("home feed (signed in)", feedRequests);
  const anonymousFeed = await measured("home feed (logged out, no cache)", anonymousFeedRequests);
  const half = Math.max(1, Math.floor(connections / 2));
  const [mixedSaves, mixedFeed] = await Promise.all([
    runLoad("mixed: saves", app.url, [], { connections: half, durationSeconds, requests: saveRequests }),
    runLoad("mixed: feed", app.url, [], { connections: half, durationSeconds, requests: feedRequests }),
  ]);
  // Mixed runs share the server, so their CPU cannot be told apart.
  const row = (scenario: string, r: LoadResult & { cpu?: CpuPerRequest | null }) => ({
    scenario,
    "per second": r.requestsPerSecond,
    "p50 ms": r.p50Ms,
    "p99 ms": r.p99Ms,
    errors: r.errors + r.non2xx,
    "CPU ms/req server": r.cpu?.server ?? null,
    "CPU ms/req PostgreSQL": r.cpu?.postgres ?? null,
    "CPU ms/req load": r.cpu?.load ?? null,
  });
  const table = [
    row(`PinResource create, ${connections} connections`, saves),
    row(`home feed (signed in), ${connections} connections`, feed),
    row(`home feed (logged out, public cache off), ${connections} connections`, anonymousFeed),
    row(`mixed: saves, ${half} connections`, mixedSaves),
    row(`mixed: home feed, ${half} connections`, mixedFeed),
  ];
  console.table(table);
  writeResult("pin-save", { cores: availableParallelism(), connections, durationSeconds, results: table });
} finally {
  await stop();
}
