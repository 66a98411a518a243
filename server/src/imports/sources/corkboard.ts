import type { Readable } from "node:stream";
import {
  EXPORT_ARCHIVE_FORMAT,
  EXPORT_ARCHIVE_VERSION,
  EXPORT_JSON_NAME,
  type ExportArchive,
  type ExportPin,
  exportArchiveSchema,
  type PinProduct,
  PRODUCT_AVAILABILITIES,
} from "@corkboard/core/contract";
import { fromMinorUnits } from "@corkboard/core/shopping";
import { ArchiveError, isZipFile, openZip, type ZipArchive } from "../../platform/archive/zip-reader.ts";
import {
  type ImportedImage,
  ImportFormatError,
  type ImportInput,
  type ImportRecord,
  type ImportSource,
} from "../import-records.ts";

/** corkboard.json is metadata only; an account's document this large is not one. */
const MAX_JSON_BYTES = 256 * 1024 * 1024;

/**
 * A Corkboard export archive read back (issue 20, D-056): the same zod schema that wrote
 * corkboard.json judges it, so whatever one Corkboard exports another reads, field for
 * field. Boards (with privacy and dates), their sections in order, pins with every field the
 * format carries, images and videos as files inside the archive, and the people followed.
 * Followers are in the archive but not records: following someone is theirs to do.
 */
export const corkboardSource: ImportSource = {
  format: "corkboard",
  async *records(input: ImportInput): AsyncIterable<ImportRecord> {
    if (input.kind !== "file") throw new ImportFormatError("A Corkboard export is a zip file.");
    const zip = await openArchive(input.path);
    try {
      yield* recordsOf(await readDocument(zip), zip);
    } catch (error) {
      throw error instanceof ArchiveError ? new ImportFormatError(error.detail) : error;
    } finally {
      zip.close();
    }
  },
};

async function openArchive(filePath: string): Promise<ZipArchive> {
  if (!(await isZipFile(filePath))) {
    throw new ImportFormatError("This is not a Corkboard export: a Corkboard export is a zip archive.");
  }
  try {
    return await openZip(filePath);
  } catch (error) {
    if (error instanceof ArchiveError) throw new ImportFormatError(error.detail);
    throw error;
  }
}

/** corkboard.json, judged: a different file or another version is refused with its reason. */
async function readDocument(zip: ZipArchive): Promise<ExportArchive> {
  if (!zip.has(EXPORT_JSON_NAME)) {
    throw new ImportFormatError(`This is not a Corkboard export: the archive has no ${EXPORT_JSON_NAME}.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(await zip.readText(EXPORT_JSON_NAME, MAX_JSON_BYTES));
  } catch (error) {
    if (error instanceof ArchiveError) throw new ImportFormatError(error.detail);
    throw new ImportFormatError(`${EXPORT_JSON_NAME} is not valid JSON: the archive is damaged.`);
  }
  const head = json as { format?: unknown; version?: unknown } | null;
  if (head?.format !== EXPORT_ARCHIVE_FORMAT) {
    throw new ImportFormatError(
      `${EXPORT_JSON_NAME} is not a Corkboard export (its format is not "${EXPORT_ARCHIVE_FORMAT}").`,
    );
  }
  if (head.version !== EXPORT_ARCHIVE_VERSION) {
    throw new ImportFormatError(
      `This export is version ${String(head.version)}; this Corkboard reads version ${EXPORT_ARCHIVE_VERSION}. Update Corkboard and try again.`,
    );
  }
  const parsed = exportArchiveSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ImportFormatError(
      `${EXPORT_JSON_NAME} does not follow the export format at ${issue?.path.join(".") || "its top"}: ${issue?.message ?? "invalid"}.`,
    );
  }
  return parsed.data;
}

/** Opens an entry; a damaged one is the file's fault, said as an ImportFormatError. */
function opener(zip: ZipArchive, name: string): () => Promise<Readable> {
  return async () => {
    try {
      return await zip.open(name);
    } catch (error) {
      throw error instanceof ArchiveError ? new ImportFormatError(error.detail) : error;
    }
  };
}

/** The named file of the archive as an image; null when the archive lacks it. */
function fileImage(zip: ZipArchive, name: string | null): ImportedImage | null {
  return name && zip.has(name) ? { kind: "file", name, open: opener(zip, name) } : null;
}

function* recordsOf(archive: ExportArchive, zip: ZipArchive): Iterable<ImportRecord> {
  for (const board of archive.boards) {
    const cover = fileImage(zip, board.cover);
    yield {
      kind: "board",
      key: board.id,
      name: board.name,
      description: board.description,
      secret: board.secret,
      createdAt: new Date(board.created),
      updatedAt: new Date(board.updated),
      layout: board.layout,
      ...(board.archived ? { archivedAt: new Date(board.archived) } : {}),
      ...(cover ? { cover } : {}),
      sectionOrder: board.section_order,
    };
    for (const section of archive.sections.filter((section) => section.board === board.id)) {
      yield {
        kind: "section",
        key: section.id,
        boardKey: board.id,
        title: section.title,
        createdAt: new Date(section.created),
      };
    }
    for (const pin of archive.pins.filter((pin) => pin.board === board.id)) yield pinRecord(pin, zip);
  }
  for (const follow of archive.following) {
    yield { kind: "follow", username: follow.username, createdAt: new Date(follow.since) };
  }
}

function pinRecord(pin: ExportPin, zip: ZipArchive): ImportRecord {
  const product = productOf(pin);
  const video = pin.video && zip.has(pin.video.file) ? pin.video : null;
  return {
    kind: "pin",
    boardKey: pin.board,
    ...(pin.section ? { sectionKey: pin.section } : {}),
    title: pin.title,
    description: pin.description,
    ...(pin.alt_text ? { altText: pin.alt_text } : {}),
    ...(pin.link ? { link: pin.link } : {}),
    image: fileImage(zip, pin.image),
    createdAt: new Date(pin.created),
    updatedAt: new Date(pin.updated),
    createdMethod: pin.created_method,
    hashtags: pin.hashtags,
    dominantColor: pin.dominant_color,
    ...(product ? { product } : {}),
    ...(video
      ? {
          video: {
            name: video.file,
            open: opener(zip, video.file),
            container: video.container,
            durationMs: video.duration_ms,
            width: video.width,
            height: video.height,
          },
        }
      : {}),
    sourceRef: `pins/${pin.id}`,
  };
}

function productOf(pin: ExportPin): PinProduct | undefined {
  const product = pin.product;
  if (!product) return undefined;
  const availability = (PRODUCT_AVAILABILITIES as readonly string[]).includes(product.availability ?? "")
    ? (product.availability as PinProduct["availability"])
    : null;
  return {
    price:
      product.price_minor !== null && product.currency !== null
        ? {
            amount: fromMinorUnits(product.price_minor, product.currency),
            amount_minor: product.price_minor,
            currency: product.currency,
          }
        : null,
    brand: product.brand,
    on_sale: product.on_sale,
    availability,
    style: product.style,
  };
}
