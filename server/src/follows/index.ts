import type { FastifyInstance } from "fastify";
import type { InviteEvents } from "../boards/index.ts";
import type { FeatureDeps } from "../platform/feature.ts";
import type { FollowedFeed } from "./followed-feed.ts";
import { FollowService, type NewFollowersNotifier } from "./follows.ts";
import type { HomeFeed } from "./home-feed.ts";
import { registerFollowRoutes } from "./routes.ts";
import { WebsiteClaims } from "./website-claims.ts";

// The follows feature's public face (DESIGN §2, D-031): its registration, and the followed
// feed the composition root hands to the pins feature's home feed.
export { FOLLOWED_FEED_TAG, FollowedFeed, type RestOfFeed } from "./followed-feed.ts";
export type { NewFollowersNotifier } from "./follows.ts";
// The materialised followed feed (D-060): built by the composition root, told of saves by pins.
export { HomeFeed, type HomeFeedSettings, queueCreatorRefill } from "./home-feed.ts";
// Pins loaded in bulk (the seed CLI) were never fanned out: every materialised feed is rebuilt (D-069).
export { forgetAllFeeds } from "./home-feed-repo.ts";
// An import's follows (issue 20, D-054).
export { followImported, type ImportedFollowOutcome } from "./import-follow.ts";

/** What the follows feature is registered with. */
export interface FollowDeps extends FeatureDeps {
  feed: FollowedFeed;
  /** The materialised feed the follows and unfollows keep (D-060); null: read on the fly only. */
  homeFeed: HomeFeed | null;
  /** Tells people of new followers (the notifications feature). */
  notifyNewFollowers: NewFollowersNotifier;
  /** Told when a follow's invite code accepts a board invite (the notifications feature). */
  inviteEvents?: InviteEvents;
}

/** Registers following, the lists, the followed feed, pin creators and website claims. */
export function register(
  app: FastifyInstance,
  { context, urls, feed, homeFeed, notifyNewFollowers, inviteEvents }: FollowDeps,
): void {
  const { db } = context;
  const follows = new FollowService({
    db,
    urls,
    followLimit: context.endpointLimits.follow,
    notifyNewFollowers,
    homeFeed,
    invites: { db, urls, events: inviteEvents },
  });
  const websites = new WebsiteClaims({ db, allowPrivate: context.config.fetchAllowPrivate ?? false });
  registerFollowRoutes(app, follows, feed, websites);
}
