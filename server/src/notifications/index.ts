import type { FastifyInstance } from "fastify";
import type { FeatureDeps } from "../platform/feature.ts";
import { registerNotificationRoutes } from "./routes.ts";
import type { NotificationService } from "./service.ts";

// The notifications feature's public face (D-031): its registration and the service other
// features' events are handed to by the composition root. It imports no other feature.
export { NotificationService } from "./service.ts";

/** What the notifications feature is registered with. */
export interface NotificationDeps extends FeatureDeps {
  service: NotificationService;
}

/** Registers the notifications list, unread count and mark-read. */
export function register(app: FastifyInstance, { service }: NotificationDeps): void {
  registerNotificationRoutes(app, service);
}
