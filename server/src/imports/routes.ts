import {
  importCancelEndpoint,
  importGetEndpoint,
  importListEndpoint,
  importPinryEndpoint,
  importStartEndpoint,
  importUndoEndpoint,
} from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../platform/context.ts";
import { AppError, registerEndpoint } from "../platform/http/index.ts";
import type { ImportRuns } from "./runs.ts";
import { sourceFor } from "./sources/index.ts";
import { startUpload } from "./upload.ts";

/** The import endpoints (issue 20): start (upload or Pinry), list, one run, cancel, undo. */
export function registerImportRoutes(app: FastifyInstance, context: AppContext, runs: ImportRuns): void {
  registerEndpoint(app, importStartEndpoint, (_body, { viewer, request }) =>
    startUpload(runs, context.config, viewer, request),
  );
  registerEndpoint(app, importPinryEndpoint, (body, { viewer }) => {
    if (!sourceFor("pinry")) {
      throw new AppError("INVALID_INPUT", t("error.INVALID_INPUT"), {
        detail: "the pinry format cannot be imported yet",
        fields: [{ field: "base_url", message: "Pinry imports are not available yet" }],
      });
    }
    if (!/^https?:\/\//i.test(body.base_url)) {
      throw new AppError("INVALID_INPUT", t("error.INVALID_INPUT"), {
        fields: [{ field: "base_url", message: "an http or https address" }],
      });
    }
    return runs.startPinry(viewer, body.base_url, body.token);
  });
  registerEndpoint(app, importListEndpoint, (_query, { viewer }) => runs.list(viewer));
  registerEndpoint(app, importGetEndpoint, (_query, { viewer, params }) => runs.get(viewer, params.id));
  registerEndpoint(app, importCancelEndpoint, (_body, { viewer, params }) => runs.cancel(viewer, params.id));
  registerEndpoint(app, importUndoEndpoint, (_body, { viewer, params }) => runs.undo(viewer, params.id));
}
