import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";
import type { ImportReportJson } from "../platform/db/schema/imports.ts";

const { importRuns, importRunItems, pins, boards, boardSections } = schema;

/** A run row. */
export type ImportRunRow = typeof importRuns.$inferSelect;
/** What a run's progress write changes. */
export type RunProgress = Partial<
  Pick<
    ImportRunRow,
    | "status"
    | "total"
    | "cursor"
    | "processed"
    | "created"
    | "skipped"
    | "failed"
    | "imageUnavailable"
    | "report"
    | "error"
    | "finishedAt"
    | "storageKey"
    | "input"
    | "undoneAt"
  >
>;

/** Inserts a run; answers it. */
export async function insertRun(
  db: Executor,
  run: { ownerId: string; format: string; fileName: string; input?: { baseUrl: string; token?: string } },
): Promise<ImportRunRow> {
  const [row] = await db.insert(importRuns).values(run).returning();
  if (!row) throw new Error("import run insert returned nothing");
  return row;
}

/** A run by id. */
export async function findRun(db: Executor, runId: string): Promise<ImportRunRow | undefined> {
  const [row] = await db.select().from(importRuns).where(eq(importRuns.id, runId));
  return row;
}

/** An owner's runs, newest first. */
export function findOwnerRuns(db: Executor, ownerId: string, limit: number): Promise<ImportRunRow[]> {
  return db
    .select()
    .from(importRuns)
    .where(eq(importRuns.ownerId, ownerId))
    .orderBy(desc(importRuns.createdAt), desc(importRuns.id))
    .limit(limit);
}

/**
 * Writes a run's progress, only while its status is one of `whileStatus` (a cancel in
 * between wins); answers whether it was written.
 */
export async function updateRun(
  db: Executor,
  runId: string,
  changes: RunProgress,
  whileStatus: readonly string[],
): Promise<boolean> {
  const rows = await db
    .update(importRuns)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(importRuns.id, runId), inArray(importRuns.status, [...whileStatus])))
    .returning({ id: importRuns.id });
  return rows.length > 0;
}

/** A run's status now (the pipeline looks between batches for a cancel). */
export async function findRunStatus(db: Executor, runId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ status: importRuns.status })
    .from(importRuns)
    .where(eq(importRuns.id, runId));
  return row?.status;
}

/** Records that a run created a board, section or pin. */
export async function recordItem(
  db: Executor,
  runId: string,
  kind: "board" | "section" | "pin",
  targetId: string,
): Promise<void> {
  await db.insert(importRunItems).values({ runId, kind, targetId }).onConflictDoNothing();
}

/** The ids of what a run created, of one kind. */
export async function findItems(db: Executor, runId: string, kind: "board" | "section" | "pin") {
  const rows = await db
    .select({ id: importRunItems.targetId })
    .from(importRunItems)
    .where(and(eq(importRunItems.runId, runId), eq(importRunItems.kind, kind)));
  return rows.map((row) => row.id);
}

/**
 * Whether a pin with this image and link is on the board already (the skip rule: images are
 * content-addressed, so the same picture is the same image id).
 */
export async function hasDuplicatePin(
  db: Executor,
  boardId: string,
  imageId: string,
  link: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: pins.id })
    .from(pins)
    .where(
      and(
        eq(pins.boardId, boardId),
        eq(pins.imageId, imageId),
        link === null ? isNull(pins.link) : eq(pins.link, link),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Of `sectionIds`, those no pin is in any more (an undo removes only empty ones). */
export async function findEmptySections(db: Executor, sectionIds: string[]): Promise<string[]> {
  if (sectionIds.length === 0) return [];
  const rows = await db
    .select({ id: boardSections.id })
    .from(boardSections)
    .where(
      and(
        inArray(boardSections.id, sectionIds),
        sql`not exists (select 1 from ${pins} where ${pins.sectionId} = ${boardSections.id})`,
      ),
    );
  return rows.map((row) => row.id);
}

/** Of `boardIds`, those without pins (an undo removes only boards it emptied). */
export async function findEmptyBoards(db: Executor, boardIds: string[]): Promise<string[]> {
  if (boardIds.length === 0) return [];
  const rows = await db
    .select({ id: boards.id })
    .from(boards)
    .where(
      and(
        inArray(boards.id, boardIds),
        sql`not exists (select 1 from ${pins} where ${pins.boardId} = ${boards.id})`,
      ),
    );
  return rows.map((row) => row.id);
}

/** The report kept on a run: the first 500 items (the counts hold the rest). */
export const REPORT_ITEMS_MAX = 500;
export type { ImportReportJson };

/** The language a person chose (null to follow their browser). */
export async function findOwnerLocale(db: Executor, ownerId: string): Promise<string | null> {
  const [row] = await db
    .select({ locale: schema.users.locale })
    .from(schema.users)
    .where(eq(schema.users.id, ownerId));
  return row?.locale ?? null;
}

/** A user's id by username or email (the operator's import command). */
export async function findUserIdByName(db: Executor, usernameOrEmail: string): Promise<string | undefined> {
  const { users } = schema;
  const column = usernameOrEmail.includes("@") ? users.email : users.username;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(column, usernameOrEmail));
  return row?.id;
}
