import { homeFeedEndpoint, pinEndpoint, relatedPinsEndpoint } from "@corkboard/core/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../platform/http/index.ts";
import type { PinReadService } from "./service.ts";

/** Pin read routes: home feed, closeup, more like this. */
export function registerPinReadRoutes(app: FastifyInstance, pins: PinReadService): void {
  registerEndpoint(app, homeFeedEndpoint, (query, { viewer }) =>
    pins.homeFeed(viewer, { pageSize: query.page_size, bookmark: query.bookmark }),
  );
  registerEndpoint(app, pinEndpoint, (query, { viewer }) => pins.pin(viewer, query.id));
  registerEndpoint(app, relatedPinsEndpoint, (query, { viewer }) =>
    pins.relatedPins(viewer, query.pin_id, {
      pageSize: query.page_size,
      bookmark: query.bookmark,
    }),
  );
}
