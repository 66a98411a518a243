// Issue 16 "Measured", speed: on a seeded PostgreSQL database, a filtered search (a price
// range, two brands and a colour), GET /v3/filters/ and the same searches unfiltered, in the
// same run, through HTTP, uncached (PUBLIC_CACHE_TTL_MS=0), logged out, at 16 connections,
// each request a random draw: req/s, p50, p95, p99. Before the load it gives a share of the
// seeded pins product data (BENCH_PRODUCT_SHARE, default 30 %: price in USD, one in ten in
// EUR, one of 40 brands, one in five on sale, a style), once, and analyses the table.
//   createdb -h 127.0.0.1 -U postgres corkboard_bench
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/corkboard_bench npm run seed -- --pins 1000000
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/corkboard_bench npm run bench -- shopping-speed

import type autocannon from "autocannon";
import { filtersEndpoint, searchEndpoint } from "../core/src/contract/search.ts";
import { COLOR_NAMES } from "../core/src/shopping/colors.ts";
import { runLoad } from "./support/load.ts";
import { startBenchServer } from "./support/processes.ts";
import { writeResult } from "./support/report.ts";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("shopping-speed needs DATABASE_URL (a seeded PostgreSQL database)");
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const productShare = Number(process.env.BENCH_PRODUCT_SHARE ?? 30);
const ORIGIN = "http://bench.corkboard.test";

/** Shopping queries over the seeded vocabulary (server/src/demo/demo-boards.ts). */
const QUERIES = [
  "lamp",
  "paper pendant lamp",
  "walnut cutting board",
  "chunky knit sweater",
  "trench coat",
  "planters",
  "coffee",
  "candle arch",
  "mechanical keyboard",
  "green cabinets",
  "ultralight tent",
  "terracotta pots",
];

const BRANDS = Array.from(
  { length: 40 },
  (_, i) => `Brand ${String.fromCharCode(65 + (i % 26))}${Math.floor(i / 26) + 1}`,
);
const STYLES = ["Modern", "Rustic", "Scandinavian", "Mid-century", "Industrial"];

const draw = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const get = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params)}`;
const randomGet = (pathOf: () => string): autocannon.Request[] => [
  { method: "GET", path: pathOf(), setupRequest: (request) => ({ ...request, path: pathOf() }) },
];
const filtered = () => {
  const first = draw(BRANDS);
  const second = draw(BRANDS.filter((brand) => brand !== first));
  return { price_min: "20", price_max: "150", brands: `${first},${second}`, colors: draw(COLOR_NAMES) };
};

const { app, client, stop } = await startBenchServer(databaseUrl, ORIGIN, { PUBLIC_CACHE_TTL_MS: "0" });
const rows: Record<string, string | number>[] = [];
let data: Record<string, number> = {};
try {
  // Product data on a share of the pins, deterministic by id, once per database.
  const started = performance.now();
  const brands = `{${BRANDS.map((brand) => `"${brand}"`).join(",")}}`;
  const styles = `{${STYLES.join(",")}}`;
  await client.query(
    `update pins set
      price_currency = case when id % 10 = 0 then 'EUR' else 'USD' end,
      price_minor = 500 + (id / 7) % 30000,
      brand = ($1::text[])[1 + ((id / 3) % 40)::int],
      on_sale = id % 5 = 0,
      availability = 'in_stock',
      style = ($2::text[])[1 + ((id / 11) % 5)::int]
    where (id / 13) % 100 < $3 and price_minor is null and brand is null`,
    [brands, styles, productShare],
  );
  await client.query("analyze pins");
  const [counts] = (
    await client.query(
      "select count(*)::int as pins, count(*) filter (where price_minor is not null)::int as product_pins from pins",
    )
  ).rows;
  data = { ...counts, productDataMs: Math.round(performance.now() - started) };
  console.log(data);

  const loads = [
    { name: "search, unfiltered", pathOf: () => get(searchEndpoint.path, { q: draw(QUERIES) }) },
    {
      name: "search, price 20–150 + two brands + a colour",
      pathOf: () => get(searchEndpoint.path, { q: draw(QUERIES), ...filtered() }),
    },
    { name: "/v3/filters/, unfiltered", pathOf: () => get(filtersEndpoint.path, { q: draw(QUERIES) }) },
    {
      name: "/v3/filters/, price + two brands + a colour",
      pathOf: () => get(filtersEndpoint.path, { q: draw(QUERIES), ...filtered() }),
    },
  ];
  for (const load of loads) {
    const requests = randomGet(load.pathOf);
    await runLoad("warm-up", app.url, [], { connections, durationSeconds: 3, requests });
    const result = await runLoad(load.name, app.url, [], { connections, durationSeconds, requests });
    rows.push({
      scenario: load.name,
      "req/s": result.requestsPerSecond,
      "p50 ms": result.p50Ms,
      "p95 ms": result.p95Ms,
      "p99 ms": result.p99Ms,
      errors: result.errors + result.non2xx,
    });
  }
} finally {
  await stop();
}
console.table(rows);
writeResult(process.env.BENCH_RESULT_NAME ?? `shopping-speed-${Math.round((data.pins ?? 0) / 1000)}k`, {
  connections,
  durationSeconds,
  productShare,
  data,
  rows,
});
