import { encodeBookmark, type KeysetPosition, type Page, type PinSummary } from "@corkboard/core/contract";
import { type PinRow, presentPinSummary } from "../pins/index.ts";
import type { Executor } from "../platform/db/index.ts";
import { decodePosition, type PageRequest, toPage } from "../platform/db/keyset.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { findFollowedPins } from "./feed-repo.ts";
import type { HomeFeed } from "./home-feed.ts";

/** The tag of a home-feed bookmark that is still inside the followed pins (D-031). */
export const FOLLOWED_FEED_TAG = "followed";

/**
 * An untagged bookmark before every pin: "the rest of the home feed, from its start". The
 * home feed's keyset condition `(created_at, id) < (this)` holds for every row.
 */
const REST_FROM_START = encodeBookmark({
  createdAt: "9999-12-31T23:59:59.999Z",
  id: "9223372036854775807",
});

/** One page of the feed the followed pins are put in front of (the pins feature's home feed). */
export type RestOfFeed = (page: PageRequest) => Promise<Page<PinSummary>>;

/**
 * The followed feed (D-031): pins created or saved by the people a viewer follows, newest
 * first, and the home feed that puts them first. Built by the composition root and handed to
 * the pins feature, which keeps its own home-feed query (see `homeFeed`).
 */
export class FollowedFeed {
  readonly #db: Executor;
  readonly #urls: ImageUrls;
  readonly #materialised: HomeFeed | null;

  /**
   * With `materialised`, pages come from the viewer's materialised feed (D-060); without
   * it, every page is read on the fly (D-033) — the bench's "before" and its fallback.
   */
  constructor(db: Executor, urls: ImageUrls, materialised: HomeFeed | null = null) {
    this.#db = db;
    this.#urls = urls;
    this.#materialised = materialised;
  }

  #find(viewerId: string, limit: number, position: KeysetPosition | null): Promise<PinRow[]> {
    if (this.#materialised) return this.#materialised.pins(viewerId, limit, position);
    return findFollowedPins(this.#db, viewerId, limit, position);
  }

  /** One page of the followed pins (the FollowingFeedResource). */
  async page(viewerId: string, page: PageRequest): Promise<Page<PinSummary>> {
    const rows = await this.#find(viewerId, page.pageSize + 1, decodePosition(page.bookmark));
    return toPage(
      rows,
      page.pageSize,
      (row) => row,
      (row) => presentPinSummary(row, this.#urls),
    );
  }

  /**
   * The home feed of a signed-in viewer: the followed pins first, then `rest` (the feed
   * everyone gets). A viewer who follows nobody — or whose followed pins ran out — reads
   * `rest` with `rest`'s own bookmarks, so their pages are exactly the existing feed's.
   * Bookmarks inside the followed pins carry the "followed" tag; the page where they run
   * out is filled from the start of `rest` (less any pin already on it) and continues
   * with `rest`'s bookmark.
   */
  async homeFeed(viewerId: string, page: PageRequest, rest: RestOfFeed): Promise<Page<PinSummary>> {
    const position = decodePosition(page.bookmark);
    if (position !== null && position.feed !== FOLLOWED_FEED_TAG) return rest(page);
    const rows = await this.#find(viewerId, page.pageSize + 1, position);
    if (rows.length > page.pageSize) {
      const kept = rows.slice(0, page.pageSize);
      const last = kept.at(-1);
      return {
        items: kept.map((row) => presentPinSummary(row, this.#urls)),
        bookmark: last
          ? encodeBookmark({ createdAt: last.createdAt.toISOString(), id: last.id, feed: FOLLOWED_FEED_TAG })
          : null,
      };
    }
    const followed = rows.map((row) => presentPinSummary(row, this.#urls));
    const room = page.pageSize - followed.length;
    if (room === 0) return { items: followed, bookmark: REST_FROM_START };
    const first = await rest({ pageSize: room });
    const shown = new Set(followed.map((pin) => pin.id));
    return {
      items: [...followed, ...first.items.filter((pin) => !shown.has(pin.id))],
      bookmark: first.bookmark,
    };
  }
}
