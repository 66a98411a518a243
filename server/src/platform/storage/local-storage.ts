import { randomBytes } from "node:crypto";
import { copyFile, mkdir, open, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { t } from "@corkboard/core/messages";
import { AppError } from "../http/app-error.ts";
import { assertSafeKey, contentTypeForKey } from "./object-keys.ts";
import type { ByteRange, ObjectStorage, StoredObject } from "./storage.ts";

/**
 * Objects as files under one directory (the embedded default, DESIGN §1). Writes go to a
 * temporary file in the same directory and are renamed into place, so a reader never sees
 * a half-written image even when two processes store the same content-addressed key.
 */
export class LocalStorage implements ObjectStorage {
  readonly kind = "local" as const;
  readonly #root: string;

  constructor(root: string) {
    this.#root = path.resolve(root);
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    await this.#write(key, (temporary) => writeFile(temporary, body));
  }

  async putFile(key: string, filePath: string, _contentType: string): Promise<void> {
    await this.#write(key, (temporary) => copyFile(filePath, temporary));
  }

  async #write(key: string, write: (temporary: string) => Promise<void>): Promise<void> {
    const target = this.#path(key);
    await mkdir(path.dirname(target), { recursive: true }).catch((error: unknown) => {
      throw noRoomOrReadOnly(this.#root, error) ?? error;
    });
    const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await write(temporary);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw noRoomOrReadOnly(this.#root, error) ?? error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    // Open first and stat the open handle: a file deleted in between cannot mislead us.
    const handle = await open(this.#path(key), "r").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ENOTDIR" || error.code === "EISDIR") return null;
      throw error;
    });
    if (!handle) return null;
    try {
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      if (range) {
        const end = Math.min(range.end, info.size - 1);
        return {
          body: handle.createReadStream({ start: range.start, end }),
          contentType: contentTypeForKey(key),
          contentLength: Math.max(0, end - range.start + 1),
        };
      }
      return {
        body: handle.createReadStream(),
        contentType: contentTypeForKey(key),
        contentLength: info.size,
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    const info = await stat(this.#path(key)).catch(() => null);
    return info?.isFile() ?? false;
  }

  async delete(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
  }

  publicUrl(_key: string): string | null {
    return null;
  }

  #path(key: string): string {
    assertSafeKey(key);
    const full = path.join(this.#root, ...key.split("/"));
    // Belt and braces: the key check already rules this out.
    if (!full.startsWith(this.#root + path.sep)) assertSafeKey("..");
    return full;
  }
}

/** errno codes of a media directory that is full, over quota or not writable. */
const NO_ROOM = new Set(["ENOSPC", "EDQUOT", "EFBIG"]);
const READ_ONLY = new Set(["EROFS", "EACCES", "EPERM"]);

/**
 * A write the disk refused (issue 18): 503 UNAVAILABLE with Retry-After, the directory named
 * in the log — nothing was recorded, since rows follow files. Null for any other failure.
 */
function noRoomOrReadOnly(root: string, error: unknown): AppError | null {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== "string" || !(NO_ROOM.has(code) || READ_ONLY.has(code))) return null;
  const what = NO_ROOM.has(code) ? "is full" : "cannot be written";
  return new AppError("UNAVAILABLE", t("error.UNAVAILABLE"), {
    detail: `the media directory ${what}`,
    cause: new Error(`The media directory ${root} ${what} (${code})`, { cause: error }),
  });
}
