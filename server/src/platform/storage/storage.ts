import type { Readable } from "node:stream";

/** A stored object as read back. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  contentLength: number;
}

/** Optional metadata for a write. */
export interface PutOptions {
  /**
   * Cache-Control stored with the object, for stores the browser reads directly (an S3
   * public URL or CDN). The local store ignores it: the media route sets its own headers.
   */
  cacheControl?: string;
}

/**
 * Where image bytes live (DESIGN §1): a local directory by default, an S3-compatible store
 * by configuration. Keys are relative paths such as `ab/cd/abcdef…/236x.webp`.
 */
export interface ObjectStorage {
  /** Which backend this is, for logs and /readyz. */
  readonly kind: "local" | "s3";
  put(key: string, body: Buffer, contentType: string, options?: PutOptions): Promise<void>;
  /** Returns null when the key does not exist. */
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** A URL the browser can load directly, or null when the app must serve the bytes. */
  publicUrl(key: string): string | null;
}
