import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Executor } from "../platform/db/index.ts";
import { isUniqueViolation, schema } from "../platform/db/index.ts";

const { exportRuns } = schema;

/** One export run as stored. */
export type ExportRunRow = typeof exportRuns.$inferSelect;

/** How many recent exports the list shows. */
const LIST_LIMIT = 20;

/** The owner's export that is queued or running, if any. */
export async function findActiveRun(db: Executor, ownerId: string): Promise<ExportRunRow | undefined> {
  const rows = await db
    .select()
    .from(exportRuns)
    .where(and(eq(exportRuns.ownerId, ownerId), inArray(exportRuns.status, ["queued", "running"])))
    .limit(1);
  return rows[0];
}

/**
 * A new queued run, or null when one is already queued or running for this owner (the
 * partial unique index decides, so two requests at once cannot both start one).
 */
export async function insertQueuedRun(db: Executor, ownerId: string): Promise<ExportRunRow | null> {
  try {
    const [row] = await db.insert(exportRuns).values({ ownerId }).returning();
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** The owner's recent runs, newest first. */
export async function listRuns(db: Executor, ownerId: string): Promise<ExportRunRow[]> {
  return db
    .select()
    .from(exportRuns)
    .where(eq(exportRuns.ownerId, ownerId))
    .orderBy(desc(exportRuns.createdAt), desc(exportRuns.id))
    .limit(LIST_LIMIT);
}

/** One run by id. */
export async function findRun(db: Executor, id: string): Promise<ExportRunRow | undefined> {
  const rows = await db.select().from(exportRuns).where(eq(exportRuns.id, id)).limit(1);
  return rows[0];
}

/** queued → running with its total; false when the run is gone or no longer queued. */
export async function startRun(db: Executor, id: string, total: number): Promise<boolean> {
  const rows = await db
    .update(exportRuns)
    .set({ status: "running", progressTotal: total, progressDone: 0 })
    .where(and(eq(exportRuns.id, id), inArray(exportRuns.status, ["queued", "running"])))
    .returning({ id: exportRuns.id });
  return rows.length > 0;
}

/** Records progress of a running export. */
export async function recordProgress(db: Executor, id: string, done: number): Promise<void> {
  await db.update(exportRuns).set({ progressDone: done }).where(eq(exportRuns.id, id));
}

/** running → done with the archive's key and size; it expires `keepDays` from now. */
export async function finishRun(
  db: Executor,
  id: string,
  archive: { storageKey: string; sizeBytes: number },
  keepDays: number,
): Promise<void> {
  await db
    .update(exportRuns)
    .set({
      status: "done",
      progressDone: sql`${exportRuns.progressTotal}`,
      storageKey: archive.storageKey,
      sizeBytes: archive.sizeBytes,
      finishedAt: sql`now()`,
      expiresAt: sql`now() + make_interval(days => ${keepDays})`,
    })
    .where(eq(exportRuns.id, id));
}

/** → failed, with the reason for operators; the row goes with the clean-up like a done one. */
export async function failRun(db: Executor, id: string, reason: string, keepDays: number): Promise<void> {
  await db
    .update(exportRuns)
    .set({
      status: "failed",
      error: reason.slice(0, 2000),
      finishedAt: sql`now()`,
      expiresAt: sql`now() + make_interval(days => ${keepDays})`,
    })
    .where(eq(exportRuns.id, id));
}

/**
 * Fails the owner's active run when it was created before `staleBefore`: its process died
 * mid-run, and it must not block every later export.
 */
export async function failStaleRun(db: Executor, ownerId: string, staleBefore: Date): Promise<void> {
  await db
    .update(exportRuns)
    .set({ status: "failed", error: "abandoned", finishedAt: sql`now()`, expiresAt: sql`now()` })
    .where(
      and(
        eq(exportRuns.ownerId, ownerId),
        inArray(exportRuns.status, ["queued", "running"]),
        lt(exportRuns.createdAt, staleBefore),
      ),
    );
}
