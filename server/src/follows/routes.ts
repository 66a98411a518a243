import {
  bulkFollowEndpoint,
  followingFeedEndpoint,
  pinCreatorsEndpoint,
  userFollowEndpoint,
  userFollowersEndpoint,
  userFollowingEndpoint,
  userUnfollowEndpoint,
  websiteClaimEndpoint,
  websiteClaimsEndpoint,
  websiteUnclaimEndpoint,
  websiteVerifyEndpoint,
} from "@corkboard/core/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../platform/http/index.ts";
import type { FollowedFeed } from "./followed-feed.ts";
import type { FollowService } from "./follows.ts";
import type { WebsiteClaims } from "./website-claims.ts";

/** Follows, the followers and following lists, the followed feed, pin creators and website claims. */
export function registerFollowRoutes(
  app: FastifyInstance,
  follows: FollowService,
  feed: FollowedFeed,
  websites: WebsiteClaims,
): void {
  registerEndpoint(app, userFollowEndpoint, (body, { viewer }) => follows.follow(viewer, body));
  registerEndpoint(app, userUnfollowEndpoint, (body, { viewer }) => follows.unfollow(viewer, body.user_id));
  registerEndpoint(app, bulkFollowEndpoint, (body, { viewer }) =>
    follows.bulkFollow(viewer, body.followee_ids),
  );
  registerEndpoint(app, userFollowersEndpoint, (query, { viewer }) =>
    follows.followers(viewer, query.username, { pageSize: query.page_size, bookmark: query.bookmark }),
  );
  registerEndpoint(app, userFollowingEndpoint, (query, { viewer }) =>
    follows.following(viewer, query.username, { pageSize: query.page_size, bookmark: query.bookmark }),
  );
  registerEndpoint(app, followingFeedEndpoint, (query, { viewer }) =>
    feed.page(viewer.id, { pageSize: query.page_size, bookmark: query.bookmark }),
  );
  registerEndpoint(app, pinCreatorsEndpoint, (query, { viewer }) =>
    follows.pinCreators(viewer, query.pin_id),
  );
  registerEndpoint(app, websiteClaimsEndpoint, (_query, { viewer }) => websites.list(viewer));
  registerEndpoint(app, websiteClaimEndpoint, (body, { viewer }) => websites.claim(viewer, body.website_url));
  registerEndpoint(app, websiteVerifyEndpoint, (body, { viewer }) =>
    websites.verify(viewer, body.website_url, body.proof),
  );
  registerEndpoint(app, websiteUnclaimEndpoint, (body, { viewer }) =>
    websites.unclaim(viewer, body.website_url),
  );
}
