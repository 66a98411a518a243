import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";
import { idSchema } from "./ids.ts";

/**
 * Exporting everything an account owns (issue 20, D-056): a background job writes one zip
 * archive (corkboard.json, its JSON Schema, the original images and videos, a Netscape
 * bookmark file); the owner follows its progress and downloads it for 7 days.
 */

/** Where an export stands. */
export const EXPORT_STATUSES = ["queued", "running", "done", "failed"] as const;
/** Where an export stands. */
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** Days an archive is kept before the hourly clean-up deletes it. */
export const EXPORT_KEEP_DAYS = 7;

/** One export of the viewer's data. */
export const exportRunSchema = z.object({
  id: idSchema,
  status: z.enum(EXPORT_STATUSES),
  /** Steps done of `total` (pins and files written); total is 0 until the job has counted. */
  progress: z.object({ done: z.number().int().min(0), total: z.number().int().min(0) }),
  /** The archive's size in bytes once done; null before. */
  size: z.number().int().min(0).nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** When the archive will be deleted; null until it is done. */
  expires_at: z.string().nullable(),
  /** Where to download it (done and not expired); null otherwise. */
  download_url: z.string().nullable(),
});
/** One export of the viewer's data. */
export type ExportRun = z.infer<typeof exportRunSchema>;

/**
 * Start an export of everything the viewer owns (secret boards included). One at a time: while
 * one is queued or running, asking again answers that one instead of starting another.
 */
export const exportRequestEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/exports/",
  summary: "Start an export of all the viewer's data (or answer the one already running)",
  tag: "exports",
  access: "signedIn",
  rateLimit: "dataExport",
  query: z.object({}),
  data: exportRunSchema,
});

/** The viewer's recent exports, newest first, with their progress. */
export const exportListEndpoint = defineEndpoint({
  method: "GET",
  path: "/v3/exports/",
  summary: "The viewer's recent exports with progress",
  tag: "exports",
  access: "signedIn",
  query: z.object({}),
  data: z.object({ items: z.array(exportRunSchema) }),
});

/**
 * The finished archive as a zip attachment, streamed. Only its owner may download it; anyone
 * else, an unfinished or expired export, is NOT_FOUND.
 */
export const exportDownloadEndpoint = defineEndpoint({
  method: "GET",
  path: "/v3/exports/{id}/download/",
  summary: "Download a finished export archive (zip)",
  tag: "exports",
  access: "signedIn",
  params: z.object({ id: idSchema }),
  query: z.object({}),
  data: z.unknown(),
  reply: "bytes",
});
