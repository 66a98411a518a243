import type { PinSaveMethod } from "./contract.ts";

/** What /pin/create/{method} asks for (PIN-002…PIN-004). */
export interface CreateRouteRequest {
  /** The {method} path segment: bookmarklet or another creation method. */
  routeMethod: string;
  /** "repin" or "create"; anything else is "create" (PIN-003). */
  action: "repin" | "create";
  url: string | null;
  /** The image URL. */
  media: string | null;
  description: string | null;
  color: string | null;
  guid: string | null;
  /** The method query parameter, when it is one a save may be sent with. */
  method: PinSaveMethod | null;
}

const SAVE_METHODS: ReadonlySet<string> = new Set([
  "uploaded",
  "pinbuilder",
  "scraped",
  "button",
  "button_external",
]);

function param(query: URLSearchParams, name: string): string | null {
  const value = query.get(name)?.trim();
  return value ? value : null;
}

/**
 * Reads /pin/create/{method} and its query (url, media, description, color, guid, method,
 * action); the action defaults to "create" (PIN-002…PIN-004).
 */
export function parseCreateRoute(routeMethod: string, query: URLSearchParams): CreateRouteRequest {
  const method = param(query, "method");
  return {
    routeMethod,
    action: param(query, "action") === "repin" ? "repin" : "create",
    url: param(query, "url"),
    media: param(query, "media"),
    description: param(query, "description"),
    color: param(query, "color"),
    guid: param(query, "guid"),
    method: method && SAVE_METHODS.has(method) ? (method as PinSaveMethod) : null,
  };
}

const OWN_PIN_PATH = /^\/(?:amp\/)?pin\/(\d+)\/?$/;

/**
 * Mobile: when `url` is a pin page of this site (/pin/{digits}/ or /amp/pin/{digits}/ on
 * `ownHost`), the path to redirect to, /pin/{digits}/repin/x/; null otherwise (PIN-011).
 */
export function ownPinRepinRedirect(url: string | null, ownHost: string): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.host.toLowerCase() !== ownHost.toLowerCase()) return null;
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  const digits = OWN_PIN_PATH.exec(parsed.pathname)?.[1];
  return digits ? `/pin/${digits}/repin/x/` : null;
}

/** The social photo domain of the post-create upsell (PIN-051 DECISION). */
export const SOCIAL_PHOTO_DOMAIN = "instagram.com";

/** Local storage key and value marking the upsell as seen (PIN-052). */
export const UPSELL_SEEN = { key: "claiming_upsells_seen", value: "POST_CREATE_UPSELL_V2" } as const;

/** What the post-create upsell decision reads (PIN-049, PIN-050). */
export interface UpsellFacts {
  /** The url the pin was created from. */
  url: string | null;
  /** localStorage[claiming_upsells_seen] holds POST_CREATE_UPSELL_V2. */
  seen: boolean;
  /** connected_to_instagram from /v3/users/settings. */
  connectedToInstagram: boolean;
  /** listed_website_url from /v3/users/settings. */
  listedWebsiteUrl: string | null;
  /** Experiment web_post_create_retargeting is on. */
  experimentOn: boolean;
}

function hostEndsWith(url: string | null, domain: string): boolean {
  if (!url) return false;
  try {
    const host = new URL(url).hostname.toLowerCase();
    return host === domain || host.endsWith(`.${domain}`);
  } catch {
    return false;
  }
}

/**
 * True when the post-create upsell shows: the url's host is the social photo domain, it was
 * not seen, the account is not connected but the listed website points there, and the
 * experiment is on (PIN-049, PIN-051 DECISION).
 */
export function showPostCreateUpsell(facts: UpsellFacts): boolean {
  return (
    hostEndsWith(facts.url, SOCIAL_PHOTO_DOMAIN) &&
    !facts.seen &&
    !facts.connectedToInstagram &&
    hostEndsWith(facts.listedWebsiteUrl, SOCIAL_PHOTO_DOMAIN) &&
    facts.experimentOn
  );
}
