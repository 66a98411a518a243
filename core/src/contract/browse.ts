import { z } from "zod";
import { bookmarkParamSchema } from "./bookmark.ts";
import { defineEndpoint } from "./endpoint.ts";
import {
  boardHeadSchema,
  boardSchema,
  boardSectionSchema,
  pageSchema,
  pinDetailSchema,
  pinSummarySchema,
  userProfileSchema,
} from "./entities.ts";
import { idSchema } from "./ids.ts";

/** Usernames: 3–30 of letters, digits and underscore. */
export const usernameSchema = z.string().regex(/^[A-Za-z0-9_]{3,30}$/, "is not a valid username");
/** Board and section slugs as they appear in URLs. */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "is not a valid slug")
  .max(80);

/** Page size a client may ask for; the server caps it. */
export const pageSizeSchema = z.coerce.number().int().min(1).max(100).default(25);

const paged = { bookmark: bookmarkParamSchema, page_size: pageSizeSchema };

/** Home feed (IMPL-019): logged out, the most recent public pins. */
export const homeFeedEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/HomefeedResource/get/",
  summary: "Home feed of pins, newest first",
  tag: "browse",
  access: "public",
  cache: "loggedOut",
  query: z.object(paged),
  data: pageSchema(pinSummarySchema),
});

/** One pin for its closeup page (IMPL-020). */
export const pinEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/PinResource/get/",
  summary: "One pin with its board, section and pinner",
  tag: "browse",
  access: "public",
  cache: "loggedOut",
  query: z.object({ id: idSchema }),
  data: pinDetailSchema,
});

/** Pins similar to one pin: the rest of its board, for "More like this" under the closeup. */
export const relatedPinsEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/RelatedPinFeedResource/get/",
  summary: "More pins from the same board as a pin",
  tag: "browse",
  access: "public",
  cache: "loggedOut",
  query: z.object({ pin_id: idSchema, ...paged }),
  data: pageSchema(pinSummarySchema),
});

/**
 * A board by owner and slug (IMPL-026), or by id with a field_set_key (BOARD-043), with
 * its sections.
 */
export const boardEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/BoardResource/get/",
  summary: "A board by its owner's username and its slug, or by board_id, with its sections",
  tag: "browse",
  scope: "boards:read",
  access: "public",
  cache: "loggedOut",
  query: z
    .object({
      username: usernameSchema.optional(),
      slug: slugSchema.optional(),
      board_id: idSchema.optional(),
      field_set_key: z.string().max(40).optional(),
    })
    .refine((query) => query.board_id !== undefined || (query.username && query.slug), {
      message: "needs board_id, or username and slug",
      path: ["board_id"],
    }),
  data: z.object({ board: boardHeadSchema, sections: z.array(boardSectionSchema) }),
});

/** The pins of a board that are not in a section. */
export const boardFeedEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/BoardFeedResource/get/",
  summary: "Pins of a board outside its sections, newest first",
  tag: "browse",
  access: "public",
  cache: "loggedOut",
  query: z.object({ board_id: idSchema, ...paged }),
  data: pageSchema(pinSummarySchema),
});

/** A section by owner, board slug and section slug, or by id (PIN-037). */
export const boardSectionEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/BoardSectionResource/get/",
  summary: "A board section by owner, board slug and section slug, or by section_id",
  tag: "browse",
  scope: "boards:read",
  access: "public",
  cache: "loggedOut",
  // By section_id with field_set_key board_page after a save to a section (PIN-037).
  query: z
    .object({
      username: usernameSchema.optional(),
      slug: slugSchema.optional(),
      section_slug: slugSchema.optional(),
      section_id: idSchema.optional(),
      field_set_key: z.string().max(40).optional(),
    })
    .refine(
      (query) => query.section_id !== undefined || (query.username && query.slug && query.section_slug),
      { message: "needs section_id, or username, slug and section_slug", path: ["section_id"] },
    ),
  data: z.object({ board: boardHeadSchema, section: boardSectionSchema }),
});

/** The pins of a section. */
export const sectionPinsEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/BoardSectionPinsResource/get/",
  summary: "Pins of a board section, newest first",
  tag: "browse",
  access: "public",
  cache: "loggedOut",
  query: z.object({ section_id: idSchema, ...paged }),
  data: pageSchema(pinSummarySchema),
});

/**
 * A user profile by username (IMPL-024), or by user_id with a field_set_key such as
 * save_behavior, as the picker refreshes the viewer after creating a board (BOARD-040).
 */
export const userEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/UserResource/get/",
  summary: "A user profile by username, or by user_id",
  tag: "browse",
  scope: "user_accounts:read",
  access: "public",
  cache: "loggedOut",
  query: z
    .object({
      username: usernameSchema.optional(),
      user_id: idSchema.optional(),
      field_set_key: z.string().max(40).optional(),
    })
    .refine((query) => query.username !== undefined || query.user_id !== undefined, {
      message: "needs username or user_id",
      path: ["username"],
    }),
  data: userProfileSchema,
});

/** A user's boards: secret ones only for their owner, protected ones never (IMPL-024). */
export const userBoardsEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/BoardsResource/get/",
  summary: "Boards on a user's profile",
  tag: "browse",
  scope: "boards:read",
  access: "public",
  cache: "loggedOut",
  query: z.object({ username: usernameSchema, ...paged }),
  data: pageSchema(boardSchema),
});

/** Every browse endpoint, for the server router and the OpenAPI document. */
export const browseEndpoints = [
  homeFeedEndpoint,
  pinEndpoint,
  relatedPinsEndpoint,
  boardEndpoint,
  boardFeedEndpoint,
  boardSectionEndpoint,
  sectionPinsEndpoint,
  userEndpoint,
  userBoardsEndpoint,
] as const;
