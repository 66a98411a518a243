import { exportDownloadEndpoint, exportListEndpoint, exportRequestEndpoint } from "@corkboard/core/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../platform/http/index.ts";
import type { ExportService } from "./exports.ts";

/** Request an export, list one's exports, download a finished archive (D-056). */
export function registerExportRoutes(app: FastifyInstance, exports: ExportService): void {
  registerEndpoint(app, exportRequestEndpoint, (_body, { viewer }) => exports.request(viewer));
  registerEndpoint(app, exportListEndpoint, (_query, { viewer }) => exports.list(viewer));
  registerEndpoint(app, exportDownloadEndpoint, (_query, { viewer, params, reply }) =>
    exports.download(viewer, params.id, reply),
  );
}
