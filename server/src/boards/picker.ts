import { pickerBoards } from "@corkboard/core/boards";
import type { BoardPickerData, BoardSection, ViewerBoard } from "@corkboard/core/contract";
import { type Viewer, viewerHasScope } from "../platform/auth/viewer.ts";
import type { Executor } from "../platform/db/index.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { boardFor } from "./access.ts";
import { canSaveToBoard } from "./policy.ts";
import { presentSection } from "./presenter.ts";
import { findSectionPreviews, findSections } from "./repo.ts";
import { presentViewerBoards } from "./viewer-boards.ts";
import { findPickableBoardRows, findRecentlySavedBoardIds } from "./viewer-boards-repo.ts";

/** How many of the viewer's latest saves decide the "Top choices". */
const RECENT_SAVES_SCANNED = 500;
const PREVIEWS_PER_SECTION = 3;

/** What the picker reads. */
export interface PickerDeps {
  db: Executor;
  urls: ImageUrls;
}

/** BoardPickerBoardsResource options the server acts on. */
export interface PickerQuery {
  filter: "all" | "protected";
  username?: string | undefined;
  shortlist_suggestions: number;
}

/**
 * "Top choices" (BOARD-048 DECISION): `first` (the last-used board) when given, then the
 * boards most recently saved to, then the newest boards, `count` of them, all pickable.
 */
async function shortlist(
  db: Executor,
  viewerId: string,
  pickable: ViewerBoard[],
  count: number,
  first: string | null,
): Promise<ViewerBoard[]> {
  if (count === 0) return [];
  const byId = new Map(pickable.map((board) => [board.id, board]));
  const newest = [...pickable].sort((a, b) => b.created_at.localeCompare(a.created_at)).map((b) => b.id);
  const order = [
    ...(first ? [first] : []),
    ...(await findRecentlySavedBoardIds(db, viewerId, RECENT_SAVES_SCANNED)),
    ...newest,
  ];
  const picked: ViewerBoard[] = [];
  for (const id of new Set(order)) {
    const board = byId.get(id);
    if (board) picked.push(board);
    if (picked.length === count) break;
  }
  return picked;
}

/**
 * The desktop and mobile board picker (BOARD-019, BOARD-044…046): every board the viewer
 * owns or collaborates on, not archived, sorted by name with digit-first names last
 * (BOARD-018); filter "protected" keeps protected boards, of `username` when given (BOARD-038).
 */
export async function boardPicker(
  deps: PickerDeps,
  viewer: Viewer,
  query: PickerQuery,
): Promise<BoardPickerData> {
  const protectedOnly = query.filter === "protected";
  const rows = await findPickableBoardRows(deps.db, viewer.id, {
    protectedOnly,
    ownerUsername: protectedOnly ? (query.username ?? null) : null,
  });
  // The query already keeps owned or collaborated, unarchived boards; the core rule filters
  // the same way and sorts by name with digit-first names last (BOARD-018, BOARD-019).
  // A personal API token without boards:read_secret is not shown secret boards (D-057).
  const seen = viewerHasScope(viewer, "boards:read_secret")
    ? rows
    : rows.filter((row) => row.privacy !== "secret");
  const all = pickerBoards(await presentViewerBoards(deps.db, deps.urls, seen, viewer.id), viewer.id);
  return {
    all_boards: all,
    boards_shortlist: await shortlist(deps.db, viewer.id, all, query.shortlist_suggestions, null),
  };
}

/** BoardPickerBoardsShortlistResource (BOARD-047, BOARD-048 DECISION): Top choices around a board. */
export async function boardShortlist(
  deps: PickerDeps,
  viewer: Viewer,
  boardId: string,
  count: number,
): Promise<{ boards_shortlist: ViewerBoard[] }> {
  await boardFor(deps.db, viewer, boardId, canSaveToBoard);
  const rows = await findPickableBoardRows(deps.db, viewer.id, { protectedOnly: false, ownerUsername: null });
  const all = await presentViewerBoards(deps.db, deps.urls, rows, viewer.id);
  return { boards_shortlist: await shortlist(deps.db, viewer.id, all, count, boardId) };
}

/** BoardSectionsRepinResource (BOARD-049): the sections of a board the viewer can save to. */
export async function repinSections(
  deps: PickerDeps,
  viewer: Viewer,
  boardId: string,
): Promise<BoardSection[]> {
  await boardFor(deps.db, viewer, boardId, canSaveToBoard);
  const sections = await findSections(deps.db, boardId);
  const previews = await findSectionPreviews(
    deps.db,
    sections.map((section) => section.id),
    PREVIEWS_PER_SECTION,
  );
  return sections.map((section) => presentSection(section, previews.get(section.id) ?? [], deps.urls));
}
