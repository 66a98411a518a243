import { slugify } from "../paths/slug.ts";

/**
 * Interests of the discovery pages (IMPL-038, D-037): a hashtag people use on pins anyone may
 * see, or a board topic — a board name several people gave their public boards. An interest's
 * pins are the search for its query, so the pages rank and guard them as search does.
 */
export type InterestKind = "hashtag" | "topic";

/** An interest as its kind and key: the tag without "#", or the folded board name. */
export interface InterestKey {
  kind: InterestKind;
  key: string;
}

/** The longest key an interest id may carry (a board name is at most 100 characters). */
const KEY_MAX = 120;
const PREFIX: Record<InterestKind, string> = { hashtag: "t.", topic: "b." };

/** An interest's id: its kind's prefix and its key ("t.homedecor", "b.kitchen garden"). */
export function interestId(interest: InterestKey): string {
  return `${PREFIX[interest.kind]}${interest.key}`;
}

/** Reads an interest id; null when it is not one. */
export function parseInterestId(id: string): InterestKey | null {
  const kind = id.startsWith(PREFIX.hashtag) ? "hashtag" : id.startsWith(PREFIX.topic) ? "topic" : null;
  const key = id.slice(2).trim();
  if (kind === null || key === "" || key.length > KEY_MAX) return null;
  return { kind, key };
}

/** What the interest's page searches: "#tag" for a hashtag (its pins exactly), the name otherwise. */
export function interestQuery(interest: InterestKey): string {
  return interest.kind === "hashtag" ? `#${interest.key}` : interest.key;
}

/** How an interest is named on its card and page. */
export function interestName(interest: InterestKey): string {
  if (interest.kind === "hashtag") return `#${interest.key}`;
  return interest.key.charAt(0).toLocaleUpperCase() + interest.key.slice(1);
}

/** The interest's page: /ideas/{name as a slug}/{id}/ (IMPL-038). */
export function interestPath(interest: InterestKey): string {
  return `/ideas/${slugify(interestName(interest), "ideas")}/${encodeURIComponent(interestId(interest))}/`;
}
