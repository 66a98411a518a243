import { userBoardsEndpoint, userEndpoint, userSettingsEndpoint } from "@corkboard/core/contract";
import type { FastifyInstance } from "fastify";
import { requireViewer, viewerOf } from "../platform/auth/viewer.ts";
import { type EndpointOptions, registerEndpoint } from "../platform/http/index.ts";
import type { Services } from "../platform/services.ts";

const publicRead: EndpointOptions = { cacheForLoggedOut: true };

/** Profile read routes, and the viewer's settings. */
export function registerUserRoutes(app: FastifyInstance, services: Services): void {
  registerEndpoint(
    app,
    userEndpoint,
    (query, request) =>
      services.users.profile(
        viewerOf(request),
        query.user_id !== undefined ? { userId: query.user_id } : { username: query.username ?? "" },
      ),
    publicRead,
  );
  registerEndpoint(
    app,
    userBoardsEndpoint,
    async (query, request) => {
      const ownerId = await services.users.userId(query.username);
      return services.boards.profileBoards(viewerOf(request), ownerId, {
        pageSize: query.page_size,
        bookmark: query.bookmark,
      });
    },
    publicRead,
  );
  registerEndpoint(app, userSettingsEndpoint, (_query, request) =>
    services.users.upsellSettings(requireViewer(request)),
  );
}
