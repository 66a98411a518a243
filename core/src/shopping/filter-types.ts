/**
 * The shopping filters' numbers (seed 001 §3): how a filter is shown (SEARCH-019) and what it
 * filters on (SEARCH-020). Type 4 (scope) is the search's own `scope` parameter, so no filter
 * model of that type is answered; the on-sale types 7, 8 and 9 are one boolean (SEARCH-021).
 */
export const FILTER_COMPONENT_TYPE = { MULTI_SELECT: 1, SINGLE_SELECT: 2 } as const;

/** SEARCH-020. */
export const PRODUCT_FILTER_TYPE = {
  DOMAINS: 0,
  PRICE_RANGE: 1,
  BRANDS: 3,
  SCOPE: 4,
  COLORS: 6,
  ON_SALE: 7,
  ON_SALE_8: 8,
  ON_SALE_9: 9,
  STYLE: 10,
  BRAND_VALUE: 12,
} as const;

/** A product filter type of SEARCH-020. */
export type ProductFilterType = (typeof PRODUCT_FILTER_TYPE)[keyof typeof PRODUCT_FILTER_TYPE];

/** Every product filter type (SEARCH-020); any other number is unknown (SEARCH-035). */
export const PRODUCT_FILTER_TYPES = Object.values(PRODUCT_FILTER_TYPE) as ProductFilterType[];

/** True when the number is a product filter type of SEARCH-020. */
export function isProductFilterType(value: number): value is ProductFilterType {
  return (PRODUCT_FILTER_TYPES as number[]).includes(value);
}

/**
 * The filter models `/v3/filters/` answers, by id: each one's type, how it is shown, and the
 * search URL parameter its selection goes to (the price range has two: `price_min` and
 * `price_max`, its two options, SEARCH-032).
 */
export const FILTER_MODELS = {
  domains: {
    type: PRODUCT_FILTER_TYPE.DOMAINS,
    component: FILTER_COMPONENT_TYPE.MULTI_SELECT,
    param: "domains",
  },
  price: {
    type: PRODUCT_FILTER_TYPE.PRICE_RANGE,
    component: FILTER_COMPONENT_TYPE.SINGLE_SELECT,
    param: null,
  },
  brands: {
    type: PRODUCT_FILTER_TYPE.BRANDS,
    component: FILTER_COMPONENT_TYPE.MULTI_SELECT,
    param: "brands",
  },
  colors: {
    type: PRODUCT_FILTER_TYPE.COLORS,
    component: FILTER_COMPONENT_TYPE.MULTI_SELECT,
    param: "colors",
  },
  on_sale: {
    type: PRODUCT_FILTER_TYPE.ON_SALE,
    component: FILTER_COMPONENT_TYPE.SINGLE_SELECT,
    param: "on_sale",
  },
  style: { type: PRODUCT_FILTER_TYPE.STYLE, component: FILTER_COMPONENT_TYPE.SINGLE_SELECT, param: "style" },
  brand_value: {
    type: PRODUCT_FILTER_TYPE.BRAND_VALUE,
    component: FILTER_COMPONENT_TYPE.SINGLE_SELECT,
    param: "brand_value",
  },
} as const;

/** The id of a filter model. */
export type FilterId = keyof typeof FILTER_MODELS;

/** The filter models' ids, in the order they are answered. */
export const FILTER_IDS = Object.keys(FILTER_MODELS) as [FilterId, ...FilterId[]];

/** Options per page of a filter model (SEARCH-036, SEARCH-037). */
export const FILTER_OPTIONS_PAGE_SIZE = 50;

/** The price range's bounds when none is given (SEARCH-031): 0 to 100 USD. */
export const DEFAULT_PRICE_RANGE = { min: 0, max: 100, unit: "USD" } as const;

/** The default price-range span, the slider's step (SEARCH-037): 50 USD. */
export const PRICE_RANGE_SPAN = 50;

/** Values one list parameter (brands, colors, domains) may carry at most. */
export const FILTER_VALUES_MAX = 50;
