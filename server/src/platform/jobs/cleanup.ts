import { z } from "zod";
import type { Executor } from "../db/index.ts";
import type { ObjectStorage } from "../storage/storage.ts";
import { deleteExportRuns, findExpiredExports } from "./cleanup-exports-repo.ts";
import { deleteExpiredRows } from "./cleanup-repo.ts";
import type { Jobs } from "./jobs.ts";

/** Every hour at minute 17 (UTC): off the hour, when other schedules pile up. */
export const CLEANUP_CRON = "17 * * * *";
/** Days an expired session or token is kept before the clean-up deletes it. */
export const CLEANUP_GRACE_DAYS = 7;

/** Expired export archives deleted per tick; the rest wait for the next hour. */
const EXPORTS_PER_TICK = 500;

/**
 * The periodic clean-up (D-048): a job kind run on a cron, once per tick however many
 * processes share the database. Answers the kind (tests enqueue it to run it now). Expired
 * export archives (D-056) go too: the file first, then its row, so a row never outlives
 * knowledge of a file that is still stored.
 */
export function defineCleanup(
  jobs: Jobs,
  db: Executor,
  log: { info(details: object, message: string): void },
  storage: ObjectStorage,
) {
  return jobs.define(
    "cleanup-expired",
    async () => {
      const counts = await deleteExpiredRows(db, CLEANUP_GRACE_DAYS);
      const exports = await deleteExpiredExports(db, storage);
      log.info({ ...counts, exports }, "expired rows deleted");
    },
    { payload: z.object({}), retryLimit: 2, backoff: { delaySeconds: 60 }, timeoutMs: 300_000 },
  );
}

async function deleteExpiredExports(db: Executor, storage: ObjectStorage): Promise<number> {
  const expired = await findExpiredExports(db, EXPORTS_PER_TICK);
  for (const run of expired) if (run.storageKey) await storage.delete(run.storageKey);
  return deleteExportRuns(
    db,
    expired.map((run) => run.id),
  );
}
