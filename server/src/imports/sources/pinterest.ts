import { isZipFile, openZip, type ZipArchive } from "../../platform/archive/zip-reader.ts";
import {
  type ImportedBoard,
  type ImportedImage,
  type ImportedPin,
  type ImportedSection,
  ImportFormatError,
  type ImportInput,
  type ImportRecord,
  type ImportSource,
} from "../import-records.ts";
import {
  type ExportItem,
  type ExportSection,
  field,
  fieldLink,
  isTrue,
  looksLikePinterestExport,
  readExportPage,
} from "./pinterest-html.ts";
import {
  archiveErrorsAsFormatErrors,
  filePath,
  MAX_TEXT_FILE_BYTES,
  optional,
  parseDate,
  plainOf,
  readTextFile,
  unlistedBoardName,
  webUrl,
} from "./source-kit.ts";

/**
 * A Pinterest account export (issue 20, D-055): the zip Pinterest sends when asked for
 * your data, or the HTML page inside it. Boards from its "Boards" section and from the
 * pins' board names, sections from the pins' section names, pins with title, details,
 * alt text, link, image, dates and privacy. What the page does not say stays unsaid.
 */
export const pinterestSource: ImportSource = {
  format: "pinterest",
  records: (input: ImportInput) => pinterestRecords(input),
};

const NOT_AN_EXPORT =
  "The file is not a Pinterest export: it has no “Pins” section listing pins. Upload the zip Pinterest sent, or the HTML file inside it.";

async function* pinterestRecords(input: ImportInput): AsyncGenerator<ImportRecord> {
  const path = filePath(input, "Pinterest");
  const opened = await openExport(path);
  try {
    yield* recordsOf(readExportPage(opened.html), opened.zip);
  } finally {
    opened.zip?.close();
  }
}

/** The export's page, and the archive it came in (for images it may carry). */
async function openExport(path: string): Promise<{ html: string; zip: ZipArchive | null }> {
  if (!(await isZipFile(path))) {
    const html = await readTextFile(path);
    if (!looksLikePinterestExport(html)) throw new ImportFormatError(NOT_AN_EXPORT);
    assertWhole(html);
    return { html, zip: null };
  }
  return archiveErrorsAsFormatErrors(async () => {
    const zip = await openZip(path);
    try {
      for (const entry of zip.entries) {
        if (!/\.html?$/i.test(entry.name)) continue;
        const html = await zip.readText(entry.name, MAX_TEXT_FILE_BYTES);
        if (!looksLikePinterestExport(html)) continue;
        assertWhole(html);
        return { html, zip };
      }
    } catch (error) {
      zip.close();
      throw error;
    }
    zip.close();
    throw new ImportFormatError(NOT_AN_EXPORT);
  });
}

/** A page that opens `<html>` and never closes it was cut off. */
function assertWhole(html: string): void {
  if (/<html[\s>]/i.test(html) && !/<\/html\s*>/i.test(html)) {
    throw new ImportFormatError(
      "The Pinterest export stops early: the HTML file is truncated. Download the export again.",
    );
  }
}

/** Pinterest's image signature: 32 hex digits (an md5), or an address. */
const SIGNATURE = /^[0-9a-f]{32}$/i;

interface BoardDraft {
  record: ImportedBoard;
  id?: string;
}

function* recordsOf(sections: ExportSection[], zip: ZipArchive | null): Generator<ImportRecord> {
  const pins = sections.filter((section) => /^pins$/i.test(section.heading)).flatMap((s) => s.items);
  const boardItems = sections.filter((section) => /^boards$/i.test(section.heading)).flatMap((s) => s.items);
  if (pins.length === 0 && boardItems.length === 0) throw new ImportFormatError(NOT_AN_EXPORT);
  // Every complete pin ends with its "Private" line: one without it at the end was cut off.
  const last = pins.at(-1);
  if (last && !last.fields.has("private") && pins.some((pin) => pin.fields.has("private"))) {
    throw new ImportFormatError(
      "The Pinterest export stops early: its last pin is incomplete. Download the export again.",
    );
  }

  const boards = new Map<string, BoardDraft>();
  const byId = new Map<string, BoardDraft>();
  for (const item of boardItems) {
    const name = boardName(item);
    if (!name || boards.has(name)) continue;
    const draft: BoardDraft = {
      record: {
        kind: "board",
        key: `board:${name}`,
        name,
        ...optional("description", plainOf(field(item, "description", "details"))),
        secret: isTrue(field(item, "secret", "is secret", "private", "privacy")),
        ...optional("createdAt", parseDate(field(item, "created at", "created"))),
      },
      ...optional("id", field(item, "board id", "id") ?? boardIdOf(item.href)),
    };
    boards.set(name, draft);
    if (draft.id) byId.set(draft.id, draft);
  }

  const sectionRecords = new Map<string, ImportedSection>();
  const pinRecords: ImportedPin[] = [];
  for (const [index, item] of pins.entries()) {
    const board = boardFor(item, boards, byId);
    if (isTrue(field(item, "private", "secret"))) board.record.secret = true;
    const sectionTitle = plainOf(
      field(item, "section name", "board section name", "board section", "section"),
    );
    let sectionKey: string | undefined;
    if (sectionTitle) {
      sectionKey = `${board.record.key}/section:${sectionTitle}`;
      if (!sectionRecords.has(sectionKey)) {
        sectionRecords.set(sectionKey, {
          kind: "section",
          key: sectionKey,
          boardKey: board.record.key,
          title: sectionTitle,
        });
      }
    }
    const link = webUrl(fieldLink(item, "canonical link", "link", "destination link", "url"));
    pinRecords.push({
      kind: "pin",
      boardKey: board.record.key,
      ...optional("sectionKey", sectionKey),
      ...optional("title", plainOf(field(item, "title"))),
      ...optional("description", plainOf(field(item, "details", "description"))),
      ...optional("altText", plainOf(field(item, "alt text", "alt"))),
      ...optional("link", link),
      image: imageOf(field(item, "image", "image url") ?? fieldLink(item, "image"), zip),
      ...optional("createdAt", parseDate(field(item, "created at", "created"))),
      sourceRef: webUrl(item.href) ?? `pin ${index + 1}`,
    });
  }
  for (const board of boards.values()) yield board.record;
  yield* sectionRecords.values();
  yield* pinRecords;
  yield* followsOf(sections);
}

/** The people the account followed ("Following" / "Followed users"), by their profile link. */
function* followsOf(sections: ExportSection[]): Generator<ImportRecord> {
  const seen = new Set<string>();
  for (const section of sections) {
    if (!/^follow(ing|ed users|ed)$/i.test(section.heading)) continue;
    for (const item of section.items) {
      const username = /pinterest\.[a-z.]+\/([A-Za-z0-9_]{1,60})\/?$/i.exec(item.href)?.[1];
      if (!username || seen.has(username)) continue;
      seen.add(username);
      yield { kind: "follow", username };
    }
  }
}

/** The pin's board: by name, else by the id the Boards section gave, else the catch-all. */
function boardFor(
  item: ExportItem,
  boards: Map<string, BoardDraft>,
  byId: Map<string, BoardDraft>,
): BoardDraft {
  const name = plainOf(field(item, "board name", "board"));
  const id = field(item, "board id");
  const known = (name && boards.get(name)) || (id && byId.get(id));
  if (known) return known;
  const boardName = name ?? unlistedBoardName("Pinterest");
  const draft: BoardDraft = {
    record: { kind: "board", key: `board:${boardName}`, name: boardName, secret: false },
  };
  boards.set(boardName, draft);
  if (id && name) byId.set(id, draft);
  return draft;
}

function boardName(item: ExportItem): string | undefined {
  const named = plainOf(field(item, "name", "board name", "title"));
  if (named) return named;
  const text = plainOf(item.linkText);
  return text && !/^https?:\/\//i.test(text) ? text : undefined;
}

/** A board link's numeric id, when the link carries one. */
function boardIdOf(href: string): string | undefined {
  return /\/board\/(\d+)/.exec(href)?.[1];
}

/**
 * The pin's image: an address as given; a signature as the file of that name in the
 * archive when it carries one, else as Pinterest's 736-px rendition of it (the sizes that
 * are always JPEG; D-055).
 */
function imageOf(value: string | undefined, zip: ZipArchive | null): ImportedImage | null {
  if (!value) return null;
  const url = webUrl(value);
  if (url) return { kind: "url", url };
  if (!SIGNATURE.test(value)) return null;
  const signature = value.toLowerCase();
  const file = zip?.entries.find((entry) => {
    const base = entry.name.split("/").at(-1)?.toLowerCase() ?? "";
    return base.startsWith(`${signature}.`);
  });
  if (file && zip) return { kind: "file", name: file.name, open: () => zip.open(file.name) };
  return {
    kind: "url",
    url: `https://i.pinimg.com/736x/${signature.slice(0, 2)}/${signature.slice(2, 4)}/${signature.slice(4, 6)}/${signature}.jpg`,
  };
}
