import {
  v5BoardCreateEndpoint,
  v5BoardDeleteEndpoint,
  v5BoardGetEndpoint,
  v5BoardPinsEndpoint,
  v5BoardsListEndpoint,
  v5BoardUpdateEndpoint,
  v5SectionCreateEndpoint,
  v5SectionDeleteEndpoint,
  v5SectionPinsEndpoint,
  v5SectionsListEndpoint,
  v5SectionUpdateEndpoint,
} from "@corkboard/core/contract";
import type { FastifyInstance } from "fastify";
import {
  type BoardWriteDeps,
  createBoard,
  createSection,
  deleteBoard,
  deleteSection,
  renameSection,
  updateBoard,
} from "../boards/index.ts";
import type { Viewer } from "../platform/auth/viewer.ts";
import { notFound, registerEndpoint } from "../platform/http/index.ts";
import type { V5Deps } from "./deps.ts";
import { presentV5Board, presentV5PinPage, presentV5Section } from "./presenter.ts";

const lower = { PUBLIC: "public", SECRET: "secret" } as const;

/** Boards and sections under /v5/ (D-058): each call goes to the boards feature's own rules. */
export function registerV5BoardRoutes(app: FastifyInstance, deps: V5Deps, writes: BoardWriteDeps): void {
  const { boards, pins, urls } = deps;

  /** The section if the viewer may see it and it is on the board the path names; NOT_FOUND otherwise. */
  const sectionOnBoard = async (viewer: Viewer, boardId: string, sectionId: string) => {
    const { board, section } = await boards.sectionById(viewer, sectionId);
    if (board.id !== boardId) throw notFound("Section");
    return section;
  };

  registerEndpoint(app, v5BoardsListEndpoint, async (query, { viewer }) => {
    const privacy = query.privacy === undefined || query.privacy === "ALL" ? undefined : lower[query.privacy];
    const page = { pageSize: query.page_size, bookmark: query.bookmark };
    const found = await boards.profileBoards(viewer, viewer.id, page, privacy);
    return { items: found.items.map(presentV5Board), bookmark: found.bookmark };
  });

  registerEndpoint(app, v5BoardGetEndpoint, async (_query, { viewer, params }) =>
    presentV5Board((await boards.boardById(viewer, params.board_id)).board),
  );

  registerEndpoint(app, v5BoardCreateEndpoint, async (body, { viewer }) =>
    presentV5Board(
      await createBoard(writes, viewer, {
        name: body.name,
        privacy: lower[body.privacy ?? "PUBLIC"],
        description: body.description ?? undefined,
      }),
    ),
  );

  registerEndpoint(app, v5BoardUpdateEndpoint, async (body, { viewer, params }) =>
    presentV5Board(
      await updateBoard(writes, viewer, {
        board_id: params.board_id,
        name: body.name ?? undefined,
        description: body.description ?? undefined,
        privacy: body.privacy == null ? undefined : lower[body.privacy],
      }),
    ),
  );

  registerEndpoint(app, v5BoardDeleteEndpoint, async (_body, { viewer, params }) => {
    await deleteBoard(writes, viewer, params.board_id);
    return null;
  });

  registerEndpoint(app, v5BoardPinsEndpoint, async (query, { viewer, params }) => {
    const page = { pageSize: query.page_size, bookmark: query.bookmark };
    return presentV5PinPage(await pins.allBoardPinRows(viewer, params.board_id, page), viewer.id, urls);
  });

  // A board has few sections: they come in one page (the bookmark is always null).
  registerEndpoint(app, v5SectionsListEndpoint, async (_query, { viewer, params }) => {
    const { sections } = await boards.boardById(viewer, params.board_id);
    return { items: sections.map(presentV5Section), bookmark: null };
  });

  registerEndpoint(app, v5SectionCreateEndpoint, async (body, { viewer, params }) =>
    presentV5Section(
      await createSection(writes, viewer, { board_id: params.board_id, name: body.name, initial_pins: [] }),
    ),
  );

  registerEndpoint(app, v5SectionUpdateEndpoint, async (body, { viewer, params }) => {
    await sectionOnBoard(viewer, params.board_id, params.section_id);
    return presentV5Section(
      await renameSection(writes, viewer, { section_id: params.section_id, name: body.name }),
    );
  });

  registerEndpoint(app, v5SectionDeleteEndpoint, async (_body, { viewer, params }) => {
    await sectionOnBoard(viewer, params.board_id, params.section_id);
    await deleteSection(writes, viewer, params.section_id);
    return null;
  });

  registerEndpoint(app, v5SectionPinsEndpoint, async (query, { viewer, params }) => {
    await sectionOnBoard(viewer, params.board_id, params.section_id);
    const page = { pageSize: query.page_size, bookmark: query.bookmark };
    return presentV5PinPage(await pins.sectionPinRows(viewer, params.section_id, page), viewer.id, urls);
  });
}
