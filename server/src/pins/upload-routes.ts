import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import type { MediaUpload } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { AppContext } from "../platform/context.ts";
import { AppError, notFound } from "../platform/http/index.ts";
import { renditionObjectKey, STORED_IMAGE_HEADERS } from "../platform/images/index.ts";
import { imageFromFile, MAX_UPLOAD_BYTES, toMediaUpload, withTempFile } from "./image-intake.ts";
import { findVisiblePin } from "./visible-pin.ts";
import { findImageById } from "./write-repo.ts";

/**
 * POST /v3/media/uploads/ (IMPL-029): one multipart file field `image`, streamed to a
 * temporary file (never held whole in memory), at most 209,715,200 bytes (PIN-060), then
 * through the image pipeline. The registrar enables multipart parsing for this route only.
 */
export async function uploadImage(context: AppContext, request: FastifyRequest): Promise<MediaUpload> {
  if (!request.isMultipart()) throw invalidUpload("send multipart/form-data with a file field 'image'");
  const file = await request.file().catch(() => undefined);
  if (file?.fieldname !== "image") throw invalidUpload("a file field 'image' is required");
  const image = await withTempFile(async (filePath) => {
    await pipeline(file.file, createWriteStream(filePath));
    if (file.file.truncated) {
      throw new AppError("PAYLOAD_TOO_LARGE", t("error.PAYLOAD_TOO_LARGE"), {
        detail: `images are at most ${MAX_UPLOAD_BYTES} bytes`,
      });
    }
    return imageFromFile(context, filePath);
  });
  return toMediaUpload(image);
}

/**
 * GET /v3/pins/{id}/image/download/ (IMPL-023): the pin's original-size image as an
 * attachment, for anyone who may see the pin.
 */
export async function downloadImage(
  context: AppContext,
  viewer: Viewer | null,
  pinId: string,
  reply: FastifyReply,
): Promise<unknown> {
  const pin = await findVisiblePin(context.db, viewer, pinId);
  const image = await findImageById(context.db, pin.imageId);
  const object = image && (await context.storage.get(renditionObjectKey(image.storageKey, "orig", "jpeg")));
  if (!object) throw notFound("Image");
  return reply
    .header("content-type", object.contentType)
    .header("content-length", object.contentLength)
    .header("content-disposition", `attachment; filename="corkboard-pin-${pin.id}.jpg"`)
    .header("cache-control", "private, max-age=0")
    .headers(STORED_IMAGE_HEADERS)
    .send(object.body);
}

function invalidUpload(detail: string): AppError {
  return new AppError("INVALID_INPUT", t("error.INVALID_INPUT"), {
    detail,
    fields: [{ field: "image", message: detail }],
  });
}
