import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import type { ImportRun } from "@corkboard/core/contract";
import { DEFAULT_LOCALE, isLocale, translate } from "@corkboard/core/messages";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { withTempFile } from "../pins/index.ts";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { AppContext } from "../platform/context.ts";
import { safeFetch } from "../platform/fetch/index.ts";
import { AppError, notFound } from "../platform/http/app-error.ts";
import type { JobKind } from "../platform/jobs/index.ts";
import type { ImportFormat, ImportInput } from "./import-records.ts";
import { finish, type RunEnd, type RunOptions, runImport } from "./pipeline.ts";
import {
  findOwnerLocale,
  findOwnerRuns,
  findRun,
  type ImportRunRow,
  insertRun,
  updateRun,
} from "./runs-repo.ts";
import { undoRun } from "./undo.ts";

const runPayload = z.object({ runId: z.string().min(1) });
/** One attempt stops by itself before the job's timeout and queues the rest (it resumes at its cursor). */
const ATTEMPT_MS = 4 * 60_000;
const PINRY_JSON_MAX_BYTES = 16 * 1024 * 1024;
const RUNS_LISTED = 50;

type RunsContext = Pick<AppContext, "db" | "storage" | "config" | "jobs" | "experiments">;

/** The storage key of a run's uploaded file. */
export function inputKey(runId: string): string {
  return `imports/${runId}/input`;
}

/**
 * Import runs (issue 20, D-054): starting one (the upload is stored, the run recorded, the
 * `import-run` job queued), the owner's reads, cancel and undo. Someone else's run is
 * NOT_FOUND, never FORBIDDEN.
 */
export class ImportRuns {
  readonly #context: RunsContext;
  readonly #log: FastifyBaseLogger | null;
  readonly #kind: JobKind<z.input<typeof runPayload>>;

  constructor(context: RunsContext, log: FastifyBaseLogger | null) {
    this.#context = context;
    this.#log = log;
    this.#kind = context.jobs.define("import-run", (payload, run) => this.#attempt(payload.runId, run), {
      payload: runPayload,
      retryLimit: 3,
      timeoutMs: ATTEMPT_MS + 60_000,
      concurrency: 1,
    });
  }

  /** Records a run of an uploaded file (already on disk at `filePath`), stores the file and queues the job. */
  async startFromFile(
    viewer: Viewer,
    format: ImportFormat,
    fileName: string,
    filePath: string,
  ): Promise<ImportRun> {
    const run = await insertRun(this.#context.db, {
      ownerId: viewer.id,
      format,
      fileName: fileName.slice(0, 200),
    });
    const key = inputKey(run.id);
    await this.#context.storage.putFile(key, filePath, "application/octet-stream");
    await updateRun(this.#context.db, run.id, { storageKey: key }, ["checking"]);
    await this.#context.jobs.enqueue(this.#kind, { runId: run.id });
    return presentRun({ ...run, storageKey: key });
  }

  /** Records a run that reads a Pinry instance, and queues it. */
  async startPinry(viewer: Viewer, baseUrl: string, token: string | undefined): Promise<ImportRun> {
    const run = await insertRun(this.#context.db, {
      ownerId: viewer.id,
      format: "pinry",
      fileName: baseUrl.slice(0, 200),
      input: { baseUrl, ...(token ? { token } : {}) },
    });
    await this.#context.jobs.enqueue(this.#kind, { runId: run.id });
    return presentRun(run);
  }

  /** The viewer's runs, newest first. */
  async list(viewer: Viewer): Promise<{ items: ImportRun[] }> {
    const rows = await findOwnerRuns(this.#context.db, viewer.id, RUNS_LISTED);
    return { items: rows.map(presentRun) };
  }

  /** One of the viewer's runs. */
  async get(viewer: Viewer, runId: string): Promise<ImportRun> {
    return presentRun(await this.#own(viewer, runId));
  }

  /** Stops a checking or running import; what it made so far stays (and can be undone). */
  async cancel(viewer: Viewer, runId: string): Promise<ImportRun> {
    const run = await this.#own(viewer, runId);
    const cancelled = await updateRun(
      this.#context.db,
      run.id,
      { status: "cancelled", finishedAt: new Date() },
      ["checking", "running"],
    );
    if (!cancelled) throw stateError("only a checking or running import can be cancelled");
    return this.get(viewer, run.id);
  }

  /** Removes what a finished (done, failed or cancelled) run created. */
  async undo(viewer: Viewer, runId: string): Promise<ImportRun> {
    const run = await this.#own(viewer, runId);
    if (run.status === "checking" || run.status === "running") throw stateError("cancel the import first");
    if (run.undoneAt) throw stateError("this import was undone already");
    await undoRun(this.#context.db, run.id);
    return this.get(viewer, run.id);
  }

  /**
   * Runs an import in the foreground (the operator's `npm run admin -- import`): the same
   * pipeline as the job, until the run ends.
   */
  async runNow(runId: string, onProgress: RunOptions["onProgress"]): Promise<ImportRun> {
    let end: RunEnd = "interrupted";
    while (end === "interrupted") {
      end = await this.#execute(runId, new AbortController().signal, onProgress);
    }
    const run = await findRun(this.#context.db, runId);
    if (!run) throw notFound("Import");
    return presentRun(run);
  }

  /** Records a run for the operator's command without queueing it. */
  async record(ownerId: string, format: ImportFormat, fileName: string, filePath: string): Promise<string> {
    const run = await insertRun(this.#context.db, { ownerId, format, fileName: fileName.slice(0, 200) });
    const key = inputKey(run.id);
    await this.#context.storage.putFile(key, filePath, "application/octet-stream");
    await updateRun(this.#context.db, run.id, { storageKey: key }, ["checking"]);
    return run.id;
  }

  async #own(viewer: Viewer, runId: string): Promise<ImportRunRow> {
    const run = await findRun(this.#context.db, runId);
    if (!run || run.ownerId !== viewer.id) throw notFound("Import");
    return run;
  }

  /** One job attempt: stops itself after ATTEMPT_MS (or when the process stops) and queues the rest. */
  async #attempt(runId: string, job: { signal: AbortSignal; retryCount: number }): Promise<void> {
    const timer = AbortSignal.timeout(ATTEMPT_MS);
    const signal = AbortSignal.any([job.signal, timer]);
    let end: RunEnd;
    try {
      end = await this.#execute(runId, signal, undefined);
    } catch (error) {
      // The last retry failed too: the run says so rather than staying "running" for ever.
      if (job.retryCount >= 3) {
        this.#log?.error({ err: error, run_id: runId }, "import run failed");
        await finish(this.#context, runId, "failed", { error: "The import stopped on an unexpected error." });
        return;
      }
      throw error;
    }
    if (end === "interrupted") await this.#context.jobs.enqueue(this.#kind, { runId }, { startAfter: 1 });
  }

  /** Reads the run's input to a temporary file, runs the pipeline, and drops the input once the run ended. */
  async #execute(runId: string, signal: AbortSignal, onProgress: RunOptions["onProgress"]): Promise<RunEnd> {
    const run = await findRun(this.#context.db, runId);
    if (!run) return "finished";
    const locale = await this.#locale(run.ownerId);
    const defaultBoardName = translate(locale, "imports.defaultBoard");
    const sourceContext = {
      defaultBoardName,
      fetchJson: (url: string, headers?: Record<string, string>) => this.#fetchJson(url, headers),
    };
    const end = await withTempFile(async (filePath) => {
      let input: ImportInput;
      if (run.input)
        input = {
          kind: "pinry",
          baseUrl: run.input.baseUrl,
          ...(run.input.token ? { token: run.input.token } : {}),
        };
      else {
        const stored = run.storageKey ? await this.#context.storage.get(run.storageKey) : null;
        if (!stored) {
          await finish(this.#context, runId, "failed", { error: "The uploaded file is gone." });
          return "finished" as const;
        }
        await pipeline(stored.body, createWriteStream(filePath));
        input = { kind: "file", path: filePath };
      }
      return runImport(this.#context, runId, {
        signal,
        input,
        sourceContext,
        locale,
        ...(onProgress ? { onProgress } : {}),
      });
    });
    if (end === "finished") await this.#dropInput(runId);
    return end;
  }

  /** A finished run keeps neither its file nor a Pinry token. */
  async #dropInput(runId: string): Promise<void> {
    const run = await findRun(this.#context.db, runId);
    if (!run) return;
    if (run.storageKey) await this.#context.storage.delete(run.storageKey);
    await updateRun(
      this.#context.db,
      runId,
      { storageKey: null, input: run.input ? { baseUrl: run.input.baseUrl } : null },
      ["done", "failed", "cancelled"],
    );
  }

  async #locale(ownerId: string) {
    const locale = await findOwnerLocale(this.#context.db, ownerId);
    return isLocale(locale) ? locale : DEFAULT_LOCALE;
  }

  async #fetchJson(url: string, headers?: Record<string, string>): Promise<unknown> {
    const answer = await safeFetch(url, {
      ...(headers ? { originHeaders: headers } : {}),
      maxBytes: PINRY_JSON_MAX_BYTES,
      timeoutMs: 30_000,
      allowPrivate: this.#context.config.fetchAllowPrivate ?? false,
      accept: "application/json",
    });
    return JSON.parse(answer.body.toString("utf8"));
  }
}

function stateError(detail: string): AppError {
  return new AppError("IMPORT_STATE", translate(DEFAULT_LOCALE, "error.IMPORT_STATE"), { detail });
}

/** A run as its owner sees it. */
export function presentRun(run: ImportRunRow): ImportRun {
  return {
    id: run.id,
    format: run.format as ImportRun["format"],
    status: run.status as ImportRun["status"],
    file_name: run.fileName,
    total: run.total,
    processed: run.processed,
    created: run.created,
    skipped: run.skipped,
    failed: run.failed,
    image_unavailable: run.imageUnavailable,
    error: run.error,
    report: run.report.items.map((item) => ({
      outcome: item.outcome,
      reason: item.reason,
      source_ref: item.sourceRef,
    })),
    created_at: run.createdAt.toISOString(),
    finished_at: run.finishedAt?.toISOString() ?? null,
    undone_at: run.undoneAt?.toISOString() ?? null,
  };
}

/** Removes a temporary file, whatever happened. */
export async function removeQuietly(filePath: string): Promise<void> {
  await rm(filePath, { force: true });
}
