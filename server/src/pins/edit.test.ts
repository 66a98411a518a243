import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { solidImage } from "../platform/images/test-images.ts";
import { buildBoard, buildImage, buildPin, buildSection, buildUser } from "../test/factories.ts";
import { TestBrowser } from "../test/inject.ts";
import { type SignedInUser, signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

const UPDATE = "/resource/PinResource/update/";
const DELETE = "/resource/PinResource/delete/";

describe("pin edit, delete, download and the calls around a save (IMPL-023, BOARD-042, PIN-042, PIN-052)", () => {
  let t: TestApp;
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let board: Awaited<ReturnType<typeof buildBoard>>;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signedIn(t, "owner");
    stranger = await signedIn(t, "stranger");
    board = await buildBoard(t.database.db, owner.id, { name: "Garden" });
  });
  afterAll(() => t.close());

  const pinRow = async (id: string) =>
    (await t.database.db.select().from(schema.pins).where(eq(schema.pins.id, id)))[0];

  it("IMPL-023 the pinner edits title, description (hashtags follow) and link", async () => {
    const pin = await buildPin(t.database.db, board);
    const first = await owner.browser.post(UPDATE, { id: pin.id, description: "Roses #flowers #june" });
    expect(first.status).toBe(200);
    const { status } = await owner.browser.post(UPDATE, {
      id: pin.id,
      title: " New title ",
      description: "Roses #flowers",
      link: null,
    });
    expect(status).toBe(200);
    expect(await pinRow(pin.id)).toMatchObject({
      title: "New title",
      description: "Roses #flowers",
      link: null,
    });
    const tags = await t.database.db
      .select()
      .from(schema.pinHashtags)
      .where(eq(schema.pinHashtags.pinId, pin.id));
    expect(tags.map((tag) => tag.tag)).toEqual(["flowers"]);
    const [june] = await t.database.db.select().from(schema.hashtags).where(eq(schema.hashtags.tag, "june"));
    expect(june?.pinCount).toBe(0);
  });

  it("IMPL-023 a move to another own board and into a section; a section of another board is refused", async () => {
    const pin = await buildPin(t.database.db, board);
    const target = await buildBoard(t.database.db, owner.id, { name: "Balcony" });
    const section = await buildSection(t.database.db, target.id, { title: "Pots" });
    const moved = await owner.browser.post<{ board: { name: string }; section: { title: string } | null }>(
      UPDATE,
      {
        id: pin.id,
        board_id: target.id,
        section: section.id,
      },
    );
    expect(moved.body.resource_response.data.board.name).toBe("Balcony");
    expect(moved.body.resource_response.data.section?.title).toBe("Pots");
    expect(await pinRow(pin.id)).toMatchObject({ boardId: target.id, sectionId: section.id });
    const wrong = await owner.browser.post(UPDATE, { id: pin.id, board_id: board.id, section: section.id });
    expect(wrong.status).toBe(400);
  });

  it("IMPL-023 edits: too-long title is INVALID_INPUT with the catalogue message; others' pins FORBIDDEN; logged out 401", async () => {
    const pin = await buildPin(t.database.db, board);
    const long = await owner.browser.post(UPDATE, { id: pin.id, title: "x".repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.resource_response.error?.message).toBe("Please enter no more than 100 characters.");
    expect((await stranger.browser.post(UPDATE, { id: pin.id, title: "mine" })).status).toBe(403);
    expect((await new TestBrowser(t.app).post(UPDATE, { id: pin.id, title: "x" })).status).toBe(401);
    const strangerBoard = await buildBoard(t.database.db, stranger.id);
    const intoOthers = await owner.browser.post(UPDATE, { id: pin.id, board_id: strangerBoard.id });
    expect(intoOthers.status).toBe(403);
  });

  it("IMPL-023 delete: pinner only; a secret pin of someone else is NOT_FOUND; bad id INVALID_INPUT", async () => {
    const pin = await buildPin(t.database.db, board, { description: "#gone" });
    expect((await stranger.browser.post(DELETE, { id: pin.id })).status).toBe(403);
    expect((await new TestBrowser(t.app).post(DELETE, { id: pin.id })).status).toBe(401);
    expect((await owner.browser.post(DELETE, { id: "nope" })).status).toBe(400);
    const deleted = await owner.browser.post(DELETE, { id: pin.id });
    expect(deleted.status).toBe(200);
    expect(await pinRow(pin.id)).toBeUndefined();
    const secret = await buildBoard(t.database.db, owner.id, { privacy: "secret" });
    const hidden = await buildPin(t.database.db, secret);
    expect((await stranger.browser.post(DELETE, { id: hidden.id })).status).toBe(404);
  });

  it("IMPL-023 image download answers the original as an attachment; a hidden pin is NOT_FOUND", async () => {
    const upload = await owner.browser.post<{ image_signature: string }>("/resource/PinResource/create/", {
      board_id: board.id,
      image_base64: (await solidImage(200, 300, "#00aa00", "png")).toString("base64"),
      method: "uploaded",
      is_buyable_pin: false,
    });
    const id = (upload.body.resource_response.data as unknown as { id: string }).id;
    const response = await t.app.inject({ url: `/v3/pins/${id}/image/download/` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="corkboard-pin-${id}.jpg"`);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    expect(response.rawPayload.subarray(0, 2).toString("hex")).toBe("ffd8");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    const secret = await buildBoard(t.database.db, owner.id, { privacy: "secret" });
    const hidden = await buildPin(t.database.db, secret);
    expect((await t.app.inject({ url: `/v3/pins/${hidden.id}/image/download/` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/v3/pins/abc/image/download/" })).statusCode).toBe(400);
  });

  it("BOARD-042, BOARD-007 board title suggestions come from board names, hashtags and the title, distinct, each shaped {title}", async () => {
    const image = await buildImage(t.database.db);
    const pin = await buildPin(t.database.db, board, {
      imageId: image.id,
      title: "Climbing roses",
      description: "#cottage_garden #Garden",
    });
    const other = await buildUser(t.database.db);
    await buildPin(t.database.db, await buildBoard(t.database.db, other.id, { name: "Dream yard" }), {
      imageId: image.id,
    });
    await buildPin(
      t.database.db,
      await buildBoard(t.database.db, other.id, { name: "Hidden", privacy: "secret" }),
      {
        imageId: image.id,
      },
    );
    const response = await t.app.inject({ url: `/v3/pins/${pin.id}/board_title_suggestions/` });
    expect(response.statusCode).toBe(200);
    const titles = (response.json() as { resource_response: { data: { title: string }[] } }).resource_response
      .data;
    expect(titles.map((s) => s.title).sort()).toEqual([
      "Climbing roses",
      "Cottage garden",
      "Dream yard",
      "Garden",
    ]);
    // BOARD-007: a suggestion is its title and nothing else.
    for (const suggestion of titles) expect(Object.keys(suggestion)).toEqual(["title"]);
    expect((await t.app.inject({ url: "/v3/pins/0x/board_title_suggestions/" })).statusCode).toBe(400);
    const secret = await buildBoard(t.database.db, other.id, { privacy: "secret" });
    const hidden = await buildPin(t.database.db, secret);
    expect((await t.app.inject({ url: `/v3/pins/${hidden.id}/board_title_suggestions/` })).statusCode).toBe(
      404,
    );
  });

  it("PIN-052 the claiming upsell is marked seen once per user; unknown upsells are refused; logged out 401", async () => {
    const path = "/v3/users/claiming_upsells_seen/";
    const first = await owner.browser.post<{ claiming_upsells_seen: string[] }>(path, {
      upsell: "POST_CREATE_UPSELL_V2",
    });
    const again = await owner.browser.post<{ claiming_upsells_seen: string[] }>(path, {
      upsell: "POST_CREATE_UPSELL_V2",
    });
    expect(first.body.resource_response.data.claiming_upsells_seen).toEqual(["POST_CREATE_UPSELL_V2"]);
    expect(again.body.resource_response.data.claiming_upsells_seen).toEqual(["POST_CREATE_UPSELL_V2"]);
    expect((await owner.browser.post(path, { upsell: "OTHER" })).status).toBe(400);
    expect((await new TestBrowser(t.app).post(path, { upsell: "POST_CREATE_UPSELL_V2" })).status).toBe(401);
  });

  it("PIN-042 the pin-create event is accepted; an unknown event is INVALID_INPUT; without CSRF refused", async () => {
    const path = "/v3/pins/create_events/";
    const ok = await owner.browser.post(path, { event: "pin_create_success", pin_id: "1", path: "button" });
    expect(ok.status).toBe(200);
    expect((await owner.browser.post(path, { event: "pin_viewed" })).status).toBe(400);
    const noCsrf = await t.app.inject({ method: "POST", url: path, payload: { event: "pin_create_fail" } });
    expect(noCsrf.statusCode).toBe(403);
  });
});
