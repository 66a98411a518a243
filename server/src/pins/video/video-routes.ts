import { videoStatusEndpoint, videoUploadEndpoint } from "@corkboard/core/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { notFound, registerEndpoint } from "../../platform/http/index.ts";
import { type ImageUrls, STORED_IMAGE_HEADERS } from "../../platform/images/index.ts";
import { findFfmpeg } from "./poster.ts";
import { VideoProcessing } from "./processing.ts";
import { parseRange } from "./range.ts";
import { presentVideo, uploadVideo } from "./video-intake.ts";
import { findVideoBytesByKey, findVideoWithPoster } from "./video-repo.ts";

const CACHE_FOREVER = "public, max-age=31536000, immutable";
/** `ab/cd/{sha256}/video.{mp4|mov|webm}`: the keys the intake writes. */
const VIDEO_KEY = /^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}\/video\.(mp4|mov|webm)$/;

/**
 * Video pins (IMPL-030, D-050): the upload, the uploader's status look-up and the media
 * route that serves stored videos with HTTP Range requests.
 */
export function registerVideoRoutes(app: FastifyInstance, context: AppContext, urls: ImageUrls): void {
  // Looked up once per app; the job waits for the answer.
  const processing = new VideoProcessing(context, findFfmpeg(), app.log);

  registerEndpoint(app, videoUploadEndpoint, (_body, { viewer, request }) =>
    uploadVideo(context, processing, urls, viewer, request),
  );
  registerEndpoint(app, videoStatusEndpoint, async (_query, { viewer, params }) => {
    const found = await findVideoWithPoster(context.db, params.id);
    // Another person's upload is not theirs to know of.
    if (!found || found.video.ownerId !== viewer.id) throw notFound("Video");
    return presentVideo(urls, found);
  });

  /**
   * GET|HEAD /media/video/{key}: the bytes as stored, one range at a time (206 with
   * Content-Range; 416 for a range past the end), never sniffed and never run as a page.
   */
  app.get("/media/video/*", { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { "*": string })["*"];
    const match = VIDEO_KEY.exec(key);
    const size = match ? await findVideoBytesByKey(context.db, key) : undefined;
    if (size === undefined) throw notFound("Video");
    const etag = `"${key.slice(6, 38)}"`;
    reply.headers({
      "accept-ranges": "bytes",
      "cache-control": CACHE_FOREVER,
      etag,
      ...STORED_IMAGE_HEADERS,
    });
    const range = parseRange(request.headers.range, size);
    if (range === "unsatisfiable") {
      return reply.code(416).header("content-range", `bytes */${size}`).send();
    }
    const object = await context.storage.get(key, range ?? undefined);
    if (!object) throw notFound("Video");
    reply.header("content-type", object.contentType).header("content-length", object.contentLength);
    if (range) reply.code(206).header("content-range", `bytes ${range.start}-${range.end}/${size}`);
    return reply.send(object.body);
  });
}
