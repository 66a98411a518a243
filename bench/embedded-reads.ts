// Issue 13 (D-074): the browse pages' own statements (hot-reads' "SQL alone" set, the
// repository functions the server runs for each page) read one after another, on PostgreSQL
// and on PGlite, the embedded database twice: with Drizzle's driver (every statement parsed
// and planned again, before D-074) and with named statements (parsed once, Bind/Execute).
// The two PGlite instances read two copies of one data directory, so the three run side by
// side, page by page, in the same run; the figure is ms per page, serial (one request at a
// time: the embedded database runs one statement at a time anyway), and PGlite ÷ PostgreSQL.
// The two seeds differ (random data), so each database draws its own ids.
//   createdb -h 127.0.0.1 -U postgres corkboard_hot_bench
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/corkboard_hot_bench npm run seed -- --pins 60000
//   DATA_DIR=/tmp/d npm run seed -- --pins 60000
//   DATABASE_URL=… PGLITE_DIR=/tmp/d/pglite npm run bench -- embedded-reads
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import * as boardsRepo from "../server/src/boards/repo.ts";
import * as homeFeed from "../server/src/follows/home-feed-repo.ts";
import * as pinsRepo from "../server/src/pins/repo.ts";
import { type Database, type OpenDatabase, openDatabase } from "../server/src/platform/db/database.ts";
import { queryRows } from "../server/src/platform/db/raw.ts";
import * as usersRepo from "../server/src/users/repo.ts";
import { drawBrowseSamples } from "./support/browse-draws.ts";
import { writeResult } from "./support/report.ts";
import { sqlLoop } from "./support/sql-loop.ts";

const databaseUrl = process.env.DATABASE_URL;
const pgliteDir = process.env.PGLITE_DIR;
if (!databaseUrl || !pgliteDir)
  throw new Error("embedded-reads needs DATABASE_URL and PGLITE_DIR, both seeded");
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = 6;
const PAGE_SIZE = 25;
const page = { pageSize: PAGE_SIZE };

/** Ids drawn from one database for its own reads. */
function draws(db: Database) {
  return drawBrowseSamples((text) => queryRows(db, sql.raw(text)), 500, PAGE_SIZE);
}
type Draws = Awaited<ReturnType<typeof draws>>;

/** A drawn row the read must find (the draws come from the same database). */
function found<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error("a drawn row was not found");
  return value;
}

const pick = <T>(list: T[], n: number): T => list[n % list.length] as T;

/** Each page's statements, as hot-reads runs them (the viewer is a drawn person). */
const pages: { name: string; read: (db: Database, d: Draws, n: number) => Promise<unknown> }[] = [
  {
    name: "pin page",
    read: async (db, d, n) => {
      const row = found(await pinsRepo.findPinById(db, pick(d.pinIds, n)));
      await Promise.all([
        row.sectionId === null ? null : pinsRepo.findSectionSummary(db, row.sectionId),
        pinsRepo.countFollowers(db, row.pinner.id),
      ]);
    },
  },
  {
    name: "board head",
    read: async (db, d, n) => {
      const board = pick(d.boards, n);
      const row = found(await boardsRepo.findBoardBySlug(db, board.username, board.slug));
      const [, list] = await Promise.all([
        boardsRepo.findBoardCovers(db, [row.id], 3),
        boardsRepo.findSections(db, row.id),
      ]);
      await boardsRepo.findSectionPreviews(
        db,
        list.map((s: { id: string }) => s.id),
        3,
      );
    },
  },
  {
    name: "board pins, page 1",
    read: async (db, d, n) => {
      const id = pick(d.boards, n).id;
      await boardsRepo.findBoardAccessFacts(db, id, pick(d.people, n).id);
      await pinsRepo.findBoardPins(db, id, page, { outsideSections: true });
    },
  },
  {
    name: "board pins, page 2",
    read: async (db, d, n) => {
      const board = pick(d.laterBoards, n);
      await boardsRepo.findBoardAccessFacts(db, board.id, pick(d.people, n).id);
      await pinsRepo.findBoardPins(
        db,
        board.id,
        { ...page, bookmark: board.bookmark ?? undefined },
        { outsideSections: true },
      );
    },
  },
  {
    name: "section head",
    read: async (db, d, n) => {
      const section = pick(d.sections, n);
      const facts = found(await boardsRepo.findSectionAccessFacts(db, section.id, pick(d.people, n).id));
      await Promise.all([
        boardsRepo.findBoardById(db, facts.boardId),
        boardsRepo.findSectionById(db, section.id),
      ]);
      await Promise.all([
        boardsRepo.findBoardCovers(db, [facts.boardId], 3),
        boardsRepo.findSectionPreviews(db, [section.id], 3),
      ]);
    },
  },
  {
    name: "section pins, page 1",
    read: async (db, d, n) => {
      const id = pick(d.sections, n).id;
      await boardsRepo.findSectionAccessFacts(db, id, pick(d.people, n).id);
      await pinsRepo.findSectionPins(db, id, page);
    },
  },
  {
    name: "profile head",
    read: async (db, d, n) => {
      const person = pick(d.people, n);
      const row = found(await usersRepo.findUserByUsername(db, person.username));
      await Promise.all([
        boardsRepo.countProfileBoards(db, row.id, false),
        usersRepo.isFollowing(db, pick(d.people, n + 1).id, row.id),
      ]);
    },
  },
  {
    name: "profile boards",
    read: async (db, d, n) => {
      const row = found(await usersRepo.findUserByUsername(db, pick(d.people, n).username));
      const list = await boardsRepo.findProfileBoards(db, row.id, page, {
        includeSecret: false,
        includeArchived: false,
      });
      await boardsRepo.findBoardCovers(
        db,
        list.slice(0, PAGE_SIZE).map((b: { id: string }) => b.id),
        3,
      );
    },
  },
  {
    name: "home feed (signed in, follows nobody)",
    read: async (db, d, n) => {
      const viewer = pick(d.people, n).id;
      await homeFeed.findMaterialisedPins(db, viewer, PAGE_SIZE + 1, null);
      await homeFeed.findFeedHorizon(db, viewer);
      await pinsRepo.findPublicPins(db, page);
    },
  },
];

// Two copies of the embedded data directory: PGlite opens a directory in one process once.
const copies = mkdtempSync(path.join(tmpdir(), "embedded-reads-"));
const copy = (name: string) => {
  const dir = path.join(copies, name);
  cpSync(pgliteDir, dir, { recursive: true });
  return dir;
};
const targets: { code: string; open: OpenDatabase }[] = [
  { code: "PostgreSQL", open: await openDatabase({ kind: "postgres", url: databaseUrl, poolSize: 1 }) },
  {
    code: "PGlite before (unnamed)",
    open: await openDatabase({ kind: "pglite", dataDir: copy("unnamed"), namedStatements: false }),
  },
  {
    code: "PGlite after (named)",
    open: await openDatabase({ kind: "pglite", dataDir: copy("named"), namedStatements: true }),
  },
];
const drawn = new Map<string, Draws>();
for (const target of targets) drawn.set(target.code, await draws(target.open.db));

const rows: Record<string, string | number>[] = [];
try {
  for (const hot of pages) {
    // The three take turns in short slices (ROUNDS of them), so the host's drift over the
    // page's measurement falls on all three alike.
    const totals = new Map(targets.map((target) => [target.code, { reads: 0, ms: 0, errors: 0 }]));
    const next = new Map(targets.map((target) => [target.code, 0]));
    for (const target of targets) {
      const d = drawn.get(target.code) as Draws;
      // Warm: the statements prepared and the generic plans taken before timing.
      for (let i = 0; i < 12; i++) await hot.read(target.open.db, d, i);
      next.set(target.code, 12);
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const target of targets) {
        const d = drawn.get(target.code) as Draws;
        let n = next.get(target.code) ?? 0;
        const started = performance.now();
        const result = await sqlLoop(1, seconds / ROUNDS, () =>
          hot.read(target.open.db, d, n++).then(() => {}),
        );
        const total = totals.get(target.code) as { reads: number; ms: number; errors: number };
        total.ms += performance.now() - started;
        total.reads += Math.round((result.perSecond * seconds) / ROUNDS);
        total.errors += result.errors;
        next.set(target.code, n);
      }
    }
    const msPerPage = new Map<string, number>();
    for (const [code, total] of totals) {
      msPerPage.set(code, total.reads > 0 ? total.ms / total.reads : Number.NaN);
      if (total.errors > 0) console.warn(`${hot.name} on ${code}: ${total.errors} errors`);
    }
    const pg = msPerPage.get("PostgreSQL") ?? Number.NaN;
    const before = msPerPage.get("PGlite before (unnamed)") ?? Number.NaN;
    const after = msPerPage.get("PGlite after (named)") ?? Number.NaN;
    const round = (x: number) => Math.round(x * 100) / 100;
    const row = {
      page: hot.name,
      "PostgreSQL ms": round(pg),
      "PGlite ms before → after": `${round(before)} → ${round(after)}`,
      "PGlite ÷ PostgreSQL before → after": `${round(before / pg)} → ${round(after / pg)}`,
      load: loadavg()
        .map((x) => x.toFixed(1))
        .join(" "),
    };
    rows.push(row);
    console.log(row);
  }
} finally {
  for (const target of targets) await target.open.close();
  rmSync(copies, { recursive: true, force: true });
}
console.table(rows);
writeResult("embedded-reads", { seconds, pageSize: PAGE_SIZE, rows });
