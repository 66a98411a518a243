import { z } from "zod";
import { idSchema } from "../contract/ids.ts";
import { PIN_BUILDER_SCENARIOS } from "../gates/pin-builder.ts";
import { PIN_LIMITS } from "./constants.ts";

/** The length of a text as users count it: Unicode code points, not UTF-16 units. */
function charCount(text: string): number {
  return Array.from(text).length;
}

/** A string of at most `max` characters (code points). */
function maxChars(max: number) {
  return z
    .string()
    .refine((text) => charCount(text) <= max, { message: `must be at most ${max} characters` });
}

/** Methods a save may be sent with (PIN-026), plus button_external (PIN-035). */
export const pinSaveMethodSchema = z.enum(["uploaded", "pinbuilder", "scraped", "button", "button_external"]);
/** A method a save may be sent with. */
export type PinSaveMethod = z.infer<typeof pinSaveMethodSchema>;

/** The fields a new pin and a repin share (PIN-022…PIN-025, PIN-059). */
const saveFieldsSchema = z.object({
  board_id: idSchema,
  /** The section id, or null for the board itself. */
  section: idSchema.nullable().optional(),
  title: maxChars(PIN_LIMITS.titleMax).optional(),
  description: maxChars(PIN_LIMITS.descriptionMax).optional(),
  /** The image's text alternative for people who cannot see it (issue 20, D-055). */
  alt_text: maxChars(PIN_LIMITS.altTextMax).optional(),
  link: maxChars(PIN_LIMITS.linkMax).nullable().optional(),
  color: z.string().max(32).nullable().optional(),
  guid: z.string().max(64).nullable().optional(),
  method: pinSaveMethodSchema,
  /** Always false (PIN-023). */
  is_buyable_pin: z.literal(false),
  is_removable: z.boolean().optional(),
  clientTrackingParams: z.string().max(2048).optional(),
  advertiser_id: idSchema.optional(),
  /** The shuffle asset's entity id (PIN-024). */
  shuffle_asset: idSchema.optional(),
  /** Sent only for non-secret boards (PIN-025). */
  share_facebook: z.boolean().optional(),
  share_twitter: z.boolean().optional(),
});

/** PinResource create: a new pin from an image URL, inline image or upload (PIN-034). */
export const pinCreateRequestSchema = saveFieldsSchema
  .extend({
    image_url: z.string().max(PIN_LIMITS.linkMax).optional(),
    image_base64: z.string().optional(),
    media_upload_id: idSchema.optional(),
    /** A video uploaded to /v3/media/videos/ (IMPL-030, D-050): the pin shows it over its poster. */
    video_upload_id: idSchema.optional(),
    /** With method "pinbuilder": the builder's scenario, checked against the gate (GATE-009). */
    pin_builder_scenario: z.enum(PIN_BUILDER_SCENARIOS).optional(),
  })
  .refine(
    (body) => Boolean(body.image_url || body.image_base64 || body.media_upload_id || body.video_upload_id),
    {
      message: "needs image_url, image_base64, media_upload_id or video_upload_id",
      path: ["image_url"],
    },
  );
/** PinResource create request. */
export type PinCreateRequest = z.infer<typeof pinCreateRequestSchema>;

/** RepinResource create: saving an existing pin, named by pin_id (PIN-034). */
export const repinCreateRequestSchema = saveFieldsSchema.extend({ pin_id: idSchema });
/** RepinResource create request. */
export type RepinCreateRequest = z.infer<typeof repinCreateRequestSchema>;

/** The answer to a save: the pin id, its pinner and the board it landed on (PIN-029, PIN-034). */
export const saveResponseSchema = z.object({
  id: idSchema,
  pinner: z.object({ id: idSchema }),
  board: z.object({ id: idSchema, name: z.string() }),
});
/** The answer to a save. */
export type SaveResponse = z.infer<typeof saveResponseSchema>;
