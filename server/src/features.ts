import type { FastifyInstance } from "fastify";
import * as advertisers from "./advertisers/index.ts";
import * as analytics from "./analytics/index.ts";
import * as apiV5 from "./api-v5/index.ts";
import * as auth from "./auth/index.ts";
import * as boards from "./boards/index.ts";
import * as business from "./business/index.ts";
import * as exportsFeature from "./exports/index.ts";
import * as follows from "./follows/index.ts";
import * as health from "./health/index.ts";
import * as imports from "./imports/index.ts";
import * as labels from "./labels/index.ts";
import * as notifications from "./notifications/index.ts";
import * as offsite from "./offsite/index.ts";
import * as pins from "./pins/index.ts";
import { registerBootstrapRoutes } from "./platform/bootstrap/index.ts";
import type { AppContext } from "./platform/context.ts";
import type { FeatureDeps } from "./platform/feature.ts";
import { createImageUrls } from "./platform/images/image-urls.ts";
import { registerMediaRoutes } from "./platform/images/routes.ts";
import { registerDevOutboxRoutes } from "./platform/mail/index.ts";
import * as search from "./search/index.ts";
import * as seo from "./seo/index.ts";
import * as spa from "./spa/index.ts";
import * as users from "./users/index.ts";

/**
 * The composition root: the one place that knows every feature. Each feature exposes
 * `register(app, deps)` from its index.ts; where one feature needs another's service, it is
 * built here and handed in (boards get the pins' lists, pins get the business and advertiser
 * rules a save asks), so features depend on each other in one direction only:
 * boards ← pins ← advertisers ← business; boards ← pins ← follows; boards ← pins ← search;
 * labels ← search (the advisory look-up, handed in); auth, users, offsite and spa beside them;
 * notifications below everything (it is told what happened, D-031).
 */
export async function registerFeatures(app: FastifyInstance, context: AppContext): Promise<void> {
  const urls = createImageUrls(context.storage);
  const deps: FeatureDeps = { context, urls };
  const boardReads = new boards.BoardReadService(context.db, urls);
  const userReads = new users.UserReadService(context.db, urls, boardReads);
  const promote = advertisers.promoteSettings(context.config);
  const notices = new notifications.NotificationService(context.db, urls);
  // The materialised followed feed (D-060); HOME_FEED_MATERIALISED=false reads every page
  // on the fly (D-033), the benchmark's "before".
  const homeFeed =
    context.config.homeFeedMaterialised !== false
      ? new follows.HomeFeed(context.db, context.jobs, app.log, {
          cap: context.config.homeFeedCap,
          celebrityFollowers: context.config.homeFeedCelebrityFollowers,
        })
      : null;
  const followedFeed = new follows.FollowedFeed(context.db, urls, homeFeed);
  const pinReads = new pins.PinReadService(context.db, urls, followedFeed);
  const inviteEvents: boards.InviteEvents = {
    invited: (event) => notices.boardInvited(event),
    accepted: (event) => notices.boardInviteAccepted(event),
  };

  health.register(app, deps);
  // Who is asking comes before every other route: CSRF, the session hook, then sign-in.
  auth.register(app, deps);
  registerBootstrapRoutes(app, context, auth.rememberedLookup(context, urls));
  analytics.register(app, deps);
  const saveCollaborators: pins.SaveCollaborators = {
    assertPinBuilderSave: (viewer, scenario) => business.assertPinBuilderSave(context, viewer, scenario),
    canQuickPromote: async (viewer, pin) =>
      (await advertisers.promoteFlag(context.db, viewer, pin, promote)).can,
    pinSaved: async (pinId) => homeFeed?.pinSaved(pinId),
  };
  pins.register(app, { ...deps, reads: pinReads, save: saveCollaborators });
  boards.register(app, {
    ...deps,
    reads: boardReads,
    pins: pinReads,
    actingViewer: (viewer, subjectId) => business.actingViewer(context.db, viewer, subjectId, urls),
    checkAdvertiser: (userId, advertiserId) =>
      advertisers.assertMayMakeBoardsFor(context.db, userId, advertiserId),
    inviteEvents,
  });
  users.register(app, { ...deps, reads: userReads, boards: boardReads });
  follows.register(app, {
    ...deps,
    feed: followedFeed,
    homeFeed,
    notifyNewFollowers: (followerId, followeeIds) => notices.newFollowers(followerId, followeeIds),
    inviteEvents,
  });
  notifications.register(app, { ...deps, service: notices });
  business.register(app, deps);
  advertisers.register(app, deps);
  offsite.register(app, deps);
  exportsFeature.register(app, deps);
  imports.register(app, deps);
  const advisories = new labels.AdvisoryService(context.db);
  labels.register(app, {
    ...deps,
    notifySponsorship: (event) => notices.sponsorshipRequested(event),
  });
  search.register(app, { ...deps, advisoryFor: (query) => advisories.forQuery(query) });
  apiV5.register(app, {
    ...deps,
    boards: boardReads,
    pins: pinReads,
    pinWrites: new pins.PinWriteService(context, saveCollaborators),
    users: userReads,
    checkAdvertiser: (userId, advertiserId) =>
      advertisers.assertMayMakeBoardsFor(context.db, userId, advertiserId),
  });
  registerMediaRoutes(app, context);
  // Without SMTP, mails wait in the dev outbox (IMPL-012); the page answers loopback only.
  if (context.mailer.outbox) registerDevOutboxRoutes(app, context.mailer.outbox);
  seo.register(app, deps);
  await spa.register(app, {
    ...deps,
    services: {
      pins: pinReads,
      boards: boardReads,
      users: userReads,
      remembered: auth.rememberedLookup(context, urls),
    },
  });
}
