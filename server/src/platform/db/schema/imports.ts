import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { bigId, createdAt, idPrimaryKey } from "./columns.ts";
import { users } from "./users.ts";

/**
 * One import (issue 20, D-054): a file (or a Pinry instance) a user asked to import, run as
 * an `import-run` job. `status` goes checking → running → done, or failed / cancelled.
 * `cursor` is how many of the source's records are fully handled, so a run interrupted by a
 * restart resumes there; `report` holds the skipped and failed items with their reasons.
 */
export const importRuns = pgTable(
  "import_runs",
  {
    id: idPrimaryKey(),
    ownerId: bigId()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** pinterest, netscape, karakeep, linkwarden, pinry or corkboard (imports/import-records.ts). */
    format: text().notNull(),
    /** checking, running, done, failed or cancelled (core/src/contract/imports.ts). */
    status: text().notNull().default("checking"),
    /** The uploaded file's name, as the user's browser gave it (shown in the run list). */
    fileName: text().notNull().default(""),
    /** The stored upload (`imports/{id}/input`); null for a Pinry run or once the run ended. */
    storageKey: text(),
    /** A Pinry run's address and token (the token is dropped when the run ends). */
    input: jsonb().$type<{ baseUrl: string; token?: string }>(),
    /** Pins the check pass counted. */
    total: integer().notNull().default(0),
    /** Records fully handled (boards, sections and pins), where a resumed run starts. */
    cursor: integer().notNull().default(0),
    processed: integer().notNull().default(0),
    created: integer().notNull().default(0),
    skipped: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    /** Pins created without their image (kept with their link, shown "Image unavailable"). */
    imageUnavailable: integer().notNull().default(0),
    report: jsonb().$type<ImportReportJson>().notNull().default({ items: [] }),
    /** Why a failed run failed, in words. */
    error: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true, precision: 3 }),
    undoneAt: timestamp({ withTimezone: true, precision: 3 }),
  },
  (table) => [index("import_runs_owner_created_idx").on(table.ownerId, table.createdAt, table.id)],
);

/** The report's list: one entry per pin skipped, failed or kept without its image. */
export interface ImportReportJson {
  items: { outcome: "skipped" | "failed" | "image_unavailable"; reason: string; sourceRef: string }[];
}

/**
 * What an import created, so "Undo this import" removes exactly that (D-054). Written in the
 * same transaction as the thing itself.
 */
export const importRunItems = pgTable(
  "import_run_items",
  {
    runId: bigId()
      .notNull()
      .references(() => importRuns.id, { onDelete: "cascade" }),
    /** board, section or pin. */
    kind: text().notNull(),
    targetId: bigId().notNull(),
  },
  (table) => [primaryKey({ columns: [table.runId, table.kind, table.targetId] })],
);
