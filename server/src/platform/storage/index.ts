import type { AppConfig } from "../config/config.ts";
import { LocalStorage } from "./local-storage.ts";
import { S3Storage } from "./s3-storage.ts";
import type { ObjectStorage } from "./storage.ts";

export { LocalStorage } from "./local-storage.ts";
export { assertSafeKey, contentTypeForKey, isSafeKey } from "./object-keys.ts";
export { S3Storage } from "./s3-storage.ts";
export type { ByteRange, ObjectStorage, PutOptions, StoredObject } from "./storage.ts";

/** The configured object store: S3 when `S3_BUCKET` is set, else files under `mediaDir`. */
export function createStorage(config: AppConfig): ObjectStorage {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(config.mediaDir);
}
