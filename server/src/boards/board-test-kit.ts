import { eq } from "drizzle-orm";
import { schema } from "../platform/db/index.ts";
import type { TestApp } from "../test/test-app.ts";

/** Makes `userId` a collaborator of the board directly (the invite flow has its own tests). */
export async function addCollaborator(t: TestApp, boardId: string, userId: string): Promise<void> {
  await t.database.db.insert(schema.boardCollaborators).values({ boardId, userId });
}

/** A board's and its sections' stored pin counts. */
export async function pinCounts(t: TestApp, boardId: string) {
  const [board] = await t.database.db
    .select({ pinCount: schema.boards.pinCount })
    .from(schema.boards)
    .where(eq(schema.boards.id, boardId));
  const sections = await t.database.db
    .select({ id: schema.boardSections.id, pinCount: schema.boardSections.pinCount })
    .from(schema.boardSections)
    .where(eq(schema.boardSections.boardId, boardId));
  return { board: board?.pinCount ?? -1, sections: new Map(sections.map((s) => [s.id, s.pinCount])) };
}
