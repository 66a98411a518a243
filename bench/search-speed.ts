// Issue 15 "Measured", speed: search and the search box's autocomplete through HTTP,
// uncached (PUBLIC_CACHE_TTL_MS=0), logged out, at 16 connections, each request a random
// draw from realistic queries (whole subjects, single words, typos, accents, hashtags, a
// non-Latin query, one that finds nothing) or from their first one to six letters:
// req/s, p50, p95, p99; beside the same service calls run alone (the search service over
// its own pool, without HTTP) on PostgreSQL; then the search indexes' sizes and the time
// to build them (on a copy of the pins' search documents, so the database under test is
// not changed). The database must be seeded (`npm run seed -- --pins N`):
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/corkboard_bench npm run bench -- search-speed
// Without DATABASE_URL it runs on the embedded database of the data directory BENCH_DATA_DIR
// (seeded with `DATA_DIR=… npm run seed -- --pins N`); PGlite has one connection, so no
// "alone" rows. BENCH_HTTP=false measures the service alone on PostgreSQL, without a server
// (when another process holds the migration lock, a server cannot start).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { searchAutocompleteEndpoint, searchEndpoint } from "../core/src/contract/search.ts";
import { searchTerms } from "../core/src/search/terms.ts";
import { type OpenDatabase, openDatabase } from "../server/src/platform/db/database.ts";
import { schema } from "../server/src/platform/db/index.ts";
import { queryRows } from "../server/src/platform/db/raw.ts";
import { createImageUrls } from "../server/src/platform/images/image-urls.ts";
import { LocalStorage } from "../server/src/platform/storage/index.ts";
import { pinMatch } from "../server/src/search/repo.ts";
import { SearchService } from "../server/src/search/search.ts";
import { runLoad } from "./support/load.ts";
import { type ServiceProcess, startBenchServer, startService } from "./support/processes.ts";
import { writeResult } from "./support/report.ts";
import { sqlLoop } from "./support/sql-loop.ts";

const databaseUrl = process.env.DATABASE_URL;
const dataDir = process.env.BENCH_DATA_DIR;
if (!databaseUrl && !dataDir) throw new Error("search-speed needs DATABASE_URL or BENCH_DATA_DIR");
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
/** BENCH_HTTP=false: the service alone only, on a database already migrated (see openMigrated). */
const http = process.env.BENCH_HTTP !== "false";
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const ORIGIN = "http://bench.corkboard.test";

/** What people type, over the seeded vocabulary (server/src/demo/demo-boards.ts) and beyond. */
const QUERIES = [
  "lemon garlic pasta",
  "red lentil soup",
  "miso salmon",
  "chickpea curry",
  "sourdough boule",
  "cinnamon rolls",
  "terrazzo backsplash",
  "green cabinets",
  "paper pendant lamp",
  "gallery wall",
  "a-frame cabin",
  "lake sauna",
  "trailing pothos",
  "fiddle leaf fig",
  "pastel de nata",
  "tram 28",
  "tide pools",
  "kyoto in autumn",
  "walnut cutting board",
  "workbench build",
  "bike camping",
  "chunky knit sweater",
  "trench coat",
  "loose peonies",
  "candle arch",
  "ultralight tent",
  "mechanical keyboard",
  "masala chai",
  "pegboard",
  "lamp",
  "planters",
  "cabin",
  "coffee",
  "sourdogh boule",
  "terracota pots",
  "cinamon rolls",
  "monstera shelfs",
  "café",
  "crème",
  "#sourdough",
  "#hygge",
  "東京の夜景",
  "quokka attic",
];

/** The first one to six letters of a query, as the search box asks while typing. */
const PREFIXES = [...new Set(QUERIES.flatMap((q) => [1, 2, 3, 4, 5, 6].map((n) => q.slice(0, n))))];

const draw = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const searchPath = (q: string) => `${searchEndpoint.path}?${new URLSearchParams({ q })}`;
const autocompletePath = (q: string) => `${searchAutocompleteEndpoint.path}?${new URLSearchParams({ q })}`;

/** One GET whose path is drawn anew for each request. */
const randomGet = (pathOf: () => string): autocannon.Request[] => [
  { method: "GET", path: pathOf(), setupRequest: (request) => ({ ...request, path: pathOf() }) },
];

const SEARCH_INDEXES = [
  "pins_search_tsv_idx",
  "pins_search_trgm_idx",
  "boards_search_trgm_idx",
  "boards_search_prefix_idx",
  "users_search_trgm_idx",
  "hashtags_tag_prefix_idx",
  "search_queries_prefix_idx",
  // D-072: the postings (walk and per-pin keys) and the vocabulary's indexes.
  "search_postings",
  "search_postings_walk_idx",
  "search_postings_pin_id_term_pk",
  "search_vocabulary",
  "search_vocabulary_pkey",
  "search_vocabulary_prefix_idx",
  "search_vocabulary_trgm_idx",
];

/** The search indexes' (and postings tables') sizes, and the two pin indexes built again on a copy of the documents. */
async function indexFigures(database: OpenDatabase) {
  const sizes = await queryRows<{ index: string; bytes: string }>(
    database.db,
    sql`select c.relname as index, pg_relation_size(c.oid)::text as bytes from pg_class c
      where c.relname in (${sql.join(
        SEARCH_INDEXES.map((name) => sql`${name}`),
        sql`, `,
      )}) order by c.relname`,
  );
  const [settings] = await queryRows<{ maintenance_work_mem: string; pins: string; table_bytes: string }>(
    database.db,
    sql`select current_setting('maintenance_work_mem') as maintenance_work_mem,
      (select count(*) from pins)::text as pins, pg_table_size('pins')::text as table_bytes`,
  );
  const timed = async (statement: ReturnType<typeof sql>) => {
    const started = performance.now();
    await database.db.execute(statement);
    return Math.round(performance.now() - started);
  };
  // A plain table, so the copy and its indexes are dropped at the end on either driver.
  await database.db.execute(sql`drop table if exists bench_search_docs`);
  const copyMs = await timed(sql`create table bench_search_docs as select search_doc from pins`);
  try {
    const tsvMs = await timed(
      sql`create index bench_search_docs_tsv on bench_search_docs using gin (to_tsvector('simple', search_doc))`,
    );
    const trgmMs = await timed(
      sql`create index bench_search_docs_trgm on bench_search_docs using gin (search_doc gin_trgm_ops)`,
    );
    return {
      pins: Number(settings?.pins ?? 0),
      pinsTableMB: Math.round(Number(settings?.table_bytes ?? 0) / 1e5) / 10,
      maintenanceWorkMem: settings?.maintenance_work_mem,
      indexSizesMB: Object.fromEntries(
        sizes.map((row) => [row.index, Math.round(Number(row.bytes) / 1e4) / 100]),
      ),
      buildMs: { copyDocuments: copyMs, pins_search_tsv_idx: tsvMs, pins_search_trgm_idx: trgmMs },
    };
  } finally {
    await database.db.execute(sql`drop table if exists bench_search_docs`);
  }
}

/**
 * Each query once through HTTP on one connection (after the load, so warm): its time, and on
 * PostgreSQL how many pins its full terms match, visible or not (what finding them costs; a
 * search scores at most SEARCH_CANDIDATES of them, D-066).
 */
async function perQuery(appUrl: string | null, database: OpenDatabase | null, service: SearchService | null) {
  const list: { q: string; matches: number | null; ms: number }[] = [];
  for (const q of QUERIES) {
    const terms = searchTerms(q);
    const [counted] =
      database && terms
        ? await queryRows<{ n: number }>(
            database.db,
            sql`select count(*)::int as n from ${schema.pins} where ${pinMatch(terms)}`,
          )
        : [];
    const started = performance.now();
    if (appUrl !== null) {
      const response = await fetch(`${appUrl}${searchPath(q)}`);
      await response.arrayBuffer();
    } else {
      await service?.search(null, searchEndpoint.query.parse({ q }));
    }
    list.push({
      q,
      matches: counted ? counted.n : null,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  }
  return list;
}

/** Waits until the server has answered what was still queued (its database is free again). */
async function drained(appUrl: string): Promise<void> {
  await (await fetch(`${appUrl}/readyz`, { signal: AbortSignal.timeout(600_000) })).arrayBuffer();
}

/**
 * A pool over a database that is already migrated, without taking the migration lock: for
 * BENCH_HTTP=false, when another process holds that lock (the server could not start then).
 */
async function openMigrated(url: string, poolSize: number): Promise<OpenDatabase> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: "-c jit=off" });
  const db = drizzle({ client: pool, schema, casing: "snake_case" }) as unknown as OpenDatabase["db"];
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    poolStats: () => ({
      max: poolSize,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    queueConnection: { kind: "postgres", url },
    close: () => pool.end(),
  };
}

interface Row {
  scenario: string;
  "req/s": number;
  "p50 ms": number;
  "p95 ms": number;
  "p99 ms": number;
  errors: number;
}

const rows: Row[] = [];
let indexes: Awaited<ReturnType<typeof indexFigures>> | null = null;
let queries: Awaited<ReturnType<typeof perQuery>> = [];
let app: ServiceProcess | null = null;
let stopAll: () => Promise<void> = async () => {};
let alone: OpenDatabase | null = null;
const mediaDir = mkdtempSync(path.join(tmpdir(), "corkboard-search-bench-"));

if (databaseUrl && !http) {
  alone = await openMigrated(databaseUrl, connections);
} else if (databaseUrl) {
  alone = await openDatabase({ kind: "postgres", url: databaseUrl, poolSize: connections });
  const started = await startBenchServer(databaseUrl, ORIGIN, { PUBLIC_CACHE_TTL_MS: "0" });
  app = started.app;
  stopAll = started.stop;
} else {
  // The embedded database has one writer: measure its indexes first, then serve it.
  const embedded = await openDatabase({ kind: "pglite", dataDir: path.resolve(dataDir ?? "", "pglite") });
  try {
    indexes = await indexFigures(embedded);
  } finally {
    await embedded.close();
  }
  const service = await startService(
    "server/src/main.ts",
    {
      DATA_DIR: path.resolve(dataDir ?? ""),
      SEED_DEMO: "false",
      PUBLIC_ORIGIN: ORIGIN,
      PUBLIC_CACHE_TTL_MS: "0",
    },
    "/readyz",
  );
  app = service;
  stopAll = () => service.stop();
}

try {
  const service = alone ? new SearchService(alone.db, createImageUrls(new LocalStorage(mediaDir))) : null;
  const loads = [
    {
      name: "autocomplete",
      requests: randomGet(() => autocompletePath(draw(PREFIXES))),
      once: service
        ? async () => {
            await service.autocomplete(searchAutocompleteEndpoint.query.parse({ q: draw(PREFIXES) }));
          }
        : null,
    },
    {
      name: "search (pins, first page)",
      requests: randomGet(() => searchPath(draw(QUERIES))),
      once: service
        ? async () => {
            await service.search(null, searchEndpoint.query.parse({ q: draw(QUERIES) }));
          }
        : null,
    },
  ];
  for (const load of loads) {
    if (app) {
      await runLoad("warm-up", app.url, [], { connections, durationSeconds: 3, requests: load.requests });
      await drained(app.url);
      const result = await runLoad(load.name, app.url, [], {
        connections,
        durationSeconds,
        requests: load.requests,
      });
      rows.push({
        scenario: `${load.name}, HTTP`,
        "req/s": result.requestsPerSecond,
        "p50 ms": result.p50Ms,
        "p95 ms": result.p95Ms,
        "p99 ms": result.p99Ms,
        errors: result.errors + result.non2xx,
      });
      await drained(app.url);
    } else if (load.once) {
      await sqlLoop(connections, 3, load.once);
    }
    if (load.once) {
      const sqlAlone = await sqlLoop(connections, durationSeconds, load.once);
      rows.push({
        scenario: `  ${load.name}, its service alone (no HTTP)`,
        "req/s": sqlAlone.perSecond,
        "p50 ms": sqlAlone.p50Ms,
        "p95 ms": sqlAlone.p95Ms,
        "p99 ms": sqlAlone.p99Ms,
        errors: sqlAlone.errors,
      });
    }
  }
  queries = await perQuery(app?.url ?? null, alone, service);
  if (alone) indexes = await indexFigures(alone);
} finally {
  await alone?.close();
  await stopAll();
  rmSync(mediaDir, { recursive: true, force: true });
}

console.table(queries);
console.table(rows);
console.log(indexes);
const database = databaseUrl ? "postgres" : "pglite";
const pins = indexes?.pins ?? 0;
const name = process.env.BENCH_RESULT_NAME ?? `search-speed-${database}-${Math.round(pins / 1000)}k`;
writeResult(name, {
  database,
  connections,
  durationSeconds,
  rows,
  indexes,
  queries: queries.length > 0 ? queries : QUERIES,
});
