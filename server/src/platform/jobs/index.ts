export { CLEANUP_CRON, CLEANUP_GRACE_DAYS, defineCleanup } from "./cleanup.ts";
export type * from "./jobs.ts";
export { type JobsLog, type JobsSettings, startPgBossJobs } from "./pg-boss-jobs.ts";
