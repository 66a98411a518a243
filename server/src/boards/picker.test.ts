import type { BoardPickerData, BoardSection, ViewerBoard } from "@corkboard/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdvertiser } from "../advertisers/ads-test-kit.ts";
import { buildBoard, buildImage, buildPin, buildSection, buildUser } from "../test/factories.ts";
import { TestBrowser } from "../test/inject.ts";
import { type SignedInUser, signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { addCollaborator } from "./board-test-kit.ts";

const PICKER = "/resource/BoardPickerBoardsResource/get/";
const SHORTLIST = "/resource/BoardPickerBoardsShortlistResource/get/";
const SECTIONS = "/resource/BoardSectionsRepinResource/get/";

describe("board picker, shortlist and repin sections (BOARD-019, BOARD-044…049)", () => {
  let t: TestApp;
  let viewer: SignedInUser;
  let ids: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    viewer = await signedIn(t, "saver");
    const friend = await buildUser(db, { username: "friend_owner" });
    const make = async (ownerId: string, name: string, extra: Parameters<typeof buildBoard>[2] = {}) =>
      (await buildBoard(db, ownerId, { name, ...extra })).id;
    ids = {
      zebra: await make(viewer.id, "zebra prints"),
      apple: await make(viewer.id, "Apple pie"),
      digits: await make(viewer.id, "2026 goals"),
      emile: await make(viewer.id, "Émile's room", { privacy: "secret" }),
      archived: await make(viewer.id, "Archived stuff", { archivedAt: new Date() }),
      shared: await make(friend.id, "Barn ideas", { privacy: "secret" }),
      adBoard: await make(friend.id, "Promo board", {
        privacy: "protected",
        advertiserId: (await buildAdvertiser(db, friend.id, { [friend.id]: "OWNER" })).id,
      }),
      notMine: await make(friend.id, "Friend's own"),
    };
    await addCollaborator(t, ids.shared as string, viewer.id);
    await addCollaborator(t, ids.adBoard as string, viewer.id);
    await buildSection(db, ids.apple as string, { title: "Crusts" });
    await buildSection(db, ids.apple as string, { title: "Fillings" });
    // The latest saves decide the Top choices: zebra, then the shared board.
    await buildPin(db, { id: ids.shared as string, ownerId: viewer.id });
    await buildPin(db, { id: ids.zebra as string, ownerId: viewer.id });
  });
  afterAll(() => t.close());

  const names = (boards: ViewerBoard[]) => boards.map((board) => board.name);

  it("BOARD-019/020/018: owned and collaborated boards, not archived, by name with digit-first names last", async () => {
    const { status, body } = await viewer.browser.get<BoardPickerData>(PICKER, {
      filter: "all",
      field_set_key: "profile_grid_item",
      user_id: viewer.id,
    });
    expect(status).toBe(200);
    const { all_boards } = body.resource_response.data;
    expect(names(all_boards)).toEqual([
      "Apple pie",
      "Barn ideas",
      "Émile's room",
      "Promo board",
      "zebra prints",
      "2026 goals",
    ]);
    const barn = all_boards.find((b) => b.name === "Barn ideas");
    expect(barn).toMatchObject({ collaborated_by_me: true, is_collaborative: true, privacy: "secret" });
    expect(all_boards.find((b) => b.name === "Apple pie")?.section_count).toBe(2);
  });

  it("BOARD-044 BOARD-047 BOARD-048: the shortlist holds the boards saved to most recently, shortlist_suggestions of them", async () => {
    const { body } = await viewer.browser.get<BoardPickerData>(PICKER, {
      filter: "all",
      field_set_key: "board_picker",
      shortlist_suggestions: "2",
      isDesktop: "true",
    });
    expect(names(body.resource_response.data.boards_shortlist)).toEqual(["zebra prints", "Barn ideas"]);
    const around = await viewer.browser.get<{ boards_shortlist: ViewerBoard[] }>(SHORTLIST, {
      board_id: ids.apple as string,
    });
    expect(around.status).toBe(200);
    expect(names(around.body.resource_response.data.boards_shortlist)).toEqual(["Apple pie", "zebra prints"]);
  });

  it("BOARD-038 BOARD-046 BOARD-008: filter protected with the owner's username keeps that owner's protected boards, in all_boards and boards_shortlist", async () => {
    const { body } = await viewer.browser.get<BoardPickerData>(PICKER, {
      filter: "protected",
      username: "friend_owner",
      advertiser_id: "77",
      field_set_key: "board_picker",
      shortlist_suggestions: "2",
      isDesktop: "true",
    });
    expect(names(body.resource_response.data.all_boards)).toEqual(["Promo board"]);
    expect(names(body.resource_response.data.boards_shortlist)).toEqual(["Promo board"]);
  });

  it("BOARD-049: a board's sections for the section picker; not for boards the viewer cannot save to", async () => {
    const { status, body } = await viewer.browser.get<BoardSection[]>(SECTIONS, {
      board_id: ids.apple as string,
    });
    expect(status).toBe(200);
    expect(body.resource_response.data.map((s) => s.title)).toEqual(["Crusts", "Fillings"]);
    const stranger = await signedIn(t, "stranger");
    expect((await stranger.browser.get(SECTIONS, { board_id: ids.emile as string })).status).toBe(404);
    expect((await stranger.browser.get(SHORTLIST, { board_id: ids.emile as string })).status).toBe(404);
    // A public board the stranger can see but not save to.
    expect((await stranger.browser.get(SECTIONS, { board_id: ids.apple as string })).status).toBe(403);
    const strangerPicker = await stranger.browser.get<BoardPickerData>(PICKER, {});
    expect(strangerPicker.body.resource_response.data.all_boards).toEqual([]);
  });

  it("bad input is INVALID_INPUT and a logged-out picker is UNAUTHORIZED", async () => {
    expect((await viewer.browser.get(PICKER, { filter: "everything" })).status).toBe(400);
    expect((await viewer.browser.get(PICKER, { shortlist_suggestions: "-1" })).status).toBe(400);
    expect((await viewer.browser.get(SECTIONS, {})).status).toBe(400);
    const anonymous = await new TestBrowser(t.app).get(PICKER, {});
    expect(anonymous.status).toBe(401);
  });

  // Last: its pin makes "Tarts" the latest save, which the shortlist tests above would see.
  it("BOARD-003: a section answers id, title, slug, type and preview pins with medium and square images", async () => {
    const db = t.database.db;
    const board = await buildBoard(db, viewer.id, { name: "Tarts" });
    const section = await buildSection(db, board.id, { title: "Lemon tarts" });
    const pin = await buildPin(db, { id: board.id, ownerId: viewer.id }, { sectionId: section.id });
    const { body } = await viewer.browser.get<BoardSection[]>(SECTIONS, { board_id: board.id });
    const [answered] = body.resource_response.data;
    expect(answered).toMatchObject({
      id: section.id,
      title: "Lemon tarts",
      slug: "lemon-tarts",
      type: "board_section",
    });
    expect(answered?.preview_pins).toEqual([
      expect.objectContaining({
        id: pin.id,
        image_medium_url: expect.stringMatching(/^\/media\//),
        image_square_url: expect.stringMatching(/^\/media\//),
        image_square_size_pixels: { width: 236, height: expect.any(Number) },
      }),
    ]);
  });

  it("BOARD-037: an ad-account collaborator saves pins to the ad account's protected board; others cannot", async () => {
    const db = t.database.db;
    const save = async (saver: SignedInUser) =>
      saver.browser.post<{ board: { id: string } }>("/resource/PinResource/create/", {
        board_id: ids.adBoard,
        media_upload_id: (await buildImage(db)).id,
        method: "uploaded",
        is_buyable_pin: false,
        title: "Spring promo",
      });
    const saved = await save(viewer);
    expect(saved.status).toBe(200);
    expect(saved.body.resource_response.data.board.id).toBe(ids.adBoard);
    const outsider = await signedIn(t, "outsider");
    expect((await save(outsider)).status).toBe(404);
  });
});
