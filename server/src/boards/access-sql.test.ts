import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";
import { buildBoard, buildUser } from "../test/factories.ts";
import { openTestDatabase } from "../test/test-database.ts";
import { canListBoardSql, canSaveToBoardSql, collaboratesSql, ownedOrCollaboratedSql } from "./access-sql.ts";
import { canListBoard, canSaveToBoard, canViewBoard } from "./policy.ts";

// BOARD-060 PIN-001 D-006: a save checks the save rule inside its insert (canSaveToBoardSql)
// and explains a refusal with the policy (canSaveToBoard); board lists and access reads use
// membership in SQL. The SQL forms and the policy must say the same of every board.
describe("the board access rules in SQL agree with the policy (BOARD-060, PIN-001, D-006)", () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("for owner, collaborator and stranger on public, secret and protected boards, archived or not", async () => {
    const db = database.db;
    const [owner, collaborator, stranger] = [await buildUser(db), await buildUser(db), await buildUser(db)];
    let checked = 0;
    for (const privacy of ["public", "secret", "protected"] as const) {
      for (const archivedAt of [null, new Date()]) {
        const board = await buildBoard(db, owner.id, { privacy, archivedAt });
        await db.insert(schema.boardCollaborators).values({ boardId: board.id, userId: collaborator.id });
        for (const viewer of [owner, collaborator, stranger]) {
          const [row] = await db
            .select({
              allowed: sql<boolean>`${canSaveToBoardSql(viewer.id)}`,
              member: sql<boolean>`${ownedOrCollaboratedSql(viewer.id)}`,
              collaborates: sql<boolean>`${collaboratesSql(viewer.id)}`,
              listed: sql<boolean>`${canListBoardSql(viewer.id)}`,
            })
            .from(schema.boards)
            .where(eq(schema.boards.id, board.id));
          const facts = {
            ownerId: owner.id,
            privacy,
            archivedAt,
            viewerIsCollaborator: viewer === collaborator,
          };
          expect({ privacy, archivedAt, viewer: viewer.id, ...row }).toEqual({
            privacy,
            archivedAt,
            viewer: viewer.id,
            allowed: canSaveToBoard(viewer, facts),
            // A secret board is seen by its members alone (canViewBoard), whatever its state.
            member: canViewBoard(viewer, { ...facts, privacy: "secret" }),
            collaborates: viewer === collaborator,
            // Search lists public unarchived boards to all, any board to its members (D-032).
            listed: canListBoard(viewer, facts),
          });
          checked++;
        }
      }
    }
    expect(checked).toBe(18);
  });
});
