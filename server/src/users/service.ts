import type { EndpointData, UserProfile, userSettingsEndpoint } from "@corkboard/core/contract";
import { isLocale, type Locale } from "@corkboard/core/messages";
import type { BoardReadService } from "../boards/index.ts";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { Executor } from "../platform/db/index.ts";
import { notFound } from "../platform/http/app-error.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { presentUserSummary } from "../platform/images/user-summary.ts";
import * as repo from "./repo.ts";

/** The viewer's settings as the settings endpoints answer them. */
type UserSettings = EndpointData<typeof userSettingsEndpoint>;

/** User reads for profiles (IMPL-024), and the viewer's own settings. */
export class UserReadService {
  readonly #db: Executor;
  readonly #urls: ImageUrls;
  readonly #boards: BoardReadService;

  constructor(db: Executor, urls: ImageUrls, boards: BoardReadService) {
    this.#db = db;
    this.#urls = urls;
    this.#boards = boards;
  }

  /** The signed-in viewer's settings: the post-create upsell's (PIN-050) and the language. */
  async settings(viewer: Viewer): Promise<UserSettings> {
    const row = await repo.findUpsellSettings(this.#db, viewer.id);
    if (!row) throw notFound("User");
    // Connecting a social photo account is not built, so nobody is connected yet.
    return {
      connected_to_instagram: false,
      listed_website_url: row.website,
      claiming_upsells_seen: row.seen,
      locale: isLocale(row.locale) ? row.locale : null,
    };
  }

  /**
   * Changes the viewer's language (IMPL-045): their pages, and the mails sent to them, speak
   * it from the next request on. Null follows their browser again.
   */
  async updateSettings(viewer: Viewer, change: { locale: Locale | null }): Promise<UserSettings> {
    await repo.updateLocale(this.#db, viewer.id, change.locale);
    return this.settings(viewer);
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

  /** The viewer's own profile with their pin count and business profile (the v5 account, D-058). */
  async account(viewer: Viewer) {
    const [profile, extras] = await Promise.all([
      this.profile(viewer, { userId: viewer.id }),
      repo.findAccountExtras(this.#db, viewer.id),
    ]);
    return { profile, ...extras };
  }
}
