import { homeFeedEndpoint, pinEndpoint, relatedPinsEndpoint } from "@corkboard/core/contract";
import type { FastifyInstance } from "fastify";
import { viewerOf } from "../platform/auth/viewer.ts";
import { type EndpointOptions, registerEndpoint } from "../platform/http/index.ts";
import type { Services } from "../platform/services.ts";
import { registerPinWriteRoutes } from "./write-routes.ts";

const publicRead: EndpointOptions = { cacheForLoggedOut: true };

/** Pin read routes: home feed, closeup, more like this. */
export function registerPinRoutes(app: FastifyInstance, services: Services): void {
  registerEndpoint(
    app,
    homeFeedEndpoint,
    (query, request) =>
      services.pins.homeFeed(viewerOf(request), { pageSize: query.page_size, bookmark: query.bookmark }),
    publicRead,
  );
  registerEndpoint(
    app,
    pinEndpoint,
    (query, request) => services.pins.pin(viewerOf(request), query.id),
    publicRead,
  );
  registerEndpoint(
    app,
    relatedPinsEndpoint,
    (query, request) =>
      services.pins.relatedPins(viewerOf(request), query.pin_id, {
        pageSize: query.page_size,
        bookmark: query.bookmark,
      }),
    publicRead,
  );
  registerPinWriteRoutes(app);
}
