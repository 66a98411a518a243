import { z } from "zod";
import { boardPrivacySchema } from "../contract/entities.ts";
import { idSchema } from "../contract/ids.ts";
import { BOARD_LIMITS } from "./constants.ts";

/** A trimmed, non-blank name of at most `max` characters (code points). */
function nameSchema(max: number) {
  return z
    .string()
    .trim()
    .min(1, "must not be blank")
    .refine((name) => Array.from(name).length <= max, { message: `must be at most ${max} characters` });
}

/**
 * BoardResource create: the name (trimmed, 1–50 characters), privacy, advertiser_id for an
 * ad-account collaborator, and aux_data.source "board_picker" (BOARD-031, BOARD-034, BOARD-039).
 */
export const boardCreateRequestSchema = z.object({
  name: nameSchema(BOARD_LIMITS.nameMax),
  privacy: boardPrivacySchema,
  advertiser_id: idSchema.optional(),
  aux_data: z.object({ source: z.literal("board_picker") }).optional(),
});
/** BoardResource create request. */
export type BoardCreateRequest = z.infer<typeof boardCreateRequestSchema>;

/** name_source codes (BOARD-006): 0 manual, 1 RECOMMENDATION, 2 EDITED_RECOMMENDATION. */
export const nameSourceSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/**
 * BoardSectionResource create: board_id, the pins to move in (initial_pins), the trimmed
 * name, name_source and an optional acting-as subject (BOARD-005, BOARD-054, BOARD-056).
 */
export const sectionCreateRequestSchema = z.object({
  board_id: idSchema,
  initial_pins: z.array(idSchema).max(250).default([]),
  name: nameSchema(BOARD_LIMITS.sectionNameMax),
  name_source: nameSourceSchema.default(0),
  orbac_subject_id: idSchema.optional(),
});
/** BoardSectionResource create request. */
export type SectionCreateRequest = z.infer<typeof sectionCreateRequestSchema>;
