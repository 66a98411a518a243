import type { ImportFormat, ImportSource } from "../import-records.ts";
import { corkboardSource } from "./corkboard.ts";
import { karakeepSource } from "./karakeep.ts";
import { linkwardenSource } from "./linkwarden.ts";
import { netscapeSource } from "./netscape.ts";
import { pinrySource } from "./pinry.ts";
import { pinterestSource } from "./pinterest.ts";

/**
 * The one registry of import sources (issue 20, D-054): format → source. A format without a
 * source here is declared in the contract but not read yet (its start is refused).
 */
export const IMPORT_SOURCES: Partial<Record<ImportFormat, ImportSource>> = {
  netscape: netscapeSource,
  pinterest: pinterestSource,
  karakeep: karakeepSource,
  linkwarden: linkwardenSource,
  pinry: pinrySource,
  corkboard: corkboardSource,
};

/** The source of a format, or null when this build does not read it. */
export function sourceFor(format: ImportFormat): ImportSource | null {
  return IMPORT_SOURCES[format] ?? null;
}

/**
 * The format a file's first bytes show, among the sources that can tell from them; null when
 * none. `detect-format.ts` asks this first, then looks inside the file for the others.
 */
export function detectFormatFromHead(head: string): ImportFormat | null {
  for (const source of Object.values(IMPORT_SOURCES)) {
    if (source?.detect?.(head)) return source.format;
  }
  return null;
}
