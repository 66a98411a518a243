import type { ImportFormat, ImportSource } from "../import-records.ts";
import { netscapeSource } from "./netscape.ts";

/**
 * The one registry of import sources (issue 20, D-054): format → source. A format without a
 * source here is declared in the contract but not read yet (its start is refused).
 */
export const IMPORT_SOURCES: Partial<Record<ImportFormat, ImportSource>> = {
  netscape: netscapeSource,
};

/** The source of a format, or null when this build does not read it. */
export function sourceFor(format: ImportFormat): ImportSource | null {
  return IMPORT_SOURCES[format] ?? null;
}

/** The format a file's first bytes show, among the sources that can tell; null when none. */
export function detectFormat(head: string): ImportFormat | null {
  for (const source of Object.values(IMPORT_SOURCES)) {
    if (source?.detect?.(head)) return source.format;
  }
  return null;
}
