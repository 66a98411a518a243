import { z } from "zod";
import { PIN_LIMITS } from "../pins/constants.ts";
import { pinCreateRequestSchema, repinCreateRequestSchema, saveResponseSchema } from "../pins/contract.ts";
import { defineEndpoint } from "./endpoint.ts";
import { boardLayoutSchema, userSummarySchema } from "./entities.ts";
import { idSchema } from "./ids.ts";
import { productEditSchema } from "./product.ts";

/**
 * Saving, creating, editing and deleting pins and the calls around a save (seed 001 §7;
 * PIN-029…PIN-042, IMPL-023, IMPL-029, IMPL-031, BOARD-042). Writes take a JSON body;
 * the image upload is multipart (see `pinImageUploadEndpoint`).
 */

/** An image the server already holds, as a save may name it (PIN-046 signature = its sha256). */
export const mediaUploadSchema = z.object({
  /** Pass as `media_upload_id` to PinResource create. */
  media_upload_id: idSchema,
  /** The image's sha256 (hex): the "image signature" the web remembers (PIN-046). */
  image_signature: z.string(),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  dominant_color: z.string(),
});
/** An image the server already holds. */
export type MediaUpload = z.infer<typeof mediaUploadSchema>;

/**
 * The answer to PinResource / RepinResource create (PIN-029, PIN-034): id, pinner.id and
 * board {id, name}, plus what the pin-created dialog needs: the section it landed in
 * (PIN-065), the image signature (PIN-046) and the server's one Promote flag
 * `can_quick_promote` (PIN-072, PIN-073: signed in, not a partner, account ≥ 7 days old,
 * not suspended, pin site type ≠ 3, the viewer's country in the configured list).
 */
export const pinSaveResultSchema = saveResponseSchema.extend({
  section: z.object({ id: idSchema, title: z.string() }).nullable(),
  image_signature: z.string(),
  can_quick_promote: z.boolean(),
});
/** The answer to a save. */
export type PinSaveResult = z.infer<typeof pinSaveResultSchema>;

/** POST /resource/PinResource/create/ (PIN-034): a new pin from image_url, image_base64 or media_upload_id. */
export const pinCreateEndpoint = defineEndpoint({
  method: "POST",
  path: "/resource/PinResource/create/",
  summary: "Create a pin on a board (or a section of it) from an image URL, inline image or upload",
  tag: "pins",
  access: "signedIn",
  rateLimit: "imageIntake",
  // image_base64 of the largest image: 4/3 of it plus the other fields.
  bodyLimit: Math.ceil((PIN_LIMITS.imageBytesMax * 4) / 3) + 64 * 1024,
  query: pinCreateRequestSchema,
  data: pinSaveResultSchema,
});

/** POST /resource/RepinResource/create/ (PIN-034): save an existing pin (pin_id) to a board. */
export const repinCreateEndpoint = defineEndpoint({
  method: "POST",
  path: "/resource/RepinResource/create/",
  summary: "Save an existing pin to a board or section",
  tag: "pins",
  access: "signedIn",
  query: repinCreateRequestSchema,
  data: pinSaveResultSchema,
});

/** POST /resource/PinResource/update/ (IMPL-023): the pinner edits texts or moves the pin. */
export const pinUpdateEndpoint = defineEndpoint({
  method: "POST",
  path: "/resource/PinResource/update/",
  summary:
    "Edit a pin's title, description, alt text, link or product data, or move it to another board or section",
  tag: "pins",
  access: "signedIn",
  query: z.object({
    id: idSchema,
    title: z.string().optional(),
    description: z.string().optional(),
    /** The image's alt text (issue 20, D-055); an empty string clears it. */
    alt_text: z.string().optional(),
    link: z.string().nullable().optional(),
    /** Move to this board (the viewer must be able to save to it). */
    board_id: idSchema.optional(),
    /** Move into this section of the (new) board; null takes it out of its section. */
    section: idSchema.nullable().optional(),
    /** The pin's product data as the owner writes it (IMPL-036); null clears it. */
    product: productEditSchema.nullable().optional(),
  }),
  data: pinSaveResultSchema.omit({ can_quick_promote: true }),
});

/** POST /resource/PinResource/delete/ (IMPL-023): only the pinner deletes a pin. */
export const pinDeleteEndpoint = defineEndpoint({
  method: "POST",
  path: "/resource/PinResource/delete/",
  summary: "Delete a pin (its pinner only)",
  tag: "pins",
  access: "signedIn",
  query: z.object({ id: idSchema }),
  data: z.object({ id: idSchema }),
});

/**
 * PUT /v3/pins/image/ (PIN-030, PIN-031 DECISION): pre-fetch an image URL through the
 * SSRF-safe fetcher, validate (both sides ≥ 120 px) and store it; the answer names an
 * upload usable as `media_upload_id`. The web may ignore it (fire and forget).
 */
export const pinImagePrefetchEndpoint = defineEndpoint({
  method: "PUT",
  path: "/v3/pins/image/",
  summary: "Pre-fetch and store an image by URL for a later pin create",
  tag: "pins",
  access: "signedIn",
  rateLimit: "imageIntake",
  query: z.object({ image_url: z.string().min(1).max(PIN_LIMITS.linkMax) }),
  data: mediaUploadSchema,
});

/**
 * POST /v3/media/uploads/ (IMPL-029): multipart/form-data with one file field `image`
 * (≤ 209,715,200 bytes; JPEG, PNG, WebP, GIF, AVIF); answers an upload usable as
 * `media_upload_id`. The body is multipart, so `query` here is empty.
 */
export const pinImageUploadEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/media/uploads/",
  summary: "Upload an image (multipart field 'image') for a later pin create",
  tag: "pins",
  access: "signedIn",
  rateLimit: "imageIntake",
  body: "multipart",
  bodyLimit: PIN_LIMITS.imageBytesMax,
  query: z.object({}),
  data: mediaUploadSchema,
});

/** One pinnable image of a page (PIN-032). */
export const pinnableImageSchema = z.object({ type: z.literal("pinnable"), url: z.string() });

/**
 * GET /resource/FindPinImagesResource/get/ (PIN-032, IMPL-031): the pinnable images of a page
 * (og:image, img src, the largest srcset entry), absolute and deduplicated. Any failure to
 * fetch or read the page answers an empty list (PIN-033).
 */
export const findPinImagesEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/FindPinImagesResource/get/",
  summary: "The pinnable images of a web page",
  tag: "pins",
  access: "signedIn",
  rateLimit: "urlFetch",
  query: z.object({
    url: z.string().min(1).max(PIN_LIMITS.linkMax),
    scrapeMetric: z.string().max(64).optional(),
  }),
  data: z.object({ items: z.array(pinnableImageSchema) }),
});

/** An autocomplete suggestion (seed 001 §3): the query to insert and how many pins carry it. */
export const hashtagSuggestionSchema = z.object({ query: z.string(), pin_count: z.number().int().min(0) });

/** GET /v3/hashtags/typeahead/?q= (seed 001 §2 hashtag flyout): hashtags starting with q, at most 5. */
export const hashtagTypeaheadEndpoint = defineEndpoint({
  method: "GET",
  path: "/v3/hashtags/typeahead/",
  summary: "Hashtags starting with a prefix, most used first",
  tag: "pins",
  access: "public",
  query: z.object({ q: z.string().max(100), count: z.coerce.number().int().min(1).max(5).default(5) }),
  data: z.array(hashtagSuggestionSchema),
});

/**
 * GET /v3/pins/{id}/board_title_suggestions/ (BOARD-042): board-name ideas from the pin's
 * title, description hashtags and the names of boards the pin was saved to.
 */
export const boardTitleSuggestionsEndpoint = defineEndpoint({
  method: "GET",
  path: "/v3/pins/{id}/board_title_suggestions/",
  summary: "Board title suggestions for a pin",
  tag: "pins",
  params: z.object({ id: idSchema }),
  access: "public",
  query: z.object({}),
  data: z.array(z.object({ title: z.string() })),
});

/** The board a viewer already saved an image to (PIN-040, PIN-045). */
export const pinnedToBoardSchema = z.object({
  id: idSchema,
  name: z.string(),
  url: z.string(),
  layout: boardLayoutSchema,
});

/**
 * GET /resource/PinAlreadySavedResource/get/ (PIN-038, PIN-040, PIN-045): whether the viewer
 * already saved this pin's image (or the image with this signature), and to which board —
 * never a quick_creates board. Logged out: always null.
 */
export const pinAlreadySavedEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/PinAlreadySavedResource/get/",
  summary: "The board the viewer already saved this image to, if any",
  tag: "pins",
  access: "public",
  query: z.object({ pin_id: idSchema.optional(), image_signature: z.string().max(64).optional() }),
  data: z.object({ pinned_to_board: pinnedToBoardSchema.nullable() }),
});

/** The pin field sets GET /v3/pins/{id}/ answers (CONST-007). */
export const PIN_FIELD_SETS = ["board", "id", "pinned_to_board", "type", "via_pinner"] as const;
/** One pin field set. */
export type PinFieldSet = (typeof PIN_FIELD_SETS)[number];

/**
 * GET /v3/pins/{id}/ (PIN-038, CONST-007): the field sets named in `fields` (comma-joined) of a
 * pin the viewer may see. Asked with all five, it tells whether the viewer already saved the
 * pin (pinned_to_board: their board holding its image, null when none or logged out) and whom
 * it was saved from (via_pinner: the pinner of the pin it is a repin of, when the viewer may
 * see that pin). `id` always comes; an unknown set is INVALID_INPUT.
 */
export const pinFieldsEndpoint = defineEndpoint({
  method: "GET",
  path: "/v3/pins/{id}/",
  summary: "The asked field sets of a pin: its board, the viewer's board holding it, whom it came from",
  tag: "pins",
  params: z.object({ id: idSchema }),
  access: "public",
  query: z.object({
    fields: z
      .string()
      .max(100)
      .transform((value) => value.split(",").map((item) => item.trim()))
      .pipe(z.array(z.enum(PIN_FIELD_SETS)))
      .default(["id"]),
  }),
  data: z.object({
    id: idSchema,
    type: z.literal("pin").optional(),
    board: z.object({ id: idSchema, name: z.string(), url: z.string() }).optional(),
    pinned_to_board: pinnedToBoardSchema.nullable().optional(),
    via_pinner: userSummarySchema.nullable().optional(),
  }),
});

/**
 * GET /v3/pins/{id}/image/download/ (IMPL-023): the pin's original image as an attachment
 * (Content-Disposition), for anyone who may see the pin. Not JSON: answers the bytes, or
 * the usual failure envelope.
 */
export const pinImageDownloadEndpoint = defineEndpoint({
  method: "GET",
  path: "/v3/pins/{id}/image/download/",
  summary: "Download a pin's image",
  tag: "pins",
  params: z.object({ id: idSchema }),
  access: "public",
  reply: "bytes",
  query: z.object({}),
  data: z.unknown(),
});

/** POST /v3/users/claiming_upsells_seen/ (PIN-052): records that an upsell was shown. */
export const claimingUpsellSeenEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/users/claiming_upsells_seen/",
  summary: "Mark a claiming upsell as seen by the viewer",
  tag: "pins",
  access: "signedIn",
  query: z.object({ upsell: z.enum(["POST_CREATE_UPSELL_V2"]) }),
  data: z.object({ claiming_upsells_seen: z.array(z.string()) }),
});

/**
 * POST /v3/pins/create_events/ (PIN-042): the pin_create_success / pin_create_fail event.
 * Accepted and logged as a count only; nothing about the user is stored.
 */
export const pinCreateEventEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/pins/create_events/",
  summary: "Record a pin-create success or failure event",
  tag: "pins",
  access: "public",
  query: z.object({
    event: z.enum(["pin_create_success", "pin_create_fail"]),
    pin_id: idSchema.optional(),
    path: z.string().max(64).optional(),
    query: z.record(z.string(), z.string().max(2048)).optional(),
  }),
  data: z.object({ ok: z.literal(true) }),
});
