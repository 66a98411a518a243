import type { MoveResult } from "@corkboard/core/contract";
import { isSamePlace, type PinPlace } from "@corkboard/core/pins";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { Database } from "../platform/db/index.ts";
import { notFound } from "../platform/http/app-error.ts";
import { boardFor, sectionFor } from "./access.ts";
import { type BoardAction, withBoardLocks } from "./action-lock.ts";
import { boardError } from "./errors.ts";
import { findPinPlaces, movePins, movePinsAtPlace } from "./moves-repo.ts";
import { canSaveToBoard } from "./policy.ts";

function samePlaceError() {
  return boardError("MOVE_SAME_PLACE", "pins.move.samePlace");
}

/** Checks the viewer may save to the target board, and that the section is one of its own. */
async function checkTarget(db: Database, viewer: Viewer, target: PinPlace): Promise<void> {
  await boardFor(db, viewer, target.boardId, canSaveToBoard);
  if (target.sectionId === null) return;
  const section = await sectionFor(db, viewer, target.sectionId, canSaveToBoard);
  if (section.boardId !== target.boardId) throw notFound("Section");
}

/**
 * The places of `pinIds`, each on a board the viewer may save to. An unknown pin, or one on a
 * board the viewer cannot see, is NOT_FOUND; with `from`, every pin must sit there.
 */
async function sourcePlaces(db: Database, viewer: Viewer, pinIds: readonly string[], from: PinPlace | null) {
  const ids = [...new Set(pinIds)];
  const rows = await findPinPlaces(db, ids);
  if (rows.length !== ids.length) throw notFound("Pin");
  if (from && rows.some((row) => !isSamePlace(row, from))) throw notFound("Pin");
  const boardIds = [...new Set(rows.map((row) => row.boardId))];
  for (const boardId of boardIds) await boardFor(db, viewer, boardId, canSaveToBoard);
  return { rows, boardIds };
}

/**
 * Moves pins to `target` holding the locks of every board involved (BOARD-073). Refused when
 * every pin is already there (BOARD-067). Pin counts follow by trigger (D-008).
 */
async function movePinsTo(
  db: Database,
  viewer: Viewer,
  pinIds: readonly string[],
  target: PinPlace,
  action: BoardAction,
  from: PinPlace | null,
): Promise<MoveResult> {
  await checkTarget(db, viewer, target);
  const { rows, boardIds } = await sourcePlaces(db, viewer, pinIds, from);
  if (rows.every((row) => isSamePlace(row, target))) throw samePlaceError();
  const moved = await withBoardLocks(db, [...boardIds, target.boardId], action, () =>
    movePins(
      db,
      rows.map((row) => row.id),
      target,
    ),
  );
  return { board_id: target.boardId, section_id: target.sectionId, pin_ids: moved.map((row) => row.id) };
}

/** BulkEditResource update (BOARD-071): pins to a board, or one of its sections. */
export function bulkEdit(
  db: Database,
  viewer: Viewer,
  input: { board_id: string; section_id: string | null; pin_ids: string[] },
): Promise<MoveResult> {
  return movePinsTo(
    db,
    viewer,
    input.pin_ids,
    { boardId: input.board_id, sectionId: input.section_id },
    "move",
    null,
  );
}

/** BoardSectionEditResource update (BOARD-069): pins of the section's board into the section. */
export async function moveIntoSection(
  db: Database,
  viewer: Viewer,
  input: { section_id: string; pins: string[] },
): Promise<MoveResult> {
  const section = await sectionFor(db, viewer, input.section_id, canSaveToBoard);
  const { rows } = await sourcePlaces(db, viewer, input.pins, null);
  // Within one board only: pins of another board move with BulkEditResource.
  if (rows.some((row) => row.boardId !== section.boardId)) throw notFound("Pin");
  return movePinsTo(
    db,
    viewer,
    input.pins,
    { boardId: section.boardId, sectionId: section.sectionId },
    "section",
    null,
  );
}

/** BoardSectionPinsResource delete (BOARD-070): pins out of the section onto its board. */
export async function moveOutOfSection(
  db: Database,
  viewer: Viewer,
  input: { section_id: string; pins: string[] },
): Promise<MoveResult> {
  const section = await sectionFor(db, viewer, input.section_id, canSaveToBoard);
  const from = { boardId: section.boardId, sectionId: section.sectionId };
  return movePinsTo(db, viewer, input.pins, { boardId: section.boardId, sectionId: null }, "section", from);
}

/**
 * BulkEditSelectAllResource update (BOARD-068): the chosen pins of one place (or, with no
 * pin_ids, every pin there) to another place. Same source and target is refused (BOARD-067).
 */
export async function bulkEditSelectAll(
  db: Database,
  viewer: Viewer,
  input: {
    board_id: string;
    new_board_id: string;
    old_section_id: string | null;
    new_section_id: string | null;
    pin_ids: string[];
  },
): Promise<MoveResult> {
  const from = { boardId: input.board_id, sectionId: input.old_section_id };
  const to = { boardId: input.new_board_id, sectionId: input.new_section_id };
  if (isSamePlace(from, to)) throw samePlaceError();
  await boardFor(db, viewer, from.boardId, canSaveToBoard);
  if (from.sectionId !== null) {
    const section = await sectionFor(db, viewer, from.sectionId, canSaveToBoard);
    if (section.boardId !== from.boardId) throw notFound("Section");
  }
  if (input.pin_ids.length > 0) return movePinsTo(db, viewer, input.pin_ids, to, "bulk_edit", from);
  await checkTarget(db, viewer, to);
  // Select all: one set-based update, however many pins the place holds.
  const moved = await withBoardLocks(db, [from.boardId, to.boardId], "bulk_edit", () =>
    movePinsAtPlace(db, from, to),
  );
  return { board_id: to.boardId, section_id: to.sectionId, pin_ids: moved.map((row) => row.id) };
}
