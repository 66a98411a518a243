import { inArray, lt, sql } from "drizzle-orm";
import type { Executor } from "../db/index.ts";
import { exportRuns } from "../db/schema/index.ts";

/** Export runs past their expiry (D-056), at most `limit`, with their archives' keys. */
export async function findExpiredExports(db: Executor, limit: number) {
  return db
    .select({ id: exportRuns.id, storageKey: exportRuns.storageKey })
    .from(exportRuns)
    .where(lt(exportRuns.expiresAt, sql`now()`))
    .limit(limit);
}

/** Deletes export runs whose archives are gone. */
export async function deleteExportRuns(db: Executor, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(exportRuns)
    .where(inArray(exportRuns.id, ids))
    .returning({ id: exportRuns.id });
  return rows.length;
}
