import {
  boardEndpoint,
  boardFeedEndpoint,
  boardSectionEndpoint,
  sectionPinsEndpoint,
} from "@corkboard/core/contract";
import type { FastifyInstance } from "fastify";
import { viewerOf } from "../platform/auth/viewer.ts";
import { type EndpointOptions, registerEndpoint } from "../platform/http/index.ts";
import type { Services } from "../platform/services.ts";
import { registerBoardWriteRoutes } from "./write-routes.ts";

const publicRead: EndpointOptions = { cacheForLoggedOut: true };

/** Board and section routes: the browse reads, then management, picker, sections and moves. */
export function registerBoardRoutes(app: FastifyInstance, services: Services): void {
  registerEndpoint(
    app,
    boardEndpoint,
    (query, request) =>
      query.board_id !== undefined
        ? services.boards.boardById(viewerOf(request), query.board_id)
        : // The schema's refinement guarantees username and slug without board_id.
          services.boards.boardBySlug(viewerOf(request), query.username ?? "", query.slug ?? ""),
    publicRead,
  );
  registerEndpoint(
    app,
    boardFeedEndpoint,
    async (query, request) => {
      await services.boards.assertBoardVisible(viewerOf(request), query.board_id);
      return services.pins.boardPins(query.board_id, { pageSize: query.page_size, bookmark: query.bookmark });
    },
    publicRead,
  );
  registerEndpoint(
    app,
    boardSectionEndpoint,
    (query, request) =>
      query.section_id !== undefined
        ? services.boards.sectionById(viewerOf(request), query.section_id)
        : // The schema's refinement guarantees the three slugs without section_id.
          services.boards.sectionBySlug(
            viewerOf(request),
            query.username ?? "",
            query.slug ?? "",
            query.section_slug ?? "",
          ),
    publicRead,
  );
  registerEndpoint(
    app,
    sectionPinsEndpoint,
    async (query, request) => {
      await services.boards.assertSectionVisible(viewerOf(request), query.section_id);
      return services.pins.sectionPins(query.section_id, {
        pageSize: query.page_size,
        bookmark: query.bookmark,
      });
    },
    publicRead,
  );
  registerBoardWriteRoutes(app, services.urls);
}
