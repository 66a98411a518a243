import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { idSchema } from "../ids.ts";
import { v5OwnerSchema, v5PageSchema, v5PagingQuery } from "./shared.ts";

// Boards and board sections in Pinterest API v5's paths and fields (D-058). The rules
// (who sees a secret board, who may edit) are the boards feature's; these only rename.

/** A board's privacy as v5 spells it. */
export const v5PrivacySchema = z.enum(["PUBLIC", "PROTECTED", "SECRET"]);

/** A board in v5 fields. */
export const v5BoardSchema = z.object({
  id: idSchema,
  created_at: z.string(),
  name: z.string(),
  description: z.string(),
  privacy: v5PrivacySchema,
  pin_count: z.number().int().min(0),
  follower_count: z.number().int().min(0),
  collaborator_count: z.number().int().min(0),
  owner: v5OwnerSchema,
  media: z.object({
    image_cover_url: z.string().nullable(),
    pin_thumbnail_urls: z.array(z.string()),
  }),
});
/** A board in v5 fields. */
export type V5Board = z.infer<typeof v5BoardSchema>;

/** A board section in v5 fields. */
export const v5BoardSectionSchema = z.object({ id: idSchema, name: z.string() });
/** A board section in v5 fields. */
export type V5BoardSection = z.infer<typeof v5BoardSectionSchema>;

const boardParams = z.object({ board_id: idSchema });
const sectionParams = z.object({ board_id: idSchema, section_id: idSchema });
const boardName = z.string().min(1).max(200);
const boardDescription = z.string().max(500);

/** GET /v5/boards: the caller's boards, newest first, optionally of one privacy. */
export const v5BoardsListEndpoint = defineEndpoint({
  method: "GET",
  path: "/v5/boards",
  summary: "Pinterest API v5: list the caller's boards",
  tag: "boards",
  access: "signedIn",
  wire: "v5",
  query: z.object({ ...v5PagingQuery, privacy: z.enum(["PUBLIC", "SECRET", "ALL"]).optional() }),
  data: v5PageSchema(v5BoardSchema),
});

/** GET /v5/boards/{board_id}: a board the caller may see (404 otherwise). */
export const v5BoardGetEndpoint = defineEndpoint({
  method: "GET",
  path: "/v5/boards/{board_id}",
  summary: "Pinterest API v5: get a board",
  tag: "boards",
  access: "signedIn",
  wire: "v5",
  params: boardParams,
  query: z.object({}),
  data: v5BoardSchema,
});

/** POST /v5/boards: create a board of the caller's (201). */
export const v5BoardCreateEndpoint = defineEndpoint({
  method: "POST",
  path: "/v5/boards",
  summary: "Pinterest API v5: create a board",
  tag: "boards",
  access: "signedIn",
  wire: "v5",
  status: 201,
  query: z.object({
    name: boardName,
    // Pinterest's clients send null for a field not given.
    description: boardDescription.nullable().optional(),
    privacy: z.enum(["PUBLIC", "SECRET"]).nullable().default("PUBLIC"),
  }),
  data: v5BoardSchema,
});

/** PATCH /v5/boards/{board_id}: rename, describe or change the privacy of an owned board. */
export const v5BoardUpdateEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/v5/boards/{board_id}",
  summary: "Pinterest API v5: update a board",
  tag: "boards",
  access: "signedIn",
  wire: "v5",
  params: boardParams,
  query: z.object({
    name: boardName.nullable().optional(),
    description: boardDescription.nullable().optional(),
    privacy: z.enum(["PUBLIC", "SECRET"]).nullable().optional(),
  }),
  data: v5BoardSchema,
});

/** DELETE /v5/boards/{board_id}: delete an owned board with its pins (204). */
export const v5BoardDeleteEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/v5/boards/{board_id}",
  summary: "Pinterest API v5: delete a board",
  tag: "boards",
  access: "signedIn",
  wire: "v5",
  status: 204,
  params: boardParams,
  query: z.object({}),
  data: z.null(),
});

/** GET /v5/boards/{board_id}/sections: a visible board's sections. */
export const v5SectionsListEndpoint = defineEndpoint({
  method: "GET",
  path: "/v5/boards/{board_id}/sections",
  summary: "Pinterest API v5: list a board's sections",
  tag: "boards",
  access: "signedIn",
  wire: "v5",
  params: boardParams,
  query: z.object(v5PagingQuery),
  data: v5PageSchema(v5BoardSectionSchema),
});

/** POST /v5/boards/{board_id}/sections: add a section (201). */
export const v5SectionCreateEndpoint = defineEndpoint({
  method: "POST",
  path: "/v5/boards/{board_id}/sections",
  summary: "Pinterest API v5: create a board section",
  tag: "boards",
  access: "signedIn",
  wire: "v5",
  status: 201,
  params: boardParams,
  query: z.object({ name: z.string().min(1).max(180) }),
  data: v5BoardSectionSchema,
});

/** PATCH /v5/boards/{board_id}/sections/{section_id}: rename a section. */
export const v5SectionUpdateEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/v5/boards/{board_id}/sections/{section_id}",
  summary: "Pinterest API v5: rename a board section",
  tag: "boards",
  access: "signedIn",
  wire: "v5",
  params: sectionParams,
  query: z.object({ name: z.string().min(1).max(180) }),
  data: v5BoardSectionSchema,
});

/** DELETE /v5/boards/{board_id}/sections/{section_id}: its pins go back to the board (204). */
export const v5SectionDeleteEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/v5/boards/{board_id}/sections/{section_id}",
  summary: "Pinterest API v5: delete a board section",
  tag: "boards",
  access: "signedIn",
  wire: "v5",
  status: 204,
  params: sectionParams,
  query: z.object({}),
  data: z.null(),
});
