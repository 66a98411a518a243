// Issue 13, "Hot reads that plan once" (D-070) — the browse pages uncached on PostgreSQL:
// pin page, board page (its head, its pins' first and a later page), section page (head and
// pins), profile (head and boards) and the signed-in home feed, with random ids drawn over
// the seeded pins and signed-in viewers (a signed-in request never comes from the public
// cache). Each page beside its own statements run alone in the same run (the server's own
// repository functions and driver, without HTTP), beside a logged-out cache hit of the same
// page, and with the server's and PostgreSQL's CPU per request from /proc.
// BENCH_BASELINE=/path/to/checkout (e.g. a `git worktree` of bcbb8a7 with node_modules
// linked) also serves that checkout and measures each page on it right before this one, so
// before and after face the same load; its SQL-alone loop runs its own repository code.
//   createdb -h 127.0.0.1 -U postgres corkboard_hot_bench
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/corkboard_hot_bench npm run seed -- --pins 100000
//   DATABASE_URL=… BENCH_BASELINE=/work/wt-hot-base npm run bench -- hot-reads
import { loadavg } from "node:os";
import path from "node:path";
import type autocannon from "autocannon";
import { openDatabase } from "../server/src/platform/db/database.ts";
import { drawBrowseSamples } from "./support/browse-draws.ts";
import { cpuPerRequest, cpuTotals } from "./support/cpu.ts";
import { runLoad } from "./support/load.ts";
import { ROOT, startBenchServer } from "./support/processes.ts";
import { writeResult } from "./support/report.ts";
import { type BenchSession, benchSession, sessionTokens } from "./support/session.ts";
import { sqlLoop } from "./support/sql-loop.ts";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("hot-reads needs DATABASE_URL (PostgreSQL with seeded pins)");
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const baseline = process.env.BENCH_BASELINE;
const PAGE_SIZE = 25;
const VIEWERS = 16;
const ORIGIN = "http://bench.corkboard.test";
// One signing secret for every server of the run: each gets a throwaway DATA_DIR, whose own
// secret would make the others' session cookies unknown, i.e. their requests logged out.
const SERVER_ENV = { AUTH_SECRET: "hot-reads-bench-secret-0000000000000000", TRUST_PROXY: "true" };

/** The repository functions a page runs, loaded from a checkout (this one or the baseline). */
async function repos(root: string) {
  const load = (file: string) => import(path.join(root, "server/src", file));
  return {
    pins: await load("pins/repo.ts"),
    boards: await load("boards/repo.ts"),
    users: await load("users/repo.ts"),
    auth: await load("auth/repo.ts"),
    homeFeed: await load("follows/home-feed-repo.ts"),
  };
}
type Repos = Awaited<ReturnType<typeof repos>>;

const sql = await openDatabase({ kind: "postgres", url: databaseUrl, poolSize: 2 * 2 + 1 });
const setup = await startBenchServer(databaseUrl, ORIGIN, SERVER_ENV);
const { client } = setup;
const sessions: BenchSession[] = [];
for (let i = 0; i < VIEWERS; i++)
  sessions.push(await benchSession(client, setup.app.url, ORIGIN, `bench_hot_${i}`, `10.213.0.${i + 1}`));
const tokens = await sessionTokens(client, sessions);
const draw = async <T>(text: string): Promise<T[]> => (await client.query(text)).rows as T[];
const pinCount = Number((await draw<{ n: string }>("select count(*)::text as n from pins"))[0]?.n ?? 0);
const { pinIds, boards, laterBoards, sections, people } = await drawBrowseSamples(draw, 2000, PAGE_SIZE);
await setup.stop();
console.log(
  `pins ${pinCount}, drawn: ${pinIds.length} pins, ${boards.length} boards (${laterBoards.length} with a page 2), ${sections.length} sections, ${people.length} profiles`,
);

const pick = <T>(list: T[], n: number): T => list[n % list.length] as T;
const page = { pageSize: PAGE_SIZE };

/** A page: its request for the n-th draw, and its own statements for the n-th draw. */
interface HotPage {
  name: string;
  path(n: number): string;
  /** The same page logged out on one id: a hit of the public cache after the first. */
  cachedPath: string | null;
  statements(r: Repos, n: number): Promise<void>;
}
const q = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;
const pages: HotPage[] = [
  {
    name: "pin page (PinResource)",
    path: (n) => `/resource/PinResource/get/${q({ id: pick(pinIds, n) })}`,
    cachedPath: `/resource/PinResource/get/${q({ id: pinIds[0] ?? "" })}`,
    statements: async (r, n) => {
      const row = await r.pins.findPinById(sql.db, pick(pinIds, n));
      await Promise.all([
        row.sectionId === null ? null : r.pins.findSectionSummary(sql.db, row.sectionId),
        r.pins.countFollowers(sql.db, row.pinner.id),
      ]);
    },
  },
  {
    name: "board head (BoardResource by slug)",
    path: (n) => {
      const board = pick(boards, n);
      return `/resource/BoardResource/get/${q({ username: board.username, slug: board.slug })}`;
    },
    cachedPath: `/resource/BoardResource/get/${q({ username: boards[0]?.username ?? "", slug: boards[0]?.slug ?? "" })}`,
    statements: async (r, n) => {
      const board = pick(boards, n);
      const row = await r.boards.findBoardBySlug(sql.db, board.username, board.slug);
      const [, list] = await Promise.all([
        r.boards.findBoardCovers(sql.db, [row.id], 3),
        r.boards.findSections(sql.db, row.id),
      ]);
      await r.boards.findSectionPreviews(
        sql.db,
        list.map((s: { id: string }) => s.id),
        3,
      );
    },
  },
  {
    name: "board pins, page 1 (BoardFeedResource)",
    path: (n) => `/resource/BoardFeedResource/get/${q({ board_id: pick(boards, n).id })}`,
    cachedPath: `/resource/BoardFeedResource/get/${q({ board_id: boards[0]?.id ?? "" })}`,
    statements: async (r, n) => {
      const id = pick(boards, n).id;
      await r.boards.findBoardAccessFacts(sql.db, id, pick(sessions, n).userId);
      await r.pins.findBoardPins(sql.db, id, page, { outsideSections: true });
    },
  },
  {
    name: "board pins, page 2 (BoardFeedResource + bookmark)",
    path: (n) => {
      const board = pick(laterBoards, n);
      return `/resource/BoardFeedResource/get/${q({ board_id: board.id, bookmark: board.bookmark })}`;
    },
    cachedPath: null,
    statements: async (r, n) => {
      const board = pick(laterBoards, n);
      await r.boards.findBoardAccessFacts(sql.db, board.id, pick(sessions, n).userId);
      await r.pins.findBoardPins(
        sql.db,
        board.id,
        { ...page, bookmark: board.bookmark },
        { outsideSections: true },
      );
    },
  },
  {
    name: "section head (BoardSectionResource by id)",
    path: (n) => `/resource/BoardSectionResource/get/${q({ section_id: pick(sections, n).id })}`,
    cachedPath: `/resource/BoardSectionResource/get/${q({ section_id: sections[0]?.id ?? "" })}`,
    statements: async (r, n) => {
      const section = pick(sections, n);
      const facts = await r.boards.findSectionAccessFacts(sql.db, section.id, pick(sessions, n).userId);
      await Promise.all([
        r.boards.findBoardById(sql.db, facts.boardId),
        r.boards.findSectionById(sql.db, section.id),
      ]);
      await Promise.all([
        r.boards.findBoardCovers(sql.db, [facts.boardId], 3),
        r.boards.findSectionPreviews(sql.db, [section.id], 3),
      ]);
    },
  },
  {
    name: "section pins, page 1 (BoardSectionPinsResource)",
    path: (n) => `/resource/BoardSectionPinsResource/get/${q({ section_id: pick(sections, n).id })}`,
    cachedPath: `/resource/BoardSectionPinsResource/get/${q({ section_id: sections[0]?.id ?? "" })}`,
    statements: async (r, n) => {
      const id = pick(sections, n).id;
      await r.boards.findSectionAccessFacts(sql.db, id, pick(sessions, n).userId);
      await r.pins.findSectionPins(sql.db, id, page);
    },
  },
  {
    name: "profile head (UserResource)",
    path: (n) => `/resource/UserResource/get/${q({ username: pick(people, n).username })}`,
    cachedPath: `/resource/UserResource/get/${q({ username: people[0]?.username ?? "" })}`,
    statements: async (r, n) => {
      const row = await r.users.findUserByUsername(sql.db, pick(people, n).username);
      await Promise.all([
        r.boards.countProfileBoards(sql.db, row.id, false),
        r.users.isFollowing(sql.db, pick(sessions, n).userId, row.id),
      ]);
    },
  },
  {
    name: "profile boards (BoardsResource)",
    path: (n) => `/resource/BoardsResource/get/${q({ username: pick(people, n).username })}`,
    cachedPath: `/resource/BoardsResource/get/${q({ username: people[0]?.username ?? "" })}`,
    statements: async (r, n) => {
      const row = await r.users.findUserByUsername(sql.db, pick(people, n).username);
      const list = await r.boards.findProfileBoards(sql.db, row.id, page, {
        includeSecret: false,
        includeArchived: false,
      });
      await r.boards.findBoardCovers(
        sql.db,
        list.slice(0, PAGE_SIZE).map((b: { id: string }) => b.id),
        3,
      );
    },
  },
  {
    name: "signed-in home feed, page 1 (HomefeedResource; follows nobody)",
    path: () => "/resource/HomefeedResource/get/",
    cachedPath: "/resource/HomefeedResource/get/",
    statements: async (r, n) => {
      const viewer = await r.auth.findSessionViewer(sql.db, pick(tokens, n));
      await r.homeFeed.findMaterialisedPins(sql.db, viewer.id, PAGE_SIZE + 1, null);
      await r.homeFeed.findFeedHorizon(sql.db, viewer.id);
      await r.pins.findPublicPins(sql.db, page);
    },
  },
];

interface Row {
  page: string;
  code: string;
  "uncached req/s": number;
  "p99 ms": number;
  "SQL alone /s": number;
  "% of SQL alone": string;
  "cache hit req/s": number | string;
  "server CPU ms/req": number | string;
  "PostgreSQL CPU ms/req": number | string;
  errors: number;
  load: string;
}
const rows: Row[] = [];
const checkouts = [...(baseline ? [{ code: "before", root: baseline }] : []), { code: "after", root: ROOT }];
const servers = [];
for (const checkout of checkouts) {
  const started = await startBenchServer(databaseUrl, ORIGIN, {}, checkout.root);
  servers.push({ ...checkout, ...started, repos: await repos(checkout.root) });
}
try {
  for (const hot of pages) {
    for (const server of servers) {
      const requests: autocannon.Request[] = [];
      for (let n = 0; n < 400; n++)
        requests.push({ method: "GET", path: hot.path(n), headers: pick(sessions, n).headers });
      const run = { connections, durationSeconds, requests };
      await runLoad("warm-up", server.app.url, [], { ...run, durationSeconds: 2 });
      const pid = server.app.child.pid ?? 0;
      const before = cpuTotals(pid);
      const load = await runLoad(hot.name, server.app.url, [], run);
      const cpu = cpuPerRequest(before, cpuTotals(pid), load.requests);
      let next = 0;
      const alone = await sqlLoop(connections, durationSeconds, () => hot.statements(server.repos, next++));
      const hit =
        hot.cachedPath === null
          ? "—"
          : (
              await runLoad("cache hit", server.app.url, [hot.cachedPath], {
                connections,
                durationSeconds: 5,
              })
            ).requestsPerSecond;
      rows.push({
        page: hot.name,
        code: server.code,
        "uncached req/s": load.requestsPerSecond,
        "p99 ms": load.p99Ms,
        "SQL alone /s": alone.perSecond,
        "% of SQL alone": `${Math.round((100 * load.requestsPerSecond) / Math.max(1, alone.perSecond))} %`,
        "cache hit req/s": hit,
        "server CPU ms/req": cpu?.server ?? "—",
        "PostgreSQL CPU ms/req": cpu?.postgres ?? "—",
        errors: load.errors + load.non2xx + alone.errors,
        load: (loadavg()[0] ?? 0).toFixed(1),
      });
      console.table(rows.slice(-1));
    }
  }
} finally {
  for (const server of servers) await server.stop();
  await sql.close();
}
console.table(rows);
writeResult("hot-reads", { pins: pinCount, connections, durationSeconds, pageSize: PAGE_SIZE, rows });
