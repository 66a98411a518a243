import type { BoardSection, ViewerBoard } from "@corkboard/core/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { buildUser } from "../test/factories.ts";
import { type SignedInUser, signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

const BOARD = "/resource/BoardResource";
const SECTION = "/resource/BoardSectionResource";

// ACCT-020: board and section calls carry an optional orbac_subject_id; the server checks
// that the viewer may act as that subject, then applies the board rules to the subject.
describe("board and section calls acting as a business profile (ACCT-020)", () => {
  let t: TestApp;
  let member: SignedInUser;
  let business: { id: string };
  let locked: { id: string };

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    member = await signedIn(t, "member");
    business = await buildUser(db);
    locked = await buildUser(db);
    await db.insert(schema.businessProfiles).values([
      { userId: business.id, businessName: "Acting Co" },
      { userId: locked.id, businessName: "Locked Co" },
    ]);
    await db.insert(schema.businessAccess).values([
      { businessUserId: business.id, memberUserId: member.id, role: "ADMIN" },
      // This one wants two-factor authentication on first (ACCT-016); the member has none.
      { businessUserId: locked.id, memberUserId: member.id, role: "ADMIN", mfaRequired: true },
    ]);
  });
  afterAll(() => t.close());

  it("ACCT-020 creates, edits and deletes a board and its sections as the business", async () => {
    const acting = { orbac_subject_id: business.id };
    const created = await member.browser.post<ViewerBoard>(`${BOARD}/create/`, {
      name: "Spring catalogue",
      privacy: "secret",
      ...acting,
    });
    expect(created.status).toBe(200);
    const board = created.body.resource_response.data;
    const [row] = await t.database.db
      .select({ ownerId: schema.boards.ownerId })
      .from(schema.boards)
      .where(eq(schema.boards.id, board.id));
    expect(row?.ownerId).toBe(business.id);

    // As themselves, the member has no part in the business's secret board.
    expect(
      (await member.browser.post(`${SECTION}/create/`, { board_id: board.id, name: "Shoes" })).status,
    ).toBe(404);
    const section = await member.browser.post<BoardSection>(`${SECTION}/create/`, {
      board_id: board.id,
      name: "Shoes",
      ...acting,
    });
    expect(section.status).toBe(200);
    const sectionId = section.body.resource_response.data.id;
    const renamed = await member.browser.post<BoardSection>(`${SECTION}/update/`, {
      section_id: sectionId,
      name: "Boots",
      ...acting,
    });
    expect(renamed.body.resource_response.data.title).toBe("Boots");
    expect(
      (await member.browser.post(`${SECTION}/delete/`, { section_id: sectionId, ...acting })).status,
    ).toBe(200);
    const edited = await member.browser.post<ViewerBoard>(`${BOARD}/update/`, {
      board_id: board.id,
      name: "Summer catalogue",
      ...acting,
    });
    expect(edited.body.resource_response.data.name).toBe("Summer catalogue");
    expect((await member.browser.post(`${BOARD}/delete/`, { board_id: board.id })).status).toBe(404);
    expect((await member.browser.post(`${BOARD}/delete/`, { board_id: board.id, ...acting })).status).toBe(
      200,
    );
  });

  it("ACCT-020 refuses a subject the viewer may not act as, before touching anything", async () => {
    const stranger = await buildUser(t.database.db);
    const asStranger = await member.browser.post(`${BOARD}/create/`, {
      name: "Not mine",
      orbac_subject_id: stranger.id,
    });
    expect(asStranger.status).toBe(404);
    const asLocked = await member.browser.post(`${BOARD}/create/`, {
      name: "Locked",
      orbac_subject_id: locked.id,
    });
    expect(asLocked.status).toBe(403);
    expect(asLocked.body.resource_response.error?.code).toBe("BUSINESS_MFA_REQUIRED");
    const boards = await t.database.db
      .select({ name: schema.boards.name })
      .from(schema.boards)
      .where(eq(schema.boards.name, "Not mine"));
    expect(boards).toEqual([]);
    expect(
      (await member.browser.post(`${BOARD}/create/`, { name: "Bad id", orbac_subject_id: "me" })).status,
    ).toBe(400);
    // Naming oneself is the same as naming no one.
    const own = await member.browser.post<ViewerBoard>(`${BOARD}/create/`, {
      name: "Mine",
      orbac_subject_id: member.id,
    });
    expect(own.status).toBe(200);
  });
});
