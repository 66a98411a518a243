import { z } from "zod";
import { PIN_LIMITS } from "../../pins/constants.ts";
import { defineEndpoint } from "../endpoint.ts";
import { idSchema } from "../ids.ts";
import { v5ImageSchema, v5OwnerSchema, v5PageSchema, v5PagingQuery } from "./shared.ts";

// Pins in Pinterest API v5's paths and fields (D-058); saving rules are the pins feature's.

/** A pin in v5 fields; `media.images` maps Pinterest's sizes to Corkboard's renditions. */
export const v5PinSchema = z.object({
  id: idSchema,
  created_at: z.string(),
  link: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  alt_text: z.string().nullable(),
  dominant_color: z.string(),
  board_id: idSchema,
  board_section_id: idSchema.nullable(),
  board_owner: v5OwnerSchema,
  is_owner: z.boolean(),
  creative_type: z.enum(["REGULAR", "VIDEO"]),
  media: z.object({
    media_type: z.enum(["image", "video"]),
    images: z.object({
      "150x150": v5ImageSchema,
      "400x300": v5ImageSchema,
      "600x": v5ImageSchema,
      "1200x": v5ImageSchema,
    }),
  }),
});
/** A pin in v5 fields. */
export type V5Pin = z.infer<typeof v5PinSchema>;

const pinParams = z.object({ pin_id: idSchema });
const pinPage = v5PageSchema(v5PinSchema);

/** Where a new pin's image comes from: a URL fetched by the server, or the bytes inline. */
export const v5MediaSourceSchema = z.discriminatedUnion("source_type", [
  z.object({ source_type: z.literal("image_url"), url: z.string().min(1).max(PIN_LIMITS.linkMax) }),
  z.object({
    source_type: z.literal("image_base64"),
    content_type: z.enum(["image/jpeg", "image/png"]),
    data: z.string().min(1),
  }),
]);

/** GET /v5/pins: the caller's own pins, newest first. */
export const v5PinsListEndpoint = defineEndpoint({
  method: "GET",
  path: "/v5/pins",
  summary: "Pinterest API v5: list the caller's pins",
  tag: "pins",
  access: "signedIn",
  wire: "v5",
  query: z.object(v5PagingQuery),
  data: pinPage,
});

/** GET /v5/pins/{pin_id}: a pin the caller may see (404 otherwise). */
export const v5PinGetEndpoint = defineEndpoint({
  method: "GET",
  path: "/v5/pins/{pin_id}",
  summary: "Pinterest API v5: get a pin",
  tag: "pins",
  access: "signedIn",
  wire: "v5",
  params: pinParams,
  query: z.object({}),
  data: v5PinSchema,
});

/** POST /v5/pins: create a pin on a board the caller saves to (201). */
export const v5PinCreateEndpoint = defineEndpoint({
  method: "POST",
  path: "/v5/pins",
  summary: "Pinterest API v5: create a pin",
  tag: "pins",
  access: "signedIn",
  wire: "v5",
  status: 201,
  // The same budget as the web's create: each image is decoded and resized, or fetched.
  rateLimit: "imageIntake",
  // An inline image is up to 10 MB of bytes; base64 makes it a third longer.
  bodyLimit: 15 * 1024 * 1024,
  query: z.object({
    board_id: idSchema,
    board_section_id: idSchema.nullable().optional(),
    title: z.string().max(PIN_LIMITS.titleMax).nullable().optional(),
    description: z.string().max(PIN_LIMITS.descriptionMax).nullable().optional(),
    link: z.string().max(PIN_LIMITS.linkMax).nullable().optional(),
    alt_text: z.string().max(PIN_LIMITS.altTextMax).nullable().optional(),
    media_source: v5MediaSourceSchema,
  }),
  data: v5PinSchema,
});

/** POST /v5/pins/{pin_id}/save: save a visible pin to a board of the caller's (201). */
export const v5PinSaveEndpoint = defineEndpoint({
  method: "POST",
  path: "/v5/pins/{pin_id}/save",
  summary: "Pinterest API v5: save a pin to a board",
  tag: "pins",
  access: "signedIn",
  wire: "v5",
  status: 201,
  params: pinParams,
  query: z.object({ board_id: idSchema, board_section_id: idSchema.nullable().optional() }),
  data: v5PinSchema,
});

/** DELETE /v5/pins/{pin_id}: delete a pin of the caller's (204). */
export const v5PinDeleteEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/v5/pins/{pin_id}",
  summary: "Pinterest API v5: delete a pin",
  tag: "pins",
  access: "signedIn",
  wire: "v5",
  status: 204,
  params: pinParams,
  query: z.object({}),
  data: z.null(),
});

/** GET /v5/boards/{board_id}/pins: every pin of a visible board, sections included. */
export const v5BoardPinsEndpoint = defineEndpoint({
  method: "GET",
  path: "/v5/boards/{board_id}/pins",
  summary: "Pinterest API v5: list a board's pins",
  tag: "boards",
  access: "signedIn",
  wire: "v5",
  params: z.object({ board_id: idSchema }),
  query: z.object(v5PagingQuery),
  data: pinPage,
});

/** GET /v5/boards/{board_id}/sections/{section_id}/pins: a visible section's pins. */
export const v5SectionPinsEndpoint = defineEndpoint({
  method: "GET",
  path: "/v5/boards/{board_id}/sections/{section_id}/pins",
  summary: "Pinterest API v5: list a board section's pins",
  tag: "boards",
  access: "signedIn",
  wire: "v5",
  params: z.object({ board_id: idSchema, section_id: idSchema }),
  query: z.object(v5PagingQuery),
  data: pinPage,
});

/** GET /v5/search/pins: the caller's own pins matching `query` (as Pinterest's does). */
export const v5SearchPinsEndpoint = defineEndpoint({
  method: "GET",
  path: "/v5/search/pins",
  summary: "Pinterest API v5: search the caller's pins",
  tag: "search",
  access: "signedIn",
  wire: "v5",
  query: z.object({ query: z.string().min(1).max(200), ...v5PagingQuery }),
  data: pinPage,
});
