import type { ErrorMessage } from "../messages/index.ts";

/**
 * Stable error codes of boards, sections, invites and moves (seed 001 §8). Merged into the
 * contract's catalogue (`contract/errors.ts`) like the sign-in codes.
 */
export const BOARD_ERROR_CODES = [
  /** Another bulk action holds the board; `api_error_code` says which (BOARD-072, BOARD-073). */
  "BOARD_ACTION_BUSY",
  /** The viewer already has a board with this name. */
  "BOARD_NAME_TAKEN",
  /** The board already has a section with this name. */
  "SECTION_NAME_TAKEN",
  /** A move whose source and target are the same board and section (BOARD-067). */
  "MOVE_SAME_PLACE",
  /** A protected board's privacy cannot change, and no board becomes protected later (BOARD-036). */
  "BOARD_PRIVACY_LOCKED",
  /** The invite does not exist, or was accepted or declined already. */
  "INVITE_INVALID",
  /** The invite was sent to another account or email than the viewer's. */
  "INVITE_WRONG_ACCOUNT",
] as const;

/** A stable code of a failed board, section, invite or move call. */
export type BoardErrorCode = (typeof BOARD_ERROR_CODES)[number];

/** HTTP status of each board code. */
export const BOARD_ERROR_HTTP_STATUS: Record<BoardErrorCode, number> = {
  BOARD_ACTION_BUSY: 409,
  BOARD_NAME_TAKEN: 409,
  SECTION_NAME_TAKEN: 409,
  MOVE_SAME_PLACE: 400,
  BOARD_PRIVACY_LOCKED: 400,
  INVITE_INVALID: 404,
  INVITE_WRONG_ACCOUNT: 403,
};

/**
 * The catalogue text of each board code: its part of the contract's one code → text map
 * (`ERROR_MESSAGES`). The texts live in the pins catalogue, which every board screen loads.
 */
export const BOARD_ERROR_MESSAGES: Record<BoardErrorCode, ErrorMessage> = {
  BOARD_ACTION_BUSY: "pins.move.busy",
  BOARD_NAME_TAKEN: "boards.error.nameTaken",
  SECTION_NAME_TAKEN: "boards.error.sectionNameTaken",
  MOVE_SAME_PLACE: "pins.move.samePlace",
  BOARD_PRIVACY_LOCKED: "boards.error.privacyLocked",
  INVITE_INVALID: "boards.invite.invalid",
  INVITE_WRONG_ACCOUNT: "boards.invite.wrongAccount",
};
