import type { MoveResult } from "@corkboard/core/contract";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { buildBoard, buildPin, buildSection } from "../test/factories.ts";
import { TestBrowser } from "../test/inject.ts";
import { type SignedInUser, signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { pinCounts } from "./board-test-kit.ts";

const BULK = "/resource/BulkEditResource/update/";
const SELECT_ALL = "/resource/BulkEditSelectAllResource/update/";
const INTO_SECTION = "/resource/BoardSectionEditResource/update/";
const OUT_OF_SECTION = "/resource/BoardSectionPinsResource/delete/";
const BUSY = "Please wait until the previous board action finishes.";

/** The numeric code of a failed answer (BOARD-072); the test envelope type does not name it. */
function apiErrorCode(answer: { body: { resource_response: { error?: object } } }): unknown {
  return (answer.body.resource_response.error as { api_error_code?: number } | undefined)?.api_error_code;
}

describe("moving pins (BOARD-067…073)", () => {
  let t: TestApp;
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let from: { id: string; ownerId: string };
  let to: { id: string; ownerId: string };
  let fromSection: string;
  let toSection: string;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signedIn(t, "mover");
    stranger = await signedIn(t, "stranger");
    const db = t.database.db;
    from = await buildBoard(db, owner.id, { name: "Inbox", privacy: "secret" });
    to = await buildBoard(db, owner.id, { name: "Kitchen" });
    fromSection = (await buildSection(db, from.id, { title: "Later" })).id;
    toSection = (await buildSection(db, to.id, { title: "Tiles" })).id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(schema.boardActionLocks);
  });

  async function placesOf(ids: string[]) {
    const rows = await t.database.db
      .select({ id: schema.pins.id, boardId: schema.pins.boardId, sectionId: schema.pins.sectionId })
      .from(schema.pins)
      .where(inArray(schema.pins.id, ids));
    return rows.map((row) => `${row.boardId}/${row.sectionId ?? "-"}`);
  }
  async function holdLock(boardId: string, action: string, expiresInMs = 60_000) {
    await t.database.db
      .insert(schema.boardActionLocks)
      .values({ boardId, action, expiresAt: new Date(Date.now() + expiresInMs) });
  }

  it("BOARD-071: BulkEditResource moves pins to another board's section; counts follow", async () => {
    const pins = [(await buildPin(t.database.db, from)).id, (await buildPin(t.database.db, from)).id];
    const before = await pinCounts(t, to.id);
    const { status, body } = await owner.browser.post<MoveResult>(BULK, {
      board_id: to.id,
      section_id: toSection,
      pin_ids: pins,
    });
    expect(status).toBe(200);
    expect(body.resource_response.data).toMatchObject({ board_id: to.id, section_id: toSection });
    expect(await placesOf(pins)).toEqual([`${to.id}/${toSection}`, `${to.id}/${toSection}`]);
    const after = await pinCounts(t, to.id);
    expect(after.board).toBe(before.board + 2);
    expect(after.sections.get(toSection)).toBe((before.sections.get(toSection) ?? 0) + 2);
    // The lock is released after the move.
    expect(await t.database.db.select().from(schema.boardActionLocks)).toEqual([]);
  });

  it("BOARD-067: a move to where the pins already are is MOVE_SAME_PLACE", async () => {
    const pin = (await buildPin(t.database.db, to)).id;
    const same = await owner.browser.post(BULK, { board_id: to.id, section_id: null, pin_ids: [pin] });
    expect(same.status).toBe(400);
    expect(same.body.resource_response.error?.code).toBe("MOVE_SAME_PLACE");
    const selectAll = await owner.browser.post(SELECT_ALL, {
      board_id: from.id,
      new_board_id: from.id,
      old_section_id: fromSection,
      new_section_id: fromSection,
      pin_ids: [],
    });
    expect(selectAll.body.resource_response.error?.code).toBe("MOVE_SAME_PLACE");
  });

  it("BOARD-069/070: into a section of the same board, and back out of it", async () => {
    const pins = [(await buildPin(t.database.db, from)).id, (await buildPin(t.database.db, from)).id];
    const into = await owner.browser.post<MoveResult>(INTO_SECTION, { section_id: fromSection, pins });
    expect(into.status).toBe(200);
    expect(await placesOf(pins)).toEqual([`${from.id}/${fromSection}`, `${from.id}/${fromSection}`]);
    const out = await owner.browser.post<MoveResult>(OUT_OF_SECTION, { section_id: fromSection, pins });
    expect(out.body.resource_response.data).toMatchObject({ board_id: from.id, section_id: null });
    expect(await placesOf(pins)).toEqual([`${from.id}/-`, `${from.id}/-`]);
    // Out of a section they are not in: NOT_FOUND; into a section of another board: NOT_FOUND.
    expect((await owner.browser.post(OUT_OF_SECTION, { section_id: fromSection, pins })).status).toBe(404);
    expect((await owner.browser.post(INTO_SECTION, { section_id: toSection, pins })).status).toBe(404);
  });

  it("BOARD-068: select all moves every pin of a section to another board", async () => {
    const db = t.database.db;
    const section = (await buildSection(db, from.id, { title: "Everything" })).id;
    const pins = [
      (await buildPin(db, from, { sectionId: section })).id,
      (await buildPin(db, from, { sectionId: section })).id,
    ];
    const { status, body } = await owner.browser.post<MoveResult>(SELECT_ALL, {
      board_id: from.id,
      new_board_id: to.id,
      old_section_id: section,
      new_section_id: null,
      pin_ids: [],
    });
    expect(status).toBe(200);
    expect(body.resource_response.data.pin_ids.sort()).toEqual([...pins].sort());
    expect(await placesOf(pins)).toEqual([`${to.id}/-`, `${to.id}/-`]);
    expect((await pinCounts(t, from.id)).sections.get(section)).toBe(0);
  });

  it("another user's pins or secret board are NOT_FOUND; logged out is UNAUTHORIZED; bad input INVALID_INPUT", async () => {
    const pin = (await buildPin(t.database.db, from)).id;
    const theirs = await buildBoard(t.database.db, stranger.id, { name: "Stranger's" });
    const steal = await stranger.browser.post(BULK, {
      board_id: theirs.id,
      section_id: null,
      pin_ids: [pin],
    });
    expect(steal.status).toBe(404);
    const push = await owner.browser.post(BULK, { board_id: theirs.id, section_id: null, pin_ids: [pin] });
    expect(push.status).toBe(403);
    expect((await stranger.browser.post(INTO_SECTION, { section_id: fromSection, pins: [pin] })).status).toBe(
      404,
    );
    // An archived board is read-only until it is unarchived.
    const shelved = await buildBoard(t.database.db, owner.id, { name: "Shelved", archivedAt: new Date() });
    expect(
      (await owner.browser.post(BULK, { board_id: shelved.id, section_id: null, pin_ids: [pin] })).status,
    ).toBe(403);
    const anonymous = await new TestBrowser(t.app).post(BULK, { board_id: to.id, pin_ids: [pin] });
    expect(anonymous.status).toBe(401);
    expect((await owner.browser.post(BULK, { board_id: to.id, pin_ids: [] })).status).toBe(400);
    expect((await owner.browser.post(OUT_OF_SECTION, { section_id: fromSection, pins: ["0"] })).status).toBe(
      400,
    );
    expect(await placesOf([pin])).toEqual([`${from.id}/-`]);
  });

  it("BOARD-072 BOARD-073 CONST-001: a board held by another action answers 2171, 2172 or 2173 (api_error_code) and moves nothing", async () => {
    const pin = (await buildPin(t.database.db, from)).id;
    for (const [action, code] of [
      ["move", 2171],
      ["section", 2172],
      ["bulk_edit", 2173],
    ] as const) {
      await holdLock(to.id, action);
      const busy = await owner.browser.post(BULK, { board_id: to.id, section_id: null, pin_ids: [pin] });
      expect(busy.status).toBe(409);
      expect(busy.body.resource_response.error).toMatchObject({
        code: "BOARD_ACTION_BUSY",
        api_error_code: code,
        message: BUSY,
      });
      await t.database.db.delete(schema.boardActionLocks);
    }
    await holdLock(from.id, "bulk_edit");
    const section = await owner.browser.post(INTO_SECTION, { section_id: fromSection, pins: [pin] });
    expect(apiErrorCode(section)).toBe(2173);
    const create = await owner.browser.post("/resource/BoardSectionResource/create/", {
      board_id: from.id,
      name: "Blocked",
      initial_pins: [pin],
    });
    expect(apiErrorCode(create)).toBe(2173);
    expect(await placesOf([pin])).toEqual([`${from.id}/-`]);
    // The refused call did not release the other action's lock.
    const [held] = await t.database.db
      .select()
      .from(schema.boardActionLocks)
      .where(eq(schema.boardActionLocks.boardId, from.id));
    expect(held?.action).toBe("bulk_edit");
  });

  it("BOARD-073: an expired lock is taken over, and two concurrent moves on one board never both run", async () => {
    const pin = (await buildPin(t.database.db, from)).id;
    await holdLock(to.id, "move", -1000);
    const taken = await owner.browser.post(BULK, { board_id: to.id, section_id: null, pin_ids: [pin] });
    expect(taken.status).toBe(200);
    const a = (await buildPin(t.database.db, from)).id;
    const b = (await buildPin(t.database.db, from)).id;
    const answers = await Promise.all([
      owner.browser.post(BULK, { board_id: to.id, section_id: toSection, pin_ids: [a] }),
      owner.browser.post(BULK, { board_id: to.id, section_id: toSection, pin_ids: [b] }),
    ]);
    // Either both ran one after the other, or one was refused as busy; never a 500.
    for (const answer of answers) {
      expect([200, 409]).toContain(answer.status);
      if (answer.status === 409) expect(apiErrorCode(answer)).toBe(2171);
    }
    expect(await t.database.db.select().from(schema.boardActionLocks)).toEqual([]);
  });
});
