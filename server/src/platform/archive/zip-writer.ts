import { createWriteStream } from "node:fs";
import type { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import yazl from "yazl";

/**
 * Writing a zip archive to a file (exports, D-056) without holding it in memory: entries are
 * added one at a time and each stream is read to its end before the next is opened, so at
 * most one source is open and yazl's output is written to disk as it comes (its pipes keep
 * backpressure). Media is stored, not deflated: JPEG, GIF and MP4 do not shrink.
 */
export interface ZipWriter {
  /** Adds a small entry held in memory (a JSON document, a README). */
  addBuffer(name: string, body: Buffer, options?: ZipEntryOptions): void;
  /** Adds an entry from a stream; resolves once the stream has been read to its end. */
  addStream(name: string, body: Readable, options?: ZipEntryOptions): Promise<void>;
  /** Writes the central directory and closes the file; resolves with the archive's size. */
  finish(): Promise<number>;
  /** Gives up: stops writing (the caller deletes the file). */
  abort(): void;
}

/** How one entry is stored. */
export interface ZipEntryOptions {
  /** Deflate the entry (text); default false (media is already compressed). */
  compress?: boolean;
  /** The entry's modification time; default now. */
  mtime?: Date;
}

/** Starts an archive at `filePath` (created or truncated). */
export function createZipWriter(filePath: string): ZipWriter {
  const zip = new yazl.ZipFile();
  const file = createWriteStream(filePath);
  let failure: Error | null = null;
  const done = new Promise<number>((resolve, reject) => {
    const fail = (error: Error) => {
      failure = error;
      reject(error);
    };
    zip.outputStream.on("error", fail);
    file.on("error", fail);
    file.on("close", () => (failure ? reject(failure) : resolve(file.bytesWritten)));
  });
  // A rejection nobody awaits yet must not crash the process; finish() reports it.
  done.catch(() => {});
  zip.outputStream.pipe(file);
  const entryOptions = (options: ZipEntryOptions = {}) => ({
    compress: options.compress ?? false,
    mtime: options.mtime ?? new Date(),
  });
  return {
    addBuffer(name, body, options) {
      zip.addBuffer(body, name, entryOptions(options));
    },
    async addStream(name, body, options) {
      if (failure) throw failure;
      zip.addReadStream(body, name, entryOptions(options));
      await finished(body);
      if (failure) throw failure;
    },
    async finish() {
      zip.end();
      return done;
    },
    abort() {
      failure ??= new Error("archive aborted");
      zip.outputStream.unpipe(file);
      file.destroy();
    },
  };
}
