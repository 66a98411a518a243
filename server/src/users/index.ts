import type { FastifyInstance } from "fastify";
import type { BoardReadService } from "../boards/index.ts";
import type { FeatureDeps } from "../platform/feature.ts";
import { registerUserRoutes } from "./routes.ts";
import type { UserReadService } from "./service.ts";

// The users feature's public face: profiles and the viewer's settings.
export { UserReadService } from "./service.ts";

/** What the users feature is registered with. */
export interface UserDeps extends FeatureDeps {
  reads: UserReadService;
  /** A profile's boards (the boards feature). */
  boards: BoardReadService;
}

/** Registers the profile reads and the viewer's settings. */
export function register(app: FastifyInstance, { reads, boards }: UserDeps): void {
  registerUserRoutes(app, reads, boards);
}
