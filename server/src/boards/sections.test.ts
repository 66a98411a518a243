import type { BoardSection } from "@corkboard/core/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { buildBoard, buildPin, buildSection } from "../test/factories.ts";
import { TestBrowser } from "../test/inject.ts";
import { type SignedInUser, signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { addCollaborator, pinCounts } from "./board-test-kit.ts";

const CREATE = "/resource/BoardSectionResource/create/";
const UPDATE = "/resource/BoardSectionResource/update/";
const DELETE = "/resource/BoardSectionResource/delete/";

describe("sections: create, rename, delete (BOARD-054…058, IMPL-027)", () => {
  let t: TestApp;
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let board: { id: string; ownerId: string };

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signedIn(t, "sections");
    stranger = await signedIn(t, "stranger");
    board = await buildBoard(t.database.db, owner.id, { name: "Garden", privacy: "secret" });
  });
  afterAll(() => t.close());

  it("BOARD-056/058/054: creates a trimmed section, moves initial_pins in and answers its id", async () => {
    const db = t.database.db;
    const pins = [
      (await buildPin(db, board)).id,
      (await buildPin(db, board)).id,
      (await buildPin(db, board)).id,
    ];
    const { status, body } = await owner.browser.post<BoardSection>(CREATE, {
      board_id: board.id,
      initial_pins: pins.slice(0, 2),
      name: "  Raised beds ",
      name_source: 1,
    });
    expect(status).toBe(200);
    const section = body.resource_response.data;
    expect(section).toMatchObject({
      title: "Raised beds",
      slug: "raised-beds",
      pin_count: 2,
      type: "board_section",
    });
    expect(section.id).toMatch(/^\d+$/);
    expect(section.preview_pins).toHaveLength(2);
    const counts = await pinCounts(t, board.id);
    expect(counts.board).toBe(3);
    expect(counts.sections.get(section.id)).toBe(2);
  });

  it("blank, over-long and duplicate names are refused with clear messages", async () => {
    const blank = await owner.browser.post(CREATE, { board_id: board.id, name: "  " });
    expect(blank.status).toBe(400);
    expect(blank.body.resource_response.error).toMatchObject({
      code: "INVALID_INPUT",
      fields: [{ field: "name" }],
    });
    const long = await owner.browser.post(CREATE, { board_id: board.id, name: "s".repeat(51) });
    expect(long.body.resource_response.error?.message).toBe("Please enter no more than 50 characters.");
    await owner.browser.post(CREATE, { board_id: board.id, name: "Herbs" });
    const dup = await owner.browser.post(CREATE, { board_id: board.id, name: "herbs " });
    expect(dup.status).toBe(409);
    expect(dup.body.resource_response.error).toMatchObject({
      code: "SECTION_NAME_TAKEN",
      message: "This board already has a section with that name.",
    });
    const badSource = await owner.browser.post(CREATE, { board_id: board.id, name: "X", name_source: 7 });
    expect(badSource.status).toBe(400);
  });

  it("initial_pins from another board are NOT_FOUND and nothing is created", async () => {
    const elsewhere = await buildBoard(t.database.db, owner.id, { name: "Elsewhere" });
    const pin = await buildPin(t.database.db, elsewhere);
    const answer = await owner.browser.post(CREATE, {
      board_id: board.id,
      initial_pins: [pin.id],
      name: "Mixed",
    });
    expect(answer.status).toBe(404);
    const rows = await t.database.db
      .select()
      .from(schema.boardSections)
      .where(eq(schema.boardSections.title, "Mixed"));
    expect(rows).toHaveLength(0);
  });

  it("another user's secret board is NOT_FOUND; a collaborator may add sections; logged out is UNAUTHORIZED", async () => {
    const probe = await stranger.browser.post(CREATE, { board_id: board.id, name: "Intruder" });
    expect(probe.status).toBe(404);
    expect(probe.body.resource_response.error?.code).toBe("NOT_FOUND");
    const anonymous = await new TestBrowser(t.app).post(CREATE, { board_id: board.id, name: "Anon" });
    expect(anonymous.status).toBe(401);
    const helper = await signedIn(t, "helper");
    await addCollaborator(t, board.id, helper.id);
    const added = await helper.browser.post<BoardSection>(CREATE, { board_id: board.id, name: "Compost" });
    expect(added.status).toBe(200);
  });

  it("rename moves the slug; duplicates and strangers are refused", async () => {
    const section = await buildSection(t.database.db, board.id, { title: "Shade" });
    const renamed = await owner.browser.post<BoardSection>(UPDATE, {
      section_id: section.id,
      name: " Deep shade ",
    });
    expect(renamed.body.resource_response.data).toMatchObject({ title: "Deep shade", slug: "deep-shade" });
    const dup = await owner.browser.post(UPDATE, { section_id: section.id, name: "Herbs" });
    expect(dup.body.resource_response.error?.code).toBe("SECTION_NAME_TAKEN");
    expect((await stranger.browser.post(UPDATE, { section_id: section.id, name: "Mine" })).status).toBe(404);
    expect((await owner.browser.post(UPDATE, { section_id: section.id })).status).toBe(400);
  });

  it("delete: the section goes and its pins go back to the board", async () => {
    const db = t.database.db;
    const section = await buildSection(db, board.id, { title: "Temporary" });
    const pin = await buildPin(db, board, { sectionId: section.id });
    const before = await pinCounts(t, board.id);
    expect((await stranger.browser.post(DELETE, { section_id: section.id })).status).toBe(404);
    const deleted = await owner.browser.post<{ id: string }>(DELETE, { section_id: section.id });
    expect(deleted.body.resource_response.data).toEqual({ id: section.id });
    const [row] = await db.select().from(schema.pins).where(eq(schema.pins.id, pin.id));
    expect(row?.sectionId).toBeNull();
    expect((await pinCounts(t, board.id)).board).toBe(before.board);
    expect((await owner.browser.post(DELETE, { section_id: section.id })).status).toBe(404);
    expect((await owner.browser.post(DELETE, { section_id: "x" })).status).toBe(400);
  });
});
