import {
  boardTitleSuggestionsEndpoint,
  claimingUpsellSeenEndpoint,
  findPinImagesEndpoint,
  pinAlreadySavedEndpoint,
  pinCreateEndpoint,
  pinCreateEventEndpoint,
  pinDeleteEndpoint,
  pinImageDownloadEndpoint,
  pinImagePrefetchEndpoint,
  pinImageUploadEndpoint,
  pinUpdateEndpoint,
  repinCreateEndpoint,
} from "@corkboard/core/contract";
import { distinctHashtags } from "@corkboard/core/pins";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { AppContext } from "../platform/context.ts";
import { registerEndpoint } from "../platform/http/index.ts";
import { PinExtrasService } from "./extras-service.ts";
import { findPinImages } from "./find-images.ts";
import { imageFromUrl, toMediaUpload } from "./image-intake.ts";
import { ProductCapture } from "./product/capture.ts";
import { downloadImage, uploadImage } from "./upload-routes.ts";
import { PinWriteService, type SaveCollaborators } from "./write-service.ts";

/**
 * LABEL-013: the presence of hashtags in a description someone wrote is logged — that there
 * are some and how many, never the words — once the save or edit went through.
 */
function logHashtags<Saved extends { id: string }>(
  log: FastifyBaseLogger,
  saved: Saved,
  description: string | undefined,
): Saved {
  const count = description === undefined ? 0 : distinctHashtags(description).length;
  if (count > 0) log.info({ pin_id: saved.id, hashtag_count: count }, "pin description has hashtags");
  return saved;
}

/** The saving routes of seed 001 §7: create, repin, edit, delete, image intake and the calls around a save. */
export function registerPinWriteRoutes(
  app: FastifyInstance,
  context: AppContext,
  collaborators: SaveCollaborators,
): void {
  // A job (D-048): pages still being read finish, within a bound, when the app closes.
  const capture = new ProductCapture(
    context.jobs,
    context.db,
    context.config.fetchAllowPrivate ?? false,
    app.log,
  );
  const writes = new PinWriteService(context, collaborators, capture);
  const extras = new PinExtrasService(context.db);

  registerEndpoint(app, pinCreateEndpoint, async (body, { viewer, request }) =>
    logHashtags(request.log, await writes.create(viewer, body), body.description),
  );
  registerEndpoint(app, repinCreateEndpoint, async (body, { viewer, request }) =>
    logHashtags(request.log, await writes.repin(viewer, body), body.description),
  );
  registerEndpoint(app, pinUpdateEndpoint, async (body, { viewer, request }) =>
    logHashtags(request.log, await writes.update(viewer, body), body.description),
  );
  registerEndpoint(app, pinDeleteEndpoint, (body, { viewer }) => writes.delete(viewer, body.id));

  registerEndpoint(app, pinImagePrefetchEndpoint, async (body) =>
    toMediaUpload(await imageFromUrl(context, body.image_url)),
  );
  registerEndpoint(app, pinImageUploadEndpoint, (_body, { request }) => uploadImage(context, request));
  registerEndpoint(app, pinImageDownloadEndpoint, (_query, { viewer, params, reply }) =>
    downloadImage(context, viewer, params.id, reply),
  );

  registerEndpoint(app, findPinImagesEndpoint, async (query) => ({
    items: await findPinImages(query.url, context.config.fetchAllowPrivate ?? false),
  }));
  registerEndpoint(app, pinAlreadySavedEndpoint, (query, { viewer }) => extras.alreadySaved(viewer, query));
  registerEndpoint(app, claimingUpsellSeenEndpoint, (body, { viewer }) =>
    extras.markUpsellSeen(viewer, body.upsell),
  );
  registerEndpoint(app, pinCreateEventEndpoint, async (body, { viewer }) => {
    // An analytics event (D-053) with the pin and where it was made, never the query: it
    // may hold URLs and descriptions (PIN-042).
    context.analytics.record({
      name: body.event,
      viewerId: viewer?.id ?? null,
      path: body.path ?? null,
      payload: body.pin_id ? { pin_id: body.pin_id } : {},
    });
    return { ok: true as const };
  });
  registerEndpoint(app, boardTitleSuggestionsEndpoint, (_query, { viewer, params }) =>
    extras.boardTitleSuggestions(viewer, params.id),
  );
}
