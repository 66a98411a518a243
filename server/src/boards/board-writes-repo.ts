import type { BoardPrivacy } from "@corkboard/core/contract";
import { and, eq, ne } from "drizzle-orm";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";

const { boards } = schema;

/** The changes a board update may write. */
export type BoardChanges = Partial<typeof boards.$inferInsert>;

/** The names and slugs of an owner's boards, but for `exceptBoardId` (a rename's own board). */
export function findOwnerBoardNames(db: Executor, ownerId: string, exceptBoardId: string | null) {
  return db
    .select({ id: boards.id, name: boards.name, slug: boards.slug })
    .from(boards)
    .where(
      and(eq(boards.ownerId, ownerId), exceptBoardId === null ? undefined : ne(boards.id, exceptBoardId)),
    );
}

/** Inserts a board; answers its id. */
export async function insertBoard(
  db: Executor,
  board: {
    ownerId: string;
    name: string;
    slug: string;
    privacy: BoardPrivacy;
    description: string;
    advertiserId: string | null;
    createdAt?: Date;
  },
): Promise<string> {
  const [row] = await db.insert(boards).values(board).returning({ id: boards.id });
  if (!row) throw new Error("board insert returned nothing");
  return row.id;
}

/** Writes a board's changes. */
export async function updateBoardRow(db: Executor, boardId: string, changes: BoardChanges): Promise<void> {
  await db.update(boards).set(changes).where(eq(boards.id, boardId));
}

/** Deletes a board (its sections and pins go by cascade); false when it was already gone. */
export async function deleteBoardRow(db: Executor, boardId: string): Promise<boolean> {
  const deleted = await db.delete(boards).where(eq(boards.id, boardId)).returning({ id: boards.id });
  return deleted.length > 0;
}
