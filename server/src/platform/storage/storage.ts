import type { Readable } from "node:stream";

/** A stored object as read back. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  contentLength: number;
}

/** A byte range to read, both ends inclusive (an HTTP Range, already checked against the size). */
export interface ByteRange {
  start: number;
  end: number;
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
  /**
   * Stores a file's bytes streamed from disk, never held whole in memory (videos up to
   * 200 MiB, D-050).
   */
  putFile(key: string, filePath: string, contentType: string, options?: PutOptions): Promise<void>;
  /**
   * Returns null when the key does not exist. With `range`, only those bytes are read and
   * `contentLength` is the range's length (HTTP Range requests for video, D-050).
   */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** A URL the browser can load directly, or null when the app must serve the bytes. */
  publicUrl(key: string): string | null;
}
