import type { UserProfile } from "@corkboard/core/contract";
import type { BoardReadService } from "../boards/index.ts";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { Executor } from "../platform/db/index.ts";
import { notFound } from "../platform/http/app-error.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { presentUserSummary } from "../platform/images/user-summary.ts";
import * as repo from "./repo.ts";

/** User reads for profiles (IMPL-024). */
export class UserReadService {
  readonly #db: Executor;
  readonly #urls: ImageUrls;
  readonly #boards: BoardReadService;

  constructor(db: Executor, urls: ImageUrls, boards: BoardReadService) {
    this.#db = db;
    this.#urls = urls;
    this.#boards = boards;
  }

  /** The signed-in viewer's settings for the post-create upsell (PIN-050). */
  async upsellSettings(viewer: Viewer) {
    const row = await repo.findUpsellSettings(this.#db, viewer.id);
    if (!row) throw notFound("User");
    // Connecting a social photo account is not built, so nobody is connected yet.
    return {
      connected_to_instagram: false,
      listed_website_url: row.website,
      claiming_upsells_seen: row.seen,
    };
  }

  /** The id of a user by username, or NOT_FOUND. */
  async userId(username: string): Promise<string> {
    const row = await repo.findUserByUsername(this.#db, username);
    if (!row) throw notFound("User");
    return row.id;
  }

  /** A profile by username or (BOARD-040) by id, as this viewer sees it. */
  async profile(viewer: Viewer | null, who: { username?: string; userId?: string }): Promise<UserProfile> {
    const row =
      who.userId !== undefined
        ? await repo.findUserById(this.#db, who.userId)
        : await repo.findUserByUsername(this.#db, who.username ?? "");
    if (!row) throw notFound("User");
    const [boardCount, followedByMe] = await Promise.all([
      this.#boards.countProfileBoards(viewer, row.id),
      viewer && viewer.id !== row.id ? repo.isFollowing(this.#db, viewer.id, row.id) : false,
    ]);
    return {
      ...presentUserSummary(row, row.avatar, this.#urls),
      entity_id: row.id,
      country: row.country,
      follower_count: row.followerCount,
      following_count: row.followingCount,
      board_count: boardCount,
      explicitly_followed_by_me: followedByMe,
      followed_by_me: followedByMe,
      is_viewer: viewer?.id === row.id,
    };
  }
}
