import { analyticsEventsEndpoint, type ClientAnalyticsEvent } from "@corkboard/core/contract";
import { PHONE_QUERY } from "../../ui/index.ts";
import { fetchEndpoint } from "../api/index.ts";

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

/** Which web this is (AUTH-077's split): a phone-sized window is mobile web. */
function devicePlatform(): ClientAnalyticsEvent["device_platform"] {
  return window.matchMedia?.(PHONE_QUERY).matches ? "mobile_web" : "desktop_web";
}

/**
 * Where this visit came from (IMPL-008): our own pages, a search engine, a social site,
 * mail, or nothing (typed or bookmarked).
 */
export function trafficSource(referrer: string, origin: string): ClientAnalyticsEvent["traffic_source"] {
  if (!referrer) return "direct";
  let host: string;
  try {
    const url = new URL(referrer);
    if (url.origin === origin) return "internal";
    host = url.hostname;
  } catch {
    return "other";
  }
  if (/(^|\.)(google|bing|duckduckgo|yahoo|yandex|baidu|ecosia)\./.test(host)) return "search";
  if (/(^|\.)(facebook|instagram|twitter|x|t|line|reddit|linkedin|pinterest)\.(com|co|me|jp)$/.test(host))
    return "social";
  if (/(^|\.)(mail|outlook|gmail)\./.test(host)) return "email";
  return "other";
}

/**
 * Records a browser event (CONST-013, D-053): queued and sent in batches, never awaited.
 * The server adds who is signed in; nothing personal goes in `payload`.
 */
export function track(
  name: ClientAnalyticsEvent["name"],
  payload: ClientAnalyticsEvent["payload"] = {},
): void {
  waiting.push({
    name,
    ts: Date.now(),
    path: window.location.pathname.slice(0, 256),
    traffic_source: trafficSource(document.referrer, window.location.origin),
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
