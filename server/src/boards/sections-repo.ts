import { and, eq, inArray, ne } from "drizzle-orm";
import type { Database, Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";
import { sectionColumns } from "./repo.ts";

const { boardSections, pins } = schema;

/** The titles and slugs of a board's sections, but for `exceptSectionId` (a rename's own). */
export function findSectionNames(db: Executor, boardId: string, exceptSectionId: string | null) {
  return db
    .select({ id: boardSections.id, title: boardSections.title, slug: boardSections.slug })
    .from(boardSections)
    .where(
      and(
        eq(boardSections.boardId, boardId),
        exceptSectionId === null ? undefined : ne(boardSections.id, exceptSectionId),
      ),
    );
}

/** A section with its pin count. */
export async function findSectionRow(db: Executor, sectionId: string) {
  const [row] = await db.select(sectionColumns).from(boardSections).where(eq(boardSections.id, sectionId));
  return row;
}

/** Of `pinIds`, those on the board. */
export function findPinsOnBoard(db: Executor, pinIds: string[], boardId: string) {
  return db
    .select({ id: pins.id })
    .from(pins)
    .where(and(inArray(pins.id, pinIds), eq(pins.boardId, boardId)));
}

/** Inserts a section and moves `pinIds` of its board into it, in one transaction; answers its id. */
export function insertSection(
  db: Database,
  section: { boardId: string; title: string; slug: string },
  pinIds: string[],
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(boardSections).values(section).returning();
    if (!row) throw new Error("section insert returned nothing");
    if (pinIds.length > 0) {
      await tx
        .update(pins)
        .set({ sectionId: row.id, updatedAt: new Date() })
        .where(and(inArray(pins.id, pinIds), eq(pins.boardId, section.boardId)));
    }
    return row.id;
  });
}

/** Dates a section as it was where an import found it (its order among the board's sections). */
export async function setSectionCreatedAt(db: Executor, sectionId: string, createdAt: Date): Promise<void> {
  await db.update(boardSections).set({ createdAt }).where(eq(boardSections.id, sectionId));
}

/** Writes a section's new title and slug. */
export async function updateSectionName(
  db: Executor,
  sectionId: string,
  changes: { title: string; slug: string },
): Promise<void> {
  await db.update(boardSections).set(changes).where(eq(boardSections.id, sectionId));
}

/** Deletes a section (its pins fall back to the board by the foreign key). */
export async function deleteSectionRow(db: Executor, sectionId: string): Promise<void> {
  await db.delete(boardSections).where(eq(boardSections.id, sectionId));
}
