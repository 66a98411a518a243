import type { BoardHead, BoardSection } from "@corkboard/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBoard, buildSection } from "../test/factories.ts";
import { getJson } from "../test/inject.ts";
import { type SignedInUser, signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { addCollaborator } from "./board-test-kit.ts";

const BOARD = "/resource/BoardResource/get/";
const SECTION = "/resource/BoardSectionResource/get/";

// BOARD-001: a board carries the seed's fields; on its own page, with who collaborates on it
// and the viewer's relation to it.
describe("a board on its own page (BOARD-001)", () => {
  let t: TestApp;
  let owner: SignedInUser;
  let collaborator: SignedInUser;
  let sharedId: string;
  let soloId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    owner = await signedIn(t, "head_owner");
    collaborator = await signedIn(t, "head_helper");
    sharedId = (await buildBoard(db, owner.id, { name: "Shared garden" })).id;
    await buildSection(db, sharedId, { title: "Beds" });
    await addCollaborator(t, sharedId, collaborator.id);
    soloId = (await buildBoard(db, owner.id, { name: "Solo shelf", archivedAt: new Date("2026-03-01") })).id;
  });
  afterAll(() => t.close());

  const boardFor = async (browser: SignedInUser["browser"] | null, boardId: string) => {
    const answer = browser
      ? await browser.get<{ board: BoardHead }>(BOARD, { board_id: boardId })
      : await getJson<{ board: BoardHead }>(t.app, BOARD, { board_id: boardId });
    expect(answer.status).toBe(200);
    return answer.body.resource_response.data.board;
  };

  it("every field of the seed's board is there, with the collaborators in the order they joined", async () => {
    const board = await boardFor(null, sharedId);
    for (const field of [
      "id",
      "name",
      "url",
      "layout",
      "privacy",
      "image_cover_url",
      "cover_images",
      "section_count",
      "pin_count",
      "owner",
      "collaborating_users",
      "collaborated_by_me",
      "archived_by_me_at",
      "is_collaborative",
      "type",
    ]) {
      expect(board, field).toHaveProperty(field);
    }
    expect(board).toMatchObject({
      type: "board",
      is_collaborative: true,
      section_count: 1,
      owner: { id: owner.id, username: owner.username },
    });
    expect(board.collaborating_users.map((user) => user.id)).toEqual([collaborator.id]);
    expect(board.collaborating_users[0]).toMatchObject({
      username: collaborator.username,
      image_medium_url: null,
    });
  });

  it("collaborated_by_me is true for a collaborator only: not the owner, not a logged-out viewer", async () => {
    expect((await boardFor(collaborator.browser, sharedId)).collaborated_by_me).toBe(true);
    expect((await boardFor(owner.browser, sharedId)).collaborated_by_me).toBe(false);
    expect((await boardFor(null, sharedId)).collaborated_by_me).toBe(false);
  });

  it("a board without collaborators is not collaborative; archived_by_me_at is the owner's alone", async () => {
    const mine = await boardFor(owner.browser, soloId);
    expect(mine).toMatchObject({ is_collaborative: false, collaborating_users: [] });
    expect(mine.archived_by_me_at).toBe("2026-03-01T00:00:00.000Z");
    expect((await boardFor(null, soloId)).archived_by_me_at).toBeNull();
    const stranger = await signedIn(t, "head_stranger");
    expect((await boardFor(stranger.browser, soloId)).archived_by_me_at).toBeNull();
  });

  it("a section's page carries its board the same way", async () => {
    const board = await boardFor(null, sharedId);
    const { status, body } = await collaborator.browser.get<{ board: BoardHead; section: BoardSection }>(
      SECTION,
      { username: owner.username, slug: board.slug, section_slug: "beds" },
    );
    expect(status).toBe(200);
    expect(body.resource_response.data.board).toMatchObject({
      id: sharedId,
      type: "board",
      is_collaborative: true,
      collaborated_by_me: true,
      collaborating_users: [expect.objectContaining({ id: collaborator.id })],
    });
  });
});
