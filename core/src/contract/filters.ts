import { z } from "zod";
import { COLOR_NAMES, type ColorName, paletteColor } from "../shopping/colors.ts";
import {
  FILTER_COMPONENT_TYPE,
  FILTER_IDS,
  FILTER_VALUES_MAX,
  type FilterId,
  PRODUCT_FILTER_TYPES,
  type ProductFilterType,
} from "../shopping/filter-types.ts";
import { fromBase64Url, toBase64Url } from "./bookmark.ts";

/** The longest value of one item of a filter list (a brand, a domain, a style). */
const FILTER_VALUE_MAX_LENGTH = 200;

/**
 * A comma-separated list parameter (SEARCH-002, SEARCH-033) as its non-empty, trimmed items;
 * more than `FILTER_VALUES_MAX` items, or an item over 200 characters, is INVALID_INPUT.
 */
export const commaListParam = z
  .string()
  .max(FILTER_VALUES_MAX * (FILTER_VALUE_MAX_LENGTH + 1))
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim())
      .filter((item) => item !== ""),
  )
  .refine((items) => items.length <= FILTER_VALUES_MAX, `has more than ${FILTER_VALUES_MAX} values`)
  .refine(
    (items) => items.every((item) => item.length <= FILTER_VALUE_MAX_LENGTH),
    `has a value over ${FILTER_VALUE_MAX_LENGTH} characters`,
  );

/** SEARCH-034: colour names of the palette (D-034), in any case; an unknown one is INVALID_INPUT. */
const colorsParam = commaListParam
  .refine(
    (items) => items.every((item) => paletteColor(item) !== null),
    `names a colour that is not one of ${COLOR_NAMES.join(", ")}`,
  )
  .transform((items) => [...new Set(items.map((item) => paletteColor(item) as ColorName))]);

/**
 * A price bound in major units of the filter's currency (USD, SEARCH-031): digits with at
 * most two decimals. Negative, non-numeric or exponent forms are INVALID_INPUT.
 */
const priceParam = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, "is not a price (digits, at most two decimals)")
  .transform(Number);

const flagParam = z.enum(["true", "false", "1", "0"]);

/**
 * The shopping filters of a search (SEARCH-031…035), as URL parameters. The search applies
 * them to pins (other scopes ignore them), and `/v3/filters/` counts its options over the
 * results they leave. The price range applies only when a bound is given (SEARCH-031);
 * `price_min` over `price_max` is INVALID_INPUT.
 */
export const shoppingFilterParams = {
  /** SEARCH-033: link domains, comma-separated; pins whose link is on one of them. */
  domains: commaListParam.optional(),
  /** SEARCH-033: brands, comma-separated; matched on the brand as the filter lists it. */
  brands: commaListParam.optional(),
  /** SEARCH-033, SEARCH-034: palette colour names, comma-separated, any case. */
  colors: colorsParam.optional(),
  /** SEARCH-031: the lower bound in USD. */
  price_min: priceParam.optional(),
  /** SEARCH-031: the upper bound in USD. */
  price_max: priceParam.optional(),
  /** SEARCH-021: on sale (true) or not (false); absent: either. */
  on_sale: flagParam.optional(),
  /** SEARCH-034: a style, matched case-insensitively. */
  style: z.string().trim().min(1).max(FILTER_VALUE_MAX_LENGTH).optional(),
  /** SEARCH-034: one brand, matched case-insensitively. */
  brand_value: z.string().trim().min(1).max(FILTER_VALUE_MAX_LENGTH).optional(),
  /**
   * The compact form of the same filters: `<product_filter_type>:<value>[,<value>…]` joined
   * by `|` (core/src/shopping/filters-param.ts); an unknown type is INVALID_INPUT (SEARCH-035).
   */
  filters: z
    .string()
    .max(FILTER_VALUES_MAX * (FILTER_VALUE_MAX_LENGTH + 1))
    .optional(),
};

/** A filter option's rule: choosing the option hides the named filter models (SEARCH-029). */
export const filterOptionRuleSchema = z.object({
  action: z.literal("hide"),
  filter_ids: z.array(z.enum(FILTER_IDS)),
});

/** A filter option (SEARCH-018). */
export const filterOptionSchema = z.object({
  /** Unique within its model; for a list filter, the value that goes into the URL parameter. */
  id: z.string(),
  label: z.string(),
  /** Results of the current search the option would keep (with the other filters applied). */
  count: z.number().int().min(0),
  image_url: z.string().nullable(),
  /** A domain with a verified website claim. */
  is_verified: z.boolean(),
  /** The price range's bounds (SEARCH-032). */
  numeric_value: z.number().nullable(),
  /** The value matched (SEARCH-034): a domain, brand, colour name or style. */
  string_value: z.string().nullable(),
  /** The price range's currency (USD, SEARCH-031). */
  unit: z.string().nullable(),
  search_type: z.string().nullable(),
  rules: z.array(filterOptionRuleSchema),
  aux_data: z.object({ module_id: z.string().nullable() }),
});
/** A filter option. */
export type FilterOption = z.infer<typeof filterOptionSchema>;

/** A filter model (SEARCH-018…021). */
export const filterModelSchema = z.object({
  id: z.enum(FILTER_IDS),
  /** SEARCH-019: 1 multi-select, 2 single-select. */
  filter_component_type: z.union([
    z.literal(FILTER_COMPONENT_TYPE.MULTI_SELECT),
    z.literal(FILTER_COMPONENT_TYPE.SINGLE_SELECT),
  ]),
  /** SEARCH-020, SEARCH-021 (on sale is answered as 7). */
  product_filter_type: z.custom<ProductFilterType>(
    (value) => typeof value === "number" && (PRODUCT_FILTER_TYPES as number[]).includes(value),
  ),
  title: z.string(),
  /** At most 50 (SEARCH-036, SEARCH-037), most results first. */
  filter_options: z.array(filterOptionSchema),
  /** The next page of this model's options: pass as `bookmark_string`; null at the end. */
  bookmark_string: z.string().nullable(),
});
/** A filter model. */
export type FilterModel = z.infer<typeof filterModelSchema>;

/** Where a filter model's options page ended: the last option's count and value. */
export interface FilterOptionsPosition {
  filter: FilterId;
  count: number;
  value: string;
}

const positionSchema = z.tuple([z.enum(FILTER_IDS), z.number().int().min(0), z.string().max(400)]);

/** Encodes an options page's end as an opaque `bookmark_string` (UTF-8 JSON, base64url). */
export function encodeFilterBookmark(position: FilterOptionsPosition): string {
  const bytes = new TextEncoder().encode(JSON.stringify([position.filter, position.count, position.value]));
  return toBase64Url(String.fromCharCode(...bytes));
}

/** Decodes a `bookmark_string`; null when it is malformed (INVALID_INPUT). */
export function decodeFilterBookmark(bookmark: string): FilterOptionsPosition | null {
  if (bookmark.length > 800 || !/^[A-Za-z0-9_-]+$/.test(bookmark)) return null;
  try {
    const bytes = Uint8Array.from(fromBase64Url(bookmark), (char) => char.charCodeAt(0));
    const json = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    const parsed = positionSchema.safeParse(JSON.parse(json));
    return parsed.success ? { filter: parsed.data[0], count: parsed.data[1], value: parsed.data[2] } : null;
  } catch {
    return null;
  }
}
