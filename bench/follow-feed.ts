// Issue "Following creators" — the signed-in home feed of viewers who follow 500 (and 5,000)
// creators, on PostgreSQL with 1,000,000 pins and 100,000 users, uncached, at 64
// connections: first page and page 20, req/s, p50, p99, beside the feed's own statements
// run alone in the same run (the session read and the followed-feed statement, through the
// server's own repository functions and driver, without HTTP); then follow/unfollow writes
// per second. Twice in one run, on the same database and the same viewers' follows: first
// with HOME_FEED_MATERIALISED=false (every page read on the fly, D-033: "before"), then
// with the materialised feed (D-060: "after"; each viewer's feed built first, timed).
// With BENCH_BASE_ROOT (a comparison build of an earlier commit: `git worktree add`, its
// node_modules linked), the two modes are that build's server ("before") and this one's
// ("after"), both materialised. A third group of viewers follows 499 people and one
// celebrity (D-069): a creator followed by every other creator, with BENCH_CELEBRITY_PINS
// (2,000) pins of their own.
// The database is prepared on first use and reused:
//   createdb -h 127.0.0.1 -U postgres corkboard_bench
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/corkboard_bench npm run bench -- follow-feed
import { execFileSync } from "node:child_process";
import { loadavg } from "node:os";
import type autocannon from "autocannon";
import type pg from "pg";
import { decodeBookmark } from "../core/src/contract/bookmark.ts";
import { findSessionViewer } from "../server/src/auth/repo.ts";
import { markCelebrity } from "../server/src/follows/celebrity-repo.ts";
import { findFollowedPins } from "../server/src/follows/feed-repo.ts";
import { HOME_FEED_CAP } from "../server/src/follows/home-feed.ts";
import { findMaterialisedPins, rebuildFeed } from "../server/src/follows/home-feed-repo.ts";
import { openDatabase } from "../server/src/platform/db/database.ts";
import { cpuPerRequest, cpuTotals } from "./support/cpu.ts";
import {
  CREATOR_PREFIX,
  count,
  drawFollows,
  ensureCelebrity,
  ensureCreators,
} from "./support/follow-graph.ts";
import { runLoad } from "./support/load.ts";
import { ROOT, startBenchServer } from "./support/processes.ts";
import { writeResult } from "./support/report.ts";
import { type BenchSession, benchSession, sessionTokens } from "./support/session.ts";
import { sqlLoop } from "./support/sql-loop.ts";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("follow-feed needs DATABASE_URL (PostgreSQL)");
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 15);
const targetPins = Number(process.env.BENCH_PINS ?? 1_000_000);
const targetUsers = Number(process.env.BENCH_USERS ?? 100_000);
const baseRoot = process.env.BENCH_BASE_ROOT;
const celebrityPins = Number(process.env.BENCH_CELEBRITY_PINS ?? 2000);
const PAGE_SIZE = 25;
const ORIGIN = "http://bench.corkboard.test";
/** Names this run's write accounts apart from earlier runs'. */
const runTag = Date.now().toString(36);

/** Runs the seed CLI (demo content into an empty database, then `pins` bulk pins). */
function seed(pins: number): void {
  execFileSync(process.execPath, ["server/src/cli/seed.ts", "--pins", String(pins)], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" },
    stdio: "inherit",
  });
}

/** `viewers` signed-in viewers of the group that follows `follows` people (logged in on this server). */
async function viewerSessions(
  client: pg.Client,
  appUrl: string,
  group: (typeof groups)[number],
): Promise<BenchSession[]> {
  const sessions: BenchSession[] = [];
  const tag = group.celebrity ? "c" : "";
  for (let i = 0; i < group.viewers; i++) {
    sessions.push(
      await benchSession(
        client,
        appUrl,
        ORIGIN,
        `bench_follows_${group.follows}${tag}_${i}`,
        `10.${group.celebrity ? 202 : 200}.${group.follows % 250}.${i + 1}`,
      ),
    );
  }
  return sessions;
}

/** The bookmark of each viewer's page `page` (1-based), walked through the real route. */
async function bookmarksOfPage(appUrl: string, sessions: BenchSession[], page: number): Promise<string[]> {
  const bookmarks: string[] = [];
  for (const session of sessions) {
    let bookmark = "";
    for (let n = 1; n < page; n++) {
      const query = new URLSearchParams({ page_size: String(PAGE_SIZE), ...(bookmark ? { bookmark } : {}) });
      const response = await fetch(`${appUrl}/resource/HomefeedResource/get/?${query}`, {
        headers: session.headers,
      });
      const body = (await response.json()) as { resource_response: { data: { bookmark: string | null } } };
      bookmark = body.resource_response.data.bookmark ?? "";
    }
    bookmarks.push(bookmark);
  }
  return bookmarks;
}

/** One GET of the home feed per viewer (at that viewer's bookmark), round robin. */
function feedRequests(sessions: BenchSession[], bookmarks: string[]): autocannon.Request[] {
  return sessions.map((session, i) => {
    const bookmark = bookmarks[i] ?? "";
    const query = new URLSearchParams({ page_size: String(PAGE_SIZE), ...(bookmark ? { bookmark } : {}) });
    return { method: "GET", path: `/resource/HomefeedResource/get/?${query}`, headers: session.headers };
  });
}

interface Row {
  scenario: string;
  "req/s": number;
  "p50 ms": number;
  "p99 ms": number;
  "% of its SQL alone": string;
  "server CPU ms/req": number | string;
  "PostgreSQL CPU ms/req": number | string;
  errors: number;
  /** The host's 1-minute load average when the row was measured (2 shared cores). */
  load: string;
}

/** A row of the table for a load run through HTTP. */
function httpRow(
  load: Awaited<ReturnType<typeof runLoad>>,
  cpu: ReturnType<typeof cpuPerRequest>,
  shareOfSqlAlone: string,
): Row {
  return {
    scenario: load.name,
    "req/s": load.requestsPerSecond,
    "p50 ms": load.p50Ms,
    "p99 ms": load.p99Ms,
    "% of its SQL alone": shareOfSqlAlone,
    "server CPU ms/req": cpu?.server ?? "—",
    "PostgreSQL CPU ms/req": cpu?.postgres ?? "—",
    errors: load.errors + load.non2xx,
    load: (loadavg()[0] ?? 0).toFixed(1),
  };
}

const modes: { label: string; materialised: boolean; root?: string }[] = baseRoot
  ? [
      { label: "before (main, D-060)", materialised: true, root: baseRoot },
      { label: "after (this build, D-069)", materialised: true },
    ]
  : [
      { label: "before (on the fly, D-033)", materialised: false },
      { label: "after (materialised)", materialised: true },
    ];
const groups = [
  { follows: 500, viewers: 16, celebrity: false },
  { follows: 5000, viewers: 4, celebrity: false },
  { follows: 500, viewers: 8, celebrity: true },
];
let celebrityId = "";
const rows: Row[] = [];
const builds: {
  mode: string;
  follows: number;
  celebrity: boolean;
  viewers: number;
  "build ms (each, median)": number;
  "entries each": number;
}[] = [];
let pinCount = 0;
let userCount = 0;
const sql = await openDatabase({ kind: "postgres", url: databaseUrl, poolSize: connections });
try {
  for (const [modeIndex, mode] of modes.entries()) {
    const { app, client, stop } = await startBenchServer(
      databaseUrl,
      ORIGIN,
      {
        PUBLIC_CACHE_TTL_MS: "0",
        // Each follow write comes from its own address, so the per-client follow limit (300 an
        // hour) measures its own cost without refusing the run.
        TRUST_PROXY: "true",
        HOME_FEED_MATERIALISED: String(mode.materialised),
      },
      mode.root,
    );
    try {
      if (modeIndex === 0) {
        if ((await count(client, "select count(*)::text as n from users")) === 0) seed(0);
        await ensureCreators(client, targetUsers);
        const missingPins = targetPins - (await count(client, "select count(*)::text as n from pins"));
        if (missingPins > 0) seed(missingPins);
        celebrityId = await ensureCelebrity(client, celebrityPins);
        await client.query("analyze");
        pinCount = await count(client, "select count(*)::text as n from pins");
        userCount = await count(client, "select count(*)::text as n from users");
        console.log(`pins ${pinCount.toLocaleString("en")}, users ${userCount.toLocaleString("en")}`);
      }
      await measureMode(mode, modeIndex, app, client);
    } finally {
      await stop();
    }
  }
} finally {
  await sql.close();
}

async function measureMode(
  mode: (typeof modes)[number],
  modeIndex: number,
  app: Awaited<ReturnType<typeof startBenchServer>>["app"],
  client: pg.Client,
): Promise<void> {
  const serverPid = app.child.pid ?? 0;
  // This build's celebrity state (D-069): the follows were written by SQL, so the state is
  // set here as a follow through the service would. An earlier build never reads it.
  if (!mode.root) await markCelebrity(sql.db, celebrityId);
  for (const group of groups) {
    const sessions = await viewerSessions(client, app.url, group);
    // The same follows for both modes: drawn in the first.
    if (modeIndex === 0)
      await drawFollows(client, sessions, group.follows, group.celebrity ? celebrityId : null);
    if (mode.materialised) {
      const times: number[] = [];
      for (const session of sessions) {
        const started = performance.now();
        await rebuildFeed(sql.db, session.userId, HOME_FEED_CAP);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      await client.query("analyze feed_items");
      builds.push({
        mode: mode.label,
        follows: group.follows,
        celebrity: group.celebrity,
        viewers: group.viewers,
        "build ms (each, median)": Math.round(times[Math.floor(times.length / 2)] ?? 0),
        "entries each": await count(
          client,
          `select (count(*) / ${group.viewers})::text as n from feed_items where viewer_id in (${sessions.map((s) => s.userId).join(",")})`,
        ),
      });
    }
    const tokens = await sessionTokens(client, sessions);
    for (const page of [1, 20]) {
      const bookmarks = page === 1 ? sessions.map(() => "") : await bookmarksOfPage(app.url, sessions, page);
      const positions = bookmarks.map((bookmark) => (bookmark ? decodeBookmark(bookmark) : null));
      const label = `${mode.label}, following ${group.follows.toLocaleString("en")}${group.celebrity ? " incl. a celebrity" : ""}, page ${page}`;
      const requests = feedRequests(sessions, bookmarks);
      await runLoad("warm-up", app.url, [], { connections, durationSeconds: 3, requests });
      const before = cpuTotals(serverPid);
      const load = await runLoad(`home feed, ${label}`, app.url, [], {
        connections,
        durationSeconds,
        requests,
      });
      const cpu = cpuPerRequest(before, cpuTotals(serverPid), load.requests);
      // The same statements, alone: the session read, then the followed-feed page (the
      // materialised one's single statement; on a page inside the cap it is all the route runs).
      // Only this build's: an earlier build's statement is not importable from here.
      if (mode.root) {
        rows.push(httpRow(load, cpu, "—"));
        continue;
      }
      let next = 0;
      const alone = await sqlLoop(connections, durationSeconds, async () => {
        const i = next++ % sessions.length;
        const viewer = await findSessionViewer(sql.db, tokens[i] ?? "");
        const position = positions[i] ?? null;
        if (mode.materialised) await findMaterialisedPins(sql.db, viewer?.id ?? "", PAGE_SIZE + 1, position);
        else await findFollowedPins(sql.db, viewer?.id ?? "", PAGE_SIZE + 1, position);
      });
      rows.push(httpRow(load, cpu, `${Math.round((100 * load.requestsPerSecond) / alone.perSecond)} %`));
      rows.push({
        scenario: `  its SQL alone (session + followed feed), ${label}`,
        "req/s": alone.perSecond,
        "p50 ms": alone.p50Ms,
        "p99 ms": alone.p99Ms,
        "% of its SQL alone": "100 %",
        "server CPU ms/req": "—",
        "PostgreSQL CPU ms/req": "—",
        errors: alone.errors,
        load: (loadavg()[0] ?? 0).toFixed(1),
      });
    }
  }

  // Follow and unfollow writes: each request follows or unfollows a random creator, from its
  // own client address. Fresh writers each run, 64 of them: the follow limit (300 an hour
  // per person) then has room for a 15-second run and is not spent by the last one.
  const writers: BenchSession[] = [];
  for (let i = 0; i < 64; i++)
    writers.push(
      await benchSession(
        client,
        app.url,
        ORIGIN,
        `bench_writer_${runTag}_${modeIndex}_${i}`,
        `10.201.${i}.1`,
      ),
    );
  const { rows: creatorRows } = await client.query<{ id: string }>(
    `select id::text from users where username like '${CREATOR_PREFIX}%' order by random() limit 5000`,
  );
  let sequence = 0;
  const writeRequests: autocannon.Request[] = [
    {
      method: "POST",
      path: "/resource/UserFollowResource/create/",
      setupRequest: (request) => {
        const n = sequence++;
        const writer = writers[n % writers.length] as BenchSession;
        const creator = creatorRows[Math.floor(Math.random() * creatorRows.length)]?.id ?? "1";
        const action = n % 2 === 0 ? "create" : "delete";
        return {
          ...request,
          path: `/resource/UserFollowResource/${action}/`,
          headers: {
            ...writer.headers,
            "content-type": "application/json",
            "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          },
          body: JSON.stringify({ user_id: creator }),
        };
      },
    },
  ];
  const before = cpuTotals(serverPid);
  const writes = await runLoad(`follow / unfollow writes, ${mode.label}`, app.url, [], {
    connections: 32,
    durationSeconds,
    requests: writeRequests,
  });
  const cpu = cpuPerRequest(before, cpuTotals(serverPid), writes.requests);
  rows.push({
    scenario: writes.name,
    "req/s": writes.requestsPerSecond,
    "p50 ms": writes.p50Ms,
    "p99 ms": writes.p99Ms,
    "% of its SQL alone": "—",
    "server CPU ms/req": cpu?.server ?? "—",
    "PostgreSQL CPU ms/req": cpu?.postgres ?? "—",
    errors: writes.errors + writes.non2xx,
    load: (loadavg()[0] ?? 0).toFixed(1),
  });
}

const load = loadavg().map((n) => n.toFixed(2));
console.table(rows);
console.table(builds);
console.log(`load average at the end: ${load.join(", ")}`);
writeResult("follow-feed", {
  pinCount,
  userCount,
  connections,
  durationSeconds,
  pageSize: PAGE_SIZE,
  loadAverageAtEnd: load,
  rows,
  builds,
});
