import { removeImportedBoard, removeImportedSection } from "../boards/index.ts";
import { deleteImportedPin } from "../pins/index.ts";
import type { Database } from "../platform/db/index.ts";
import { findEmptyBoards, findEmptySections, findItems, updateRun } from "./runs-repo.ts";

/**
 * "Undo this import" (issue 20, D-054): removes the pins the run created, then the sections
 * and boards it created once they are empty — a board the import made and the owner has
 * since saved other pins to stays, with those pins. Boards that existed before are never
 * touched (the run found them, it did not create them).
 */
export async function undoRun(db: Database, runId: string): Promise<void> {
  for (const pinId of await findItems(db, runId, "pin")) {
    await db.transaction((tx) => deleteImportedPin(tx, pinId));
  }
  for (const sectionId of await findEmptySections(db, await findItems(db, runId, "section"))) {
    await removeImportedSection(db, sectionId);
  }
  for (const boardId of await findEmptyBoards(db, await findItems(db, runId, "board"))) {
    await removeImportedBoard(db, boardId);
  }
  await updateRun(db, runId, { undoneAt: new Date() }, ["done", "failed", "cancelled"]);
}
