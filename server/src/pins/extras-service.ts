import { BOARD_LIMITS } from "@corkboard/core/boards";
import { boardPath } from "@corkboard/core/paths";
import { distinctHashtags } from "@corkboard/core/pins";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { Executor } from "../platform/db/index.ts";
import { findImageBySignature } from "../platform/images/index.ts";
import { findVisiblePin } from "./visible-pin.ts";
import * as repo from "./write-repo.ts";

/** Board title suggestions offered at most (BOARD-042). */
const MAX_TITLE_SUGGESTIONS = 8;

/** The reads around a save: board-title ideas, "already saved", upsell marker (hashtags: the search feature). */
export class PinExtrasService {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /**
   * Board-name ideas for a pin (BOARD-042): the names of public boards its image was saved
   * to, its hashtags and its title — distinct (case-insensitive), within the board-name limit.
   */
  async boardTitleSuggestions(viewer: Viewer | null, pinId: string): Promise<{ title: string }[]> {
    const pin = await findVisiblePin(this.#db, viewer, pinId);
    const boardNames = await repo.boardNamesForImage(this.#db, pin.imageId, MAX_TITLE_SUGGESTIONS);
    const tags = distinctHashtags(pin.description).map((tag) => tag.replaceAll("_", " "));
    const seen = new Set<string>();
    const titles: { title: string }[] = [];
    for (const raw of [...boardNames, ...tags, pin.title]) {
      const title = clip(raw.trim().replace(/\s+/g, " "), BOARD_LIMITS.nameMax);
      const key = title.toLowerCase();
      if (!title || seen.has(key)) continue;
      seen.add(key);
      titles.push({ title: title.charAt(0).toUpperCase() + title.slice(1) });
      if (titles.length >= MAX_TITLE_SUGGESTIONS) break;
    }
    return titles;
  }

  /**
   * The board the viewer already saved this image to (PIN-040, PIN-045): by a pin they can
   * see or by image signature; never a quick_creates board; null when logged out.
   */
  async alreadySaved(viewer: Viewer | null, query: { pin_id?: string; image_signature?: string }) {
    if (!viewer) return { pinned_to_board: null };
    let imageId: string | undefined;
    if (query.pin_id) imageId = (await findVisiblePin(this.#db, viewer, query.pin_id)).imageId;
    else if (query.image_signature)
      imageId = (await findImageBySignature(this.#db, query.image_signature))?.id;
    if (!imageId) return { pinned_to_board: null };
    const board = await repo.findBoardWithViewerImage(this.#db, viewer.id, imageId);
    return {
      pinned_to_board: board
        ? {
            id: board.id,
            name: board.name,
            url: boardPath(board.ownerUsername, board.slug),
            layout: board.layout,
          }
        : null,
    };
  }

  /** Marks a claiming upsell as seen for the viewer (PIN-052); answers the seen list. */
  async markUpsellSeen(viewer: Viewer, upsell: string): Promise<{ claiming_upsells_seen: string[] }> {
    return { claiming_upsells_seen: await repo.markUpsellSeen(this.#db, viewer.id, upsell) };
  }
}

function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join("").trimEnd();
}
