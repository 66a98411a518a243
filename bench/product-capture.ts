// Issue 16 "Measured", capture: how many of the fixture product pages (bench/fixtures/
// products, real pages that metadata libraries and an extraction benchmark publish, sources
// and licences in its manifest.json) yield the right price, currency, brand and availability,
// per field, through the server's reader (server/src/pins/product/read-product.ts, D-034)
// and, on the same pages in the same run, through a kept library: metascraper with
// @samirrayani/metascraper-shopping's rules. "stated" counts the pages whose metadata states
// the field at all. Target ≥ 95 % for price and currency where stated. No database, no
// network.
//   npm run bench -- product-capture

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { fromMinorUnits } from "../core/src/shopping/money.ts";
import { readProduct } from "../server/src/pins/product/read-product.ts";
import { ROOT } from "./support/processes.ts";
import { writeResult } from "./support/report.ts";

const FIELDS = ["price", "currency", "brand", "availability"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string | null>;
interface Page {
  file: string;
  site: string;
  expected: Values;
}

const require = createRequire(import.meta.url);
type Scrape = (input: { html: string; url: string }) => Promise<Record<string, unknown>>;
const metascraper = (require("metascraper") as (rules: unknown[]) => Scrape)([
  (require("@samirrayani/metascraper-shopping") as () => unknown)(),
]);
const libraryVersion = (name: string) => (require(`${name}/package.json`) as { version: string }).version;

const dir = path.join(ROOT, "bench/fixtures/products");
const { pages } = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8")) as { pages: Page[] };

const SCHEMA_AVAILABILITY = new Map(
  ["in_stock", "out_of_stock", "pre_order", "back_order", "sold_out", "discontinued"].map((name) => [
    name.replaceAll("_", ""),
    name,
  ]),
);
/** The library's availability ("http://schema.org/InStock", "InStock") in our lower snake case. */
function availabilityName(value: unknown): string | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  const last = (value.trim().split("/").pop() ?? "").toLowerCase().replace(/[^a-z]/g, "");
  return SCHEMA_AVAILABILITY.get(last) ?? last;
}
const stringOrNull = (value: unknown) =>
  typeof value === "string" && value.trim() !== ""
    ? value.trim()
    : typeof value === "number"
      ? String(value)
      : null;

const readers: Record<string, (html: string, page: Page) => Promise<Values>> = {
  corkboard: async (html) => {
    const product = readProduct(html);
    return {
      price:
        product.priceMinor === null || product.priceCurrency === null
          ? null
          : fromMinorUnits(product.priceMinor, product.priceCurrency),
      currency: product.priceCurrency,
      brand: product.brand,
      availability: product.availability,
    };
  },
  // The manifest keeps no page addresses; the library's few site rules that read the address
  // (Amazon, dacor.com, rh.com) do not apply to the pages that state a price.
  metascraper: async (html, page) => {
    const host = /^[a-z0-9.-]+\.[a-z]{2,}$/.test(page.site) ? page.site : "example.com";
    const got = await metascraper({ html, url: `https://${host}/` });
    return {
      price: stringOrNull(got.price),
      currency: stringOrNull(got.currency)?.toUpperCase() ?? null,
      brand: stringOrNull(got.brand),
      availability: availabilityName(got.availability),
    };
  },
};

function isRight(expected: string | null, got: string | null): boolean {
  if (expected === null) return got === null;
  return Number.isNaN(Number(expected)) ? got === expected : got !== null && Number(got) === Number(expected);
}

const results: Record<string, unknown> = {};
const table: Record<string, string | number>[] = [];
for (const [name, read] of Object.entries(readers)) {
  const tally = Object.fromEntries(
    FIELDS.map((f) => [f, { stated: 0, right: 0, rightOverall: 0, wrong: [] as string[] }]),
  );
  let ms = 0;
  for (const page of pages) {
    const html = gunzipSync(readFileSync(path.join(dir, page.file))).toString("utf8");
    const started = performance.now();
    const got = await read(html, page);
    ms += performance.now() - started;
    for (const field of FIELDS) {
      const expected = page.expected[field];
      const entry = tally[field] as (typeof tally)[string] & object;
      const right = isRight(expected, got[field]);
      if (expected !== null) entry.stated += 1;
      if (expected !== null && right) entry.right += 1;
      if (right) entry.rightOverall += 1;
      else entry.wrong.push(`${page.file}: expected ${expected}, got ${got[field]}`);
    }
  }
  results[name] = {
    ms_total: Math.round(ms),
    fields: Object.fromEntries(
      FIELDS.map((field) => {
        const entry = tally[field] as (typeof tally)[string] & object;
        table.push({
          reader: name,
          field,
          stated: entry.stated,
          "right where stated": entry.right,
          "all pages right": `${entry.rightOverall}/${pages.length}`,
        });
        return [
          field,
          {
            stated: entry.stated,
            right_where_stated: entry.right,
            share_where_stated: entry.stated === 0 ? null : entry.right / entry.stated,
            right_over_all_pages: entry.rightOverall,
            wrong: entry.wrong,
          },
        ];
      }),
    ),
  };
}
console.table(table);
writeResult("product-capture", {
  pages: pages.length,
  sites: new Set(pages.map((page) => page.site)).size,
  library: {
    metascraper: libraryVersion("metascraper"),
    "@samirrayani/metascraper-shopping": libraryVersion("@samirrayani/metascraper-shopping"),
  },
  readers: results,
});
