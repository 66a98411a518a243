import {
  boardTitleSuggestionsEndpoint,
  claimingUpsellSeenEndpoint,
  envelopeSchema,
  failureEnvelopeSchema,
  findPinImagesEndpoint,
  hashtagTypeaheadEndpoint,
  idSchema,
  pinAlreadySavedEndpoint,
  pinCreateEndpoint,
  pinCreateEventEndpoint,
  pinDeleteEndpoint,
  pinImagePrefetchEndpoint,
  pinUpdateEndpoint,
  repinCreateEndpoint,
} from "@corkboard/core/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireViewer, viewerOf } from "../platform/auth/viewer.ts";
import { ok, registerEndpoint } from "../platform/http/index.ts";
import { PinExtrasService } from "./extras-service.ts";
import { findPinImages } from "./find-images.ts";
import { imageFromUrl, MAX_UPLOAD_BYTES, toMediaUpload } from "./image-intake.ts";
import { registerImageDownloadRoute, registerImageUploadRoute } from "./upload-routes.ts";
import { PinWriteService } from "./write-service.ts";

/** JSON create bodies may carry image_base64 of a 200 MiB image: 4/3 of it plus the other fields. */
const CREATE_BODY_LIMIT = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 64 * 1024;

/** The saving routes of seed 001 §7: create, repin, edit, delete, image intake and the calls around a save. */
export function registerPinWriteRoutes(app: FastifyInstance): void {
  const context = app.appContext;
  const writes = new PinWriteService(context);
  const extras = new PinExtrasService(context.db);

  // Only PinResource create takes large bodies; the limit is raised for it alone.
  app.register(async (scope) => {
    scope.addHook("onRoute", (route) => {
      if (route.url === pinCreateEndpoint.path) route.bodyLimit = CREATE_BODY_LIMIT;
    });
    registerEndpoint(scope, pinCreateEndpoint, (body, request) =>
      writes.create(requireViewer(request), body),
    );
  });
  registerEndpoint(app, repinCreateEndpoint, (body, request) => writes.repin(requireViewer(request), body));
  registerEndpoint(app, pinUpdateEndpoint, (body, request) => writes.update(requireViewer(request), body));
  registerEndpoint(app, pinDeleteEndpoint, (body, request) => writes.delete(requireViewer(request), body.id));

  registerEndpoint(app, pinImagePrefetchEndpoint, async (body, request) => {
    requireViewer(request);
    return toMediaUpload(await imageFromUrl(context, body.image_url));
  });
  registerImageUploadRoute(app, context);
  registerImageDownloadRoute(app, context);

  registerEndpoint(app, findPinImagesEndpoint, async (query, request) => {
    requireViewer(request);
    return { items: await findPinImages(query.url, context.config.fetchAllowPrivate ?? false) };
  });
  registerEndpoint(app, hashtagTypeaheadEndpoint, (query) => extras.hashtagTypeahead(query.q, query.count));
  registerEndpoint(app, pinAlreadySavedEndpoint, (query, request) =>
    extras.alreadySaved(viewerOf(request), query),
  );
  registerEndpoint(app, claimingUpsellSeenEndpoint, (body, request) =>
    extras.markUpsellSeen(requireViewer(request), body.upsell),
  );
  registerEndpoint(app, pinCreateEventEndpoint, async (body, request) => {
    // Only the event name is logged: the query may hold URLs and descriptions (PIN-042).
    request.log.info({ event: body.event }, "pin create event");
    return { ok: true as const };
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    boardTitleSuggestionsEndpoint.path.replace("{id}", ":id"),
    {
      schema: {
        summary: boardTitleSuggestionsEndpoint.summary,
        tags: [boardTitleSuggestionsEndpoint.tag],
        params: z.object({ id: idSchema }),
        response: { 200: envelopeSchema(boardTitleSuggestionsEndpoint.data), "4xx": failureEnvelopeSchema },
      },
    },
    async (request) => ok(await extras.boardTitleSuggestions(viewerOf(request), request.params.id)),
  );
}
