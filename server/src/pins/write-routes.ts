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
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../platform/context.ts";
import { registerEndpoint } from "../platform/http/index.ts";
import { PinExtrasService } from "./extras-service.ts";
import { findPinImages } from "./find-images.ts";
import { imageFromUrl, toMediaUpload } from "./image-intake.ts";
import { downloadImage, uploadImage } from "./upload-routes.ts";
import { PinWriteService, type SaveCollaborators } from "./write-service.ts";

/** The saving routes of seed 001 §7: create, repin, edit, delete, image intake and the calls around a save. */
export function registerPinWriteRoutes(
  app: FastifyInstance,
  context: AppContext,
  collaborators: SaveCollaborators,
): void {
  const writes = new PinWriteService(context, collaborators);
  const extras = new PinExtrasService(context.db);

  registerEndpoint(app, pinCreateEndpoint, (body, { viewer }) => writes.create(viewer, body));
  registerEndpoint(app, repinCreateEndpoint, (body, { viewer }) => writes.repin(viewer, body));
  registerEndpoint(app, pinUpdateEndpoint, (body, { viewer }) => writes.update(viewer, body));
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
  registerEndpoint(app, pinCreateEventEndpoint, async (body, { request }) => {
    // Only the event name is logged: the query may hold URLs and descriptions (PIN-042).
    request.log.info({ event: body.event }, "pin create event");
    return { ok: true as const };
  });
  registerEndpoint(app, boardTitleSuggestionsEndpoint, (_query, { viewer, params }) =>
    extras.boardTitleSuggestions(viewer, params.id),
  );
}
