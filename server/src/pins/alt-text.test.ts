import type { PinDetail, PinSaveResult } from "@corkboard/core/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { pinTitles } from "../search/search-test-kit.ts";
import { buildBoard, buildImage, buildPin } from "../test/factories.ts";
import { type SignedInUser, signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

const CREATE = "/resource/PinResource/create/";
const REPIN = "/resource/RepinResource/create/";
const UPDATE = "/resource/PinResource/update/";

describe("alt text on pins (issue 20, D-055)", () => {
  let t: TestApp;
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let board: Awaited<ReturnType<typeof buildBoard>>;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signedIn(t, "alt_owner");
    stranger = await signedIn(t, "alt_stranger");
    board = await buildBoard(t.database.db, owner.id, { name: "Ceramics" });
  });
  afterAll(() => t.close());

  const pinRow = async (id: string) =>
    (await t.database.db.select().from(schema.pins).where(eq(schema.pins.id, id)))[0];
  const create = async (overrides: Record<string, unknown>) =>
    owner.browser.post<PinSaveResult>(CREATE, {
      board_id: board.id,
      media_upload_id: (await buildImage(t.database.db)).id,
      method: "uploaded",
      is_buyable_pin: false,
      title: "Glazed bowl",
      ...overrides,
    });

  it("issue 20: a pin is created with alt text, which its views return", async () => {
    const { status, body } = await create({ alt_text: " A speckled blue bowl on a linen cloth " });
    expect(status).toBe(200);
    const id = body.resource_response.data.id;
    expect((await pinRow(id))?.altText).toBe("A speckled blue bowl on a linen cloth");
    const view = await owner.browser.get<PinDetail>(`/resource/PinResource/get/`, { id });
    expect(view.body.resource_response.data.alt_text).toBe("A speckled blue bowl on a linen cloth");
    // Without it, the pin has none.
    const plain = await create({});
    expect((await pinRow(plain.body.resource_response.data.id))?.altText).toBe("");
  });

  it("issue 20: alt text over 500 characters is refused on create and on edit", async () => {
    expect((await create({ alt_text: "a".repeat(501) })).status).toBe(400);
    expect((await create({ alt_text: "あ".repeat(500) })).status).toBe(200);
    const pin = await buildPin(t.database.db, board);
    const edit = await owner.browser.post(UPDATE, { id: pin.id, alt_text: "b".repeat(501) });
    expect(edit.status).toBe(400);
    expect((await pinRow(pin.id))?.altText).toBe("");
  });

  it("issue 20: the pinner edits the alt text and clears it; nobody else can", async () => {
    const pin = await buildPin(t.database.db, board);
    expect((await owner.browser.post(UPDATE, { id: pin.id, alt_text: "A tall jug" })).status).toBe(200);
    expect((await pinRow(pin.id))?.altText).toBe("A tall jug");
    expect((await stranger.browser.post(UPDATE, { id: pin.id, alt_text: "Mine now" })).status).toBe(403);
    expect((await owner.browser.post(UPDATE, { id: pin.id, title: "Jug" })).status).toBe(200);
    expect((await pinRow(pin.id))?.altText).toBe("A tall jug");
    expect((await owner.browser.post(UPDATE, { id: pin.id, alt_text: "" })).status).toBe(200);
    expect((await pinRow(pin.id))?.altText).toBe("");
  });

  it("issue 20: a repin keeps the alt text of the pin it saves", async () => {
    const source = await buildPin(t.database.db, board, { altText: "Stacked mugs" });
    const theirs = await buildBoard(t.database.db, stranger.id, { name: "Mugs" });
    const { status, body } = await stranger.browser.post<PinSaveResult>(REPIN, {
      pin_id: source.id,
      board_id: theirs.id,
      method: "button",
      is_buyable_pin: false,
    });
    expect(status).toBe(200);
    expect((await pinRow(body.resource_response.data.id))?.altText).toBe("Stacked mugs");
  });

  it("issue 20: search finds a pin by a word only in its alt text, before and after an edit", async () => {
    const pin = await buildPin(t.database.db, board, { title: "Teapot", description: "" });
    expect(await pinTitles(t, null, "zebrawood")).toEqual([]);
    await owner.browser.post(UPDATE, { id: pin.id, alt_text: "A teapot with a zebrawood handle" });
    expect(await pinTitles(t, null, "zebrawood")).toEqual(["Teapot"]);
    await buildPin(t.database.db, board, { title: "Vase", altText: "Crackled Raku vase" });
    expect(await pinTitles(t, null, "raku")).toEqual(["Vase"]);
    // A board rename rebuilds the document and keeps the alt text in it.
    await t.database.db.update(schema.boards).set({ name: "Pottery" }).where(eq(schema.boards.id, board.id));
    expect(await pinTitles(t, null, "zebrawood")).toEqual(["Teapot"]);
    expect(await pinTitles(t, null, "pottery zebrawood")).toEqual(["Teapot"]);
  });
});
