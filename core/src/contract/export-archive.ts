import { z } from "zod";

/**
 * `corkboard.json`, the heart of a Corkboard export archive (issue 20, D-056): everything one
 * account owns, in a versioned, documented shape (docs/export-format.md). The same schema
 * writes the export and reads it back as an import source, so the two cannot drift. Dates
 * are ISO 8601 strings in UTC; ids are the archive's own (`b1`, `s1`, `p1`), not the
 * database's, so two archives of one account compare field for field.
 *
 * Version 1 may gain optional fields; a change that an older reader would misread raises
 * the version, and readers refuse versions they do not know.
 */

/** The archive's version this code writes and reads. */
export const EXPORT_ARCHIVE_VERSION = 1;
/** The archive's format name, so a different JSON file is told apart at once. */
export const EXPORT_ARCHIVE_FORMAT = "corkboard-export";
/** The archive's main document. */
export const EXPORT_JSON_NAME = "corkboard.json";
/** The JSON Schema of the main document, generated from this file. */
export const EXPORT_SCHEMA_NAME = "corkboard.schema.json";

const isoDate = z.iso.datetime({ offset: true });
const archiveText = z.string().max(100_000);

/** The account the archive belongs to. */
export const exportAccountSchema = z.object({
  username: z.string().min(1).max(100),
  /** The full name shown on the profile. */
  name: z.string().max(1000),
  /** The profile's about text; null when the account has none. */
  about: archiveText.nullable(),
  /** The website the account lists (a business profile's); null when none. */
  website: z.string().max(2048).nullable(),
  /** The chosen language (en-US, ja-JP…); null follows the browser. */
  locale: z.string().max(35).nullable(),
  created: isoDate,
});

/** A board with its privacy and the order of its sections. */
export const exportBoardSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().min(1).max(1000),
  description: archiveText,
  /** public, secret or protected (an advertiser's board). */
  privacy: z.enum(["public", "secret", "protected"]),
  /** True exactly when privacy is not public: a secret board stays secret on import. */
  secret: z.boolean(),
  layout: z.string().max(50),
  /** When the board was archived by its owner; null when it is not. */
  archived: isoDate.nullable(),
  created: isoDate,
  updated: isoDate,
  /** The chosen cover's file in the archive (`images/…`); null: the newest pin's image. */
  cover: z.string().max(300).nullable(),
  /** Ids of the board's sections, in the order the board shows them. */
  section_order: z.array(z.string().max(64)),
});

/** A section of a board. */
export const exportSectionSchema = z.object({
  id: z.string().min(1).max(64),
  board: z.string().min(1).max(64),
  title: z.string().min(1).max(1000),
  created: isoDate,
});

/** A pin's product data, as the pins table holds it. */
export const exportProductSchema = z.object({
  /** The price in minor units of `currency` (cents for USD); null when unknown. */
  price_minor: z.number().int().min(0).nullable(),
  /** ISO 4217; set exactly when price_minor is. */
  currency: z.string().max(3).nullable(),
  brand: z.string().max(1000).nullable(),
  /** schema.org availability in lower snake case (in_stock, out_of_stock…). */
  availability: z.string().max(100).nullable(),
  on_sale: z.boolean(),
  style: z.string().max(1000).nullable(),
});

/** A video pin's video: its original bytes in the archive and what was read from them. */
export const exportVideoSchema = z.object({
  /** `videos/<sha256>.<container>`. */
  file: z.string().min(1).max(300),
  container: z.string().max(20),
  video_codec: z.string().max(100),
  audio_codec: z.string().max(100).nullable(),
  width: z.number().int().min(0),
  height: z.number().int().min(0),
  duration_ms: z.number().int().min(0),
  bytes: z.number().int().min(0),
});

/** One pin. */
export const exportPinSchema = z.object({
  id: z.string().min(1).max(64),
  board: z.string().min(1).max(64),
  /** The section's id; null when the pin sits in none. */
  section: z.string().max(64).nullable(),
  title: archiveText,
  description: archiveText,
  /** Words for people who cannot see the image; absent when the instance keeps none. */
  alt_text: archiveText.nullable().optional(),
  link: z.string().max(8192).nullable(),
  /** `#rrggbb`. */
  dominant_color: z.string().max(20),
  /** How the pin was made (uploaded, scraped, repin…). */
  created_method: z.string().max(50),
  created: isoDate,
  updated: isoDate,
  /** The hashtags of the description, lower case without "#". */
  hashtags: z.array(z.string().max(200)),
  /** Null when the pin carries no product data. */
  product: exportProductSchema.nullable(),
  /** The image's file in the archive, `images/<sha256>.<ext>`. */
  image: z.string().min(1).max(300),
  /** The video of a video pin; null for an image pin (whose image is then its poster). */
  video: exportVideoSchema.nullable(),
});

/** A follow: someone the account follows, or someone following it. */
export const exportFollowSchema = z.object({
  username: z.string().min(1).max(100),
  /** When the follow was made. */
  since: isoDate,
});

/** `corkboard.json`: one account's whole data. */
export const exportArchiveSchema = z.object({
  format: z.literal(EXPORT_ARCHIVE_FORMAT),
  version: z.literal(EXPORT_ARCHIVE_VERSION),
  exported: isoDate,
  /** The instance the archive came from (its public origin). */
  instance: z.string().max(2048),
  account: exportAccountSchema,
  boards: z.array(exportBoardSchema),
  sections: z.array(exportSectionSchema),
  pins: z.array(exportPinSchema),
  following: z.array(exportFollowSchema),
  followers: z.array(exportFollowSchema),
});
/** `corkboard.json` as written and read. */
export type ExportArchive = z.infer<typeof exportArchiveSchema>;
/** A board in the archive. */
export type ExportBoard = z.infer<typeof exportBoardSchema>;
/** A section in the archive. */
export type ExportSection = z.infer<typeof exportSectionSchema>;
/** A pin in the archive. */
export type ExportPin = z.infer<typeof exportPinSchema>;
/** A follow in the archive. */
export type ExportFollow = z.infer<typeof exportFollowSchema>;

/** The JSON Schema (draft 2020-12) of `corkboard.json`, written into every archive. */
export function exportArchiveJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(exportArchiveSchema, { target: "draft-2020-12", io: "input" }),
    $id: "https://corkboard.invalid/schemas/corkboard-export-v1.json",
    title: "Corkboard export archive, version 1",
  };
}
