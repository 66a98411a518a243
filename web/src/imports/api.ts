import {
  type ImportRun,
  importCancelEndpoint,
  importListEndpoint,
  importStartEndpoint,
  importUndoEndpoint,
} from "@corkboard/core/contract";
import { IMPORT_ERROR_MESSAGES } from "@corkboard/core/imports";
import {
  type ApiMutationOptions,
  fetchEndpoint,
  registerErrorMessages,
  useEndpoint,
} from "../platform/api/index.ts";
import { uploadForm } from "../platform/api/upload-form.ts";

// Settings → Import's server calls (issue 20, D-054).
registerErrorMessages(IMPORT_ERROR_MESSAGES);

/** How often the page asks for progress while a run is checking or running. */
const POLL_MS = 1000;

/** Whether a run is still going. */
export function isActive(run: ImportRun): boolean {
  return run.status === "checking" || run.status === "running";
}

/** The viewer's runs; polled while one of them is going (the job runs on the server). */
export function useImportRuns(polling: boolean) {
  return useEndpoint(importListEndpoint, {}, polling ? { pollMs: POLL_MS } : {});
}

/** Uploads a file for import (fields `format`, then `file`), with upload progress. */
export function uploadImport(
  file: File,
  format: string,
  onProgress: (fraction: number) => void,
): Promise<ImportRun> {
  return uploadForm<ImportRun>(
    importStartEndpoint,
    [
      ["format", format],
      ["file", file],
    ],
    onProgress,
  );
}

const RUN_CHANGES = [importListEndpoint];

/** Cancel a run (with a confirmation). */
export function cancelImportWrite(runId: string): ApiMutationOptions<void, ImportRun> {
  return {
    mutationFn: () => fetchEndpoint(importCancelEndpoint, {}, { params: { id: runId } }),
    invalidates: RUN_CHANGES,
  };
}

/** Undo a run (with a confirmation). */
export function undoImportWrite(runId: string): ApiMutationOptions<void, ImportRun> {
  return {
    mutationFn: () => fetchEndpoint(importUndoEndpoint, {}, { params: { id: runId } }),
    invalidates: RUN_CHANGES,
  };
}
