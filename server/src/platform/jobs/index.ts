export type * from "./jobs.ts";
export { type JobsLog, type JobsSettings, startPgBossJobs } from "./pg-boss-jobs.ts";
