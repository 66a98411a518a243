import { z } from "zod";
import { pageSizeSchema } from "./browse.ts";
import { defineEndpoint } from "./endpoint.ts";
import { boardPrivacySchema, pinSummarySchema, userSummarySchema } from "./entities.ts";
import { commaListParam, decodeFilterBookmark, filterModelSchema, shoppingFilterParams } from "./filters.ts";
import { idSchema } from "./ids.ts";
import { searchAdvisorySchema } from "./notices.ts";
import { hashtagSuggestionSchema } from "./pins-write.ts";

/** The longest query search takes (a 200-character query is fine; longer is INVALID_INPUT). */
export const SEARCH_QUERY_MAX = 500;

/** What a search looks for (SEARCH-003: pins by default). */
export const searchScopeSchema = z.enum(["pins", "boards", "people"]);
/** A search scope. */
export type SearchScope = z.infer<typeof searchScopeSchema>;

/** A ranked page's position: the last row's score and id (D-032). Opaque to the web. */
export interface RankPosition {
  score: number;
  id: string;
  /** The pages were ranked over the strict terms (D-038): the next ones must be too. */
  strict?: boolean;
}

const rankPositionSchema = z.union([
  z.tuple([z.number().finite(), idSchema]),
  z.tuple([z.number().finite(), idSchema, z.literal("s")]),
]);

/** Encodes a ranked page's position as an opaque bookmark. */
export function encodeRankBookmark(position: RankPosition): string {
  const fields = position.strict ? [position.score, position.id, "s"] : [position.score, position.id];
  return btoa(JSON.stringify(fields)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** Decodes a ranked bookmark; null when it is malformed (the server answers INVALID_INPUT). */
export function decodeRankBookmark(bookmark: string): RankPosition | null {
  if (bookmark.length > 200 || !/^[A-Za-z0-9_-]+$/.test(bookmark)) return null;
  try {
    const padded = bookmark.replaceAll("-", "+").replaceAll("_", "/");
    const parsed = rankPositionSchema.safeParse(
      JSON.parse(atob(padded + "=".repeat((4 - (padded.length % 4)) % 4))),
    );
    if (!parsed.success) return null;
    const [score, id, strict] = parsed.data;
    return strict === "s" ? { score, id, strict: true } : { score, id };
  } catch {
    return null;
  }
}

/**
 * The search parameters of seed 001 §3 in their snake_case wire form (SEARCH-001, SEARCH-004).
 * `ref` and `os` are attribution only and never change results (SEARCH-009, SEARCH-010); the
 * shopping filters (`shoppingFilterParams`: domains, brands, colors, price_min, price_max,
 * on_sale, style, brand_value and their compact form `filters`) narrow the pins scope
 * (SEARCH-031…035); `category` is accepted and changes nothing.
 */
export const searchQuerySchema = z.object({
  q: z.string().max(SEARCH_QUERY_MAX),
  scope: searchScopeSchema.default("pins"),
  /** SEARCH-003: how the search was entered; direct_navigation by default. */
  rs: z.string().max(64).default("direct_navigation"),
  page_size: pageSizeSchema,
  bookmark: z
    .string()
    .max(200)
    .refine((value) => decodeRankBookmark(value) !== null, "is not a valid bookmark")
    .optional(),
  source_id: z.string().max(64).optional(),
  source_module_id: z.string().max(64).optional(),
  source_url: z.string().max(2000).optional(),
  top_pin_ids: commaListParam.optional(),
  journey_depth: z.coerce.number().int().min(0).max(100).optional(),
  bubble_id: z.string().max(64).optional(),
  guided_search_query: z.string().max(SEARCH_QUERY_MAX).optional(),
  auto_correction_disabled: z.enum(["true", "false", "1", "0"]).optional(),
  /** SEARCH-002: a comma-separated list. */
  selected_one_bar_modules: commaListParam.optional(),
  category: z.string().max(64).optional(),
  ...shoppingFilterParams,
  /** SEARCH-009/010: the entry point; attribution only. */
  ref: z.string().max(64).optional(),
  /** SEARCH-009/010: the originating surface; attribution only. */
  os: z.string().max(64).optional(),
});

/** A board found by search (boards scope). */
export const boardSearchResultSchema = z.object({
  id: idSchema,
  name: z.string(),
  url: z.string(),
  privacy: boardPrivacySchema,
  pin_count: z.number().int().min(0),
  image_cover_url: z.string().nullable(),
  owner: userSummarySchema,
});

/** A person found by search (people scope). */
export const userSearchResultSchema = userSummarySchema.extend({
  follower_count: z.number().int().min(0),
});

const searchPage = <S extends "pins" | "boards" | "people", T extends z.ZodType>(scope: S, item: T) =>
  z.object({
    scope: z.literal(scope),
    results: z.array(item),
    bookmark: z.string().nullable(),
    advisory: searchAdvisorySchema.nullable(),
  });

/** GET /v3/search/pins/ (SEARCH-005): a page of results typed by scope, with the advisory slot. */
export const searchEndpoint = defineEndpoint({
  method: "GET",
  path: "/v3/search/pins/",
  summary: "Search pins, boards or people",
  tag: "search",
  access: "public",
  cache: "loggedOut",
  query: searchQuerySchema,
  data: z.discriminatedUnion("scope", [
    searchPage("pins", pinSummarySchema),
    searchPage("boards", boardSearchResultSchema),
    searchPage("people", userSearchResultSchema),
  ]),
});

/** An autocomplete suggestion (SEARCH-012): the query and how many pins it finds. */
export const searchSuggestionSchema = z.object({
  query: z.string(),
  pin_count: z.number().int().min(0).optional(),
});

/** GET /v3/search/autocomplete/ (SEARCH-011): at most 5 suggestions for the search box. */
export const searchAutocompleteEndpoint = defineEndpoint({
  method: "GET",
  path: "/v3/search/autocomplete/",
  summary: "Search box suggestions from popular searches, board names and hashtags",
  tag: "search",
  access: "public",
  cache: "loggedOut",
  query: z.object({
    q: z.string().max(SEARCH_QUERY_MAX),
    show_pin_count: z.enum(["true", "false", "1", "0"]).default("true"),
  }),
  data: z.array(searchSuggestionSchema).max(5),
});

/**
 * GET /v3/search/typeahead/ (SEARCH-015, SEARCH-016): suggestions for a term typed in a
 * composer; a term starting with '#' suggests hashtags, most used first (LABEL-015).
 */
export const searchTypeaheadEndpoint = defineEndpoint({
  method: "GET",
  path: "/v3/search/typeahead/",
  summary: "Typeahead for a term: hashtags for '#…', else popular searches and board names",
  tag: "search",
  access: "public",
  cache: "loggedOut",
  query: z.object({
    term: z.string().max(100),
    /**
     * Suggestions are of queries that find pins, each with its pin count: the only scope a
     * composer's typeahead has here, so the flag is accepted and changes nothing.
     */
    pin_scope: z.enum(["true", "false", "1", "0"]).default("true"),
    count: z.coerce.number().int().min(1).max(5).default(5),
  }),
  data: z.array(hashtagSuggestionSchema).max(5),
});

/**
 * GET /v3/filters/ (SEARCH-017): the shopping filter models of a search (SEARCH-018…021) —
 * domains, price range, brands, colours, on sale, style and brand value — with each option's
 * count over the search's results under the other applied filters (a multi-select's own
 * choices do not narrow its counts). Each model answers at most 50 options (SEARCH-036,
 * SEARCH-037); `bookmark_string`, a model's own, answers that model's next page alone. A
 * search of boards or people has no filters (an empty list).
 */
export const filtersEndpoint = defineEndpoint({
  method: "GET",
  path: "/v3/filters/",
  summary: "Shopping filters of a search, with counts over its results",
  tag: "search",
  access: "public",
  cache: "loggedOut",
  query: z.object({
    q: z.string().max(SEARCH_QUERY_MAX),
    scope: searchScopeSchema.default("pins"),
    ...shoppingFilterParams,
    bookmark_string: z
      .string()
      .max(800)
      .refine((value) => decodeFilterBookmark(value) !== null, "is not a valid bookmark_string")
      .optional(),
  }),
  data: z.object({ filters: z.array(filterModelSchema) }),
});
