import type { Page, PinDetail, PinSummary } from "@corkboard/core/contract";
import { sectionPath } from "@corkboard/core/paths";
import {
  canViewBoard,
  canViewPinOnBoard,
  findBoardAccessFacts,
  findSectionAccessFacts,
} from "../boards/index.ts";
import { type Viewer, viewerHasScope } from "../platform/auth/viewer.ts";
import type { Executor } from "../platform/db/index.ts";
import { type PageRequest, toPage } from "../platform/db/keyset.ts";
import { notFound } from "../platform/http/app-error.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import type { PinRow } from "./pin-rows-repo.ts";
import { presentPinDetail, presentPinSummary } from "./presenter.ts";
import * as repo from "./repo.ts";

/**
 * The signed-in home feed's first part: pins created and saved by the people the viewer
 * follows, newest first, then `rest` (the public feed) once they run out. The follows
 * feature answers it (its FollowedFeed), handed in by the composition root so that pins
 * does not depend on follows (D-031).
 */
export interface FollowedFirst {
  homeFeed(
    viewerId: string,
    page: PageRequest,
    rest: (page: PageRequest) => Promise<Page<PinSummary>>,
  ): Promise<Page<PinSummary>>;
}

/** Pin reads for browsing; every access check lives here, not in routes. */
export class PinReadService {
  readonly #db: Executor;
  readonly #urls: ImageUrls;
  readonly #followed: FollowedFirst | null;

  constructor(db: Executor, urls: ImageUrls, followed: FollowedFirst | null = null) {
    this.#db = db;
    this.#urls = urls;
    this.#followed = followed;
  }

  /**
   * The home feed (IMPL-019): for a signed-in viewer, the people they follow first
   * (FOLLOW-009: "Their created Pins will show up in your home feed"), then the newest
   * public pins; logged out, or following nobody, the newest public pins alone.
   */
  async homeFeed(viewer: Viewer | null, page: PageRequest): Promise<Page<PinSummary>> {
    const publicFeed = async (next: PageRequest) =>
      this.#page(await repo.findPublicPins(this.#db, next), next);
    if (!viewer || !this.#followed) return publicFeed(page);
    return this.#followed.homeFeed(viewer.id, page, publicFeed);
  }

  /** One pin for the closeup; a pin the viewer may not see answers NOT_FOUND, not FORBIDDEN. */
  async pin(viewer: Viewer | null, pinId: string): Promise<PinDetail> {
    const row = await this.#visiblePin(viewer, pinId);
    const [section, pinnerFollowerCount] = await Promise.all([
      row.sectionId === null ? null : repo.findSectionSummary(this.#db, row.sectionId),
      repo.countFollowers(this.#db, row.pinner.id),
    ]);
    return presentPinDetail(row, this.#urls, {
      section: section
        ? { ...section, url: sectionPath(row.boardOwnerUsername, row.board.slug, section.slug) }
        : null,
      pinnerFollowerCount,
    });
  }

  /** "More like this": the rest of the pin's board. */
  async relatedPins(viewer: Viewer | null, pinId: string, page: PageRequest): Promise<Page<PinSummary>> {
    const row = await this.#visiblePin(viewer, pinId);
    const rows = await repo.findBoardPins(this.#db, row.board.id, page, {
      outsideSections: false,
      excludePinId: pinId,
    });
    return this.#page(rows, page);
  }

  /**
   * Pins of a board outside its sections; the caller has checked the board's access. None
   * for a token without pins:read_secret on a secret board (D-057).
   */
  async boardPins(viewer: Viewer | null, boardId: string, page: PageRequest): Promise<Page<PinSummary>> {
    if (await this.#hidesSecretPins(viewer, () => findBoardAccessFacts(this.#db, boardId))) return EMPTY;
    return this.#page(await repo.findBoardPins(this.#db, boardId, page, { outsideSections: true }), page);
  }

  /** Pins of a section; the caller has checked the board's access. As boardPins for tokens. */
  async sectionPins(viewer: Viewer | null, sectionId: string, page: PageRequest): Promise<Page<PinSummary>> {
    if (await this.#hidesSecretPins(viewer, () => findSectionAccessFacts(this.#db, sectionId))) return EMPTY;
    return this.#page(await repo.findSectionPins(this.#db, sectionId, page), page);
  }

  /** A pin's row for another presenter (the v5 API, D-058); NOT_FOUND when the viewer may not see it. */
  visiblePinRow(viewer: Viewer | null, pinId: string): Promise<PinRow> {
    return this.#visiblePin(viewer, pinId);
  }

  /**
   * The rows of the viewer's own pins, optionally matching `text` (the v5 API's lists). A
   * personal API token without pins:read_secret is not shown those on secret boards (D-057).
   */
  async ownPinRows(viewer: Viewer, page: PageRequest, text?: string): Promise<Page<PinRow>> {
    const includeSecret = viewerHasScope(viewer, "pins:read_secret");
    return rowPage(await repo.findPinnerPins(this.#db, viewer.id, page, { text, includeSecret }), page);
  }

  /**
   * The rows of every pin of a board, sections included: NOT_FOUND when the viewer may not
   * see the board, an empty page when they may see it but not its pins (a secret board to a
   * token without pins:read_secret, D-057).
   */
  async allBoardPinRows(viewer: Viewer, boardId: string, page: PageRequest): Promise<Page<PinRow>> {
    const facts = await findBoardAccessFacts(this.#db, boardId, viewer.id);
    if (!facts || !canViewBoard(viewer, facts)) throw notFound("Board");
    if (!canViewPinOnBoard(viewer, facts)) return EMPTY;
    return rowPage(await repo.findBoardPins(this.#db, boardId, page, { outsideSections: false }), page);
  }

  /** The rows of a section's pins, under the same rules as allBoardPinRows. */
  async sectionPinRows(viewer: Viewer, sectionId: string, page: PageRequest): Promise<Page<PinRow>> {
    const facts = await findSectionAccessFacts(this.#db, sectionId, viewer.id);
    if (!facts || !canViewBoard(viewer, facts)) throw notFound("Section");
    if (!canViewPinOnBoard(viewer, facts)) return EMPTY;
    return rowPage(await repo.findSectionPins(this.#db, sectionId, page), page);
  }

  /**
   * True when a personal API token without pins:read_secret asks for the pins of a secret
   * board (D-057). Sessions hold every scope and visitors see no secret board, so only such
   * a token costs the board read.
   */
  async #hidesSecretPins(
    viewer: Viewer | null,
    board: () => Promise<{ privacy: string } | undefined>,
  ): Promise<boolean> {
    if (viewer === null || viewerHasScope(viewer, "pins:read_secret")) return false;
    return (await board())?.privacy === "secret";
  }

  async #visiblePin(viewer: Viewer | null, pinId: string): Promise<PinRow> {
    const row = await repo.findPinById(this.#db, pinId);
    if (!row) throw notFound("Pin");
    if (canViewPinOnBoard(viewer, row.board)) return row;
    // A secret board's collaborators see its pins too; asked only in that rare case, so the
    // hot public read stays one query.
    if (viewer && row.board.privacy === "secret") {
      const facts = await findBoardAccessFacts(this.#db, row.board.id, viewer.id);
      if (facts && canViewPinOnBoard(viewer, facts)) return row;
    }
    throw notFound("Pin");
  }

  #page(rows: PinRow[], page: PageRequest): Page<PinSummary> {
    return toPage(
      rows,
      page.pageSize,
      (row) => row,
      (row) => presentPinSummary(row, this.#urls),
    );
  }
}

/** The page of a list the viewer may not see the pins of. */
const EMPTY = { items: [], bookmark: null } satisfies Page<never>;

/** Rows as a page, unpresented (the caller's presenter maps them). */
function rowPage(rows: PinRow[], page: PageRequest): Page<PinRow> {
  return toPage(
    rows,
    page.pageSize,
    (row) => row,
    (row) => row,
  );
}
