import {
  notificationCountEndpoint,
  notificationsEndpoint,
  notificationsReadEndpoint,
} from "@corkboard/core/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../platform/http/index.ts";
import type { NotificationService } from "./service.ts";

/** The notifications page's reads and the mark-read write (IMPL-039). */
export function registerNotificationRoutes(app: FastifyInstance, notifications: NotificationService): void {
  registerEndpoint(app, notificationsEndpoint, (query, { viewer }) =>
    notifications.list(viewer, { pageSize: query.page_size, bookmark: query.bookmark }),
  );
  registerEndpoint(app, notificationCountEndpoint, (_query, { viewer }) => notifications.unreadCount(viewer));
  registerEndpoint(app, notificationsReadEndpoint, (body, { viewer }) =>
    notifications.markRead(viewer, body),
  );
}
