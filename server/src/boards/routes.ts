import {
  boardEndpoint,
  boardFeedEndpoint,
  boardSectionEndpoint,
  sectionPinsEndpoint,
} from "@corkboard/core/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../platform/http/index.ts";
import type { Services } from "../platform/services.ts";
import { registerBoardWriteRoutes } from "./write-routes.ts";

/** Board and section routes: the browse reads, then management, picker, sections and moves. */
export function registerBoardRoutes(app: FastifyInstance, services: Services): void {
  registerEndpoint(app, boardEndpoint, (query, { viewer }) =>
    query.board_id !== undefined
      ? services.boards.boardById(viewer, query.board_id)
      : // The schema's refinement guarantees username and slug without board_id.
        services.boards.boardBySlug(viewer, query.username ?? "", query.slug ?? ""),
  );
  registerEndpoint(app, boardFeedEndpoint, async (query, { viewer }) => {
    await services.boards.assertBoardVisible(viewer, query.board_id);
    return services.pins.boardPins(query.board_id, { pageSize: query.page_size, bookmark: query.bookmark });
  });
  registerEndpoint(app, boardSectionEndpoint, (query, { viewer }) =>
    query.section_id !== undefined
      ? services.boards.sectionById(viewer, query.section_id)
      : // The schema's refinement guarantees the three slugs without section_id.
        services.boards.sectionBySlug(
          viewer,
          query.username ?? "",
          query.slug ?? "",
          query.section_slug ?? "",
        ),
  );
  registerEndpoint(app, sectionPinsEndpoint, async (query, { viewer }) => {
    await services.boards.assertSectionVisible(viewer, query.section_id);
    return services.pins.sectionPins(query.section_id, {
      pageSize: query.page_size,
      bookmark: query.bookmark,
    });
  });
  registerBoardWriteRoutes(app, services.urls);
}
