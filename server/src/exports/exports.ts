import { randomBytes } from "node:crypto";
import { EXPORT_KEEP_DAYS, type ExportRun, exportDownloadEndpoint, fillPath } from "@corkboard/core/contract";
import type { FastifyBaseLogger, FastifyReply } from "fastify";
import { z } from "zod";
import { withTempFile } from "../pins/index.ts";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { AppContext } from "../platform/context.ts";
import { notFound } from "../platform/http/index.ts";
import type { JobKind } from "../platform/jobs/index.ts";
import { readAccountSnapshot } from "./account-snapshot.ts";
import * as runs from "./export-runs-repo.ts";
import { DOCUMENT_STEPS, writeArchive } from "./write-archive.ts";

const runPayload = z.object({ exportId: z.string().min(1) });

/** A run still queued or running after this long lost its process; a new request fails it. */
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;
/** Progress is written at most this often (plus at the end): a row update per file is waste. */
const PROGRESS_EVERY_MS = 500;

type ExportContext = Pick<AppContext, "db" | "storage" | "jobs" | "config">;

/**
 * Exports of everything an account owns (issue 20, D-056): a request queues the `export-run`
 * job, which snapshots the account, writes the zip to a temporary file (media streamed from
 * storage one file at a time) and stores it; the owner lists runs with their progress and
 * downloads a finished archive for EXPORT_KEEP_DAYS days.
 */
export class ExportService {
  readonly #context: ExportContext;
  readonly #log: Pick<FastifyBaseLogger, "warn" | "error">;
  readonly #kind: JobKind<z.input<typeof runPayload>>;

  constructor(context: ExportContext, log: Pick<FastifyBaseLogger, "warn" | "error">) {
    this.#context = context;
    this.#log = log;
    this.#kind = context.jobs.define("export-run", ({ exportId }, run) => this.run(exportId, run.signal), {
      payload: runPayload,
      // A failure is recorded on the run and the person asks again: no silent retries.
      retryLimit: 0,
      timeoutMs: 2 * 60 * 60 * 1000,
      concurrency: 1,
      keepCompletedSeconds: 3600,
    });
  }

  /** Starts an export, or answers the one already queued or running (one at a time). */
  async request(viewer: Viewer, again = true): Promise<ExportRun> {
    const { db } = this.#context;
    await runs.failStaleRun(db, viewer.id, new Date(Date.now() - STALE_AFTER_MS));
    const created = await runs.insertQueuedRun(db, viewer.id);
    if (!created) {
      const active = await runs.findActiveRun(db, viewer.id);
      if (active) return present(active);
      // The active one finished between the insert and the look-up: try once more.
      if (again) return this.request(viewer, false);
      throw new Error("export run neither inserted nor found");
    }
    await this.#context.jobs.enqueue(this.#kind, { exportId: created.id });
    return present(created);
  }

  /** The viewer's recent exports, newest first. */
  async list(viewer: Viewer): Promise<{ items: ExportRun[] }> {
    const rows = await runs.listRuns(this.#context.db, viewer.id);
    return { items: rows.map(present) };
  }

  /** Streams a finished archive to its owner; anyone else, or no archive, is NOT_FOUND. */
  async download(viewer: Viewer, id: string, reply: FastifyReply): Promise<unknown> {
    const run = await runs.findRun(this.#context.db, id);
    if (run?.ownerId !== viewer.id || !isDownloadable(run)) throw notFound("Export");
    const object = await this.#context.storage.get(run.storageKey);
    if (!object) throw notFound("Export");
    const day = run.createdAt.toISOString().slice(0, 10);
    return reply
      .header("content-type", "application/zip")
      .header("content-length", object.contentLength)
      .header("content-disposition", `attachment; filename="corkboard-export-${day}-${run.id}.zip"`)
      .header("cache-control", "private, no-store")
      .send(object.body);
  }

  /** The job: one export from snapshot to stored archive. Public for the admin CLI. */
  async run(exportId: string, signal?: AbortSignal): Promise<void> {
    const { db, storage, config } = this.#context;
    const run = await runs.findRun(db, exportId);
    if (!run || (run.status !== "queued" && run.status !== "running")) return;
    try {
      const snapshot = await readAccountSnapshot(db, run.ownerId, config.publicOrigin);
      if (!snapshot) throw new Error("account gone");
      if (!(await runs.startRun(db, exportId, DOCUMENT_STEPS + snapshot.media.length))) return;
      const storageKey = `exports/${randomBytes(16).toString("hex")}/corkboard-export.zip`;
      let lastWrite = 0;
      const result = await withTempFile(async (filePath) => {
        const written = await writeArchive(
          storage,
          snapshot,
          filePath,
          async (done) => {
            if (Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
            lastWrite = Date.now();
            await runs.recordProgress(db, exportId, done);
          },
          signal,
        );
        await storage.putFile(storageKey, filePath, "application/zip");
        return written;
      });
      if (result.missing.length > 0) {
        this.#log.warn(
          { export_id: exportId, missing: result.missing.slice(0, 20) },
          "export: media missing",
        );
      }
      await runs.finishRun(db, exportId, { storageKey, sizeBytes: result.size }, EXPORT_KEEP_DAYS);
    } catch (error) {
      this.#log.error({ export_id: exportId, err: error }, "export failed");
      await runs.failRun(
        db,
        exportId,
        error instanceof Error ? error.message : String(error),
        EXPORT_KEEP_DAYS,
      );
    }
  }
}

type DownloadableRun = runs.ExportRunRow & { storageKey: string };

function isDownloadable(run: runs.ExportRunRow): run is DownloadableRun {
  return (
    run.status === "done" &&
    run.storageKey !== null &&
    (run.expiresAt === null || run.expiresAt.getTime() > Date.now())
  );
}

function present(run: runs.ExportRunRow): ExportRun {
  return {
    id: run.id,
    status: run.status,
    progress: { done: run.progressDone, total: run.progressTotal },
    size: run.sizeBytes,
    created_at: run.createdAt.toISOString(),
    finished_at: run.finishedAt?.toISOString() ?? null,
    expires_at: run.status === "done" ? (run.expiresAt?.toISOString() ?? null) : null,
    download_url: isDownloadable(run) ? fillPath(exportDownloadEndpoint.path, { id: run.id }) : null,
  };
}
