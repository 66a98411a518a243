import type { Board, BoardHead, BoardSection, Page } from "@corkboard/core/contract";
import { type Viewer, viewerHasScope } from "../platform/auth/viewer.ts";
import type { Executor } from "../platform/db/index.ts";
import { type PageRequest, toPage } from "../platform/db/keyset.ts";
import { notFound } from "../platform/http/app-error.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { findCollaborators } from "./people-repo.ts";
import { canShowBoardCover, canViewBoard } from "./policy.ts";
import { presentBoard, presentBoardHead, presentSection } from "./presenter.ts";
import * as repo from "./repo.ts";

const COVERS_PER_BOARD = 3;
const PREVIEWS_PER_SECTION = 3;

/** Board reads for browsing; access checks live here (DESIGN §6). */
export class BoardReadService {
  readonly #db: Executor;
  readonly #urls: ImageUrls;

  constructor(db: Executor, urls: ImageUrls) {
    this.#db = db;
    this.#urls = urls;
  }

  /**
   * A board by owner and slug with its sections. A board the viewer may not see answers
   * NOT_FOUND, so secret boards are not revealed by probing.
   */
  async boardBySlug(
    viewer: Viewer | null,
    username: string,
    slug: string,
  ): Promise<{ board: BoardHead; sections: BoardSection[] }> {
    const row = await repo.findBoardBySlug(this.#db, username, slug);
    if (!row) throw notFound("Board");
    return this.#withSections(viewer, row);
  }

  /** A board by id with its sections (BOARD-043); NOT_FOUND when the viewer may not see it. */
  async boardById(
    viewer: Viewer | null,
    boardId: string,
  ): Promise<{ board: BoardHead; sections: BoardSection[] }> {
    const row = await repo.findBoardById(this.#db, boardId);
    if (!row) throw notFound("Board");
    return this.#withSections(viewer, row);
  }

  async #withSections(viewer: Viewer | null, row: repo.BoardRow) {
    const viewerIsCollaborator =
      viewer !== null && row.privacy !== "public" && (await repo.isCollaborator(this.#db, row.id, viewer.id));
    if (!canViewBoard(viewer, { ...row, viewerIsCollaborator })) throw notFound("Board");
    const [covers, sections, collaborators] = await Promise.all([
      repo.findBoardCovers(this.#db, [row.id], COVERS_PER_BOARD),
      this.#sections(row.id),
      this.#collaborators(row),
    ]);
    return { board: this.#head(viewer, row, covers, collaborators), sections };
  }

  /** A section by owner, board slug and section slug, with its board. */
  async sectionBySlug(
    viewer: Viewer | null,
    username: string,
    slug: string,
    sectionSlug: string,
  ): Promise<{ board: BoardHead; section: BoardSection }> {
    const row = await this.#visibleBoard(viewer, username, slug);
    const section = await repo.findSectionBySlug(this.#db, row.id, sectionSlug);
    if (!section) throw notFound("Section");
    return this.#sectionWithBoard(viewer, row, section);
  }

  /** A section by id with its board (PIN-037); NOT_FOUND when the viewer may not see it. */
  async sectionById(
    viewer: Viewer | null,
    sectionId: string,
  ): Promise<{ board: BoardHead; section: BoardSection }> {
    const facts = await repo.findSectionAccessFacts(this.#db, sectionId, viewer?.id ?? null);
    if (!facts || !canViewBoard(viewer, facts)) throw notFound("Section");
    const [row, section] = await Promise.all([
      repo.findBoardById(this.#db, facts.boardId),
      repo.findSectionById(this.#db, sectionId),
    ]);
    if (!row || !section) throw notFound("Section");
    return this.#sectionWithBoard(viewer, row, section);
  }

  async #sectionWithBoard(viewer: Viewer | null, row: repo.BoardRow, section: repo.SectionRow) {
    const [covers, previews, collaborators] = await Promise.all([
      repo.findBoardCovers(this.#db, [row.id], COVERS_PER_BOARD),
      repo.findSectionPreviews(this.#db, [section.id], PREVIEWS_PER_SECTION),
      this.#collaborators(row),
    ]);
    return {
      board: this.#head(viewer, row, covers, collaborators),
      section: presentSection(section, previews.get(section.id) ?? [], this.#urls),
    };
  }

  /** A board's collaborators; most boards have none, and then no query is made. */
  #collaborators(row: repo.BoardRow) {
    return row.collaboratorCount > 0 ? findCollaborators(this.#db, row.id) : Promise.resolve([]);
  }

  #head(
    viewer: Viewer | null,
    row: repo.BoardRow,
    covers: Map<string, repo.CoverImage[]>,
    collaborators: Awaited<ReturnType<typeof findCollaborators>>,
  ): BoardHead {
    const board = presentBoard(row, coversFor(viewer, row, covers), this.#urls);
    return presentBoardHead(board, row, collaborators, viewer?.id ?? null, this.#urls);
  }

  /** Throws NOT_FOUND unless the board exists and the viewer may see it; returns its id. */
  async assertBoardVisible(viewer: Viewer | null, boardId: string): Promise<void> {
    const row = await repo.findBoardAccessFacts(this.#db, boardId, viewer?.id ?? null);
    if (!row || !canViewBoard(viewer, row)) throw notFound("Board");
  }

  /** Throws NOT_FOUND unless the section's board is visible to the viewer. */
  async assertSectionVisible(viewer: Viewer | null, sectionId: string): Promise<void> {
    const row = await repo.findSectionAccessFacts(this.#db, sectionId, viewer?.id ?? null);
    if (!row || !canViewBoard(viewer, row)) throw notFound("Section");
  }

  /** A user's boards as listed on their profile for this viewer (IMPL-024). */
  async profileBoards(
    viewer: Viewer | null,
    ownerId: string,
    page: PageRequest,
    /** Only boards of this privacy (the API's filter, D-058); a stranger's secret ones stay out. */
    privacy?: "public" | "secret",
  ): Promise<Page<Board>> {
    const isOwner = viewer?.id === ownerId;
    const rows = await repo.findProfileBoards(this.#db, ownerId, page, {
      // A token without boards:read_secret lists what a stranger would (D-057).
      includeSecret: isOwner && viewerHasScope(viewer, "boards:read_secret"),
      includeArchived: false,
      ...(privacy === undefined ? {} : { privacy }),
    });
    const covers = await repo.findBoardCovers(
      this.#db,
      rows.slice(0, page.pageSize).map((row) => row.id),
      COVERS_PER_BOARD,
    );
    return toPage(
      rows,
      page.pageSize,
      (row) => row,
      (row) => presentBoard(row, coversFor(viewer, row, covers), this.#urls),
    );
  }

  /** How many boards the profile lists for this viewer. */
  countProfileBoards(viewer: Viewer | null, ownerId: string): Promise<number> {
    return repo.countProfileBoards(
      this.#db,
      ownerId,
      viewer?.id === ownerId && viewerHasScope(viewer, "boards:read_secret"),
    );
  }

  async #visibleBoard(viewer: Viewer | null, username: string, slug: string) {
    const row = await repo.findBoardBySlug(this.#db, username, slug);
    if (!row) throw notFound("Board");
    const viewerIsCollaborator =
      viewer !== null && row.privacy !== "public" && (await repo.isCollaborator(this.#db, row.id, viewer.id));
    if (!canViewBoard(viewer, { ...row, viewerIsCollaborator })) throw notFound("Board");
    return row;
  }

  async #sections(boardId: string): Promise<BoardSection[]> {
    const sections = await repo.findSections(this.#db, boardId);
    const previews = await repo.findSectionPreviews(
      this.#db,
      sections.map((section) => section.id),
      PREVIEWS_PER_SECTION,
    );
    return sections.map((section) => presentSection(section, previews.get(section.id) ?? [], this.#urls));
  }
}

/** The board's cover images, or none when the viewer may see the board but not its pins. */
function coversFor(
  viewer: Viewer | null,
  row: repo.BoardRow,
  covers: Map<string, repo.CoverImage[]>,
): repo.CoverImage[] {
  return canShowBoardCover(viewer, row) ? (covers.get(row.id) ?? []) : [];
}
