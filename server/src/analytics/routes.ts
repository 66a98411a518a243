import { analyticsEventsEndpoint } from "@corkboard/core/contract";
import type { FastifyInstance } from "fastify";
import type { AnalyticsRecorder } from "../platform/analytics/recorder.ts";
import { registerEndpoint } from "../platform/http/index.ts";

/** A client clock more than a day off is not believed: the server's time is used. */
const MAX_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

function eventTime(ts: number | undefined, now: number): Date {
  return ts !== undefined && Math.abs(ts - now) <= MAX_CLOCK_SKEW_MS ? new Date(ts) : new Date(now);
}

/**
 * POST /v3/callback/event/ (CONST-013/014, IMPL-008): the browser's events, with the viewer
 * taken from the session (a client cannot name one) and answered before they are written.
 */
export function registerAnalyticsRoutes(app: FastifyInstance, analytics: AnalyticsRecorder): void {
  registerEndpoint(app, analyticsEventsEndpoint, async ({ events }, { viewer }) => {
    const now = Date.now();
    for (const event of events) {
      analytics.record({
        name: event.name,
        at: eventTime(event.ts, now),
        viewerId: viewer?.id ?? null,
        path: event.path,
        trafficSource: event.traffic_source ?? null,
        devicePlatform: event.device_platform,
        payload: event.payload,
      });
    }
    return { accepted: events.length };
  });
}
