import {
  BULK_FOLLOW_MAX,
  type CreatorCard,
  type EndpointData,
  type FollowListUser,
  type FollowState,
  isId,
  type Page,
  type pinCreatorsEndpoint,
  type userFollowEndpoint,
} from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { acceptInviteCode, type InviteAnswerDeps } from "../boards/index.ts";
import { findPinById, findVisiblePin, presentPinner, presentSponsorship } from "../pins/index.ts";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { Database } from "../platform/db/index.ts";
import { type PageRequest, toPage } from "../platform/db/keyset.ts";
import { AppError, notFound } from "../platform/http/app-error.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { accountKey, type Limiter } from "../platform/rate-limit/index.ts";
import * as repo from "./follow-repo.ts";
import type { HomeFeed } from "./home-feed.ts";
import { presentCreatorCard, presentFollowListUser, presentFollowState } from "./presenter.ts";
import { domainOfLink } from "./website-address.ts";
import { findOfficialUserId } from "./website-claims-repo.ts";

/** Tells people they have new followers (the notifications feature, wired by the composition root). */
export type NewFollowersNotifier = (followerId: string, followeeIds: string[]) => Promise<void>;

/** What the follow rules need. */
export interface FollowServiceDeps {
  db: Database;
  urls: ImageUrls;
  /** The "follow" policy's limiter: a bulk follow spends one point per person beyond the first. */
  followLimit: Limiter;
  notifyNewFollowers: NewFollowersNotifier;
  /** Accepting the board invite an invite code names (the boards feature), with its events. */
  invites: InviteAnswerDeps;
  /** The materialised followed feed (D-060), told of follows and unfollows; absent: read on the fly. */
  homeFeed?: HomeFeed | null;
}

type FollowAnswer = EndpointData<typeof userFollowEndpoint>;
type PinCreators = EndpointData<typeof pinCreatorsEndpoint>;

function cannotFollowSelf(): AppError {
  return new AppError("CANNOT_FOLLOW_SELF", t("error.CANNOT_FOLLOW_SELF"), {
    fields: [{ field: "user_id", message: t("error.CANNOT_FOLLOW_SELF") }],
  });
}

/**
 * The follow rules (FOLLOW-001…016): following and unfollowing are idempotent; nobody
 * follows themselves; unknown, suspended and deactivated people are NOT_FOUND. The counts
 * follow the rows by trigger (D-031), so the answers read them after the write.
 */
export class FollowService {
  readonly #deps: FollowServiceDeps;

  constructor(deps: FollowServiceDeps) {
    this.#deps = deps;
  }

  /**
   * Follows `user_id` (FOLLOW-005). With an invite code, first accepts the board invite it
   * names, which must come from that person (FOLLOW-007): a refused invite follows nobody.
   */
  async follow(
    viewer: Viewer,
    input: { user_id: string; invite_code?: string | undefined },
  ): Promise<FollowAnswer> {
    const target = input.user_id;
    if (target === viewer.id) throw cannotFollowSelf();
    await this.#assertFollowable([target]);
    const answered =
      input.invite_code === undefined
        ? null
        : await acceptInviteCode(this.#deps.invites, viewer, input.invite_code, target);
    await this.#follow(viewer.id, [target]);
    const [state] = await this.#states(viewer.id, [target]);
    if (!state) throw notFound("User");
    return { ...state, invite: answered ? { status: "accepted", board: answered.board } : null };
  }

  /** Unfollows `userId` (FOLLOW-006); unfollowing someone not followed answers the same state. */
  async unfollow(viewer: Viewer, userId: string): Promise<FollowState> {
    if (userId === viewer.id) throw cannotFollowSelf();
    await this.#assertFollowable([userId]);
    await repo.deleteFollow(this.#deps.db, viewer.id, userId);
    // Also when no follow was deleted: a retried unfollow still clears what a late fan-out wrote.
    await this.#deps.homeFeed?.unfollowed(viewer.id, userId);
    const [state] = await this.#states(viewer.id, [userId]);
    if (!state) throw notFound("User");
    return state;
  }

  /**
   * Follows everyone in `followeeIds` (comma-joined, FOLLOW-008), all or nothing: any id that
   * is malformed, oneself, unknown or not followable refuses the whole call before anything
   * is written, and the rows are inserted by one statement.
   */
  async bulkFollow(viewer: Viewer, followeeIds: string): Promise<{ users: FollowState[] }> {
    const ids = [...new Set(followeeIds.split(","))];
    const bad = ids.find((id) => !isId(id));
    if (bad !== undefined) {
      throw new AppError("INVALID_INPUT", t("error.INVALID_INPUT"), {
        fields: [{ field: "followee_ids", message: `${bad.slice(0, 20)} is not a valid id` }],
      });
    }
    if (ids.length > BULK_FOLLOW_MAX) {
      const message = t("follows.bulk.tooMany", { max: BULK_FOLLOW_MAX });
      throw new AppError("INVALID_INPUT", message, { fields: [{ field: "followee_ids", message }] });
    }
    if (ids.includes(viewer.id)) throw cannotFollowSelf();
    await this.#assertFollowable(ids);
    await this.#spendBulkPoints(viewer, ids.length - 1);
    await this.#follow(viewer.id, ids);
    return { users: await this.#states(viewer.id, ids) };
  }

  /** The people following `username` (IMPL-025), as `viewer` sees them. */
  followers(viewer: Viewer | null, username: string, page: PageRequest): Promise<Page<FollowListUser>> {
    return this.#list("followers", viewer, username, page);
  }

  /** The people `username` follows (IMPL-025), as `viewer` sees them. */
  following(viewer: Viewer | null, username: string, page: PageRequest): Promise<Page<FollowListUser>> {
    return this.#list("following", viewer, username, page);
  }

  /**
   * The pin's pinner and its link domain's official user as creator cards (FOLLOW-021/022,
   * IMPL-002). A pin the viewer may not see is NOT_FOUND; a pinner or official user who is
   * suspended or deactivated is null.
   */
  async pinCreators(viewer: Viewer | null, pinId: string): Promise<PinCreators> {
    const { db, urls } = this.#deps;
    const pin = await findVisiblePin(db, viewer, pinId);
    const domain = domainOfLink(pin.link);
    const officialId = domain === null ? null : await findOfficialUserId(db, domain);
    const ids = officialId === null ? [pin.pinnerId] : [pin.pinnerId, officialId];
    const viewerId = viewer?.id ?? null;
    const cards = new Map<string, CreatorCard>(
      (await repo.findCreatorRows(db, ids, viewerId)).map((row) => [
        row.id,
        presentCreatorCard(row, urls, viewerId),
      ]),
    );
    const pinner = cards.get(pin.pinnerId);
    return {
      id: pin.id,
      pinner: pinner ? await this.#withSponsorship(pinner, pin.id) : null,
      link_domain:
        domain === null
          ? null
          : { domain, official_user: officialId === null ? null : (cards.get(officialId) ?? null) },
    };
  }

  /**
   * The pinner's card carries the pin's paid partnership (LABEL-006): sponsorName,
   * sponsorUsername and sponsorshipStatus, by the pin label's rules (only an approved
   * business is named).
   */
  async #withSponsorship(card: CreatorCard, pinId: string): Promise<CreatorCard> {
    const { db, urls } = this.#deps;
    const row = await findPinById(db, pinId);
    const sponsorship = row ? presentSponsorship(row, presentPinner(row, urls), urls) : null;
    if (!sponsorship) return card;
    return {
      ...card,
      sponsor_name: sponsorship.sponsor_name,
      sponsor_username: sponsorship.sponsor_username,
      sponsorship_status: sponsorship.status,
    };
  }

  async #list(
    side: "followers" | "following",
    viewer: Viewer | null,
    username: string,
    page: PageRequest,
  ): Promise<Page<FollowListUser>> {
    const { db, urls } = this.#deps;
    const owner = await repo.findListableUser(db, username);
    if (!owner) throw notFound("User");
    const viewerId = viewer?.id ?? null;
    const rows = await repo.findFollowPage(db, side, owner.id, viewerId, page);
    return toPage(
      rows,
      page.pageSize,
      (row) => ({ createdAt: row.followedAt, id: row.id }),
      (row) => presentFollowListUser(row, urls, viewerId),
    );
  }

  /** Every id names someone who may be followed, else NOT_FOUND (unknown, suspended, deactivated). */
  async #assertFollowable(ids: string[]): Promise<void> {
    const targets = await repo.findFollowTargets(this.#deps.db, ids);
    const missing = ids.find((id) => targets.get(id) !== true);
    if (missing !== undefined) {
      throw new AppError("NOT_FOUND", t("error.NOT_FOUND"), { detail: `user ${missing} not found` });
    }
  }

  /** Inserts the follows and tells the people newly followed. */
  async #follow(followerId: string, followeeIds: string[]): Promise<void> {
    const added = await repo.insertFollows(this.#deps.db, followerId, followeeIds);
    if (added.length === 0) return;
    await this.#deps.homeFeed?.followed(followerId, added);
    await this.#deps.notifyNewFollowers(followerId, added);
  }

  async #states(viewerId: string, ids: string[]): Promise<FollowState[]> {
    const rows = new Map(
      (await repo.findFollowStates(this.#deps.db, viewerId, ids)).map((row) => [row.id, row]),
    );
    return ids.flatMap((id) => {
      const row = rows.get(id);
      return row ? [presentFollowState(id, row.followerCount, row.followed)] : [];
    });
  }

  /** The registrar spent one point of the follow policy; a bulk follow pays for the rest. */
  async #spendBulkPoints(viewer: Viewer, points: number): Promise<void> {
    if (points <= 0) return;
    const key = accountKey(viewer.id);
    const limit = await this.#deps.followLimit.consume(key, points);
    if (limit.allowed) return;
    // A refused call follows nobody, so it must not use up what is left of the hour.
    await this.#deps.followLimit.reward(key, points);
    throw new AppError("RATE_LIMITED", t("error.RATE_LIMITED"), {
      context: { retry_after_seconds: limit.retryAfterSeconds },
    });
  }
}
