import { analyticsEventsEndpoint, type ClientAnalyticsEvent } from "@corkboard/core/contract";
import { PHONE_QUERY } from "../../ui/index.ts";
import { fetchEndpoint } from "../api/index.ts";
import { LANDING_SEARCH } from "./landing.ts";

/** Events go together: when 20 wait, or this long after the first. */
const SEND_AFTER_MS = 5_000;
const BATCH = 20;

let waiting: ClientAnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

function send(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  const events = waiting.splice(0, BATCH);
  if (events.length === 0) return;
  // Analytics never bothers the reader: a refused or lost batch is forgotten.
  void fetchEndpoint(analyticsEventsEndpoint, { events }).catch(() => {});
  if (waiting.length > 0) send();
}

/** Which web this is (AUTH-077's split, CONST-009): a phone-sized window is web_mobile. */
function devicePlatform(): ClientAnalyticsEvent["device_platform"] {
  return window.matchMedia?.(PHONE_QUERY).matches ? "web_mobile" : "web";
}

/** utm_medium values that mean an ad click. */
const PAID_MEDIUMS = new Set(["cpc", "ppc", "paid", "paidsocial", "paid_social", "display"]);
/** Google's and Bing's ad clicks carry their click id. */
const AD_CLICK_IDS = ["gclid", "msclkid"];
const GOOGLE = /(^|\.)google(\.[a-z]{2,3}){1,2}$/;

/**
 * Where this visit came from, in the seed's traffic sources (CONST-008, IMPL-008, D-071):
 * an ad click (paid) or a mail campaign by the landing URL's utm_medium or click id; else
 * by the referrer's host: an AMP cache, Google, Bing, Facebook, Twitter, a webmail, other
 * sites; none (typed, bookmarked) or one of our own pages is direct.
 */
export function trafficSource(
  referrer: string,
  origin: string,
  landingSearch = "",
): ClientAnalyticsEvent["traffic_source"] {
  const params = new URLSearchParams(landingSearch);
  const medium = params.get("utm_medium")?.toLowerCase() ?? "";
  if (PAID_MEDIUMS.has(medium) || AD_CLICK_IDS.some((id) => params.has(id))) return "paid";
  if (medium === "email") return "email";
  if (!referrer) return "direct";
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return "other";
  }
  if (url.origin === origin) return "direct";
  const host = url.hostname;
  if (host.endsWith(".ampproject.org") || (GOOGLE.test(host) && url.pathname.startsWith("/amp/")))
    return "amp";
  if (GOOGLE.test(host)) return "google";
  if (/(^|\.)bing\.com$/.test(host)) return "bing";
  if (/(^|\.)(facebook\.com|fb\.com|fb\.me)$/.test(host)) return "facebook";
  if (/(^|\.)(twitter\.com|x\.com|t\.co)$/.test(host)) return "twitter";
  if (/(^|\.)(mail|outlook|gmail)\./.test(host)) return "email";
  return "other";
}

/** When and on which page an event happened, and the query of the visit's landing address. */
export interface EventMoment {
  ts: number;
  path: string;
  landingSearch: string;
}

/** Now, on the current page: a caller that loads this module later reads it first. */
export function eventMoment(): EventMoment {
  return { ts: Date.now(), path: window.location.pathname, landingSearch: LANDING_SEARCH };
}

/**
 * Records a browser event (CONST-013, D-053): queued and sent in batches, never awaited.
 * The server adds who is signed in; nothing personal goes in `payload`.
 */
export function track(
  name: ClientAnalyticsEvent["name"],
  payload: ClientAnalyticsEvent["payload"] = {},
  at: EventMoment = eventMoment(),
): void {
  waiting.push({
    name,
    ts: at.ts,
    path: at.path.slice(0, 256),
    traffic_source: trafficSource(document.referrer, window.location.origin, at.landingSearch),
    device_platform: devicePlatform(),
    payload,
  });
  if (waiting.length >= BATCH) send();
  else timer ??= setTimeout(send, SEND_AFTER_MS);
}

/** Sends what waits now: when the page is hidden (it may not come back), and in tests. */
export function flushAnalytics(): void {
  send();
}

/** Forgets what waits (tests). */
export function resetAnalytics(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  waiting = [];
}
