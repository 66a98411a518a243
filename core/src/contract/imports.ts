import { z } from "zod";
import { IMPORT_DEFAULT_MAX_BYTES, IMPORT_FORMAT_NAMES } from "../imports/codes.ts";
import { defineEndpoint } from "./endpoint.ts";
import { idSchema } from "./ids.ts";

/**
 * Imports (issue 20, D-054): a file from another service (or a Pinry instance) becomes
 * boards, sections and pins through one background pipeline. A run goes checking (the whole
 * input read once, nothing created) → running → done, or failed / cancelled; "undo" removes
 * exactly what the run created.
 */

/** One format name. */
export const importFormatSchema = z.enum(IMPORT_FORMAT_NAMES);
/** The formats an uploaded file may be declared as. */
export const importUploadFormatSchema = z.enum(["auto", ...IMPORT_FORMAT_NAMES]);

/** Where a run is. */
export const IMPORT_STATUSES = ["checking", "running", "done", "failed", "cancelled"] as const;
/** Where a run is. */
export const importStatusSchema = z.enum(IMPORT_STATUSES);
/** Where a run is. */
export type ImportStatus = z.infer<typeof importStatusSchema>;

/** One line of a run's report: a pin skipped, failed, or kept without its image. */
export const importReportItemSchema = z.object({
  outcome: z.enum(["skipped", "failed", "image_unavailable"]),
  /** In words, in English (the server's log language); the outcome is the catalogue's. */
  reason: z.string(),
  /** Where in the file: "line 120", "pins/42". */
  source_ref: z.string(),
});
/** One line of a run's report. */
export type ImportReportItem = z.infer<typeof importReportItemSchema>;

/** A run as its owner sees it. */
export const importRunSchema = z.object({
  id: idSchema,
  format: importFormatSchema,
  status: importStatusSchema,
  file_name: z.string(),
  /** Pins in the input (known after the check). */
  total: z.number().int().min(0),
  /** Pins handled so far: created + skipped + failed. */
  processed: z.number().int().min(0),
  created: z.number().int().min(0),
  skipped: z.number().int().min(0),
  failed: z.number().int().min(0),
  image_unavailable: z.number().int().min(0),
  /** Why a failed run failed. */
  error: z.string().nullable(),
  /** At most the first 500 items; the counts are complete. */
  report: z.array(importReportItemSchema),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** Set once "Undo this import" removed what it created. */
  undone_at: z.string().nullable(),
});
/** A run as its owner sees it. */
export type ImportRun = z.infer<typeof importRunSchema>;

/**
 * POST /v3/imports/ (issue 20): multipart/form-data with a field `format` (auto or a
 * format name; before the file) and a file field `file`. The file is refused
 * PAYLOAD_TOO_LARGE while it streams once over the server's limit (default 100 MiB), and
 * IMPORT_BAD_FILE when "auto" cannot tell its format. Answers the run, status checking.
 */
export const importStartEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/imports/",
  summary: "Start an import from an uploaded file (fields 'format', then 'file')",
  tag: "imports",
  access: "signedIn",
  rateLimit: "imageIntake",
  body: "multipart",
  // The declaration's ceiling; the server's configured limit (IMPORT_MAX_BYTES) cuts sooner.
  bodyLimit: 4 * IMPORT_DEFAULT_MAX_BYTES,
  query: z.object({}),
  data: importRunSchema,
});

/** POST /v3/imports/pinry/ (issue 20): an import read from a Pinry instance's API. */
export const importPinryEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/imports/pinry/",
  summary: "Start an import from a Pinry instance",
  tag: "imports",
  access: "signedIn",
  rateLimit: "urlFetch",
  query: z.object({
    base_url: z.string().min(1).max(2048),
    token: z.string().max(512).optional(),
  }),
  data: importRunSchema,
});

/** GET /v3/imports/ (issue 20): the viewer's runs, newest first (the last 50). */
export const importListEndpoint = defineEndpoint({
  method: "GET",
  path: "/v3/imports/",
  summary: "The viewer's imports, newest first",
  tag: "imports",
  access: "signedIn",
  query: z.object({}),
  data: z.object({ items: z.array(importRunSchema) }),
});

/** GET /v3/imports/{id}/ (issue 20): one of the viewer's runs, with its progress and report. */
export const importGetEndpoint = defineEndpoint({
  method: "GET",
  path: "/v3/imports/{id}/",
  summary: "One import's progress and report",
  tag: "imports",
  access: "signedIn",
  params: z.object({ id: idSchema }),
  query: z.object({}),
  data: importRunSchema,
});

/** POST /v3/imports/{id}/cancel/ (issue 20): stops a checking or running import. */
export const importCancelEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/imports/{id}/cancel/",
  summary: "Cancel a running import (what it created so far stays, and can be undone)",
  tag: "imports",
  access: "signedIn",
  params: z.object({ id: idSchema }),
  query: z.object({}),
  data: importRunSchema,
});

/** POST /v3/imports/{id}/undo/ (issue 20): removes exactly what a finished run created. */
export const importUndoEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/imports/{id}/undo/",
  summary: "Undo an import: remove the boards, sections and pins it created",
  tag: "imports",
  access: "signedIn",
  params: z.object({ id: idSchema }),
  query: z.object({}),
  data: importRunSchema,
});
