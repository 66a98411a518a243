import type { PinSaveResult } from "@corkboard/core/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody } from "../pins/pins-test-kit.ts";
import { schema } from "../platform/db/index.ts";
import { solidImage } from "../platform/images/test-images.ts";
import { answerCode, apiOperations, callOperation, fieldsOf } from "../test/api-operations.ts";
import { buildBoard, buildSection } from "../test/factories.ts";
import { csrfHeaders, type TestBrowser, type TestEnvelope } from "../test/inject.ts";
import { signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

/** Names by which a read points at a board, a section or a pin. */
const POINTERS = ["board_id", "section_id", "pin_id", "id", "pinId", "slug"];

/**
 * Reads outside the sweep: the picker lists the caller's own boards (a pin id there only
 * marks where it is saved); a video upload's status is named by the upload's own id, not a
 * board, section or pin's (its owner-only rule: pins/video tests); an export's download is
 * named by the export's id (owner only: exports/exports.test.ts).
 * board, section or pin's (its owner-only rule: pins/video tests); so is an import run's
 * (issue 20; its owner-only rule: imports/imports.test.ts).
 */
const OWN_LISTS = new Set([
  "/resource/BoardPickerBoardsResource/get/",
  "/v3/media/videos/{id}/",
  "/v3/exports/{id}/download/",
  "/v3/imports/{id}/",
]);

// D-006 BOARD-060: a secret board, its sections and its pins exist only for the owner and
// collaborators. Every read of the API document that points at one is called by the owner
// (who must get it: the call is valid) and by another signed-in user (NOT_FOUND, as if
// there were no such thing; never FORBIDDEN, which would tell them it exists).
describe("every read of a secret board, section or pin is NOT_FOUND to anyone else (D-006)", () => {
  let t: TestApp;
  let owner: { browser: TestBrowser; id: string };
  let stranger: { browser: TestBrowser; id: string };
  let values: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signedIn(t, "secret-owner");
    stranger = await signedIn(t, "secret-stranger");
    const db = t.database.db;
    const board = await buildBoard(db, owner.id, { name: "Hidden plans", privacy: "secret" });
    const section = await buildSection(db, board.id, { title: "Hidden corner" });
    const pinId = await savePinWithImage(t, owner.browser, board.id, section.id);
    const [me] = await db.select().from(schema.users).where(eq(schema.users.id, owner.id));
    values = {
      board_id: board.id,
      section_id: section.id,
      pin_id: pinId,
      id: pinId,
      pinId,
      username: me?.username ?? "",
      slug: board.slug,
      section_slug: section.slug,
      url: "https://example.com/hidden",
      term: "a",
    };
  });
  afterAll(() => t.close());

  it("the owner reads each; another signed-in user gets NOT_FOUND from each", async () => {
    const reads = apiOperations(t.app).filter(
      (op) =>
        op.method === "GET" && !OWN_LISTS.has(op.path) && fieldsOf(op).some((f) => POINTERS.includes(f)),
    );
    const answers: string[] = [];
    for (const op of reads) {
      const mine = await callOperation(t.app, op, values, owner.browser);
      const theirs = await callOperation(t.app, op, values, stranger.browser);
      const code = (response: typeof theirs) =>
        String(response.headers["content-type"]).includes("json") ? answerCode(op, response) : "ok";
      answers.push(`${op.path}: owner ${mine.statusCode}, stranger ${code(theirs)}`);
    }
    expect(reads.length).toBeGreaterThan(12);
    expect(answers).toEqual(reads.map((op) => `${op.path}: owner 200, stranger NOT_FOUND`));
  });
});

/** Saves a pin with a real uploaded image (so its download works) to the board's section. */
async function savePinWithImage(t: TestApp, browser: TestBrowser, boardId: string, sectionId: string) {
  const photo = await solidImage(400, 300, "#336699");
  const form = multipartBody("image", "hidden.png", photo);
  const uploaded = await t.app.inject({
    method: "POST",
    url: "/v3/media/uploads/",
    headers: { ...csrfHeaders(), cookie: browser.cookieHeader(), "content-type": form.contentType },
    payload: form.payload,
  });
  const media = (uploaded.json() as TestEnvelope<{ media_upload_id: string }>).resource_response.data;
  const saved = await browser.post<PinSaveResult>("/resource/PinResource/create/", {
    board_id: boardId,
    section: sectionId,
    media_upload_id: media.media_upload_id,
    method: "uploaded",
    is_buyable_pin: false,
    title: "Hidden pin",
    link: "https://example.com/hidden",
  });
  return saved.body.resource_response.data.id;
}
