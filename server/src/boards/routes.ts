import {
  boardEndpoint,
  boardFeedEndpoint,
  boardSectionEndpoint,
  sectionPinsEndpoint,
} from "@corkboard/core/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../platform/http/index.ts";
import type { BoardPinsReader } from "./board-pins.ts";
import type { BoardReadService } from "./service.ts";

/** The board and section browse reads (public boards answer logged-out visitors from the cache). */
export function registerBoardReadRoutes(
  app: FastifyInstance,
  boards: BoardReadService,
  pins: BoardPinsReader,
): void {
  registerEndpoint(app, boardEndpoint, (query, { viewer }) =>
    query.board_id !== undefined
      ? boards.boardById(viewer, query.board_id)
      : // The schema's refinement guarantees username and slug without board_id.
        boards.boardBySlug(viewer, query.username ?? "", query.slug ?? ""),
  );
  registerEndpoint(app, boardFeedEndpoint, async (query, { viewer }) => {
    await boards.assertBoardVisible(viewer, query.board_id);
    return pins.boardPins(viewer, query.board_id, { pageSize: query.page_size, bookmark: query.bookmark });
  });
  registerEndpoint(app, boardSectionEndpoint, (query, { viewer }) =>
    query.section_id !== undefined
      ? boards.sectionById(viewer, query.section_id)
      : // The schema's refinement guarantees the three slugs without section_id.
        boards.sectionBySlug(viewer, query.username ?? "", query.slug ?? "", query.section_slug ?? ""),
  );
  registerEndpoint(app, sectionPinsEndpoint, async (query, { viewer }) => {
    await boards.assertSectionVisible(viewer, query.section_id);
    return pins.sectionPins(viewer, query.section_id, {
      pageSize: query.page_size,
      bookmark: query.bookmark,
    });
  });
}
