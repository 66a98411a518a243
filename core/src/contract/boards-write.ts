import { z } from "zod";
import { boardCreateRequestSchema, sectionCreateRequestSchema } from "../boards/contract.ts";
import { defineEndpoint } from "./endpoint.ts";
import { boardPrivacySchema, boardSectionSchema, boardWithViewerSchema } from "./entities.ts";
import { idSchema } from "./ids.ts";

/**
 * Board management, the board picker, sections, collaborators and moving pins (seed 001 §7,
 * IMPL-027, IMPL-028). Writes are POSTs with a JSON body at /resource/{Name}/{action}/.
 *
 * Names are sent as typed (up to 200 characters): the server trims them and answers the
 * seed's own message ("Don't forget to name your board!", "Please enter no more than 50
 * characters.") as an INVALID_INPUT error with `fields: [{field: "name"}]` (BOARD-029…031).
 */
const rawName = z.string().max(200);
const pinIds = z.array(idSchema).min(1).max(250);

/** A board as the viewer who saves to it sees it (BOARD-001): with their relation to it. */
export const viewerBoardSchema = boardWithViewerSchema.extend({
  collaborator_count: z.number().int().min(0),
  /** The ad account a protected board belongs to (BOARD-034); null otherwise. */
  advertiser_id: idSchema.nullable(),
});
/** A board as the viewer who saves to it sees it. */
export type ViewerBoard = z.infer<typeof viewerBoardSchema>;

/** BoardResource create (BOARD-033, BOARD-034, BOARD-039): answers the new board (id, owner). */
export const boardCreateEndpoint = defineEndpoint({
  method: "POST",
  path: "/resource/BoardResource/create/",
  summary: "Create a board; protected with advertiser_id for an ad-account collaborator",
  tag: "boards",
  access: "signedIn",
  query: boardCreateRequestSchema.extend({
    name: rawName,
    privacy: boardPrivacySchema.default("public"),
    description: z.string().max(500).optional(),
    orbac_subject_id: idSchema.optional(),
  }),
  data: viewerBoardSchema,
});

/**
 * BoardResource update (IMPL-027): rename, describe, change privacy (public ↔ secret only,
 * BOARD-036), archive or unarchive. Owner only. Omitted fields stay as they are.
 */
export const boardUpdateEndpoint = defineEndpoint({
  method: "POST",
  path: "/resource/BoardResource/update/",
  summary: "Edit a board: name, description, privacy, archived",
  tag: "boards",
  access: "signedIn",
  query: z.object({
    board_id: idSchema,
    name: rawName.optional(),
    description: z.string().max(500).optional(),
    privacy: boardPrivacySchema.optional(),
    archived: z.boolean().optional(),
    orbac_subject_id: idSchema.optional(),
  }),
  data: viewerBoardSchema,
});

/** BoardResource delete (IMPL-027): the board, its sections and its pins. Owner only. */
export const boardDeleteEndpoint = defineEndpoint({
  method: "POST",
  path: "/resource/BoardResource/delete/",
  summary: "Delete a board with its sections and pins",
  tag: "boards",
  access: "signedIn",
  query: z.object({ board_id: idSchema, orbac_subject_id: idSchema.optional() }),
  data: z.object({ id: idSchema }),
});

/** What the board picker answers (BOARD-008): every pickable board and the "Top choices". */
export const boardPickerDataSchema = z.object({
  all_boards: z.array(viewerBoardSchema),
  boards_shortlist: z.array(viewerBoardSchema),
});
/** What the board picker answers. */
export type BoardPickerData = z.infer<typeof boardPickerDataSchema>;

/**
 * BoardPickerBoardsResource (BOARD-019, BOARD-044…046): the boards the viewer owns or
 * collaborates on, not archived, sorted by name with digit-first names last. filter
 * "protected" keeps protected boards only (with username: of that owner, BOARD-038).
 * The shortlist holds the boards most recently saved to, `shortlist_suggestions` of them.
 */
export const boardPickerEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/BoardPickerBoardsResource/get/",
  summary: "Boards the viewer can save to, with the Top choices shortlist",
  tag: "boards",
  access: "signedIn",
  query: z.object({
    pin_id: idSchema.optional(),
    username: z.string().max(30).optional(),
    user_id: idSchema.optional(),
    advertiser_id: idSchema.optional(),
    filter: z.enum(["all", "protected"]).default("all"),
    field_set_key: z.string().max(40).optional(),
    shortlist_suggestions: z.coerce.number().int().min(0).max(10).default(2),
    isDesktop: z.enum(["true", "false"]).optional(),
  }),
  data: boardPickerDataSchema,
});

/**
 * BoardPickerBoardsShortlistResource (BOARD-047, BOARD-048 DECISION): "Top choices" refreshed
 * around the last-used board: that board first, then the boards most recently saved to.
 */
export const boardShortlistEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/BoardPickerBoardsShortlistResource/get/",
  summary: "Top choices around the last-used board",
  tag: "boards",
  access: "signedIn",
  query: z.object({ board_id: idSchema, count: z.coerce.number().int().min(1).max(10).default(2) }),
  data: z.object({ boards_shortlist: z.array(viewerBoardSchema) }),
});

/** BoardSectionsRepinResource (BOARD-049): a board's sections for the section picker. */
export const boardSectionsRepinEndpoint = defineEndpoint({
  method: "GET",
  path: "/resource/BoardSectionsRepinResource/get/",
  summary: "Sections of a board the viewer can save to",
  tag: "boards",
  access: "signedIn",
  query: z.object({ board_id: idSchema }),
  data: z.array(boardSectionSchema),
});

/**
 * BoardSectionResource create (BOARD-056, BOARD-058): the trimmed name, initial_pins moved
 * in; answers the new section (its id). Owner or collaborator.
 */
export const sectionCreateEndpoint = defineEndpoint({
  method: "POST",
  path: "/resource/BoardSectionResource/create/",
  summary: "Create a section, moving initial_pins into it",
  tag: "boards",
  access: "signedIn",
  query: sectionCreateRequestSchema.extend({ name: rawName }),
  data: boardSectionSchema,
});

/** BoardSectionResource update (IMPL-027): rename a section. Owner or collaborator. */
export const sectionUpdateEndpoint = defineEndpoint({
  method: "POST",
  path: "/resource/BoardSectionResource/update/",
  summary: "Rename a section",
  tag: "boards",
  access: "signedIn",
  query: z.object({ section_id: idSchema, name: rawName, orbac_subject_id: idSchema.optional() }),
  data: boardSectionSchema,
});

/** BoardSectionResource delete (IMPL-027): the section goes, its pins go back to the board. */
export const sectionDeleteEndpoint = defineEndpoint({
  method: "POST",
  path: "/resource/BoardSectionResource/delete/",
  summary: "Delete a section; its pins stay on the board",
  tag: "boards",
  access: "signedIn",
  query: z.object({ section_id: idSchema, orbac_subject_id: idSchema.optional() }),
  data: z.object({ id: idSchema }),
});

/** Where pins ended up after a move. */
export const moveResultSchema = z.object({
  board_id: idSchema,
  section_id: idSchema.nullable(),
  pin_ids: z.array(idSchema),
});
/** Where pins ended up after a move. */
export type MoveResult = z.infer<typeof moveResultSchema>;

/**
 * BulkEditResource update (BOARD-071): move pins to a board (and optionally one of its
 * sections). Busy board: BOARD_ACTION_BUSY with api_error_code 2171–2173 (BOARD-073).
 */
export const bulkEditEndpoint = defineEndpoint({
  method: "POST",
  path: "/resource/BulkEditResource/update/",
  summary: "Move pins to a board or one of its sections",
  tag: "boards",
  access: "signedIn",
  query: z.object({ board_id: idSchema, section_id: idSchema.nullable().default(null), pin_ids: pinIds }),
  data: moveResultSchema,
});

/**
 * BulkEditSelectAllResource update (BOARD-068): move pins from (board_id, old_section_id)
 * to (new_board_id, new_section_id). Empty pin_ids means every pin of the source place
 * (a null old_section_id is the board outside its sections).
 */
export const bulkEditSelectAllEndpoint = defineEndpoint({
  method: "POST",
  path: "/resource/BulkEditSelectAllResource/update/",
  summary: "Move selected (or all) pins of a board or section elsewhere",
  tag: "boards",
  access: "signedIn",
  query: z.object({
    board_id: idSchema,
    new_board_id: idSchema,
    old_section_id: idSchema.nullable().default(null),
    new_section_id: idSchema.nullable().default(null),
    pin_ids: z.array(idSchema).max(250).default([]),
  }),
  data: moveResultSchema,
});

/** BoardSectionEditResource update (BOARD-069): move pins into a section of their board. */
export const sectionEditEndpoint = defineEndpoint({
  method: "POST",
  path: "/resource/BoardSectionEditResource/update/",
  summary: "Move pins of a board into one of its sections",
  tag: "boards",
  access: "signedIn",
  query: z.object({ section_id: idSchema, pins: pinIds }),
  data: moveResultSchema,
});

/** BoardSectionPinsResource delete (BOARD-070): move pins out of a section onto the board. */
export const sectionPinsDeleteEndpoint = defineEndpoint({
  method: "POST",
  path: "/resource/BoardSectionPinsResource/delete/",
  summary: "Move pins out of a section onto the board itself",
  tag: "boards",
  access: "signedIn",
  query: z.object({ section_id: idSchema, pins: pinIds }),
  data: moveResultSchema,
});

/** Every board-writing endpoint, for the server router and the OpenAPI document. */
export const boardWriteEndpoints = [
  boardCreateEndpoint,
  boardUpdateEndpoint,
  boardDeleteEndpoint,
  boardPickerEndpoint,
  boardShortlistEndpoint,
  boardSectionsRepinEndpoint,
  sectionCreateEndpoint,
  sectionUpdateEndpoint,
  sectionDeleteEndpoint,
  bulkEditEndpoint,
  bulkEditSelectAllEndpoint,
  sectionEditEndpoint,
  sectionPinsDeleteEndpoint,
] as const;
