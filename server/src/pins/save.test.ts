import type { PinSaveResult } from "@corkboard/core/contract";
import { eq, inArray, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { solidImage } from "../platform/images/test-images.ts";
import { buildBoard, buildImage, buildPin, buildSection, buildUser } from "../test/factories.ts";
import { TestBrowser } from "../test/inject.ts";
import { type SignedInUser, signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

const CREATE = "/resource/PinResource/create/";
const REPIN = "/resource/RepinResource/create/";

describe("saving pins (PIN-001, PIN-022…PIN-035, PIN-059, PIN-073)", () => {
  let t: TestApp;
  let saver: SignedInUser;
  let board: Awaited<ReturnType<typeof buildBoard>>;
  let imageId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    saver = await signedIn(t, "saver");
    board = await buildBoard(t.database.db, saver.id, { name: "Summer ideas" });
    imageId = (await buildImage(t.database.db)).id;
  });
  afterAll(() => t.close());

  const save = (overrides: Record<string, unknown> = {}) => ({
    board_id: board.id,
    media_upload_id: imageId,
    method: "uploaded",
    is_buyable_pin: false,
    title: "Lemon tart",
    description: "Bright and sharp #Baking #summer_vibes #baking",
    link: "https://example.com/tart",
    ...overrides,
  });

  it("PIN-029 PIN-034 PinResource create answers id, pinner.id, board {id, name} and stores the pin", async () => {
    const { status, body } = await saver.browser.post<PinSaveResult>(CREATE, save());
    expect(status).toBe(200);
    const data = body.resource_response.data;
    expect(data.pinner.id).toBe(saver.id);
    expect(data.board).toEqual({ id: board.id, name: "Summer ideas" });
    expect(data.section).toBeNull();
    const [row] = await t.database.db.select().from(schema.pins).where(eq(schema.pins.id, data.id));
    expect(row).toMatchObject({
      title: "Lemon tart",
      imageId,
      createdMethod: "uploaded",
      pinnerId: saver.id,
    });
  });

  it("seed 001 §5 hashtags of the description are recorded once per pin and counted; typeahead finds them", async () => {
    const { body } = await saver.browser.post<PinSaveResult>(
      CREATE,
      save({ description: "#Picnic #picnic #pie" }),
    );
    const tags = await t.database.db
      .select()
      .from(schema.pinHashtags)
      .where(eq(schema.pinHashtags.pinId, body.resource_response.data.id));
    expect(tags.map((tag) => tag.tag).sort()).toEqual(["picnic", "pie"]);
    const typeahead = await saver.browser.get<{ query: string; pin_count: number }[]>(
      "/v3/hashtags/typeahead/",
      {
        q: "#pi",
      },
    );
    expect(typeahead.status).toBe(200);
    expect(typeahead.body.resource_response.data).toEqual(
      expect.arrayContaining([
        { query: "#picnic", pin_count: 1 },
        { query: "#pie", pin_count: 1 },
      ]),
    );
    await saver.browser.post(CREATE, save({ description: "More #pie" }));
    const counted = await saver.browser.get<{ query: string; pin_count: number }[]>(
      "/v3/hashtags/typeahead/",
      {
        q: "#pie",
      },
    );
    expect(counted.body.resource_response.data).toEqual([{ query: "#pie", pin_count: 2 }]);
    const empty = await saver.browser.get<unknown[]>("/v3/hashtags/typeahead/", { q: "" });
    expect(empty.body.resource_response.data).toEqual([]);
    const bad = await saver.browser.get("/v3/hashtags/typeahead/", { q: "x", count: "50" });
    expect(bad.status).toBe(400);
  });

  it("PIN-035 method button without guid is stored as button_external; with a guid stays button", async () => {
    const a = await saver.browser.post<PinSaveResult>(CREATE, save({ method: "button" }));
    const b = await saver.browser.post<PinSaveResult>(CREATE, save({ method: "button", guid: "abc-123" }));
    const rows = await t.database.db.select().from(schema.pins);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(a.body.resource_response.data.id)?.createdMethod).toBe("button_external");
    expect(byId.get(b.body.resource_response.data.id)).toMatchObject({
      createdMethod: "button",
      guid: "abc-123",
    });
  });

  it("PIN-059 title over 100, description over 500 and link over 2048 characters are INVALID_INPUT", async () => {
    for (const [field, value] of [
      ["title", "t".repeat(101)],
      ["description", "d".repeat(501)],
      ["link", `https://example.com/${"l".repeat(2048)}`],
    ] as const) {
      const { status, body } = await saver.browser.post(CREATE, save({ [field]: value }));
      expect(status).toBe(400);
      expect(body.resource_response.error?.code).toBe("INVALID_INPUT");
      expect(body.resource_response.error?.fields?.[0]?.field).toBe(field);
    }
    // Exactly at the limit, counted in characters (emoji are one each).
    const ok = await saver.browser.post(CREATE, save({ title: "🍋".repeat(100) }));
    expect(ok.status).toBe(200);
  });

  it("PIN-023 is_buyable_pin must be false and an image source is required", async () => {
    expect((await saver.browser.post(CREATE, save({ is_buyable_pin: true }))).status).toBe(400);
    expect((await saver.browser.post(CREATE, save({ media_upload_id: undefined }))).status).toBe(400);
    const missing = await saver.browser.post(CREATE, save({ media_upload_id: "999999999" }));
    expect(missing.status).toBe(404);
  });

  it("PIN-001 a logged-out visitor cannot save: UNAUTHORIZED", async () => {
    const { status, body } = await new TestBrowser(t.app).post(CREATE, save());
    expect(status).toBe(401);
    expect(body.resource_response.error?.code).toBe("UNAUTHORIZED");
  });

  it("BOARD-060 another user's secret board is NOT_FOUND, their public board FORBIDDEN, a collaborator may save", async () => {
    const other = await buildUser(t.database.db);
    const secret = await buildBoard(t.database.db, other.id, { privacy: "secret" });
    const open = await buildBoard(t.database.db, other.id);
    expect((await saver.browser.post(CREATE, save({ board_id: secret.id }))).status).toBe(404);
    expect((await saver.browser.post(CREATE, save({ board_id: open.id }))).status).toBe(403);
    await t.database.db.insert(schema.boardCollaborators).values({ boardId: secret.id, userId: saver.id });
    const asCollaborator = await saver.browser.post<PinSaveResult>(CREATE, save({ board_id: secret.id }));
    expect(asCollaborator.status).toBe(200);
    expect(asCollaborator.body.resource_response.data.pinner.id).toBe(saver.id);
  });

  it("an archived board cannot be saved to (FORBIDDEN)", async () => {
    const archived = await buildBoard(t.database.db, saver.id, { archivedAt: new Date() });
    const { status, body } = await saver.browser.post(CREATE, save({ board_id: archived.id }));
    expect(status).toBe(403);
    expect(body.resource_response.error?.code).toBe("FORBIDDEN");
  });

  it("BOARD-060 PIN-037 a refused save stores nothing: no pin, no hashtag counted", async () => {
    const other = await buildUser(t.database.db);
    const theirs = await buildBoard(t.database.db, other.id);
    const archived = await buildBoard(t.database.db, saver.id, { archivedAt: new Date() });
    const foreign = await buildSection(t.database.db, theirs.id);
    const refused = [
      save({ board_id: theirs.id, description: "#refused_tag" }),
      save({ board_id: archived.id, description: "#refused_tag" }),
      save({ section: foreign.id, description: "#refused_tag" }),
      save({ media_upload_id: "999999998", description: "#refused_tag" }),
    ];
    const answers = await Promise.all(refused.map((body) => saver.browser.post(CREATE, body)));
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 400, 404]);
    const pins = await t.database.db
      .select({ id: schema.pins.id })
      .from(schema.pins)
      .where(inArray(schema.pins.boardId, [theirs.id, archived.id]));
    expect(pins).toEqual([]);
    const tags = await t.database.db
      .select()
      .from(schema.hashtags)
      .where(eq(schema.hashtags.tag, "refused_tag"));
    expect(tags).toEqual([]);
  });

  it("a board deleted while its save runs answers NOT_FOUND, never a 500", async () => {
    const db = t.database.db;
    const doomed = await buildBoard(db, saver.id);
    // Stands in for another request deleting the board between the save's check and its insert.
    await db.execute(sql`create function delete_board_mid_save() returns trigger language plpgsql
      as $$ begin delete from boards where id = new.board_id; return new; end $$`);
    await db.execute(sql`create trigger delete_board_mid_save before insert on pins for each row
      when (new.title = 'Vanishing board') execute function delete_board_mid_save()`);
    try {
      const { status, body } = await saver.browser.post(
        CREATE,
        save({ board_id: doomed.id, title: "Vanishing board" }),
      );
      expect(status).toBe(404);
      expect(body.resource_response.error?.code).toBe("NOT_FOUND");
    } finally {
      await db.execute(sql`drop trigger delete_board_mid_save on pins`);
      await db.execute(sql`drop function delete_board_mid_save()`);
    }
  });

  it("seed 001 §5 saves racing on the same hashtags, in either order, all count and none deadlocks", async () => {
    const saves = Array.from({ length: 12 }, (_, i) =>
      saver.browser.post(CREATE, save({ description: i % 2 ? "#rush #crowd" : "#crowd #rush" })),
    );
    const answers = await Promise.all(saves);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const rows = await t.database.db
      .select()
      .from(schema.hashtags)
      .where(inArray(schema.hashtags.tag, ["crowd", "rush"]));
    expect(rows.map((row) => row.pinCount)).toEqual([12, 12]);
  });

  it("PIN-037 a save into a section answers the section; a section of another board is INVALID_INPUT", async () => {
    const section = await buildSection(t.database.db, board.id, { title: "Tarts" });
    const otherBoard = await buildBoard(t.database.db, saver.id);
    const foreign = await buildSection(t.database.db, otherBoard.id);
    const good = await saver.browser.post<PinSaveResult>(CREATE, save({ section: section.id }));
    expect(good.body.resource_response.data.section).toEqual({ id: section.id, title: "Tarts" });
    const bad = await saver.browser.post(CREATE, save({ section: foreign.id }));
    expect(bad.status).toBe(400);
    expect(bad.body.resource_response.error?.fields?.[0]?.field).toBe("section");
  });

  it("IMPL-029 image_base64 goes through the pipeline; images under 120 px are IMAGE_TOO_SMALL", async () => {
    const png = await solidImage(300, 200, "#336699");
    const good = await saver.browser.post<PinSaveResult>(
      CREATE,
      save({ media_upload_id: undefined, image_base64: png.toString("base64") }),
    );
    expect(good.status).toBe(200);
    const [image] = await t.database.db
      .select()
      .from(schema.images)
      .where(eq(schema.images.signature, good.body.resource_response.data.image_signature));
    // The dominant colour is bucketed by the pipeline: close to #336699, not exact.
    expect(image).toMatchObject({
      width: 300,
      height: 200,
      dominantColor: expect.stringMatching(/^#3[0-9a-f]6[0-9a-f]9[0-9a-f]$/),
    });
    const small = await solidImage(119, 400, "#000000");
    const bad = await saver.browser.post(
      CREATE,
      save({ media_upload_id: undefined, image_base64: small.toString("base64") }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.resource_response.error?.code).toBe("IMAGE_TOO_SMALL");
    const junk = await saver.browser.post(
      CREATE,
      save({ media_upload_id: undefined, image_base64: "bm90IGFuIGltYWdl" }),
    );
    expect(junk.body.resource_response.error?.code).toBe("IMAGE_UNREADABLE");
  });

  it("PIN-060 PinResource create takes image_base64 bodies over the 1 MiB default; other writes keep it", async () => {
    const noisy = await sharp({
      create: {
        width: 900,
        height: 900,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    const base64 = noisy.toString("base64");
    expect(base64.length).toBeGreaterThan(1_100_000);
    const big = await saver.browser.post(CREATE, save({ media_upload_id: undefined, image_base64: base64 }));
    expect(big.status).toBe(200);
    const repin = await saver.browser.post(REPIN, {
      pin_id: "1",
      board_id: board.id,
      method: "button",
      is_buyable_pin: false,
      description: base64,
    });
    expect(repin.status).toBe(413);
    expect(repin.body.resource_response.error?.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("PIN-034 RepinResource create copies image, title and link and sets repin_of_id", async () => {
    const other = await buildUser(t.database.db);
    const theirBoard = await buildBoard(t.database.db, other.id);
    const source = await buildPin(t.database.db, theirBoard, {
      title: "Their tart",
      link: "https://example.org/x",
    });
    const { status, body } = await saver.browser.post<PinSaveResult>(REPIN, {
      pin_id: source.id,
      board_id: board.id,
      method: "button",
      is_buyable_pin: false,
    });
    expect(status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(schema.pins)
      .where(eq(schema.pins.id, body.resource_response.data.id));
    expect(row).toMatchObject({
      imageId: source.imageId,
      title: "Their tart",
      link: "https://example.org/x",
      repinOfId: source.id,
      pinnerId: saver.id,
      createdMethod: "repin",
    });
  });

  it("PIN-034 repinning a pin of someone's secret board is NOT_FOUND unless a collaborator; bad pin_id is INVALID_INPUT; logged out 401", async () => {
    const other = await buildUser(t.database.db);
    const secret = await buildBoard(t.database.db, other.id, { privacy: "secret" });
    const hidden = await buildPin(t.database.db, secret);
    const body = { pin_id: hidden.id, board_id: board.id, method: "button", is_buyable_pin: false };
    expect((await saver.browser.post(REPIN, body)).status).toBe(404);
    expect((await saver.browser.post(REPIN, { ...body, pin_id: "abc" })).status).toBe(400);
    expect((await new TestBrowser(t.app).post(REPIN, body)).status).toBe(401);
    // The board's collaborators see its pins (D-006), so they may save them elsewhere.
    await t.database.db.insert(schema.boardCollaborators).values({ boardId: secret.id, userId: saver.id });
    const asCollaborator = await saver.browser.post<PinSaveResult>(REPIN, body);
    expect(asCollaborator.status).toBe(200);
    expect(asCollaborator.body.resource_response.data.board.id).toBe(board.id);
  });

  it("PIN-072 PIN-073 can_quick_promote: false for a new account, true once 7 days old in a promote country", async () => {
    const fresh = await saver.browser.post<PinSaveResult>(CREATE, save());
    expect(fresh.body.resource_response.data.can_quick_promote).toBe(false);
    await t.database.db
      .update(schema.users)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000), country: "US" })
      .where(eq(schema.users.id, saver.id));
    const old = await saver.browser.post<PinSaveResult>(CREATE, save());
    expect(old.body.resource_response.data.can_quick_promote).toBe(true);
    await t.database.db.update(schema.users).set({ country: "KP" }).where(eq(schema.users.id, saver.id));
    const elsewhere = await saver.browser.post<PinSaveResult>(CREATE, save());
    expect(elsewhere.body.resource_response.data.can_quick_promote).toBe(false);
  });

  it("PIN-040 PIN-045 already saved: the viewer's board for this image, never quick_creates, null logged out", async () => {
    const other = await buildUser(t.database.db);
    const theirBoard = await buildBoard(t.database.db, other.id);
    const image = await buildImage(t.database.db);
    const theirPin = await buildPin(t.database.db, theirBoard, { imageId: image.id });
    const path = "/resource/PinAlreadySavedResource/get/";
    type Saved = { pinned_to_board: { id: string; name: string; layout: string } | null };
    expect(
      (await saver.browser.get<Saved>(path, { pin_id: theirPin.id })).body.resource_response.data
        .pinned_to_board,
    ).toBeNull();
    const quick = await buildBoard(t.database.db, saver.id, { layout: "quick_creates" });
    await saver.browser.post(CREATE, save({ board_id: quick.id, media_upload_id: image.id }));
    expect(
      (await saver.browser.get<Saved>(path, { pin_id: theirPin.id })).body.resource_response.data
        .pinned_to_board,
    ).toBeNull();
    await saver.browser.post(CREATE, save({ media_upload_id: image.id }));
    const saved = await saver.browser.get<Saved>(path, { image_signature: image.signature });
    expect(saved.body.resource_response.data.pinned_to_board).toMatchObject({
      id: board.id,
      name: "Summer ideas",
      layout: "default",
    });
    const anonymous = await new TestBrowser(t.app).get<Saved>(path, { pin_id: theirPin.id });
    expect(anonymous.body.resource_response.data.pinned_to_board).toBeNull();
    expect((await saver.browser.get(path, { pin_id: "x" })).status).toBe(400);
  });
});
