import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import type { MediaUpload } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { PIN_LIMITS } from "@corkboard/core/pins";
import type { AppContext } from "../platform/context.ts";
import { FetchError, safeFetchToFile } from "../platform/fetch/index.ts";
import { AppError } from "../platform/http/app-error.ts";
import { type ImageRow, processImage, processImageFile } from "../platform/images/index.ts";

/**
 * Where a new pin's image comes from (IMPL-029): an earlier upload or pre-fetch
 * (media_upload_id), inline base64, or a URL fetched through the SSRF-safe fetcher. Every
 * path ends in the one image pipeline (validation ≥ 120 px, sizes, dominant colour,
 * content-addressed and deduplicated by sha256).
 */

/** The upload cap (PIN-060): 209,715,200 bytes. */
export const MAX_UPLOAD_BYTES = PIN_LIMITS.imageBytesMax;
/** How long fetching an image by URL may take, end to end. */
const IMAGE_FETCH_TIMEOUT_MS = 30_000;

type IntakeContext = Pick<AppContext, "db" | "storage" | "config">;

/**
 * Decoding and encoding a 12 MP photo takes seconds of CPU and hundreds of MiB: more jobs
 * than cores only thrash and multiply peak memory, so the rest wait their turn (FIFO).
 */
const IMAGE_JOBS_AT_ONCE = Math.max(1, availableParallelism());
let runningJobs = 0;
const waitingJobs: (() => void)[] = [];

/** Runs one image job when a slot is free. */
async function imageJob<T>(work: () => Promise<T>): Promise<T> {
  if (runningJobs >= IMAGE_JOBS_AT_ONCE) await new Promise<void>((resolve) => waitingJobs.push(resolve));
  else runningJobs++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, so the count stays right.
    const next = waitingJobs.shift();
    if (next) next();
    else runningJobs--;
  }
}

/** An inline image (image_base64, optionally a data: URL). */
export async function imageFromBase64(context: IntakeContext, base64: string): Promise<ImageRow> {
  const payload = base64.startsWith("data:") ? base64.slice(base64.indexOf(",") + 1) : base64;
  // Base64 carries 3 bytes per 4 characters: refuse before decoding anything too large.
  if ((payload.length * 3) / 4 > MAX_UPLOAD_BYTES + 3) throw tooLarge();
  const bytes = Buffer.from(payload, "base64");
  if (bytes.length === 0) throw new AppError("IMAGE_UNREADABLE", t("error.IMAGE_UNREADABLE"));
  return imageJob(() => processImage(context, bytes));
}

/** An image in a temporary file (multipart uploads); the caller removes the file. */
export async function imageFromFile(context: IntakeContext, filePath: string): Promise<ImageRow> {
  return imageJob(() => processImageFile(context, filePath));
}

/** An image by URL, fetched through the SSRF-safe fetcher into a temporary file. */
export async function imageFromUrl(context: IntakeContext, url: string): Promise<ImageRow> {
  return withTempFile(async (filePath) => {
    try {
      await safeFetchToFile(url, filePath, {
        maxBytes: MAX_UPLOAD_BYTES,
        timeoutMs: IMAGE_FETCH_TIMEOUT_MS,
        allowPrivate: context.config.fetchAllowPrivate ?? false,
        accept: "image/*",
      });
    } catch (error) {
      throw fetchFailure(error);
    }
    return imageFromFile(context, filePath);
  });
}

/** Runs `work` with a fresh temporary file path, removed afterwards whatever happens. */
export async function withTempFile<T>(work: (filePath: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), "corkboard-intake-"));
  try {
    return await work(path.join(dir, randomUUID()));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** An image row as an upload answer: media_upload_id is the image's id. */
export function toMediaUpload(image: ImageRow): MediaUpload {
  return {
    media_upload_id: image.id,
    image_signature: image.signature,
    width: image.width,
    height: image.height,
    dominant_color: image.dominantColor,
  };
}

function tooLarge(): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", t("error.PAYLOAD_TOO_LARGE"), {
    detail: `images are at most ${MAX_UPLOAD_BYTES} bytes`,
  });
}

/** A fetch failure as the client sees it: the URL could not give us an image. */
function fetchFailure(error: unknown): AppError {
  if (!(error instanceof FetchError)) throw error;
  if (error.reason === "too_large") return tooLarge();
  if (error.reason === "bad_url" || error.reason === "blocked_address") {
    return new AppError("INVALID_INPUT", t("error.INVALID_INPUT"), {
      detail: `image_url cannot be fetched: ${error.message}`,
      fields: [{ field: "image_url", message: error.message }],
    });
  }
  return new AppError("IMAGE_UNREADABLE", t("error.IMAGE_UNREADABLE"), {
    detail: `image_url could not be fetched (${error.reason})`,
  });
}
