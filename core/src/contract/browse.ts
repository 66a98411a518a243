import { z } from "zod";
import { bookmarkParamSchema } from "./bookmark.ts";
import { defineEndpoint } from "./endpoint.ts";
import {
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
  query: z.object(paged),
  data: pageSchema(pinSummarySchema),
});

/** One pin for its closeup page (IMPL-020). */
export const pinEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/PinResource/get/",
  summary: "One pin with its board, section and pinner",
  tag: "browse",
  query: z.object({ id: idSchema }),
  data: pinDetailSchema,
});

/** Pins similar to one pin: the rest of its board, for "More like this" under the closeup. */
export const relatedPinsEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/RelatedPinFeedResource/get/",
  summary: "More pins from the same board as a pin",
  tag: "browse",
  query: z.object({ pin_id: idSchema, ...paged }),
  data: pageSchema(pinSummarySchema),
});

/** A board by owner and slug, with its sections (IMPL-026). */
export const boardEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/BoardResource/get/",
  summary: "A board by its owner's username and its slug, with its sections",
  tag: "browse",
  query: z.object({ username: usernameSchema, slug: slugSchema }),
  data: z.object({ board: boardSchema, sections: z.array(boardSectionSchema) }),
});

/** The pins of a board that are not in a section. */
export const boardFeedEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/BoardFeedResource/get/",
  summary: "Pins of a board outside its sections, newest first",
  tag: "browse",
  query: z.object({ board_id: idSchema, ...paged }),
  data: pageSchema(pinSummarySchema),
});

/** A section by owner, board slug and section slug. */
export const boardSectionEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/BoardSectionResource/get/",
  summary: "A board section by owner, board slug and section slug",
  tag: "browse",
  query: z.object({ username: usernameSchema, slug: slugSchema, section_slug: slugSchema }),
  data: z.object({ board: boardSchema, section: boardSectionSchema }),
});

/** The pins of a section. */
export const sectionPinsEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/BoardSectionPinsResource/get/",
  summary: "Pins of a board section, newest first",
  tag: "browse",
  query: z.object({ section_id: idSchema, ...paged }),
  data: pageSchema(pinSummarySchema),
});

/** A user profile (IMPL-024). */
export const userEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/UserResource/get/",
  summary: "A user profile by username",
  tag: "browse",
  query: z.object({ username: usernameSchema }),
  data: userProfileSchema,
});

/** A user's boards: secret ones only for their owner, protected ones never (IMPL-024). */
export const userBoardsEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/BoardsResource/get/",
  summary: "Boards on a user's profile",
  tag: "browse",
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
