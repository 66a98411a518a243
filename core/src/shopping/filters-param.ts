import { isProductFilterType, PRODUCT_FILTER_TYPE, type ProductFilterType } from "./filter-types.ts";

/**
 * The search's `filters` parameter (seed 001 §3's "filters"), the compact form of the
 * applied filters: `<product_filter_type>:<value>[,<value>…]`, filters joined by `|`, e.g.
 * `3:IKEA,HAY|1:20,50|6:red`. Each becomes the named parameter it stands for, the form the
 * search URL otherwise carries (D-034).
 */
export type FilterParamName =
  | "domains"
  | "brands"
  | "colors"
  | "price_min"
  | "price_max"
  | "on_sale"
  | "style"
  | "brand_value";

/** The named parameters a `filters` value stands for, as raw strings. */
export type FilterParams = Partial<Record<FilterParamName, string>>;

/** What reading a `filters` value gives: the named parameters, or why it cannot be read. */
export type FiltersParamResult = { ok: true; params: FilterParams } | { ok: false; error: string };

function namedParams(type: ProductFilterType, values: string[]): FilterParams {
  switch (type) {
    case PRODUCT_FILTER_TYPE.DOMAINS:
      return { domains: values.join(",") };
    case PRODUCT_FILTER_TYPE.BRANDS:
      return { brands: values.join(",") };
    case PRODUCT_FILTER_TYPE.COLORS:
      return { colors: values.join(",") };
    case PRODUCT_FILTER_TYPE.PRICE_RANGE: {
      // SEARCH-032: only the first two values count, read as the min and the max bound; an
      // empty one is no bound (`1:,50` is "at most 50").
      const [min = "", max = ""] = values;
      return { ...(min !== "" && { price_min: min }), ...(max !== "" && { price_max: max }) };
    }
    case PRODUCT_FILTER_TYPE.ON_SALE:
    case PRODUCT_FILTER_TYPE.ON_SALE_8:
    case PRODUCT_FILTER_TYPE.ON_SALE_9:
      // SEARCH-021: one boolean; the type alone means "on sale".
      return { on_sale: values[0] === undefined || values[0] === "" ? "true" : values[0] };
    case PRODUCT_FILTER_TYPE.STYLE:
      return { style: values.join(",") };
    case PRODUCT_FILTER_TYPE.BRAND_VALUE:
      return { brand_value: values.join(",") };
    case PRODUCT_FILTER_TYPE.SCOPE:
      // The scope is the search's own `scope` parameter: a scope here changes nothing.
      return {};
  }
}

/**
 * Reads a `filters` value. A type that is not one of SEARCH-020's is an error (SEARCH-035),
 * as is an item without its type or a type given twice.
 */
export function parseFiltersParam(text: string): FiltersParamResult {
  const params: FilterParams = {};
  const seen = new Set<number>();
  for (const item of text.split("|")) {
    if (item.trim() === "") continue;
    const colon = item.indexOf(":");
    const typeText = (colon === -1 ? item : item.slice(0, colon)).trim();
    if (!/^\d{1,3}$/.test(typeText)) return { ok: false, error: `"${typeText}" is not a filter type` };
    const type = Number(typeText);
    if (!isProductFilterType(type)) return { ok: false, error: `unknown filter type ${type}` };
    if (seen.has(type)) return { ok: false, error: `filter type ${type} is given twice` };
    seen.add(type);
    const values =
      colon === -1
        ? []
        : item
            .slice(colon + 1)
            .split(",")
            .map((value) => value.trim());
    Object.assign(params, namedParams(type, values));
  }
  return { ok: true, params };
}
