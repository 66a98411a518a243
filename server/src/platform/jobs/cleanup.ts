import { z } from "zod";
import type { Executor } from "../db/index.ts";
import { deleteExpiredRows } from "./cleanup-repo.ts";
import type { Jobs } from "./jobs.ts";

/** Every hour at minute 17 (UTC): off the hour, when other schedules pile up. */
export const CLEANUP_CRON = "17 * * * *";
/** Days an expired session or token is kept before the clean-up deletes it. */
export const CLEANUP_GRACE_DAYS = 7;

/**
 * The periodic clean-up (D-048): a job kind run on a cron, once per tick however many
 * processes share the database. Answers the kind (tests enqueue it to run it now).
 */
export function defineCleanup(
  jobs: Jobs,
  db: Executor,
  log: { info(details: object, message: string): void },
) {
  return jobs.define(
    "cleanup-expired",
    async () => {
      const counts = await deleteExpiredRows(db, CLEANUP_GRACE_DAYS);
      log.info(counts, "expired rows deleted");
    },
    { payload: z.object({}), retryLimit: 2, backoff: { delaySeconds: 60 }, timeoutMs: 300_000 },
  );
}
