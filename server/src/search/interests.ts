import {
  type DiscoveryView,
  type EndpointData,
  INTERESTS_MAX,
  type Interest,
  type interestsEndpoint,
} from "@corkboard/core/contract";
import {
  type InterestKey,
  interestId,
  interestName,
  interestPath,
  interestQuery,
} from "@corkboard/core/search";
import { presentPinSummary } from "../pins/index.ts";
import type { Executor } from "../platform/db/index.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import {
  findHashtagInterests,
  findTopicInterests,
  type InterestRow,
  type PinWindow,
} from "./interests-repo.ts";
import { findPinRows } from "./repo.ts";

type InterestsAnswer = EndpointData<typeof interestsEndpoint>;

/** How long a view's interests are kept: they are the same for everyone and cost a scan. */
const CACHE_MS = 60_000;
/** A hashtag is an interest once this many listed pins carry it. */
const MIN_TAGGED_PINS = 2;
/** A board name is a topic once this many people gave it to public boards. */
const MIN_TOPIC_OWNERS = 2;
/** "Today" widens its window (a day, a week, any time) until it has this many interests. */
const TODAY_MIN = 4;
const DAY_MS = 86_400_000;

/**
 * The discovery pages' interests (IMPL-038, D-037): hashtags and board topics counted over
 * pins anyone may see, in the view's window, most used first; each with the newest such
 * pin's image as its cover. Computed at most once a minute per view and process.
 */
export class InterestsService {
  readonly #db: Executor;
  readonly #urls: ImageUrls;
  readonly #now: () => number;
  readonly #cache = new Map<DiscoveryView, { at: number; answer: Promise<InterestsAnswer> }>();

  constructor(db: Executor, urls: ImageUrls, now: () => number = Date.now) {
    this.#db = db;
    this.#urls = urls;
    this.#now = now;
  }

  list(view: DiscoveryView): Promise<InterestsAnswer> {
    const cached = this.#cache.get(view);
    if (cached !== undefined && this.#now() - cached.at < CACHE_MS) return cached.answer;
    const answer = this.#compute(view);
    this.#cache.set(view, { at: this.#now(), answer });
    // A failure is not kept: the next request tries again.
    answer.catch(() => this.#cache.delete(view));
    return answer;
  }

  async #compute(view: DiscoveryView): Promise<InterestsAnswer> {
    if (view !== "today") return { view, interests: await this.#interests(this.#window(view, null)) };
    let interests: Interest[] = [];
    for (const days of [1, 7, null]) {
      interests = await this.#interests(this.#window(view, days));
      if (interests.length >= TODAY_MIN) break;
    }
    return { view, interests };
  }

  #window(view: DiscoveryView, days: number | null): PinWindow {
    return {
      since: days === null ? null : new Date(this.#now() - days * DAY_MS),
      kind: view === "shopping" ? "shoppable" : view === "videos" ? "video" : null,
    };
  }

  async #interests(window: PinWindow): Promise<Interest[]> {
    const [tags, topics] = await Promise.all([
      findHashtagInterests(this.#db, window, MIN_TAGGED_PINS, INTERESTS_MAX),
      findTopicInterests(this.#db, window, MIN_TOPIC_OWNERS, INTERESTS_MAX),
    ]);
    const tagKeys = new Set(tags.map((row) => row.key));
    const rows = [
      ...tags.map((row) => ({ row, kind: "hashtag" as const })),
      // "Home decor" the topic and #homedecor the tag are one interest: the tag's.
      ...topics
        .filter((row) => !tagKeys.has(row.key.replaceAll(" ", "")))
        .map((row) => ({ row, kind: "topic" as const })),
    ]
      .sort((a, b) => b.row.pin_count - a.row.pin_count || a.row.key.localeCompare(b.row.key))
      .slice(0, INTERESTS_MAX);
    const covers = new Map(
      (
        await findPinRows(
          this.#db,
          rows.map(({ row }) => row.cover_pin_id),
        )
      ).map((pin) => [pin.id, pin]),
    );
    return rows.map(({ row, kind }) =>
      present({ kind, key: row.key }, row, covers.get(row.cover_pin_id), this.#urls),
    );
  }
}

function present(
  key: InterestKey,
  row: InterestRow,
  cover: Parameters<typeof presentPinSummary>[0] | undefined,
  urls: ImageUrls,
): Interest {
  const pin = cover === undefined ? null : presentPinSummary(cover, urls);
  return {
    id: interestId(key),
    kind: key.kind,
    name: interestName(key),
    query: interestQuery(key),
    url: interestPath(key),
    pin_count: row.pin_count,
    cover: pin?.images ?? null,
    dominant_color: pin?.dominant_color ?? null,
  };
}
