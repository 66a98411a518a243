import { userBoardsEndpoint, userEndpoint, userSettingsEndpoint } from "@corkboard/core/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../platform/http/index.ts";
import type { Services } from "../platform/services.ts";

/** Profile read routes, and the viewer's settings. */
export function registerUserRoutes(app: FastifyInstance, services: Services): void {
  registerEndpoint(app, userEndpoint, (query, { viewer }) =>
    services.users.profile(
      viewer,
      query.user_id !== undefined ? { userId: query.user_id } : { username: query.username ?? "" },
    ),
  );
  registerEndpoint(app, userBoardsEndpoint, async (query, { viewer }) => {
    const ownerId = await services.users.userId(query.username);
    return services.boards.profileBoards(viewer, ownerId, {
      pageSize: query.page_size,
      bookmark: query.bookmark,
    });
  });
  registerEndpoint(app, userSettingsEndpoint, (_query, { viewer }) => services.users.upsellSettings(viewer));
}
