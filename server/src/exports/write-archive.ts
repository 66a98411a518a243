import {
  EXPORT_JSON_NAME,
  EXPORT_SCHEMA_NAME,
  type ExportArchive,
  exportArchiveJsonSchema,
} from "@corkboard/core/contract";
import { createZipWriter } from "../platform/archive/zip-writer.ts";
import type { ObjectStorage } from "../platform/storage/storage.ts";
import type { AccountSnapshot } from "./account-snapshot.ts";
import { bookmarksHtml } from "./bookmarks-html.ts";

/** Steps an archive takes besides its media: corkboard.json, the schema, bookmarks, README. */
export const DOCUMENT_STEPS = 4;

/** What the writer tells as it goes: steps done so far. */
export type ProgressSink = (done: number) => Promise<void>;

/**
 * Writes the archive to `filePath` (D-056): the documents, then every media file streamed
 * from storage one at a time. A media file missing from storage is left out while the
 * document still names it, so the loss is visible; its name is answered in `missing`.
 */
export async function writeArchive(
  storage: ObjectStorage,
  snapshot: AccountSnapshot,
  filePath: string,
  onProgress: ProgressSink,
  signal?: AbortSignal,
): Promise<{ size: number; missing: string[] }> {
  const zip = createZipWriter(filePath);
  const missing: string[] = [];
  try {
    const mtime = new Date(snapshot.archive.exported);
    const text = (name: string, body: string) =>
      zip.addBuffer(name, Buffer.from(body, "utf8"), { compress: true, mtime });
    text(EXPORT_JSON_NAME, `${JSON.stringify(snapshot.archive, null, 2)}\n`);
    text(EXPORT_SCHEMA_NAME, `${JSON.stringify(exportArchiveJsonSchema(), null, 2)}\n`);
    text("bookmarks.html", bookmarksHtml(snapshot.archive));
    text("README.txt", readme(snapshot.archive));
    let done = DOCUMENT_STEPS;
    await onProgress(done);
    for (const media of snapshot.media) {
      signal?.throwIfAborted();
      const object = await storage.get(media.storageKey);
      if (object) await zip.addStream(media.name, object.body, { mtime });
      else missing.push(media.name);
      done += 1;
      await onProgress(done);
    }
    return { size: await zip.finish(), missing };
  } catch (error) {
    zip.abort();
    throw error;
  }
}

function readme(archive: ExportArchive): string {
  return [
    `Corkboard export of ${archive.account.username}, made ${archive.exported} on ${archive.instance}.`,
    "",
    "What is where:",
    "  corkboard.json         everything the account owns: the account, boards (secret ones too),",
    "                         sections, pins with all their fields and product data, followers",
    "                         and following. Format: corkboard-export, version 1.",
    "  corkboard.schema.json  the JSON Schema of corkboard.json.",
    "  images/<sha256>.<ext>  each pin's image once, full size; named by the sha256 of the",
    "                         image as it was first saved. Pins and boards name their file.",
    "  videos/<sha256>.<ext>  the videos of video pins, as they were uploaded.",
    "  bookmarks.html         the pins' links as a bookmark file any browser imports:",
    "                         a folder per board, a sub-folder per section.",
    "",
    "Import this archive into any Corkboard: Settings > Import, format Corkboard.",
    "",
  ].join("\n");
}
