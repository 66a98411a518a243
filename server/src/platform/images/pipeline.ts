import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { Executor } from "../db/database.ts";
import type { ObjectStorage } from "../storage/storage.ts";
import { animationObjectKey, renditionObjectKey, storageKeyFor } from "./image-keys.ts";
import { findImageBySignature, type ImageRow, insertImage, type NewImageRow } from "./image-repo.ts";
import { imageSignature, type PreparedImage, prepareImage, prepareImageFile } from "./prepare-image.ts";

/** What the pipeline writes to. */
export interface ImageStore {
  db: Executor;
  storage: ObjectStorage;
}

// Keys are content-addressed, so an object never changes once written.
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Image intake (IMPL-029): validates the bytes (PIN-055/056), encodes every variant, stores
 * them and records the image. The same bytes twice give the same row, without re-encoding.
 * Throws AppError IMAGE_UNREADABLE, IMAGE_TOO_SMALL or PAYLOAD_TOO_LARGE.
 */
export async function processImage(store: ImageStore, bytes: Buffer): Promise<ImageRow> {
  const existing = await findImageBySignature(store.db, imageSignature(bytes));
  if (existing) return existing;
  return storeImage(store, await prepareImage(bytes));
}

/**
 * `processImage` for an image in a file (uploads, fetched images): hashed while streaming,
 * deduplicated by its sha256, decoded from disk. The caller deletes the file.
 */
export async function processImageFile(store: ImageStore, filePath: string): Promise<ImageRow> {
  const [signature, info] = await Promise.all([fileSignature(filePath), stat(filePath)]);
  const existing = await findImageBySignature(store.db, signature);
  if (existing) return existing;
  return storeImage(store, await prepareImageFile(filePath, { signature, bytes: info.size }));
}

async function fileSignature(filePath: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/**
 * Writes a prepared image's files, then its row (in that order, so a row never points at
 * missing files). Idempotent: an image already stored is returned as it is.
 */
export async function storeImage(store: ImageStore, image: PreparedImage): Promise<ImageRow> {
  await storeImageFiles(store.storage, image);
  return insertImage(store.db, imageRowFor(image));
}

/** Writes every rendition of a prepared image; content-addressed, so safe to repeat. */
export async function storeImageFiles(storage: ObjectStorage, image: PreparedImage): Promise<void> {
  const storageKey = storageKeyFor(image.signature);
  await Promise.all([
    ...image.files.map((file) =>
      storage.put(renditionObjectKey(storageKey, file.variant, file.format), file.body, file.contentType, {
        cacheControl: IMMUTABLE,
      }),
    ),
    ...(image.animation
      ? [
          storage.put(animationObjectKey(storageKey), image.animation, "image/gif", {
            cacheControl: IMMUTABLE,
          }),
        ]
      : []),
  ]);
}

/** The `images` row that records a prepared image. */
export function imageRowFor(image: PreparedImage): NewImageRow {
  return {
    storageKey: storageKeyFor(image.signature),
    width: image.width,
    height: image.height,
    dominantColor: image.dominantColor,
    format: image.format,
    bytes: image.bytes,
    signature: image.signature,
    frames: image.frames,
  };
}
