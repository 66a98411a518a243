import type { FastifyInstance } from "fastify";
import { registerV5BoardRoutes } from "./board-routes.ts";
import type { V5Deps } from "./deps.ts";
import { registerV5PinRoutes } from "./pin-routes.ts";

// The Pinterest API v5-compatible subset under /v5/ (issue 20, D-058): one declaration per
// endpoint in core/src/contract/v5/, answered through the boards, pins and users services.
export type { V5Deps } from "./deps.ts";

/** Registers the /v5/ routes. */
export function register(app: FastifyInstance, deps: V5Deps): void {
  registerV5BoardRoutes(app, deps, {
    db: deps.context.db,
    urls: deps.urls,
    checkAdvertiser: deps.checkAdvertiser,
  });
  registerV5PinRoutes(app, deps);
}
