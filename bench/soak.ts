// Issue 18 item 9 — a mixed soak on the embedded default (PGlite, no configuration): signed-in
// readers and savers at 50 connections for SOAK_SECONDS (default 120), six reads and two
// writes per round, the server's resident memory sampled every two seconds, and its heap
// and external (WebAssembly) memory read from /metrics at the start and the end.
//   npm run bench -- soak            (SOAK_SECONDS=30 for a short run)
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import type autocannon from "autocannon";
import { freePort } from "../scripts/support/free-port.ts";
import { cpuPerRequest, cpuTotals } from "./support/cpu.ts";
import { runLoad } from "./support/load.ts";
import { startNodeFlags, startService } from "./support/processes.ts";
import { writeResult } from "./support/report.ts";

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.SOAK_SECONDS ?? 120);
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "corkboard-soak-"));
// Behind TRUST_PROXY (the readers sign up from their own addresses) /metrics needs its token.
const METRICS_TOKEN = "soak-metrics-token-0123456789";

/** Resident memory of a process in MiB, from /proc. */
function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Math.round(Number(line?.split(/\s+/)[1] ?? 0) / 1024);
}

/** Heap used and external memory (MiB) as the server's /metrics reports them (D-047). */
async function memoryParts(): Promise<{ heapUsedMiB: number; heapTotalMiB: number; externalMiB: number }> {
  const text = await (
    await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const value = (name: string) =>
    Number(
      text
        .split("\n")
        .find((line) => line.startsWith(`${name} `))
        ?.split(" ")[1] ?? 0,
    );
  return {
    heapUsedMiB: Math.round(value("corkboard_nodejs_heap_size_used_bytes") / 2 ** 20),
    heapTotalMiB: Math.round(value("corkboard_nodejs_heap_size_total_bytes") / 2 ** 20),
    externalMiB: Math.round(value("corkboard_nodejs_external_memory_bytes") / 2 ** 20),
  };
}

const app = await startService(
  "server/src/main.ts",
  { DATA_DIR: dataDir, PUBLIC_ORIGIN: origin, TRUST_PROXY: "127.0.0.1", LOG_LEVEL: "warn", METRICS_TOKEN },
  "/readyz",
  180_000,
  port,
  startNodeFlags(),
);
const pid = app.child.pid ?? 0;

/** Signs a reader up through the real route (from its own address: the sign-up limit is per address). */
async function reader(n: number): Promise<{ headers: Record<string, string>; boardId: string }> {
  const csrf = `soak-csrf-token-${n}-0123456789abcdef`;
  const base = {
    origin,
    cookie: `csrftoken=${csrf}`,
    "x-csrftoken": csrf,
    "content-type": "application/json",
  };
  const signup = await fetch(`${origin}/v3/register/`, {
    method: "POST",
    headers: { ...base, "x-forwarded-for": `10.9.0.${n}` },
    body: JSON.stringify({
      type: "email",
      email: `soak${n}@fastmail.com`,
      password: "soak-lantern-harbor-42",
      birthday: Date.UTC(1990, 0, 1) / 1000,
    }),
  });
  if (!signup.ok) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);
  const cookies = signup.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .filter((pair) => pair && !pair.endsWith("="));
  const headers = { ...base, cookie: [base.cookie, ...cookies].join("; ") };
  const board = await fetch(`${origin}/resource/BoardResource/create/`, {
    method: "POST",
    headers,
    body: JSON.stringify({ name: `Soak board ${n}`, privacy: "public" }),
  });
  const boardId = ((await board.json()) as { resource_response: { data: { id: string } } }).resource_response
    .data.id;
  return { headers, boardId };
}

try {
  const readers = await Promise.all([1, 2, 3, 4].map((n) => reader(n)));
  const feed = (await (
    await fetch(`${origin}/resource/HomefeedResource/get/`, { headers: readers[0]?.headers })
  ).json()) as { resource_response: { data: { items?: { id: string }[]; results?: { id: string }[] } } };
  const pinIds = (feed.resource_response.data.items ?? feed.resource_response.data.results ?? []).map(
    (pin) => pin.id,
  );
  if (pinIds.length === 0) throw new Error("the demo content has no pins to read");
  let round = 0;
  const next = () => {
    round++;
    const who = readers[round % readers.length];
    if (!who) throw new Error("no readers");
    return { who, pin: pinIds[round % pinIds.length] ?? "" };
  };
  // Each request gets its own copy of the reader's headers: autocannon writes the body's
  // Content-Length into the headers object setupRequest returns, so a shared object made
  // every later GET of that reader announce a 322-byte body it never sent. The server then
  // read the next request as that body: the 400s/403s, timeouts and multi-second waits
  // that no request alone reproduced (issue 18 item 9, D-064).
  const read = (pathFor: (pin: string) => string): autocannon.Request => ({
    method: "GET",
    path: "/",
    setupRequest: (request) => {
      const { who, pin } = next();
      return { ...request, path: pathFor(pin), headers: { ...who.headers } };
    },
  });
  // Six reads and two writes per round, as the soak (item 9).
  const requests: autocannon.Request[] = [
    read(() => "/resource/HomefeedResource/get/"),
    read((pin) => `/resource/PinResource/get/?id=${pin}`),
    read((pin) => `/resource/RelatedPinFeedResource/get/?pin_id=${pin}`),
    read(() => "/v3/search/pins/?q=lamp"),
    read(() => "/resource/HomefeedResource/get/"),
    read((pin) => `/resource/PinResource/get/?id=${pin}`),
    ...[0, 1].map(
      (): autocannon.Request => ({
        method: "POST",
        path: "/resource/RepinResource/create/",
        setupRequest: (request) => {
          const { who, pin } = next();
          return {
            ...request,
            headers: { ...who.headers },
            body: JSON.stringify({
              pin_id: pin,
              board_id: who.boardId,
              method: "button",
              is_buyable_pin: false,
            }),
          };
        },
      }),
    ),
  ];
  const loadBefore = loadavg()[0] ?? 0;
  const samples: number[] = [rssMiB(pid)];
  const startParts = await memoryParts();
  const cpuBefore = cpuTotals(pid);
  const sampler = setInterval(() => samples.push(rssMiB(pid)), 2_000);
  const result = await runLoad("mixed soak (6 reads + 2 writes)", origin, [], {
    connections,
    durationSeconds: seconds,
    requests,
  });
  clearInterval(sampler);
  const cpuAfter = cpuTotals(pid);
  samples.push(rssMiB(pid));
  const endParts = await memoryParts();
  const { statuses, ...load } = result;
  const figures = {
    ...load,
    statuses: JSON.stringify(statuses),
    database: "PGlite (embedded default)",
    serverNodeArgs: process.env.BENCH_SERVER_NODE_ARGS ?? startNodeFlags().join(" "),
    // The machine is shared: its one-minute load average before and after the run.
    loadAverage: `${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`,
    // CPU the server spent per answer, and the share of a core it got: on a shared host these
    // say whether a change made requests cheaper when req/s and p99 move with the load.
    serverCpuMsPerRequest: cpuPerRequest(cpuBefore, cpuAfter, result.requests)?.server,
    serverCores:
      cpuBefore && cpuAfter ? Math.round(((cpuAfter.server - cpuBefore.server) / seconds) * 100) / 100 : null,
    pinsRead: pinIds.length,
    rssStartMiB: samples[0],
    rssEndMiB: samples.at(-1),
    rssPeakMiB: Math.max(...samples),
    heapUsedStartMiB: startParts.heapUsedMiB,
    heapUsedEndMiB: endParts.heapUsedMiB,
    heapTotalStartMiB: startParts.heapTotalMiB,
    heapTotalEndMiB: endParts.heapTotalMiB,
    externalStartMiB: startParts.externalMiB,
    externalEndMiB: endParts.externalMiB,
  };
  console.table(figures);
  // SOAK_RESULT names the result file, to keep the runs of a comparison side by side.
  writeResult(process.env.SOAK_RESULT ?? "soak", figures);
} finally {
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
