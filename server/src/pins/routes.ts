import { homeFeedEndpoint, pinEndpoint, relatedPinsEndpoint } from "@corkboard/core/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../platform/http/index.ts";
import type { Services } from "../platform/services.ts";
import { registerPinWriteRoutes } from "./write-routes.ts";

/** Pin read routes: home feed, closeup, more like this. */
export function registerPinRoutes(app: FastifyInstance, services: Services): void {
  registerEndpoint(app, homeFeedEndpoint, (query, { viewer }) =>
    services.pins.homeFeed(viewer, { pageSize: query.page_size, bookmark: query.bookmark }),
  );
  registerEndpoint(app, pinEndpoint, (query, { viewer }) => services.pins.pin(viewer, query.id));
  registerEndpoint(app, relatedPinsEndpoint, (query, { viewer }) =>
    services.pins.relatedPins(viewer, query.pin_id, {
      pageSize: query.page_size,
      bookmark: query.bookmark,
    }),
  );
  registerPinWriteRoutes(app);
}
