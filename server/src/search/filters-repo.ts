import type { FilterOptionsPosition } from "@corkboard/core/contract";
import type { SearchTerms } from "@corkboard/core/search";
import { FILTER_IDS, type FilterId } from "@corkboard/core/shopping";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";
import { queryRows } from "../platform/db/raw.ts";
import { FILTER_CURRENCY, filterConditions } from "./filter-conditions-repo.ts";
import { listedPinsMatching, listedToAnyone, resolvePinTerms } from "./repo.ts";
import type { ShoppingFilters } from "./shopping-filters.ts";

const { pins, websiteClaims } = schema;

/** One option of a filter model as counted: its group key, label and count. */
export interface FacetRow {
  filter: FilterId | "_total";
  /** The group key: the folded brand or style, the domain, the colour name, "true"/"false". */
  value: string | null;
  label: string | null;
  count: number;
  /** The price range's lowest and highest price in minor USD units. */
  low: number | null;
  high: number | null;
  verified: boolean;
}

/** Per filter model: the grouped value, the label shown, and which pins it counts. */
const FACETS: Record<Exclude<FilterId, "price">, { key: string; label: string; where: string }> = {
  domains: { key: "domain", label: "min(domain)", where: "domain is not null" },
  brands: { key: "brand_key", label: "min(brand)", where: "brand is not null" },
  colors: { key: "color", label: "min(color)", where: "color is not null" },
  // On sale or full price: counted over pins with product data only.
  on_sale: {
    key: "on_sale::text",
    label: "min(on_sale::text)",
    where: "(brand is not null or price_minor is not null)",
  },
  style: { key: "style_key", label: "min(style)", where: "style is not null" },
  brand_value: { key: "brand_key", label: "min(brand)", where: "brand is not null" },
};

/**
 * The filter models' options over a search's results (SEARCH-017…021, D-034): every pin the
 * terms match that the viewer may have listed, once, with each filter's condition; each
 * model's options are counted under the other models' filters (a model's own selection does
 * not narrow its counts). Options come most results first, then by value, at most `limit`
 * per model (one more to tell a next page); `after` pages one model alone. A `_total` row
 * counts the matches anyone may see, whatever the filters: the strict-first choice is about
 * the words (D-038, D-066). The matches are the search's bounded candidates (D-066).
 */
export async function countFacets(
  db: Executor,
  terms: SearchTerms,
  viewerId: string,
  filters: ShoppingFilters,
  page: { limit: number; after: FilterOptionsPosition | null },
): Promise<FacetRow[]> {
  const resolved = await resolvePinTerms(db, terms);
  const conditions = filterConditions(filters);
  const flags = FILTER_IDS.map((id) => sql`(${conditions[id]}) as ${sql.raw(`f_${id}`)}`);
  const others = (id: FilterId) =>
    sql.raw(
      FILTER_IDS.filter((other) => other !== id)
        .map((other) => `f_${other}`)
        .join(" and "),
    );
  const after = (id: FilterId, key: string) =>
    page.after?.filter === id
      ? sql`having count(*) < ${page.after.count} or (count(*) = ${page.after.count} and ${sql.raw(key)} > ${page.after.value})`
      : sql``;
  const wanted = (id: FilterId) => page.after === null || page.after.filter === id;
  const branches: SQL[] = [];
  for (const [id, facet] of Object.entries(FACETS) as [
    Exclude<FilterId, "price">,
    (typeof FACETS)["brands"],
  ][]) {
    if (!wanted(id)) continue;
    const verified =
      id === "domains"
        ? sql`exists (select 1 from ${websiteClaims} wc where wc.domain = matched.domain and wc.verified_at is not null)`
        : sql`false`;
    branches.push(sql`(select ${id}::text as filter, ${sql.raw(facet.key)} as value, ${sql.raw(facet.label)} as label,
        count(*)::int as count, null::bigint as low, null::bigint as high, ${verified} as verified
      from matched where ${others(id)} and ${sql.raw(facet.where)}
      group by ${sql.raw(facet.key)} ${after(id, facet.key)}
      order by count(*) desc, ${sql.raw(facet.key)} limit ${page.limit + 1})`);
  }
  if (wanted("price")) {
    branches.push(sql`(select 'price', null, null, count(*)::int, min(price_minor), max(price_minor), false
      from matched where ${others("price")} and currency = ${FILTER_CURRENCY} and price_minor is not null)`);
  }
  if (page.after === null) {
    branches.push(sql`(select '_total', null, null, (count(*) filter (where listed_to_anyone))::int,
      null, null, false from matched)`);
  }
  return queryRows<FacetRow>(
    db,
    sql`with matched as materialized (
        select search_link_domain(${pins.link}) as domain, ${pins.brand} as brand,
          search_fold(${pins.brand}) as brand_key, ${pins.colorName} as color,
          ${pins.priceMinor} as price_minor, ${pins.priceCurrency} as currency, ${pins.onSale} as on_sale,
          ${pins.style} as style, search_fold(${pins.style}) as style_key,
          ${listedToAnyone()} as listed_to_anyone, ${sql.join(flags, sql`, `)}
        ${listedPinsMatching(resolved, viewerId)})
      ${sql.join(branches, sql` union all `)}`,
  ).then((rows) =>
    rows.map((row) => ({
      ...row,
      count: Number(row.count),
      low: row.low === null ? null : Number(row.low),
      high: row.high === null ? null : Number(row.high),
    })),
  );
}
