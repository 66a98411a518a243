import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";
import { gridImagesSchema } from "./entities.ts";

/**
 * The discovery pages' views (IMPL-038): /ideas/ (every interest), /today (what people saved
 * lately), /shopping/ (interests of pins with product data), /videos/ (of video pins).
 */
export const discoveryViewSchema = z.enum(["ideas", "today", "shopping", "videos"]);
/** A discovery view. */
export type DiscoveryView = z.infer<typeof discoveryViewSchema>;

/** Interests a view lists at most. */
export const INTERESTS_MAX = 48;

/** An interest (core/src/search/interests.ts): a hashtag or a board topic, with a cover. */
export const interestSchema = z.object({
  id: z.string(),
  kind: z.enum(["hashtag", "topic"]),
  name: z.string(),
  /** The search its page shows. */
  query: z.string(),
  /** Its page: /ideas/{slug}/{id}/. */
  url: z.string(),
  /** Pins anyone may see that it lists (in the view's window). */
  pin_count: z.number().int().min(0),
  /** The newest such pin's image, for the card; its colour paints first. */
  cover: gridImagesSchema.nullable(),
  dominant_color: z.string().nullable(),
});
/** An interest. */
export type Interest = z.infer<typeof interestSchema>;

/**
 * GET /v3/interests/ (IMPL-038): the interests of a discovery view, most used first, from
 * pins anyone may see only (the same for every viewer, so cached for a minute).
 */
export const interestsEndpoint = defineEndpoint({
  method: "GET",
  path: "/v3/interests/",
  summary: "Interests (hashtags and board topics) of a discovery page",
  tag: "search",
  access: "public",
  cache: "loggedOut",
  query: z.object({ view: discoveryViewSchema.default("ideas") }),
  data: z.object({ view: discoveryViewSchema, interests: z.array(interestSchema).max(INTERESTS_MAX) }),
});
