// Issue "Corkboard runs" — home feed and pin page under load on PostgreSQL, side by side with
// a bare Fastify route measured in the same run. Needs DATABASE_URL with the pins seeded:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run seed -- --pins 1000000
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench -- browse-http
import pg from "pg";
import { type LoadResult, runLoad } from "./support/load.ts";
import { startService } from "./support/processes.ts";
import { writeResult } from "./support/report.ts";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("browse-http needs DATABASE_URL (PostgreSQL with seeded pins)");
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 15);

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const { rows: countRows } = await client.query<{ n: string }>("select count(*)::text as n from pins");
// A spread of public pin ids for the pin page, so the run is not one cached row.
const { rows: pinRows } = await client.query<{ id: string }>(
  `select p.id::text as id from pins p join boards b on b.id = p.board_id
   where b.privacy = 'public' order by random() limit 500`,
);
await client.end();
const pinCount = Number(countRows[0]?.n ?? 0);
console.log(`pins in the database: ${pinCount.toLocaleString("en")}`);

const bare = await startService("bench/support/bare-server.ts", {}, "/healthz");
const app = await startService(
  "server/src/main.ts",
  { DATABASE_URL: databaseUrl, SEED_DEMO: "false" },
  "/readyz",
);
const results: LoadResult[] = [];
try {
  const warm = { connections, durationSeconds: 3 };
  await runLoad("warm-up", bare.url, ["/bare"], warm);
  await runLoad("warm-up", app.url, ["/resource/HomefeedResource/get/"], warm);
  const run = { connections, durationSeconds };
  results.push(await runLoad("bare Fastify route", bare.url, ["/bare"], run));
  results.push(
    await runLoad("home feed (HomefeedResource)", app.url, ["/resource/HomefeedResource/get/"], run),
  );
  results.push(
    await runLoad(
      "pin page data (PinResource)",
      app.url,
      pinRows.map((row) => `/resource/PinResource/get/?id=${row.id}`),
      run,
    ),
  );
  // What a browser sends: the same answers, served from the compressed forms kept in cache.
  const browser = { ...run, headers: { "accept-encoding": "gzip, deflate, br" } };
  results.push(
    await runLoad("home feed, Accept-Encoding br", app.url, ["/resource/HomefeedResource/get/"], browser),
  );
  results.push(
    await runLoad(
      "pin page data, Accept-Encoding br",
      app.url,
      pinRows.map((row) => `/resource/PinResource/get/?id=${row.id}`),
      browser,
    ),
  );
  // A returning browser: it sends its visitor cookie and accepts compression.
  const returningBrowser = {
    ...run,
    headers: { "accept-encoding": "gzip, deflate, br", cookie: "cb_vid=benchVisitor0000000000" },
  };
  results.push(
    await runLoad(
      "pin page HTML (/pin/{id}/ with OG tags)",
      app.url,
      pinRows.map((row) => `/pin/${row.id}/`),
      returningBrowser,
    ),
  );
} finally {
  await app.stop();
  await bare.stop();
}

const bareRate = results[0]?.requestsPerSecond ?? 1;
const table = results.map((r) => ({
  scenario: r.name,
  "req/s": r.requestsPerSecond,
  "% of bare": `${Math.round((100 * r.requestsPerSecond) / bareRate)} %`,
  "p50 ms": r.p50Ms,
  "p99 ms": r.p99Ms,
  errors: r.errors + r.non2xx,
}));
console.table(table);
writeResult("browse-http", { pinCount, connections, durationSeconds, results: table });
