import {
  userBoardsEndpoint,
  userEndpoint,
  userSettingsEndpoint,
  userSettingsUpdateEndpoint,
} from "@corkboard/core/contract";
import type { FastifyInstance } from "fastify";
import type { BoardReadService } from "../boards/index.ts";
import { registerEndpoint } from "../platform/http/index.ts";
import type { UserReadService } from "./service.ts";

/** Profile read routes, and the viewer's settings. */
export function registerUserRoutes(
  app: FastifyInstance,
  users: UserReadService,
  boards: BoardReadService,
): void {
  registerEndpoint(app, userEndpoint, (query, { viewer }) =>
    users.profile(
      viewer,
      query.user_id !== undefined ? { userId: query.user_id } : { username: query.username ?? "" },
    ),
  );
  registerEndpoint(app, userBoardsEndpoint, async (query, { viewer }) => {
    const ownerId = await users.userId(query.username);
    return boards.profileBoards(viewer, ownerId, {
      pageSize: query.page_size,
      bookmark: query.bookmark,
    });
  });
  registerEndpoint(app, userSettingsEndpoint, (_query, { viewer }) => users.settings(viewer));
  registerEndpoint(app, userSettingsUpdateEndpoint, (body, { viewer }) => users.updateSettings(viewer, body));
}
