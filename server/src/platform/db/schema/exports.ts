import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bigId, createdAt, idPrimaryKey } from "./columns.ts";
import { users } from "./users.ts";

/** Where an export stands (D-056). */
export const exportStatus = pgEnum("export_status", ["queued", "running", "done", "failed"]);

/**
 * Exports of everything one account owns (issue 20, D-056): one row per archive asked for.
 * The job moves it queued → running → done (or failed), counting `progress_done` of
 * `progress_total`; the archive lives in storage under `storage_key` until `expires_at`,
 * when the hourly clean-up deletes the file and the row.
 */
export const exportRuns = pgTable(
  "export_runs",
  {
    id: idPrimaryKey(),
    ownerId: bigId()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: exportStatus().notNull().default("queued"),
    progressDone: integer().notNull().default(0),
    progressTotal: integer().notNull().default(0),
    storageKey: text(),
    sizeBytes: bigint({ mode: "number" }),
    /** Why a failed export failed, for operators (never shown as is). */
    error: text(),
    createdAt: createdAt(),
    finishedAt: timestamp({ withTimezone: true, precision: 3 }),
    expiresAt: timestamp({ withTimezone: true, precision: 3 }),
  },
  (table) => [
    index("export_runs_owner_created_idx").on(table.ownerId, table.createdAt),
    // One export queued or running per person: two clicks, two tabs, two processes agree.
    uniqueIndex("export_runs_one_active_idx")
      .on(table.ownerId)
      .where(sql`${table.status} in ('queued', 'running')`),
    index("export_runs_expires_idx").on(table.expiresAt).where(sql`${table.expiresAt} is not null`),
    check("export_runs_progress_check", sql`${table.progressDone} >= 0 and ${table.progressTotal} >= 0`),
  ],
);
