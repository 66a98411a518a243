import type { Board, BoardSection, Page, PinSummary } from "@corkboard/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBoard, buildPin, buildSection, buildUser } from "../test/factories.ts";
import { getJson } from "../test/inject.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

describe("board and section read routes (IMPL-026)", () => {
  let t: TestApp;
  let boardId: string;
  let sectionId: string;
  let secretBoardId: string;
  let secretSectionId: string;
  let looseIds: string[];
  let sectionPinIds: string[];

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const owner = await buildUser(db, { username: "cabin_fan" });
    const board = await buildBoard(db, owner.id, { name: "Cabin weekends", description: "Small places" });
    const section = await buildSection(db, board.id, { title: "Wood stoves" });
    await buildSection(db, board.id, { title: "Porches" });
    const secret = await buildBoard(db, owner.id, { name: "Secret stash", privacy: "secret" });
    const secretSection = await buildSection(db, secret.id, { title: "Hidden" });
    boardId = board.id;
    sectionId = section.id;
    secretBoardId = secret.id;
    secretSectionId = secretSection.id;
    looseIds = [(await buildPin(db, board)).id, (await buildPin(db, board)).id];
    sectionPinIds = [
      (await buildPin(db, board, { sectionId: section.id })).id,
      (await buildPin(db, board, { sectionId: section.id })).id,
      (await buildPin(db, board, { sectionId: section.id })).id,
    ];
  });
  afterAll(() => t.close());

  it("a board by username and slug carries counts, covers and its sections with previews", async () => {
    const { status, body } = await getJson<{ board: Board; sections: BoardSection[] }>(
      t.app,
      "/resource/BoardResource/get/",
      { username: "Cabin_Fan", slug: "cabin-weekends" },
    );
    expect(status).toBe(200);
    const { board, sections } = body.resource_response.data;
    expect(board).toMatchObject({
      id: boardId,
      name: "Cabin weekends",
      url: "/cabin_fan/cabin-weekends/",
      pin_count: 5,
      section_count: 2,
      privacy: "public",
    });
    expect(board.cover_images).toHaveLength(3);
    expect(sections.map((s) => s.title)).toEqual(["Wood stoves", "Porches"]);
    expect(sections[0]).toMatchObject({ pin_count: 3, type: "board_section" });
    expect(sections[0]?.preview_pins).toHaveLength(3);
    expect(sections[1]?.preview_pins).toHaveLength(0);
  });

  it("the board feed holds only the pins outside sections", async () => {
    const { body } = await getJson<Page<PinSummary>>(t.app, "/resource/BoardFeedResource/get/", {
      board_id: boardId,
    });
    expect(body.resource_response.data.items.map((p) => p.id).sort()).toEqual([...looseIds].sort());
    expect(body.resource_response.data.bookmark).toBeNull();
  });

  it("a section by slug and its pins", async () => {
    const section = await getJson<{ section: BoardSection }>(t.app, "/resource/BoardSectionResource/get/", {
      username: "cabin_fan",
      slug: "cabin-weekends",
      section_slug: "wood-stoves",
    });
    expect(section.status).toBe(200);
    expect(section.body.resource_response.data.section.id).toBe(sectionId);
    const pins = await getJson<Page<PinSummary>>(t.app, "/resource/BoardSectionPinsResource/get/", {
      section_id: sectionId,
    });
    expect(pins.body.resource_response.data.items.map((p) => p.id).sort()).toEqual([...sectionPinIds].sort());
  });

  it("PIN-037: a section by section_id with field_set_key board_page; secret ones stay NOT_FOUND", async () => {
    const byId = await getJson<{ board: Board; section: BoardSection }>(
      t.app,
      "/resource/BoardSectionResource/get/",
      {
        section_id: sectionId,
        field_set_key: "board_page",
      },
    );
    expect(byId.status).toBe(200);
    expect(byId.body.resource_response.data.section).toMatchObject({ id: sectionId, pin_count: 3 });
    expect(byId.body.resource_response.data.board.id).toBe(boardId);
    const secret = await getJson(t.app, "/resource/BoardSectionResource/get/", {
      section_id: secretSectionId,
    });
    expect(secret.status).toBe(404);
    const neither = await getJson(t.app, "/resource/BoardSectionResource/get/", {
      field_set_key: "board_page",
    });
    expect(neither.status).toBe(400);
  });

  it("another user's secret board, its feed, sections and section pins are NOT_FOUND", async () => {
    const calls = [
      getJson(t.app, "/resource/BoardResource/get/", { username: "cabin_fan", slug: "secret-stash" }),
      getJson(t.app, "/resource/BoardFeedResource/get/", { board_id: secretBoardId }),
      getJson(t.app, "/resource/BoardSectionResource/get/", {
        username: "cabin_fan",
        slug: "secret-stash",
        section_slug: "hidden",
      }),
      getJson(t.app, "/resource/BoardSectionPinsResource/get/", { section_id: secretSectionId }),
    ];
    for (const { status, body } of await Promise.all(calls)) {
      expect(status).toBe(404);
      expect(body.resource_response.error?.code).toBe("NOT_FOUND");
    }
  });

  it("bad input answers INVALID_INPUT with the field named", async () => {
    const cases: [string, Record<string, string>, string][] = [
      ["/resource/BoardResource/get/", { username: "x", slug: "ok" }, "username"],
      ["/resource/BoardResource/get/", { username: "cabin_fan", slug: "Not A Slug" }, "slug"],
      ["/resource/BoardFeedResource/get/", { board_id: "-1" }, "board_id"],
      ["/resource/BoardSectionPinsResource/get/", {}, "section_id"],
    ];
    for (const [path, query, field] of cases) {
      const { status, body } = await getJson(t.app, path, query);
      expect(status).toBe(400);
      expect(body.resource_response.error?.code).toBe("INVALID_INPUT");
      expect(body.resource_response.error?.fields?.map((f) => f.field)).toContain(field);
    }
  });

  it("unknown boards and sections are NOT_FOUND", async () => {
    expect(
      (await getJson(t.app, "/resource/BoardResource/get/", { username: "nobody_here", slug: "x" })).status,
    ).toBe(404);
    expect((await getJson(t.app, "/resource/BoardFeedResource/get/", { board_id: "12345" })).status).toBe(
      404,
    );
  });
});
