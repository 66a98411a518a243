import type { FastifyInstance } from "fastify";
import type { FeatureDeps } from "../platform/feature.ts";
import { detectFormat } from "./detect-format.ts";
import type { ImportFormat } from "./import-records.ts";
import { registerImportRoutes } from "./routes.ts";
import { ImportRuns } from "./runs.ts";

// The imports feature (issue 20, D-054): one pipeline turning any source's records into
// boards, sections and pins, run as the `import-run` job; the sources' registry is
// sources/index.ts, the record stream every source yields is import-records.ts.

export type { ImportFormat, ImportRecord, ImportSource } from "./import-records.ts";
export { ImportRuns } from "./runs.ts";
export { findUserIdByName as findImportOwner } from "./runs-repo.ts";

/** The format a file's first bytes show (an operator's "auto"), or null. */
export async function detectImportFormat(filePath: string): Promise<ImportFormat | null> {
  return detectFormat(filePath);
}
export { importMaxBytes } from "./upload.ts";

/** Registers the import endpoints and defines the import job. */
export function register(app: FastifyInstance, { context }: FeatureDeps): void {
  registerImportRoutes(app, context, new ImportRuns(context, app.log));
}
