import type { Viewer } from "../platform/auth/viewer.ts";
import type { Executor } from "../platform/db/index.ts";
import { type BoardWriteDeps, createBoard } from "./board-writes.ts";
import {
  type BoardChanges,
  deleteBoardRow,
  findOwnerBoardNames,
  updateBoardRow,
} from "./board-writes-repo.ts";
import { sameName } from "./names.ts";
import { createSection, type SectionDeps } from "./sections.ts";
import { deleteSectionRow, findSectionNames, setSectionCreatedAt } from "./sections-repo.ts";

/**
 * The boards and sections an import saves into (issue 20, D-054), through the ordinary board
 * and section create: a board whose name the owner already has is that board (an import
 * never makes "Recipes (2)"), and so is a section of the same name on it. `created` says
 * whether the call made it, so the import records only what it made (its undo).
 */

/** An imported board: found by name among the owner's boards, or created. */
export async function importBoard(
  deps: BoardWriteDeps,
  viewer: Viewer,
  board: { name: string; description?: string; secret?: boolean; createdAt?: Date },
): Promise<{ id: string; created: boolean }> {
  const existing = (await findOwnerBoardNames(deps.db, viewer.id, null)).find((row) =>
    sameName(row.name, board.name),
  );
  if (existing) return { id: existing.id, created: false };
  const made = await createBoard(deps, viewer, {
    name: board.name,
    privacy: board.secret ? "secret" : "public",
    description: board.description,
    createdAt: board.createdAt,
  });
  return { id: made.id, created: true };
}

/** An imported section of a board the viewer may edit: found by title, or created. */
export async function importSection(
  deps: SectionDeps,
  viewer: Viewer,
  boardId: string,
  title: string,
  createdAt?: Date,
): Promise<{ id: string; created: boolean }> {
  const existing = (await findSectionNames(deps.db, boardId, null)).find((row) => sameName(row.title, title));
  if (existing) return { id: existing.id, created: false };
  const made = await createSection(deps, viewer, { board_id: boardId, name: title, initial_pins: [] });
  // A board shows its sections oldest first: the original dates keep the original order.
  if (createdAt) await setSectionCreatedAt(deps.db, made.id, createdAt);
  return { id: made.id, created: true };
}

/** What a Corkboard export carries of a board beyond its create (D-056). */
export interface ImportedBoardFacts {
  layout?: "default" | "custom" | "quick_creates";
  archivedAt?: Date;
  updatedAt?: Date;
  coverImageId?: string;
}

/**
 * Gives a board the import just created the layout, archive date, cover and last-changed
 * date it had where it came from. Only for a board the import made: a board the owner
 * already had keeps its own.
 */
export async function finishImportedBoard(
  db: Executor,
  boardId: string,
  facts: ImportedBoardFacts,
): Promise<void> {
  const changes: BoardChanges = {
    ...(facts.layout ? { layout: facts.layout } : {}),
    ...(facts.archivedAt ? { archivedAt: facts.archivedAt } : {}),
    ...(facts.updatedAt ? { updatedAt: facts.updatedAt } : {}),
    ...(facts.coverImageId ? { coverImageId: facts.coverImageId } : {}),
  };
  if (Object.keys(changes).length > 0) await updateBoardRow(db, boardId, changes);
}

/** Removes a board an import created (its undo; the caller checked it is empty). */
export async function removeImportedBoard(db: Executor, boardId: string): Promise<void> {
  await deleteBoardRow(db, boardId);
}

/** Removes a section an import created (its undo; the caller checked it is empty). */
export function removeImportedSection(db: Executor, sectionId: string): Promise<void> {
  return deleteSectionRow(db, sectionId);
}
