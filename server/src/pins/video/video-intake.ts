import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { AD_ERROR_MESSAGE_KEYS } from "@corkboard/core/ads";
import type { VideoUpload } from "@corkboard/core/contract";
import { CREATION_KILL_SWITCH_EXPERIMENT, isCreationBlocked, parseKillSwitch } from "@corkboard/core/gates";
import { t } from "@corkboard/core/messages";
import { VIDEO_CONTENT_TYPE, VIDEO_LIMITS, type VideoErrorCode } from "@corkboard/core/pins";
import type { FastifyRequest } from "fastify";
import type { Viewer } from "../../platform/auth/viewer.ts";
import type { AppContext } from "../../platform/context.ts";
import { AppError } from "../../platform/http/index.ts";
import { type ImageUrls, processImage, storageKeyFor } from "../../platform/images/index.ts";
import { probeVideoFile, type VideoProbe, VideoProbeError } from "../../platform/video/probe.ts";
import { withTempFile } from "../image-intake.ts";
import { placeholderPoster } from "./poster.ts";
import type { VideoProcessing } from "./processing.ts";
import { insertVideo, type NewVideoRow, type VideoWithPoster } from "./video-repo.ts";

/** The multipart framing around the file: boundaries, part headers, a few small fields. */
const MULTIPART_OVERHEAD = 64 * 1024;
const IMMUTABLE = "public, max-age=31536000, immutable";

type IntakeContext = Pick<AppContext, "db" | "storage" | "experiments">;

/**
 * POST /v3/media/videos/ (IMPL-030, D-050). The declared Content-Length is checked before
 * a byte is read; the file is streamed to a temporary file (hashed on the way, never held in
 * memory) and cut at 209,715,200 bytes (PIN-060); the container reader then checks what
 * it is, its codecs and its duration (the MP4 header may sit at the end, so this needs the
 * whole file); only an accepted video is stored (content-addressed) and recorded, with a
 * placeholder poster, and its processing job queued. A refused file leaves nothing behind.
 */
export async function uploadVideo(
  context: IntakeContext,
  processing: VideoProcessing,
  urls: ImageUrls,
  viewer: Viewer,
  request: FastifyRequest,
): Promise<VideoUpload> {
  // GATE-011: the kill switch's disable_video (or disable_all) stops video uploads.
  if (videoCreationBlocked(context, viewer.id)) {
    throw new AppError("PIN_CREATION_DISABLED", t(AD_ERROR_MESSAGE_KEYS.PIN_CREATION_DISABLED));
  }
  const declared = Number(request.headers["content-length"] ?? 0);
  if (declared > VIDEO_LIMITS.bytesMax + MULTIPART_OVERHEAD) throw tooLarge();
  if (!request.isMultipart()) throw invalidUpload("send multipart/form-data with a file field 'video'");
  const file = await request.file().catch(() => undefined);
  if (file?.fieldname !== "video") throw invalidUpload("a file field 'video' is required");

  const stored = await withTempFile(async (filePath) => {
    const received = await receiveVideo(file.file, filePath);
    if (file.file.truncated) throw tooLarge();
    return storeVideoFile(context, filePath, received);
  });

  const poster = await processImage(
    context,
    await placeholderPoster(stored.probe.width, stored.probe.height),
  );
  const video = await insertVideo(context.db, videoRow(viewer.id, stored, poster.id));
  await processing.schedule(video.id);
  return presentVideo(urls, { video, poster });
}

/** GATE-011: whether the kill switch (disable_video or disable_all) stops new videos of `userId`. */
export function videoCreationBlocked(context: Pick<AppContext, "experiments">, userId: string): boolean {
  const killSwitch = parseKillSwitch(
    context.experiments.valueOf(CREATION_KILL_SWITCH_EXPERIMENT, { userId }),
  );
  return isCreationBlocked(killSwitch, "video");
}

/** A video read, checked and stored (content-addressed), not yet recorded. */
export interface StoredVideo {
  probe: VideoProbe;
  /** sha256 of the bytes. */
  signature: string;
  bytes: number;
  storageKey: string;
}

/**
 * A video from anywhere but the upload (an archive's, issue 20): streamed to a temporary
 * file and read, checked and stored exactly as an upload is. Throws the upload's AppErrors.
 */
export function storeVideoFrom(
  context: Pick<AppContext, "storage">,
  open: () => Promise<Readable>,
): Promise<StoredVideo> {
  return withTempFile(async (filePath) =>
    storeVideoFile(context, filePath, await receiveVideo(await open(), filePath)),
  );
}

/** The `videos` row of a stored video, with `posterImageId` as its poster. */
export function videoRow(ownerId: string, stored: StoredVideo, posterImageId: string): NewVideoRow {
  return {
    ownerId,
    storageKey: stored.storageKey,
    container: stored.probe.container,
    videoCodec: stored.probe.videoCodec,
    audioCodec: stored.probe.audioCodec,
    width: stored.probe.width,
    height: stored.probe.height,
    durationMs: stored.probe.durationMs,
    bytes: stored.bytes,
    signature: stored.signature,
    posterImageId,
  };
}

/**
 * Streams `source` into `filePath`, hashing on the way (never held in memory) and stopping
 * past 209,715,200 bytes (PIN-060).
 */
async function receiveVideo(
  source: Readable,
  filePath: string,
): Promise<{ signature: string; bytes: number }> {
  const hash = createHash("sha256");
  let bytes = 0;
  const hasher = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(bytes > VIDEO_LIMITS.bytesMax ? tooLarge() : null, chunk);
    },
  });
  await pipeline(source, hasher, createWriteStream(filePath));
  return { signature: hash.digest("hex"), bytes };
}

/** Reads and checks the file, then stores it under its sha256 key. */
async function storeVideoFile(
  context: Pick<AppContext, "storage">,
  filePath: string,
  received: { signature: string; bytes: number },
): Promise<StoredVideo> {
  const probe = await readVideo(filePath);
  const storageKey = `${storageKeyFor(received.signature)}/video.${probe.container}`;
  await context.storage.putFile(storageKey, filePath, VIDEO_CONTENT_TYPE[probe.container], {
    cacheControl: IMMUTABLE,
  });
  return { probe, storageKey, ...received };
}

/** Reads and checks the container: the codes of D-050 for every refusal. */
async function readVideo(filePath: string): Promise<VideoProbe> {
  let probe: VideoProbe;
  try {
    probe = await probeVideoFile(filePath);
  } catch (error) {
    if (!(error instanceof VideoProbeError)) throw error;
    const code: VideoErrorCode =
      error.reason === "truncated"
        ? "VIDEO_TRUNCATED"
        : error.reason === "codec"
          ? "VIDEO_CODEC_UNSUPPORTED"
          : "VIDEO_UNREADABLE";
    throw new AppError(code, t(`error.${code}`), { detail: error.message, cause: error });
  }
  if (probe.durationMs < VIDEO_LIMITS.durationMinMs || probe.durationMs > VIDEO_LIMITS.durationMaxMs) {
    throw new AppError("VIDEO_DURATION", t("error.VIDEO_DURATION"), {
      detail: `the video is ${probe.durationMs} ms long; ${VIDEO_LIMITS.durationMinMs}–${VIDEO_LIMITS.durationMaxMs} ms are accepted (PIN-061)`,
    });
  }
  if (probe.width > VIDEO_LIMITS.sideMax || probe.height > VIDEO_LIMITS.sideMax) {
    throw new AppError("PAYLOAD_TOO_LARGE", t("error.PAYLOAD_TOO_LARGE"), {
      detail: `the video is ${probe.width}×${probe.height}; sides of at most ${VIDEO_LIMITS.sideMax} px are accepted`,
    });
  }
  return probe;
}

/** A video row as the uploader sees it. */
export function presentVideo(urls: ImageUrls, { video, poster }: VideoWithPoster): VideoUpload {
  const container = video.container as keyof typeof VIDEO_CONTENT_TYPE;
  return {
    video_upload_id: video.id,
    status: video.status as VideoUpload["status"],
    container,
    content_type: VIDEO_CONTENT_TYPE[container],
    duration_ms: video.durationMs,
    width: video.width,
    height: video.height,
    video_codec: video.videoCodec,
    audio_codec: video.audioCodec,
    url: urls.video(video.storageKey),
    poster: poster
      ? {
          media_upload_id: poster.id,
          url: urls.pinImages(poster)["736x"].url,
          dominant_color: poster.dominantColor,
        }
      : null,
  };
}

function tooLarge(): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", t("error.PAYLOAD_TOO_LARGE"), {
    detail: `videos are at most ${VIDEO_LIMITS.bytesMax} bytes (PIN-060)`,
  });
}

function invalidUpload(detail: string): AppError {
  return new AppError("INVALID_INPUT", t("error.INVALID_INPUT"), {
    detail,
    fields: [{ field: "video", message: detail }],
  });
}
