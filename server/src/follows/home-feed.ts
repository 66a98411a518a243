import type { KeysetPosition } from "@corkboard/core/contract";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { PinRow } from "../pins/index.ts";
import type { AppContext } from "../platform/context.ts";
import type { Executor } from "../platform/db/index.ts";
import type { JobKind, Jobs } from "../platform/jobs/index.ts";
import {
  clearLeaving,
  findBuiltFollowers,
  findCelebrityState,
  markCelebrity,
  markLeaving,
} from "./celebrity-repo.ts";
import { findFollowedPins } from "./feed-repo.ts";
import {
  backfillCreator,
  clearCreator,
  fanOutPin,
  findFeedHorizon,
  findMaterialisedPins,
  forgetFollowersFeeds,
  rebuildFeed,
  trimFeed,
} from "./home-feed-repo.ts";

/** How big each viewer's materialised feed is kept (D-060). */
export interface HomeFeedSettings {
  /**
   * Entries kept per viewer after a trim, and the most one backfill writes per person
   * followed. Pages past them are read on the fly (D-033). Default 1,000 (40 pages of 25).
   */
  cap?: number;
  /**
   * Creators followed by more people than this are celebrities (D-069): not fanned out on
   * write, their pins merged into each follower's page at read time. Default 10,000.
   */
  celebrityFollowers?: number;
}

export const HOME_FEED_CAP = 1000;
export const HOME_FEED_CELEBRITY_FOLLOWERS = 10_000;
const creatorPayload = z.object({ creatorId: z.string().min(1) });

/**
 * The job that writes a creator's newest pins into every follower's built feed: for pins
 * that arrive without a save (an import's, D-069), and a celebrity leaving that state.
 */
const REFILL_JOB = "home-feed-refill";

/**
 * Queues the refill of `creatorId`'s followers' feeds (one job per creator waits at a time):
 * for pins made without a save, such as an import's, which the fan-out never saw. Nothing
 * when the feed is read on the fly (`HOME_FEED_MATERIALISED=false`).
 */
export async function queueCreatorRefill(
  context: Pick<AppContext, "db" | "jobs" | "config">,
  creatorId: string,
): Promise<void> {
  if (context.config.homeFeedMaterialised === false) return;
  const kind: JobKind<z.input<typeof creatorPayload>> = { name: REFILL_JOB };
  try {
    await context.jobs.enqueue(kind, { creatorId }, { singletonKey: creatorId });
  } catch {
    // No refill job here (the operator's import command runs without the server's
    // features) or the queue refused: the followers' feeds are dropped instead, each
    // rebuilt with the new pins on its next read — exact, at the price of the rebuilds.
    await forgetFollowersFeeds(context.db, creatorId);
  }
}

const pinPayload = z.object({ pinId: z.string().min(1) });
const viewerPayload = z.object({ viewerId: z.string().min(1) });

/**
 * The materialised followed feed (D-060): fan-out on write into `feed_items` by background
 * jobs (D-048), so a save never waits for its pinner's followers; a backfill of the person's
 * newest pins when followed (in the request: a follow shows at once); their entries cleared on unfollow; each viewer's entries trimmed
 * to a cap, beyond which pages are read on the fly as before (D-033). Visibility is decided
 * by the read. A viewer whose feed is not built yet (follows made before this existed, by
 * the demo seed or by SQL) is read on the fly while a job builds it.
 */
export class HomeFeed {
  readonly #db: Executor;
  readonly #jobs: Jobs;
  readonly #log: FastifyBaseLogger;
  readonly #cap: number;
  readonly #trimAbove: number;
  readonly #fanOut: JobKind<z.input<typeof pinPayload>>;
  readonly #build: JobKind<z.input<typeof viewerPayload>>;
  readonly #refill: JobKind<z.input<typeof creatorPayload>>;
  readonly #celebrityFollowers: number;

  constructor(db: Executor, jobs: Jobs, log: FastifyBaseLogger, settings: HomeFeedSettings = {}) {
    this.#db = db;
    this.#jobs = jobs;
    this.#log = log;
    this.#cap = settings.cap ?? HOME_FEED_CAP;
    // Trimmed back to the cap once 10 % over it: one trim per ~cap/10 new entries, not per entry.
    this.#trimAbove = this.#cap + Math.max(1, Math.floor(this.#cap / 10));
    this.#fanOut = jobs.define("home-feed-fanout", ({ pinId }) => this.#fanOutNow(pinId), {
      payload: pinPayload,
      // One pin's entries for all its pinner's followers, one statement; two at once.
      concurrency: 2,
    });
    this.#build = jobs.define("home-feed-build", ({ viewerId }) => this.build(viewerId), {
      payload: viewerPayload,
      oneQueuedPerKey: true,
    });
    this.#celebrityFollowers = settings.celebrityFollowers ?? HOME_FEED_CELEBRITY_FOLLOWERS;
    this.#refill = jobs.define(REFILL_JOB, ({ creatorId }) => this.#refillNow(creatorId), {
      payload: creatorPayload,
      oneQueuedPerKey: true,
    });
  }

  /**
   * A pin was created or saved: its pinner's followers get it by a job. The save waits for
   * the job to be stored (one insert), never for the fan-out itself; a queue that refuses is
   * logged, not the save's failure (the pin is saved; the followers' feeds miss it).
   */
  async pinSaved(pinId: string): Promise<void> {
    try {
      await this.#jobs.enqueue(this.#fanOut, { pinId });
    } catch (error) {
      this.#log.warn({ pin_id: pinId, err: error }, "home feed fan-out not queued");
    }
  }

  /**
   * `viewerId` now follows `creatorIds`: their newest pins (up to the cap each) join the
   * viewer's feed before the follow answers, so the home feed the web refetches shows them.
   * Bounded: one index scan and at most `cap` rows per person followed.
   */
  async followed(viewerId: string, creatorIds: readonly string[]): Promise<void> {
    let entries: number | null = null;
    for (const creatorId of creatorIds) {
      entries = await backfillCreator(this.#db, viewerId, creatorId, this.#cap);
      // Not built: the feed is read on the fly (this follow included) until a build runs.
      if (entries === null) break;
    }
    if (entries !== null && entries > this.#trimAbove) await trimFeed(this.#db, viewerId, this.#cap);
    for (const creatorId of creatorIds) await this.#review(creatorId);
  }

  /** `viewerId` no longer follows `creatorId`: their entries go at once. */
  async unfollowed(viewerId: string, creatorId: string): Promise<void> {
    await clearCreator(this.#db, viewerId, creatorId);
    await this.#review(creatorId);
  }

  /**
   * After a follow or unfollow of `creatorId`: a creator over the threshold becomes a
   * celebrity (at once: the read merges their pins and ignores their entries); a celebrity
   * at or under it starts leaving, and a job writes their pins into every follower's feed
   * before the read goes back to the entries (D-069). One statement reads the state and the
   * follower count (kept by trigger).
   */
  async #review(creatorId: string): Promise<void> {
    const { state, over } = await findCelebrityState(this.#db, creatorId, this.#celebrityFollowers);
    if (over && state.kind !== "celebrity") {
      await markCelebrity(this.#db, creatorId);
    } else if (!over && state.kind === "celebrity") {
      if ((await markLeaving(this.#db, creatorId)) === null) return;
      try {
        await this.#jobs.enqueue(this.#refill, { creatorId }, { singletonKey: creatorId });
      } catch (error) {
        // Still exact: the creator stays merged at read time until a later review queues it.
        this.#log.warn({ creator_id: creatorId, err: error }, "home feed refill not queued");
      }
    }
  }

  /**
   * The refill: `creatorId`'s newest pins (up to the cap, at each horizon or newer) join
   * every follower's built feed — the same backfill as a follow's, and nothing for a
   * celebrity's followers. For a creator leaving the celebrity state, the read then goes back
   * to their entries: fan-out resumed when the leaving was marked, so each pin is seen here
   * or fanned out; one who became a celebrity again meanwhile keeps the row (`clearLeaving`
   * matches this leaving's mark only).
   */
  async #refillNow(creatorId: string): Promise<void> {
    const { state } = await findCelebrityState(this.#db, creatorId);
    if (state.kind === "celebrity") return;
    for (const viewerId of await findBuiltFollowers(this.#db, creatorId)) {
      const entries = await backfillCreator(this.#db, viewerId, creatorId, this.#cap);
      if (entries !== null && entries > this.#trimAbove) await trimFeed(this.#db, viewerId, this.#cap);
    }
    if (state.kind === "leaving") await clearLeaving(this.#db, creatorId, state.since);
  }

  /** Builds (or rebuilds) the viewer's feed now: the newest pins of everyone followed, up to the cap. */
  async build(viewerId: string): Promise<void> {
    await rebuildFeed(this.#db, viewerId, this.#cap);
  }

  /**
   * `limit` followed pins after `position`, newest first: the materialised entries down to
   * the viewer's horizon, then D-033's read on the fly below it. One statement while the
   * page lies above the horizon; a viewer whose feed is not built is read on the fly and
   * a build is queued.
   */
  async pins(viewerId: string, limit: number, position: KeysetPosition | null): Promise<PinRow[]> {
    const rows = await findMaterialisedPins(this.#db, viewerId, limit, position);
    if (rows.length === limit) return rows;
    const state = await findFeedHorizon(this.#db, viewerId);
    if (!state.built) {
      try {
        await this.#jobs.enqueue(this.#build, { viewerId }, { singletonKey: viewerId });
      } catch (error) {
        this.#log.warn({ viewer_id: viewerId, err: error }, "home feed build not queued");
      }
      return findFollowedPins(this.#db, viewerId, limit, position);
    }
    // No entries, yet built: the build may have committed between the two reads, so read the
    // entries again now that it is seen (a page is never cut short by that race).
    const entries = rows.length > 0 ? rows : await findMaterialisedPins(this.#db, viewerId, limit, position);
    if (entries.length === limit) return entries;
    const horizon = state.horizon;
    if (horizon === null) return entries;
    // Below the horizon: strictly older than it (the horizon's own pin has an entry).
    const from = position !== null && isBefore(position, horizon) ? position : horizon;
    return [...entries, ...(await findFollowedPins(this.#db, viewerId, limit - entries.length, from))];
  }

  async #fanOutNow(pinId: string): Promise<void> {
    const over = await fanOutPin(this.#db, pinId, this.#trimAbove);
    for (const viewerId of over) await trimFeed(this.#db, viewerId, this.#cap);
  }
}

/** Keyset order: `a` comes after `b` in a newest-first feed (older, or as old with a lower id). */
function isBefore(a: KeysetPosition, b: KeysetPosition): boolean {
  const at = Date.parse(a.createdAt);
  const bt = Date.parse(b.createdAt);
  return at < bt || (at === bt && BigInt(a.id) < BigInt(b.id));
}
