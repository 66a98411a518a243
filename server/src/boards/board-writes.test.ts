import type { Board, BoardSection, ViewerBoard } from "@corkboard/core/contract";
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdvertiser } from "../advertisers/ads-test-kit.ts";
import { schema } from "../platform/db/index.ts";
import { buildBoard, buildPin, buildSection } from "../test/factories.ts";
import { getJson, TestBrowser } from "../test/inject.ts";
import { type SignedInUser, signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { addCollaborator } from "./board-test-kit.ts";

const CREATE = "/resource/BoardResource/create/";
const UPDATE = "/resource/BoardResource/update/";
const DELETE = "/resource/BoardResource/delete/";

describe("board create, fetch, update, archive, delete (IMPL-027)", () => {
  let t: TestApp;
  let owner: SignedInUser;
  let other: SignedInUser;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signedIn(t, "owner");
    other = await signedIn(t, "other");
  });
  afterAll(() => t.close());

  it("BOARD-039/033: creates a trimmed, public-by-default board and answers its id and owner", async () => {
    const { status, body } = await owner.browser.post<ViewerBoard>(CREATE, {
      name: "  Weekend cabins  ",
      aux_data: { source: "board_picker" },
    });
    expect(status).toBe(200);
    const board = body.resource_response.data;
    expect(board).toMatchObject({
      name: "Weekend cabins",
      slug: "weekend-cabins",
      privacy: "public",
      owner: { id: owner.id, username: owner.username },
      collaborated_by_me: false,
      archived_by_me_at: null,
      pin_count: 0,
    });
    expect(board.url).toBe(`/${owner.username}/weekend-cabins/`);
    const secret = await owner.browser.post<ViewerBoard>(CREATE, { name: "Gifts", privacy: "secret" });
    expect(secret.body.resource_response.data.privacy).toBe("secret");
  });

  it("BOARD-040: after creating a board, UserResource fetch by user_id with save_behavior refreshes the user", async () => {
    const before = await owner.browser.get<{ board_count: number }>("/resource/UserResource/get/", {
      user_id: owner.id,
      field_set_key: "save_behavior",
    });
    expect(before.status).toBe(200);
    await owner.browser.post(CREATE, { name: "Counted board" });
    const after = await owner.browser.get<{ id: string; board_count: number; is_viewer: boolean }>(
      "/resource/UserResource/get/",
      { user_id: owner.id, field_set_key: "save_behavior" },
    );
    expect(after.body.resource_response.data).toMatchObject({ id: owner.id, is_viewer: true });
    expect(after.body.resource_response.data.board_count).toBe(
      before.body.resource_response.data.board_count + 1,
    );
    expect((await owner.browser.get("/resource/UserResource/get/", { user_id: "424242" })).status).toBe(404);
    expect(
      (await owner.browser.get("/resource/UserResource/get/", { field_set_key: "save_behavior" })).status,
    ).toBe(400);
  });

  it("BOARD-029/030/031: blank and over-50 names answer the seed's messages on the name field", async () => {
    const blank = await owner.browser.post(CREATE, { name: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.resource_response.error).toMatchObject({
      code: "INVALID_INPUT",
      message: "Don't forget to name your board!",
      fields: [{ field: "name" }],
    });
    const long = await owner.browser.post(CREATE, { name: "x".repeat(51) });
    expect(long.body.resource_response.error?.message).toBe("Please enter no more than 50 characters.");
    // 50 emoji are 50 characters (D-018).
    const emoji = await owner.browser.post(CREATE, { name: "🌲".repeat(50) });
    expect(emoji.status).toBe(200);
    const wrongType = await owner.browser.post(CREATE, { name: 12, privacy: "hidden" });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.resource_response.error?.code).toBe("INVALID_INPUT");
  });

  it("a second board with the same name is BOARD_NAME_TAKEN; a different name with the same slug gets -2", async () => {
    await owner.browser.post(CREATE, { name: "Kitchen" });
    const again = await owner.browser.post(CREATE, { name: " kitchen " });
    expect(again.status).toBe(409);
    expect(again.body.resource_response.error).toMatchObject({
      code: "BOARD_NAME_TAKEN",
      message: "You already have a board with that name.",
    });
    const similar = await owner.browser.post<ViewerBoard>(CREATE, { name: "Kitchen!" });
    expect(similar.body.resource_response.data.slug).toBe("kitchen-2");
    // Slugs are per owner: another person's "Kitchen" is just "kitchen".
    const theirs = await other.browser.post<ViewerBoard>(CREATE, { name: "Kitchen" });
    expect(theirs.body.resource_response.data.slug).toBe("kitchen");
  });

  it("BOARD-034: with advertiser_id the board is protected whatever was asked; protected alone is refused", async () => {
    const account = await buildAdvertiser(t.database.db, owner.id, { [owner.id]: "OWNER" });
    const ad = await owner.browser.post<ViewerBoard>(CREATE, {
      name: "Spring campaign",
      privacy: "public",
      advertiser_id: account.id,
      aux_data: { source: "board_picker" },
    });
    expect(ad.body.resource_response.data).toMatchObject({ privacy: "protected", advertiser_id: account.id });
    const forged = await owner.browser.post(CREATE, { name: "Sneaky", privacy: "protected" });
    expect(forged.status).toBe(400);
    expect(forged.body.resource_response.error?.code).toBe("BOARD_PRIVACY_LOCKED");
  });

  it("BOARD-034: only a member who may write for an ad account makes its boards (issue 18, adversary item 1)", async () => {
    const db = t.database.db;
    const theirs = await buildAdvertiser(db, other.id, { [other.id]: "OWNER", [owner.id]: "ANALYST" });
    const strangers = await buildAdvertiser(db, other.id, { [other.id]: "OWNER" });
    const attempts = [
      { id: strangers.id, status: 404, code: "NOT_FOUND" }, // another account's: as if it did not exist
      { id: "9007199254740990", status: 404, code: "NOT_FOUND" }, // no such account
      { id: theirs.id, status: 403, code: "ADVERTISER_READ_ONLY" }, // a member who may only read
    ];
    for (const attempt of attempts) {
      const answer = await owner.browser.post(CREATE, {
        name: `Hijack ${attempt.id}`,
        advertiser_id: attempt.id,
      });
      expect(answer.status).toBe(attempt.status);
      expect(answer.body.resource_response.error?.code).toBe(attempt.code);
    }
    const made = await db
      .select({ id: schema.boards.id })
      .from(schema.boards)
      .where(like(schema.boards.name, "Hijack%"));
    expect(made).toEqual([]);
  });

  it("creating a board needs a session (UNAUTHORIZED) and a CSRF token", async () => {
    const anonymous = await new TestBrowser(t.app).post(CREATE, { name: "Nope" });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.resource_response.error?.code).toBe("UNAUTHORIZED");
    const noCsrf = await owner.browser.post(CREATE, { name: "No token" }, { "x-csrftoken": "" });
    expect(noCsrf.status).toBe(403);
  });

  it("BOARD-043: BoardResource fetch by board_id; secret boards only for owner and collaborators", async () => {
    const db = t.database.db;
    const secret = await buildBoard(db, owner.id, { name: "Private plans", privacy: "secret" });
    await buildSection(db, secret.id, { title: "Maybe" });
    await buildPin(db, secret);
    const read = (browser: TestBrowser) =>
      browser.get<{ board: Board; sections: BoardSection[] }>("/resource/BoardResource/get/", {
        board_id: secret.id,
        field_set_key: "detailed",
      });
    const mine = await read(owner.browser);
    expect(mine.status).toBe(200);
    expect(mine.body.resource_response.data.board).toMatchObject({
      id: secret.id,
      pin_count: 1,
      section_count: 1,
    });
    expect((await read(other.browser)).status).toBe(404);
    expect((await getJson(t.app, "/resource/BoardResource/get/", { board_id: secret.id })).status).toBe(404);
    await addCollaborator(t, secret.id, other.id);
    expect((await read(other.browser)).status).toBe(200);
    const neither = await getJson(t.app, "/resource/BoardResource/get/", { field_set_key: "detailed" });
    expect(neither.status).toBe(400);
  });

  it("update renames (slug follows), changes privacy public↔secret, never to or from protected (BOARD-036)", async () => {
    const created = await owner.browser.post<ViewerBoard>(CREATE, { name: "Old name" });
    const id = created.body.resource_response.data.id;
    const renamed = await owner.browser.post<ViewerBoard>(UPDATE, {
      board_id: id,
      name: " New name ",
      description: " Things ",
      privacy: "secret",
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.resource_response.data).toMatchObject({
      name: "New name",
      slug: "new-name",
      description: "Things",
      privacy: "secret",
    });
    const toProtected = await owner.browser.post(UPDATE, { board_id: id, privacy: "protected" });
    expect(toProtected.body.resource_response.error?.code).toBe("BOARD_PRIVACY_LOCKED");
    const blank = await owner.browser.post(UPDATE, { board_id: id, name: "" });
    expect(blank.body.resource_response.error?.message).toBe("Don't forget to name your board!");
    const badId = await owner.browser.post(UPDATE, { board_id: "abc" });
    expect(badId.status).toBe(400);
  });

  it("only the owner edits: a stranger gets NOT_FOUND on a secret board, a collaborator FORBIDDEN", async () => {
    const secret = await buildBoard(t.database.db, owner.id, { name: "Owner only", privacy: "secret" });
    const stranger = await signedIn(t, "stranger");
    const probe = await stranger.browser.post(UPDATE, { board_id: secret.id, name: "Mine now" });
    expect(probe.status).toBe(404);
    await addCollaborator(t, secret.id, stranger.id);
    const collaborator = await stranger.browser.post(UPDATE, { board_id: secret.id, name: "Mine now" });
    expect(collaborator.status).toBe(403);
    expect(collaborator.body.resource_response.error?.code).toBe("FORBIDDEN");
    expect((await stranger.browser.post(DELETE, { board_id: secret.id })).status).toBe(403);
  });

  it("archive and unarchive set archived_by_me_at and take the board off the profile", async () => {
    const created = await owner.browser.post<ViewerBoard>(CREATE, { name: "Old hobbies" });
    const id = created.body.resource_response.data.id;
    const archived = await owner.browser.post<ViewerBoard>(UPDATE, { board_id: id, archived: true });
    expect(archived.body.resource_response.data.archived).toBe(true);
    expect(archived.body.resource_response.data.archived_by_me_at).not.toBeNull();
    const profile = await getJson<{ items: Board[] }>(t.app, "/resource/BoardsResource/get/", {
      username: owner.username,
    });
    expect(profile.body.resource_response.data.items.map((b) => b.id)).not.toContain(id);
    const back = await owner.browser.post<ViewerBoard>(UPDATE, { board_id: id, archived: false });
    expect(back.body.resource_response.data.archived_by_me_at).toBeNull();
  });

  it("delete removes the board with its sections and pins", async () => {
    const db = t.database.db;
    const board = await buildBoard(db, owner.id, { name: "Doomed" });
    await buildSection(db, board.id, { title: "Part" });
    await buildPin(db, board);
    const deleted = await owner.browser.post<{ id: string }>(DELETE, { board_id: board.id });
    expect(deleted.body.resource_response.data).toEqual({ id: board.id });
    expect((await getJson(t.app, "/resource/BoardResource/get/", { board_id: board.id })).status).toBe(404);
    expect((await owner.browser.post(DELETE, { board_id: board.id })).status).toBe(404);
    expect((await owner.browser.post(DELETE, {})).status).toBe(400);
  });
});
