import type { Readable } from "node:stream";
import type { PinProduct } from "@corkboard/core";
import type { MessageKey } from "@corkboard/core/messages";

/**
 * What every import source yields (issue 20, D-054): a neutral stream of records the one
 * import pipeline turns into boards, sections and pins. A source only reads its format;
 * it never writes, fetches images or decides about duplicates — the pipeline does, the
 * same way for every format.
 *
 * Order: a board's record comes before its sections and pins, a section's before its pins.
 * Keys are the source's own names for things (a folder path, an export's board id) and
 * only need to be unique within one import.
 */
export type ImportRecord = ImportedBoard | ImportedSection | ImportedPin | ImportedFollow;

export interface ImportedBoard {
  kind: "board";
  key: string;
  name: string;
  description?: string;
  /** A secret board stays secret (D-006). */
  secret?: boolean;
  createdAt?: Date;
  // What a Corkboard export carries besides (D-056); other sources leave these out.
  /** When the board was last changed. */
  updatedAt?: Date;
  /** The board's layout (default, custom, quick_creates). */
  layout?: string;
  /** When the owner archived the board; absent when it is not archived. */
  archivedAt?: Date;
  /** The chosen cover; absent: the newest pin's image is the cover. */
  cover?: ImportedImage;
  /** The sections' keys in the order the board shows them. */
  sectionOrder?: string[];
}

export interface ImportedSection {
  kind: "section";
  key: string;
  boardKey: string;
  title: string;
  createdAt?: Date;
}

export interface ImportedPin {
  kind: "pin";
  boardKey: string;
  sectionKey?: string;
  title?: string;
  description?: string;
  altText?: string;
  /** The page the pin links to; the pipeline keeps only http(s) links. */
  link?: string;
  /** Null when the source has no image: the pin is kept, shown as "image unavailable". */
  image: ImportedImage | null;
  createdAt?: Date;
  /** Product data, as a Corkboard export carries it; other formats leave it out. */
  product?: PinProduct;
  /** Where in the source this came from ("line 120", "pins/42"), for the import's report. */
  sourceRef?: string;
  // What a Corkboard export carries besides (D-056); other sources leave these out.
  /** When the pin was last changed. */
  updatedAt?: Date;
  /** How the pin was first made (uploaded, scraped, button_external, repin…). */
  createdMethod?: string;
  /** The description's hashtags, lower case without "#" (the pipeline may also read them itself). */
  hashtags?: string[];
  /** `#rrggbb`, as the source computed it (the pipeline recomputes it from the image anyway). */
  dominantColor?: string;
  /** A video pin's video, from the archive; `image` is then its poster. */
  video?: ImportedVideo;
}

/** A video pin's video inside an archive, with what the exporting instance read from it. */
export interface ImportedVideo {
  name: string;
  open: () => Promise<Readable>;
  container: string;
  durationMs: number;
  width: number;
  height: number;
}

/** An image at an address (fetched through the SSRF-safe fetcher) or inside the archive. */
export type ImportedImage =
  | { kind: "url"; url: string }
  | { kind: "file"; name: string; open: () => Promise<Readable> };

/** Someone the exporting account followed; recreated only when that username exists here. */
export interface ImportedFollow {
  kind: "follow";
  username: string;
  /** When the follow was made (a Corkboard export). */
  createdAt?: Date;
}

/** The formats Corkboard reads. */
export const IMPORT_FORMATS = [
  "pinterest",
  "netscape",
  "karakeep",
  "linkwarden",
  "pinry",
  "corkboard",
] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** What a source reads: an uploaded file (already on disk), or a Pinry instance's API. */
export type ImportInput = { kind: "file"; path: string } | { kind: "pinry"; baseUrl: string; token?: string };

export interface ImportSourceContext {
  signal: AbortSignal;
  /** GET a JSON document through the SSRF-safe fetcher (Pinry's API); bounded in size and time. */
  fetchJson: (url: string, headers?: Record<string, string>) => Promise<unknown>;
  /**
   * The name of the board for things the source finds outside any board (bookmarks outside
   * every folder), in the importing person's language ("Imported bookmarks").
   */
  defaultBoardName: string;
  /**
   * Told of each item the source leaves out, with where it was and why (a catalogue key):
   * the pipeline puts it in the run's report as skipped. Optional: a caller that does not
   * listen (a test reading records) loses nothing else.
   */
  skipped?: (sourceRef: string, reason: SkipReason) => void;
}

/** Why a source left an item out: a catalogue key the import's report says in words. */
export type SkipReason = Extract<MessageKey, `importSources.skip.${string}`>;

/**
 * One format. `records` may be called twice for the same input: once to count and check
 * the whole file before anything is created, once to import.
 */
export interface ImportSource {
  format: ImportFormat;
  records(input: ImportInput, context: ImportSourceContext): AsyncIterable<ImportRecord>;
  /**
   * Whether a file's first bytes (up to 4 KiB, as UTF-8) look like this format, for an upload
   * whose format is "auto". A source that cannot tell from the start leaves it out.
   */
  detect?(head: string): boolean;
}

/**
 * The input is not this format, or is damaged (truncated, over a limit). `detail` says what
 * and where in words a person can act on; the pipeline turns it into the IMPORT_BAD_FILE
 * error and creates nothing.
 */
export class ImportFormatError extends Error {
  readonly detail: string;
  constructor(detail: string) {
    super(detail);
    this.detail = detail;
    this.name = "ImportFormatError";
  }
}
