import { stat } from "node:fs/promises";
import path from "node:path";
import { IMPORT_FORMAT_NAMES } from "@corkboard/core/imports";
import type { ImportFormat } from "../imports/index.ts";
import { detectImportFormat, findImportOwner, ImportRuns, importMaxBytes } from "../imports/index.ts";
import type { AppContext } from "../platform/context.ts";

/** The import command's usage, part of `npm run admin -- --help`. */
export const IMPORT_USAGE = `Imports (issue 20, D-054): the same pipeline as Settings → Import, in the foreground.

  import <username|email> <format|auto> <file>   import a file for someone; prints progress and the report`;

type Out = (line: string) => void;

/** Runs `import <user> <format> <file>`; answers the exit code. */
export async function runImportCommand(
  context: Pick<AppContext, "db" | "storage" | "config" | "jobs" | "experiments">,
  args: string[],
  out: Out = console.log,
  err: Out = console.error,
): Promise<number> {
  const [who, asked, file] = args;
  if (
    !who ||
    !asked ||
    !file ||
    (asked !== "auto" && !(IMPORT_FORMAT_NAMES as readonly string[]).includes(asked))
  ) {
    err(IMPORT_USAGE);
    return 2;
  }
  const ownerId = await findImportOwner(context.db, who);
  if (!ownerId) {
    err(`no account with username or email ${who}`);
    return 1;
  }
  const size = await stat(file).then(
    (s) => s.size,
    () => -1,
  );
  if (size < 0) {
    err(`cannot read ${file}`);
    return 1;
  }
  if (size > importMaxBytes(context.config)) {
    err(`${file} is larger than IMPORT_MAX_BYTES (${importMaxBytes(context.config)} bytes)`);
    return 1;
  }
  const format = asked === "auto" ? await detectImportFormat(file) : (asked as ImportFormat);
  if (!format) {
    err("the file's format could not be told from its start; name the format");
    return 1;
  }
  const runs = new ImportRuns(context, null);
  const runId = await runs.record(ownerId, format, path.basename(file), file);
  const run = await runs.runNow(runId, (progress) => {
    out(
      `${progress.processed}/${progress.total} pins: ${progress.created} created, ${progress.skipped} skipped, ${progress.failed} failed`,
    );
  });
  out(`import ${run.id}: ${run.status}${run.error ? ` — ${run.error}` : ""}`);
  out(
    `${run.created} created, ${run.skipped} skipped, ${run.failed} failed, ${run.image_unavailable} without their image`,
  );
  for (const item of run.report) out(`${item.source_ref}\t${item.outcome}\t${item.reason}`);
  return run.status === "done" ? 0 : 1;
}
