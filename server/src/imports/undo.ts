import { removeImportedBoard, removeImportedSection } from "../boards/index.ts";
import { deleteImportedPins } from "../pins/index.ts";
import type { Database } from "../platform/db/index.ts";
import { findEmptyBoards, findEmptySections, findItems, updateRun } from "./runs-repo.ts";

/** Pins removed per transaction by an undo. */
const UNDO_CHUNK = 500;

/**
 * "Undo this import" (issue 20, D-054): removes the pins the run created, then the sections
 * and boards it created once they are empty — a board the import made and the owner has
 * since saved other pins to stays, with those pins. Boards that existed before are never
 * touched (the run found them, it did not create them).
 */
export async function undoRun(db: Database, runId: string): Promise<void> {
  const pinIds = await findItems(db, runId, "pin");
  // In chunks, each its own transaction: a 10,000-pin undo is a few dozen statements, and
  // never one transaction long enough to hold the board rows' locks for seconds.
  for (let start = 0; start < pinIds.length; start += UNDO_CHUNK) {
    const chunk = pinIds.slice(start, start + UNDO_CHUNK);
    await db.transaction((tx) => deleteImportedPins(tx, chunk));
  }
  for (const sectionId of await findEmptySections(db, await findItems(db, runId, "section"))) {
    await removeImportedSection(db, sectionId);
  }
  for (const boardId of await findEmptyBoards(db, await findItems(db, runId, "board"))) {
    await removeImportedBoard(db, boardId);
  }
  await updateRun(db, runId, { undoneAt: new Date() }, ["done", "failed", "cancelled"]);
}
