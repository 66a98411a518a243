// Issue 16 "Measured", capture: how many of the fixture product pages (bench/fixtures/
// products, real pages that metadata libraries publish as test fixtures, sources and
// licences in its manifest.json) yield the right price, currency, brand and availability
// through the server's reader (server/src/pins/product/read-product.ts, D-034), per field;
// "stated" counts the pages whose metadata states the field at all. Target ≥ 95 % for price
// and currency where stated. No database, no network.
//   npm run bench -- product-capture

import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { fromMinorUnits } from "../core/src/shopping/money.ts";
import { readProduct } from "../server/src/pins/product/read-product.ts";
import { ROOT } from "./support/processes.ts";
import { writeResult } from "./support/report.ts";

const FIELDS = ["price", "currency", "brand", "availability"] as const;
type Field = (typeof FIELDS)[number];
interface Page {
  file: string;
  site: string;
  expected: Record<Field, string | null>;
}

const dir = path.join(ROOT, "bench/fixtures/products");
const { pages } = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8")) as { pages: Page[] };
const tally = Object.fromEntries(
  FIELDS.map((f) => [f, { stated: 0, right: 0, rightOverall: 0, wrong: [] as string[] }]),
);
let parseMs = 0;
for (const page of pages) {
  const html = gunzipSync(readFileSync(path.join(dir, page.file))).toString("utf8");
  const started = performance.now();
  const product = readProduct(html);
  parseMs += performance.now() - started;
  const got: Record<Field, string | null> = {
    price:
      product.priceMinor === null || product.priceCurrency === null
        ? null
        : fromMinorUnits(product.priceMinor, product.priceCurrency),
    currency: product.priceCurrency,
    brand: product.brand,
    availability: product.availability,
  };
  for (const field of FIELDS) {
    const expected = page.expected[field];
    const entry = tally[field] as (typeof tally)[string] & object;
    const right =
      expected === null
        ? got[field] === null
        : Number.isNaN(Number(expected))
          ? got[field] === expected
          : Number(got[field]) === Number(expected);
    if (expected !== null) entry.stated += 1;
    if (expected !== null && right) entry.right += 1;
    if (right) entry.rightOverall += 1;
    else entry.wrong.push(`${page.file}: expected ${expected}, got ${got[field]}`);
  }
}
const sites = new Set(pages.map((page) => page.site)).size;
const figures = {
  pages: pages.length,
  sites,
  parse_ms_total: Math.round(parseMs),
  fields: Object.fromEntries(
    FIELDS.map((field) => {
      const entry = tally[field] as (typeof tally)[string] & object;
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
console.table(
  FIELDS.map((field) => {
    const entry = tally[field] as (typeof tally)[string] & object;
    return {
      field,
      stated: entry.stated,
      right: entry.right,
      "all pages right": `${entry.rightOverall}/${pages.length}`,
    };
  }),
);
writeResult("product-capture", figures);
