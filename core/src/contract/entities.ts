import { z } from "zod";
import { VIDEO_STATUSES } from "../pins/video.ts";
import { idSchema } from "./ids.ts";
import { sensitivityNoticeSchema } from "./notices.ts";
import { pinProductSchema } from "./product.ts";

/** One rendition of an image. */
export const imageSpecSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
/** One rendition of an image. */
export type ImageSpec = z.infer<typeof imageSpecSchema>;

/** The renditions of a pin image: 236/474/736 wide plus the original (UI-019, IMPL-029). */
export const pinImagesSchema = z.object({
  "236x": imageSpecSchema,
  "474x": imageSpecSchema,
  "736x": imageSpecSchema,
  orig: imageSpecSchema,
  /**
   * An animated GIF's animation (D-050), at most 736 wide; the sizes above are its still
   * first frame, for viewers who prefer reduced motion.
   */
  animated: imageSpecSchema.optional(),
});
/** The renditions of a pin image. */
export type PinImages = z.infer<typeof pinImagesSchema>;

/**
 * The renditions a grid tile needs (236 wide, 474 for 2x screens). Feeds carry only these:
 * a page of 25 pins is a third smaller, and feeds are the hottest answers.
 */
export const gridImagesSchema = pinImagesSchema.pick({ "236x": true, "474x": true, animated: true });
/** The renditions a grid tile needs. */
export type GridImages = z.infer<typeof gridImagesSchema>;

/** Board privacy values (BOARD-002). */
export const boardPrivacySchema = z.enum(["public", "secret", "protected"]);
/** Board privacy values (BOARD-002). */
export type BoardPrivacy = z.infer<typeof boardPrivacySchema>;

/** Board layouts; quick_creates boards never trigger the already-saved banner (PIN-045). */
export const boardLayoutSchema = z.enum(["default", "custom", "quick_creates"]);
/** Board layouts. */
export type BoardLayout = z.infer<typeof boardLayoutSchema>;

/** Pin creation methods (PIN-026), plus button_external (PIN-035) and seed for demo data. */
export const pinCreatedMethodSchema = z.enum([
  "uploaded",
  "pinbuilder",
  "scraped",
  "button",
  "button_external",
  "repin",
  "seed",
]);
/** Pin creation methods. */
export type PinCreatedMethod = z.infer<typeof pinCreatedMethodSchema>;

/** The smallest view of a user: enough for an avatar and a link. */
export const userSummarySchema = z.object({
  id: idSchema,
  username: z.string(),
  full_name: z.string(),
  image_medium_url: z.string().nullable(),
  avatar_color_index: z.number().int().min(0),
});
/** The smallest view of a user. */
export type UserSummary = z.infer<typeof userSummarySchema>;

/**
 * A user profile (IMPL-024) with the user record's follow fields (FOLLOW-002): the counts,
 * and whether the viewer follows them. `explicitly_followed_by_me` is a follow of the person
 * themselves; `followed_by_me` would also count following their boards, which Corkboard does
 * not have, so the two are equal (D-031).
 */
export const userProfileSchema = userSummarySchema.extend({
  /** The seed's entityId: a user has one id space, so it equals `id` (FOLLOW-002). */
  entity_id: idSchema,
  country: z.string().nullable(),
  follower_count: z.number().int().min(0),
  following_count: z.number().int().min(0),
  board_count: z.number().int().min(0),
  explicitly_followed_by_me: z.boolean(),
  followed_by_me: z.boolean(),
  is_viewer: z.boolean(),
});
/** A user profile. */
export type UserProfile = z.infer<typeof userProfileSchema>;

/** The board a pin sits on, as shown with the pin. */
export const pinBoardSchema = z.object({
  id: idSchema,
  name: z.string(),
  url: z.string(),
  privacy: boardPrivacySchema,
  layout: boardLayoutSchema,
});

/**
 * A pin's paid partnership (LABEL-001…005, D-035): the status (core/src/labels
 * SPONSORSHIP_STATUS) and, only once the business approved, its name and username and the
 * collaborators the label shows (the business and the creator, at most 3).
 */
export const pinSponsorshipSchema = z.object({
  status: z.number().int().min(0),
  sponsor_name: z.string().nullable(),
  sponsor_username: z.string().nullable(),
  collaborators: z.array(userSummarySchema).max(3),
});
/** A pin's paid partnership. */
export type PinSponsorship = z.infer<typeof pinSponsorshipSchema>;

/** A video pin's video (IMPL-030, D-050): played over the poster (`images`) once ready. */
export const pinVideoSchema = z.object({
  /** Served with HTTP Range requests. */
  url: z.string(),
  content_type: z.string(),
  /** For the grid's duration badge (PIN-066). */
  duration_ms: z.number().int().min(0),
  status: z.enum(VIDEO_STATUSES),
  width: z.number().int().min(0),
  height: z.number().int().min(0),
});
/** A video pin's video. */
export type PinVideo = z.infer<typeof pinVideoSchema>;

/** A pin in a grid (PIN-021, trimmed to what a grid tile needs). */
export const pinSummarySchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  /** The image's alt text as its pinner wrote it (issue 20, D-055); "" when none. */
  alt_text: z.string(),
  link: z.string().nullable(),
  dominant_color: z.string(),
  images: gridImagesSchema,
  pinner: userSummarySchema,
  board: pinBoardSchema,
  created_at: z.string(),
  /** Product data (IMPL-036, D-034); null when the pin has none. */
  product: pinProductSchema.nullable(),
  /** The paid-partnership label's facts, or null when the creator marked none (LABEL-001…005). */
  sponsorship: pinSponsorshipSchema.nullable(),
  /** The creator marked the link as an affiliate link: shown as a disclosure (LABEL-007). */
  affiliate_link: z.boolean(),
  /** The notice that covers the pin until the viewer reveals it (LABEL-011), or null. */
  sensitivity: sensitivityNoticeSchema.nullable(),
  /** The pin's video (IMPL-030, D-050); absent or null for an image pin. */
  video: pinVideoSchema.nullable().optional(),
  /**
   * True for an imported pin whose image could not be had (issue 20, D-054): its image is
   * the shared placeholder and it is shown "Image unavailable"; absent otherwise.
   */
  image_unavailable: z.boolean().optional(),
});

/** A pin in a grid. */
export type PinSummary = z.infer<typeof pinSummarySchema>;

/** The section a pin sits in, if any. */
export const pinSectionSchema = z.object({
  id: idSchema,
  title: z.string(),
  slug: z.string(),
  url: z.string(),
});

/** A pin on its own page (IMPL-020). */
export const pinDetailSchema = pinSummarySchema.extend({
  images: pinImagesSchema,
  section: pinSectionSchema.nullable(),
  link_domain: z.string().nullable(),
  created_method: pinCreatedMethodSchema,
  pinner_follower_count: z.number().int().min(0),
});
/** A pin on its own page. */
export type PinDetail = z.infer<typeof pinDetailSchema>;

/** A board card or header (BOARD-001). */
export const boardSchema = z.object({
  id: idSchema,
  type: z.literal("board"),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  description: z.string(),
  privacy: boardPrivacySchema,
  layout: boardLayoutSchema,
  pin_count: z.number().int().min(0),
  section_count: z.number().int().min(0),
  image_cover_url: z.string().nullable(),
  cover_images: z.array(z.string()),
  owner: z.object({ id: idSchema, username: z.string() }),
  /** People invited onto the board who accepted (the v5 API's board shows it, D-058). */
  collaborator_count: z.number().int().min(0).optional(),
  /** True when the board has collaborators. */
  is_collaborative: z.boolean(),
  archived: z.boolean(),
  created_at: z.string(),
});
/** A board card or header. */
export type Board = z.infer<typeof boardSchema>;

/** A board with the viewer's relation to it (BOARD-001): the board page's and the picker's. */
export const boardWithViewerSchema = boardSchema.extend({
  /** True when the viewer collaborates on (does not own) the board. */
  collaborated_by_me: z.boolean(),
  /** When the board was archived, for its owner (only the owner archives); null otherwise. */
  archived_by_me_at: z.string().nullable(),
});

/**
 * A board on its own page (BOARD-001): the card's fields, who collaborates on it, and the
 * viewer's relation to it (a logged-out viewer collaborates on nothing and archived nothing).
 */
export const boardHeadSchema = boardWithViewerSchema.extend({
  /** The people who accepted an invitation, in the order they joined. */
  collaborating_users: z.array(userSummarySchema),
});
/** A board on its own page. */
export type BoardHead = z.infer<typeof boardHeadSchema>;

/** A board section (BOARD-003); `type` accepts both spellings (BOARD-004). */
export const boardSectionSchema = z.object({
  id: idSchema,
  title: z.string(),
  slug: z.string(),
  type: z.enum(["board_section", "boardsection"]),
  pin_count: z.number().int().min(0),
  preview_pins: z.array(
    z.object({
      id: idSchema,
      image_medium_url: z.string(),
      image_square_url: z.string(),
      image_square_size_pixels: z.object({ width: z.number().int(), height: z.number().int() }),
      dominant_color: z.string(),
    }),
  ),
});
/** A board section. */
export type BoardSection = z.infer<typeof boardSectionSchema>;

/** A page of a keyset-paged list; `bookmark` is null on the last page. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), bookmark: z.string().nullable() });
}
/** A page of a keyset-paged list. */
export interface Page<T> {
  items: T[];
  bookmark: string | null;
}
