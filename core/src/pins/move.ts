import type { MessageKey } from "../messages/index.ts";
import { type ErrorText, type ServerErrorLike, serverMessage } from "./server-errors.ts";

/** Where pins sit: a board and, optionally, one of its sections (null = the board itself). */
export interface PinPlace {
  boardId: string;
  sectionId: string | null;
}

/**
 * Codes answered while another bulk action holds the board (BOARD-073 DECISION: one bulk
 * action at a time per board).
 */
export const BOARD_ACTION_BUSY_CODES = {
  moveRunning: 2171,
  sectionActionRunning: 2172,
  bulkEditRunning: 2173,
} as const;

const BUSY_CODES: ReadonlySet<number> = new Set(Object.values(BOARD_ACTION_BUSY_CODES));

/** True when two places are the same board and the same section (or both the board itself). */
export function isSamePlace(a: PinPlace, b: PinPlace): boolean {
  return a.boardId === b.boardId && (a.sectionId ?? null) === (b.sectionId ?? null);
}

/** Why a move is refused before any call, or null when it may go ahead (BOARD-067). */
export function checkMove(
  from: PinPlace,
  to: PinPlace,
): { rule: "same_place"; messageKey: MessageKey } | null {
  return isSamePlace(from, to) ? { rule: "same_place", messageKey: "pins.move.samePlace" } : null;
}

/** True when an api_error_code means another board action is still running (BOARD-072). */
export function isBoardBusyCode(code: number | null | undefined): boolean {
  return code != null && BUSY_CODES.has(code);
}

/**
 * The message of a failed move: 2171, 2172 or 2173 → "Please wait until the previous board
 * action finishes."; otherwise message_detail, else message, else the generic error (BOARD-072).
 */
export function moveFailureMessage(error: ServerErrorLike): ErrorText {
  if (typeof error === "object" && isBoardBusyCode(error?.api_error_code))
    return { messageKey: "pins.move.busy" };
  const text = serverMessage(error);
  return text ? { text } : { messageKey: "error.generic" };
}

/** The call a move uses (BOARD-068…BOARD-071). */
export type MoveCall =
  /** Into a section of the same board. */
  | {
      resource: "BoardSectionEditResource";
      method: "update";
      payload: { section_id: string; pins: string[] };
    }
  /** Out of a section, onto the board itself. */
  | {
      resource: "BoardSectionPinsResource";
      method: "delete";
      payload: { section_id: string; pins: string[] };
    }
  /** To another board (and optionally a section of it). */
  | {
      resource: "BulkEditResource";
      method: "update";
      payload: { board_id: string; section_id: string | null; pin_ids: string[] };
    };

/**
 * Picks the call that moves `pinIds` from one place to another: within a board, into a
 * section (BOARD-069) or out of one (BOARD-070, a section-to-section move goes straight
 * into the target); to another board, a bulk edit (BOARD-071). Null for a refused move (BOARD-067).
 */
export function moveCall(from: PinPlace, to: PinPlace, pinIds: readonly string[]): MoveCall | null {
  if (checkMove(from, to)) return null;
  const pins = [...pinIds];
  if (from.boardId === to.boardId) {
    if (to.sectionId !== null) {
      return {
        resource: "BoardSectionEditResource",
        method: "update",
        payload: { section_id: to.sectionId, pins },
      };
    }
    if (from.sectionId !== null) {
      return {
        resource: "BoardSectionPinsResource",
        method: "delete",
        payload: { section_id: from.sectionId, pins },
      };
    }
  }
  return {
    resource: "BulkEditResource",
    method: "update",
    payload: { board_id: to.boardId, section_id: to.sectionId, pin_ids: pins },
  };
}
