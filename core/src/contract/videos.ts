import { z } from "zod";
import { VIDEO_CONTAINERS, VIDEO_LIMITS, VIDEO_STATUSES } from "../pins/video.ts";
import { defineEndpoint } from "./endpoint.ts";
import { idSchema } from "./ids.ts";

/**
 * Video pins (IMPL-030, PIN-061, D-050). A video is uploaded on its own, checked by the
 * server's container reader, then processed by a background job (poster and metadata);
 * its status goes uploaded → processing → ready, or failed.
 */

/** A video the server holds, as its uploader and the pin builder see it. */
export const videoUploadSchema = z.object({
  /** Pass as `video_upload_id` with `media_upload_id` = `poster.media_upload_id` to PinResource create. */
  video_upload_id: idSchema,
  status: z.enum(VIDEO_STATUSES),
  container: z.enum(VIDEO_CONTAINERS),
  content_type: z.string(),
  duration_ms: z.number().int().min(0),
  width: z.number().int().min(0),
  height: z.number().int().min(0),
  video_codec: z.string(),
  audio_codec: z.string().nullable(),
  /** Where the bytes are served (Range requests answered). */
  url: z.string(),
  /** The poster image: a frame where the server has a decoder, else a placeholder (D-050). */
  poster: z
    .object({
      media_upload_id: idSchema,
      url: z.string(),
      dominant_color: z.string(),
    })
    .nullable(),
});
/** A video the server holds. */
export type VideoUpload = z.infer<typeof videoUploadSchema>;

/**
 * POST /v3/media/videos/ (IMPL-030): multipart/form-data with one file field `video`
 * (≤ 209,715,200 bytes, PIN-060; MP4, MOV or WebM, 4 s to 15 min, PIN-061). Refused with
 * VIDEO_UNREADABLE, VIDEO_TRUNCATED, VIDEO_DURATION, VIDEO_CODEC_UNSUPPORTED or
 * PAYLOAD_TOO_LARGE. Answers status `uploaded`; the processing job follows.
 */
export const videoUploadEndpoint = defineEndpoint({
  method: "POST",
  path: "/v3/media/videos/",
  summary: "Upload a video (multipart field 'video') for a later pin create",
  tag: "pins",
  access: "signedIn",
  rateLimit: "imageIntake",
  body: "multipart",
  bodyLimit: VIDEO_LIMITS.bytesMax,
  query: z.object({}),
  data: videoUploadSchema,
});

/** GET /v3/media/videos/{id}/ (IMPL-030): the uploader follows a video's processing. */
export const videoStatusEndpoint = defineEndpoint({
  method: "GET",
  path: "/v3/media/videos/{id}/",
  summary: "A video's processing status, poster and duration",
  tag: "pins",
  params: z.object({ id: idSchema }),
  access: "signedIn",
  query: z.object({}),
  data: videoUploadSchema,
});
