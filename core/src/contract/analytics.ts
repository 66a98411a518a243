import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";

/**
 * The analytics event (CONST-013, CONST-014 DECISION): one typed shape for every event,
 * {name, ts, viewer_id?, path, traffic_source, device_platform, login_method?, payload}.
 * The browser sends the events it alone sees; the server adds the viewer (never taken from
 * the client) and records its own (sign-up attempts, log-ins).
 */
export const CLIENT_EVENT_NAMES = [
  "page_view",
  "pin_create_success",
  "pin_create_fail",
  "promote_view",
] as const;
/** Events only the server records (AUTH-221: sign-up attempts; log-ins with their method). */
export const SERVER_EVENT_NAMES = ["signup_attempt", "login"] as const;
/** Every analytics event name. */
export type AnalyticsEventName = (typeof CLIENT_EVENT_NAMES)[number] | (typeof SERVER_EVENT_NAMES)[number];

/** Where the visit came from: the seed's traffic sources (CONST-008; IMPL-008's attribution, D-071). */
export const TRAFFIC_SOURCES = [
  "email",
  "paid",
  "twitter",
  "amp",
  "google",
  "bing",
  "facebook",
  "other",
  "direct",
] as const;
/**
 * The seed's device platforms (CONST-009). The web app sends web or web_mobile (AUTH-077's
 * app types 5 and 7); the others are for native clients.
 */
export const DEVICE_PLATFORMS = [
  "web",
  "web_mobile",
  "iphone",
  "ipad",
  "android_mobile",
  "android_tablet",
] as const;

// An address in a payload would be personal data: events never carry one (CONST-014).
const LOOKS_LIKE_EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const payloadValue = z.union([
  z
    .string()
    .max(200)
    .refine((value) => !LOOKS_LIKE_EMAIL.test(value), { message: "must not hold an email address" }),
  z.number().finite(),
  z.boolean(),
]);

/** What an event may say beyond its name: a few short facts, no personal data. */
export const analyticsPayloadSchema = z
  .record(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/), payloadValue)
  .refine((payload) => Object.keys(payload).length <= 16, { message: "at most 16 keys" });

/** One event as the browser sends it. */
export const clientAnalyticsEventSchema = z.object({
  name: z.enum(CLIENT_EVENT_NAMES),
  /** When it happened, epoch milliseconds; the server's clock when absent or implausible. */
  ts: z.number().int().positive().optional(),
  path: z.string().max(256),
  traffic_source: z.enum(TRAFFIC_SOURCES).optional(),
  device_platform: z.enum(DEVICE_PLATFORMS),
  payload: analyticsPayloadSchema.default({}),
});
/** One event as the browser sends it. */
export type ClientAnalyticsEvent = z.infer<typeof clientAnalyticsEventSchema>;

/**
 * POST /v3/callback/event/ (CONST-014 DECISION): up to 20 events per call. Answered at once;
 * the events are written in batches off the request (D-053), so a page never waits on them.
 */
export const analyticsEventsEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/callback/event/",
  summary: "Record analytics events",
  tag: "analytics",
  access: "public",
  rateLimit: "analytics",
  query: z.object({ events: z.array(clientAnalyticsEventSchema).min(1).max(20) }),
  data: z.object({ accepted: z.number().int().min(0) }),
});
