import { open } from "node:fs/promises";
import { isZipFile, openZip } from "../platform/archive/zip-reader.ts";
import type { ImportFormat } from "./import-records.ts";
import { detectFormatFromHead } from "./sources/index.ts";
import { looksLikePinterestExport } from "./sources/pinterest-html.ts";
import {
  archiveErrorsAsFormatErrors,
  asRecord,
  MAX_TEXT_FILE_BYTES,
  readTextFile,
} from "./sources/source-kit.ts";

/**
 * The format of an uploaded file, from its content (issue 20, D-054/D-055), for imports
 * sent as "auto": what a source tells from the first bytes (a Netscape bookmark file), then
 * a zip's contents (Corkboard's own archive by its `corkboard.json`, a Pinterest export by
 * its HTML page), a Pinterest export's bare page, a Karakeep export (`{bookmarks: […]}`), a
 * Linkwarden backup (`{collections: […]}`). Null for anything else. A damaged zip is refused
 * with the archive reader's words (ImportFormatError).
 */
export async function detectFormat(path: string): Promise<ImportFormat | null> {
  const byHead = detectFormatFromHead(await readHead(path, 4096));
  if (byHead) return byHead;
  if (await isZipFile(path)) return detectZip(path);
  const head = await readHead(path, 64 * 1024);
  const start = head.replace(/^\uFEFF/, "").trimStart();
  if (start.startsWith("{")) return detectJson(path, head);
  if (/<h[1-3][^>]*>\s*(Pins|Boards)\s*<\/h[1-3]>/i.test(head)) {
    return looksLikePinterestExport(await readTextFile(path)) ? "pinterest" : null;
  }
  return null;
}

async function detectZip(path: string): Promise<ImportFormat | null> {
  return archiveErrorsAsFormatErrors(async () => {
    const zip = await openZip(path);
    try {
      if (zip.has("corkboard.json")) return "corkboard";
      for (const entry of zip.entries) {
        if (!/\.html?$/i.test(entry.name) || entry.size > MAX_TEXT_FILE_BYTES) continue;
        if (looksLikePinterestExport(await zip.readText(entry.name, MAX_TEXT_FILE_BYTES))) return "pinterest";
      }
      return null;
    } finally {
      zip.close();
    }
  });
}

/**
 * Karakeep or Linkwarden by the top-level list the export holds. A file that does not
 * parse (a truncated export) is named by its first bytes, so the source can say it is cut.
 */
async function detectJson(path: string, head: string): Promise<ImportFormat | null> {
  let data: Record<string, unknown> | undefined;
  try {
    data = asRecord(JSON.parse(await readTextFile(path)));
  } catch {
    if (/^\s*\{\s*"bookmarks"\s*:\s*\[/.test(head)) return "karakeep";
    if (/"collections"\s*:\s*\[\s*(\{|\])/.test(head) && !/"bookmarks"\s*:/.test(head)) return "linkwarden";
    return null;
  }
  if (!data) return null;
  if (Array.isArray(data.bookmarks)) return "karakeep";
  if (Array.isArray(data.collections)) return "linkwarden";
  return null;
}

async function readHead(path: string, bytes: number): Promise<string> {
  const handle = await open(path, "r");
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead).toString("utf8");
  } finally {
    await handle.close();
  }
}
