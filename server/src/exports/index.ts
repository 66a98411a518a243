import type { FastifyInstance } from "fastify";
import type { FeatureDeps } from "../platform/feature.ts";
import { ExportService } from "./exports.ts";
import { registerExportRoutes } from "./routes.ts";

// The exports feature's public face (issue 20, D-056): its registration, and the service
// the admin CLI runs an export with.
export { readAccountSnapshot } from "./account-snapshot.ts";
export { exportAccountToFile, type FileExportSummary } from "./export-to-file.ts";
export { ExportService } from "./exports.ts";

/** Registers the export endpoints and the `export-run` job. */
export function register(app: FastifyInstance, { context }: FeatureDeps): ExportService {
  const service = new ExportService(context, app.log);
  registerExportRoutes(app, service);
  return service;
}
