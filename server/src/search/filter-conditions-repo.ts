import type { FilterId } from "@corkboard/core/shopping";
import { type SQL, sql } from "drizzle-orm";
import { schema } from "../platform/db/index.ts";
import type { ShoppingFilters } from "./shopping-filters.ts";

const { pins } = schema;

// The shopping filters as SQL over `pins` (SEARCH-031…035, D-034), one condition per filter
// model; a filter not given is `true`. Part of the search repository: parameterised SQL only.

/** Prices are compared in USD only (D-034): no conversion table is configured. */
export const FILTER_CURRENCY = "USD";

const list = (values: readonly string[]) => JSON.stringify(values);

/** Each filter model's condition. */
export function filterConditions(filters: ShoppingFilters): Record<FilterId, SQL> {
  const brand = sql`search_fold(${pins.brand})`;
  const cents = (usd: number) => Math.round(usd * 100);
  return {
    domains:
      filters.domains.length === 0
        ? sql`true`
        : sql`search_link_domain(${pins.link}) = any(array(select json_array_elements_text(${list(filters.domains)}::json)))`,
    // SEARCH-033/034: brands as listed, matched case- and accent-blind (the index's expression).
    brands:
      filters.brands.length === 0
        ? sql`true`
        : sql`${brand} = any(array(select search_fold(b) from json_array_elements_text(${list(filters.brands)}::json) as b))`,
    colors:
      filters.colors.length === 0
        ? sql`true`
        : sql`${pins.colorName} = any(array(select json_array_elements_text(${list(filters.colors)}::json)))`,
    // SEARCH-031: only when a bound is given; an open bound is no bound.
    price:
      filters.priceMin === null && filters.priceMax === null
        ? sql`true`
        : sql`(${pins.priceCurrency} = ${FILTER_CURRENCY}
            and ${pins.priceMinor} >= ${cents(filters.priceMin ?? 0)}
            ${filters.priceMax === null ? sql`` : sql`and ${pins.priceMinor} <= ${cents(filters.priceMax)}`})`,
    on_sale: filters.onSale === null ? sql`true` : sql`${pins.onSale} = ${filters.onSale}`,
    style:
      filters.style === null ? sql`true` : sql`search_fold(${pins.style}) = search_fold(${filters.style})`,
    brand_value: filters.brandValue === null ? sql`true` : sql`${brand} = search_fold(${filters.brandValue})`,
  };
}

/** Every filter at once: what a filtered search keeps. */
export function allFiltersSql(filters: ShoppingFilters): SQL {
  return sql.join(Object.values(filterConditions(filters)), sql` and `);
}
