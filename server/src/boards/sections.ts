import type { BoardSection } from "@corkboard/core/contract";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { Database, Executor } from "../platform/db/index.ts";
import { isUniqueViolation } from "../platform/db/index.ts";
import { notFound } from "../platform/http/app-error.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { boardFor, sectionFor } from "./access.ts";
import { withBoardLocks } from "./action-lock.ts";
import { boardError } from "./errors.ts";
import { checkSectionName, freeSlug, sameName } from "./names.ts";
import { canEditSections } from "./policy.ts";
import { presentSection } from "./presenter.ts";
import { findSectionPreviews } from "./repo.ts";
import {
  deleteSectionRow,
  findPinsOnBoard,
  findSectionNames,
  findSectionRow,
  insertSection,
  updateSectionName,
} from "./sections-repo.ts";

const PREVIEWS_PER_SECTION = 3;

/** What section writes need. */
export interface SectionDeps {
  db: Database;
  urls: ImageUrls;
}

function nameTaken() {
  return boardError("SECTION_NAME_TAKEN", "boards.error.sectionNameTaken", { field: "name" });
}

/** The trimmed name and a free slug on the board; SECTION_NAME_TAKEN for a duplicate name. */
async function nameAndSlug(db: Executor, boardId: string, rawName: string, exceptSectionId: string | null) {
  const name = checkSectionName(rawName);
  const others = await findSectionNames(db, boardId, exceptSectionId);
  if (others.some((other) => sameName(other.title, name))) throw nameTaken();
  return { title: name, slug: freeSlug(name, new Set(others.map((other) => other.slug)), "section") };
}

async function loadSection(deps: SectionDeps, sectionId: string): Promise<BoardSection> {
  const row = await findSectionRow(deps.db, sectionId);
  if (!row) throw notFound("Section");
  const previews = await findSectionPreviews(deps.db, [row.id], PREVIEWS_PER_SECTION);
  return presentSection(row, previews.get(row.id) ?? [], deps.urls);
}

/**
 * BoardSectionResource create (BOARD-056, BOARD-058): a section on a board the viewer saves
 * to, with `initial_pins` (pins of that board) moved into it under the board's lock. The
 * viewer may be a business profile acted as (orbac_subject_id, ACCT-020; see the routes).
 */
export async function createSection(
  deps: SectionDeps,
  viewer: Viewer,
  input: { board_id: string; name: string; initial_pins: string[] },
): Promise<BoardSection> {
  const board = await boardFor(deps.db, viewer, input.board_id, canEditSections);
  const { title, slug } = await nameAndSlug(deps.db, board.id, input.name, null);
  const initial = [...new Set(input.initial_pins)];
  if (initial.length > 0) {
    const onBoard = await findPinsOnBoard(deps.db, initial, board.id);
    if (onBoard.length !== initial.length) throw notFound("Pin");
  }
  const create = () => insertSection(deps.db, { boardId: board.id, title, slug }, initial);
  try {
    const id =
      initial.length > 0 ? await withBoardLocks(deps.db, [board.id], "section", create) : await create();
    return loadSection(deps, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** BoardSectionResource update (IMPL-027): rename; the slug follows the name. */
export async function renameSection(
  deps: SectionDeps,
  viewer: Viewer,
  input: { section_id: string; name: string },
): Promise<BoardSection> {
  const section = await sectionFor(deps.db, viewer, input.section_id, canEditSections);
  const changes = await nameAndSlug(deps.db, section.boardId, input.name, section.sectionId);
  try {
    await updateSectionName(deps.db, section.sectionId, changes);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  return loadSection(deps, section.sectionId);
}

/**
 * BoardSectionResource delete (IMPL-027): the section goes and its pins go back to the
 * board (the foreign key sets their section to null; counts follow by trigger, D-008).
 */
export async function deleteSection(
  deps: SectionDeps,
  viewer: Viewer,
  sectionId: string,
): Promise<{ id: string }> {
  const section = await sectionFor(deps.db, viewer, sectionId, canEditSections);
  await withBoardLocks(deps.db, [section.boardId], "section", () =>
    deleteSectionRow(deps.db, section.sectionId),
  );
  return { id: section.sectionId };
}
