import { setImmediate as yieldToLoop } from "node:timers/promises";
import { IMPORT_MAX_PINS } from "@corkboard/core/imports";
import { DEFAULT_LOCALE, type Locale, translate } from "@corkboard/core/messages";
import { PIN_LIMITS } from "@corkboard/core/pins";
import { finishImportedBoard, type ImportedBoardFacts, importBoard, importSection } from "../boards/index.ts";
import { followImported, queueCreatorRefill } from "../follows/index.ts";
import { saveImportedPin } from "../pins/index.ts";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { AppContext } from "../platform/context.ts";
import { AppError } from "../platform/http/app-error.ts";
import { createImageUrls } from "../platform/images/image-urls.ts";
import {
  type ImportedBoard,
  type ImportedPin,
  type ImportFormat,
  ImportFormatError,
  type ImportInput,
  type ImportRecord,
  type ImportSourceContext,
} from "./import-records.ts";
import { imageOfPin, reasonOf, videoOfPin } from "./pin-image.ts";
import {
  findItems,
  findRun,
  hasDuplicatePin,
  type ImportReportJson,
  type ImportRunRow,
  REPORT_ITEMS_MAX,
  recordItem,
  updateRun,
} from "./runs-repo.ts";
import { sourceFor } from "./sources/index.ts";

/** Pins whose images are fetched at once (page + image fetches of one batch). */
const FETCHES_AT_ONCE = 4;
const ACTIVE = ["checking", "running"] as const;

type PipelineContext = Pick<AppContext, "db" | "storage" | "config" | "experiments" | "jobs">;

/** How one run of the pipeline is driven: by the job, or by the operator's command. */
export interface RunOptions {
  signal: AbortSignal;
  /** Told after each batch (the admin command's progress line; tests that interrupt a run). */
  onProgress?: (run: ImportRunRow) => void;
  /** The input (a file on disk or Pinry's address) and the source's helpers. */
  input: ImportInput;
  sourceContext: Omit<ImportSourceContext, "signal" | "skipped">;
  /** The language the report's skip reasons are said in (the owner's). */
  locale?: Locale;
}

/** How a call of `runImport` ended: finished (done, failed, cancelled) or stopped to resume later. */
export type RunEnd = "finished" | "interrupted";

/**
 * The one import pipeline (issue 20, D-054), the same for every format. First it reads the
 * whole input once (status checking): counting pins and checking references; a format error
 * or a limit fails the run and nothing is created. Then (status running) it reads the input
 * again and creates boards and sections (found by name when the owner has them) and pins
 * (images fetched a batch at a time, duplicates skipped), recording each thing it created
 * against the run and storing the cursor after every batch — so a run stopped anywhere
 * resumes where it was without making anything twice, and its undo removes exactly what it made.
 */
export async function runImport(
  context: PipelineContext,
  runId: string,
  options: RunOptions,
): Promise<RunEnd> {
  let run = await findRun(context.db, runId);
  if (!run || !ACTIVE.includes(run.status as (typeof ACTIVE)[number])) return "finished";
  const source = sourceFor(run.format as ImportFormat);
  const sourceContext: ImportSourceContext = { ...options.sourceContext, signal: options.signal };
  if (!source) {
    await finish(context, run.id, "failed", { error: `The ${run.format} format cannot be imported yet.` });
    return "finished";
  }
  const records = (skipped?: ImportSourceContext["skipped"]) =>
    source.records(options.input, skipped ? { ...sourceContext, skipped } : sourceContext);

  if (run.status === "checking") {
    let total: number;
    try {
      total = await check(records(), options.signal);
    } catch (error) {
      if (!(error instanceof ImportFormatError)) throw error;
      await finish(context, run.id, "failed", { error: error.detail });
      return "finished";
    }
    if (options.signal.aborted) return "interrupted";
    if (!(await updateRun(context.db, run.id, { status: "running", total, cursor: 0 }, ["checking"]))) {
      return "finished";
    }
    run = { ...run, status: "running", total, cursor: 0 };
  }
  return importRecords(context, run, records, options);
}

/** The check pass: every record read once; answers how many pins there are. */
async function check(records: AsyncIterable<ImportRecord>, signal: AbortSignal): Promise<number> {
  const boards = new Set<string>();
  const sections = new Set<string>();
  let pins = 0;
  for await (const record of records) {
    if (signal.aborted) return pins;
    if (record.kind === "board") boards.add(record.key);
    else if (record.kind === "section") {
      if (!boards.has(record.boardKey))
        throw new ImportFormatError(`section "${record.title}" names no board`);
      sections.add(record.key);
    } else if (record.kind === "pin") {
      if (!boards.has(record.boardKey) || (record.sectionKey && !sections.has(record.sectionKey))) {
        throw new ImportFormatError(`${record.sourceRef ?? "a pin"}: it names no board of the file`);
      }
      pins++;
      if (pins > IMPORT_MAX_PINS) {
        throw new ImportFormatError(
          `The file holds more than ${IMPORT_MAX_PINS} pins, the most one import takes.`,
        );
      }
    }
  }
  return pins;
}

/** The counts and report of a run as it goes. */
interface Tally {
  processed: number;
  created: number;
  skipped: number;
  failed: number;
  imageUnavailable: number;
  report: ImportReportJson;
}

async function importRecords(
  context: PipelineContext,
  run: ImportRunRow,
  read: (skipped: NonNullable<ImportSourceContext["skipped"]>) => AsyncIterable<ImportRecord>,
  options: RunOptions,
): Promise<RunEnd> {
  const viewer: Viewer = { id: run.ownerId };
  const urls = createImageUrls(context.storage);
  const boardIds = new Map<string, string>();
  const sectionIds = new Map<string, string>();
  const tally: Tally = {
    processed: run.processed,
    created: run.created,
    skipped: run.skipped,
    failed: run.failed,
    imageUnavailable: run.imageUnavailable,
    report: { items: [...run.report.items] },
  };
  const noteItem = (
    outcome: ImportReportJson["items"][number]["outcome"],
    reason: string,
    pin: { sourceRef?: string | undefined },
  ) => {
    if (tally.report.items.length < REPORT_ITEMS_MAX) {
      tally.report.items.push({ outcome, reason, sourceRef: pin.sourceRef ?? "" });
    }
  };
  let index = 0;
  let cursor = run.cursor;
  // The boards this run made (a resumed run finds them by name: they are still its own).
  const ownBoards = new Set(await findItems(context.db, run.id, "board"));
  // An archived board takes no new pins: it is archived once its pins are in.
  let archiveLater: { boardId: string; at: Date } | null = null;
  const archivePending = async () => {
    if (!archiveLater) return;
    await finishImportedBoard(context.db, archiveLater.boardId, { archivedAt: archiveLater.at });
    archiveLater = null;
  };
  // What the source left out is skipped, counted, with its reason. A resumed run hears the
  // source again from the start: only what it tells past the cursor counts (once).
  const records = read((sourceRef, reason) => {
    if (index < cursor) return;
    tally.skipped++;
    noteItem("skipped", translate(options.locale ?? DEFAULT_LOCALE, reason), { sourceRef });
  });
  let batch: { pin: ImportedPin; index: number }[] = [];

  const flush = async (): Promise<boolean> => {
    if (batch.length > 0) {
      await importBatch(
        context,
        run,
        viewer,
        batch.map((b) => b.pin),
        { boardIds, sectionIds },
        tally,
        noteItem,
      );
      cursor = (batch.at(-1)?.index ?? cursor) + 1;
      batch = [];
    }
    const saved = await updateRun(context.db, run.id, { cursor, ...tally }, ["running"]);
    const current = { ...run, cursor, ...tally };
    options.onProgress?.(current);
    // Between batches the event loop serves everyone else (the import must not block).
    await yieldToLoop();
    return saved;
  };

  for await (const record of records) {
    if (options.signal.aborted) return "interrupted";
    const at = index++;
    if (record.kind === "board") {
      if (batch.length > 0 && !(await flush())) return "finished";
      await archivePending();
      const made = await importBoard({ db: context.db, urls, checkAdvertiser: refuseAdvertiser }, viewer, {
        name: record.name,
        ...(record.description ? { description: record.description } : {}),
        ...(record.secret ? { secret: true } : {}),
        ...(record.createdAt ? { createdAt: record.createdAt } : {}),
      });
      if (made.created) await recordItem(context.db, run.id, "board", made.id);
      if (made.created || ownBoards.has(made.id)) {
        await finishImportedBoard(context.db, made.id, await boardFacts(context, record));
        if (record.archivedAt) archiveLater = { boardId: made.id, at: record.archivedAt };
      }
      boardIds.set(record.key, made.id);
      if (at >= cursor) cursor = at + 1;
    } else if (record.kind === "section") {
      if (batch.length > 0 && !(await flush())) return "finished";
      const boardId = boardIds.get(record.boardKey);
      if (boardId) {
        const made = await importSection(
          { db: context.db, urls },
          viewer,
          boardId,
          record.title,
          record.createdAt,
        );
        if (made.created) await recordItem(context.db, run.id, "section", made.id);
        sectionIds.set(record.key, made.id);
      }
      if (at >= cursor) cursor = at + 1;
    } else if (record.kind === "pin") {
      // Pins before the cursor were handled by an earlier attempt of this run.
      if (at < cursor) continue;
      batch.push({ pin: record, index: at });
      if (batch.length >= FETCHES_AT_ONCE && !(await flush())) return "finished";
    } else if (at >= cursor) {
      if (batch.length > 0 && !(await flush())) return "finished";
      await archivePending();
      const outcome = await followImported(context.db, viewer.id, record.username, record.createdAt);
      if (outcome === "no_such_user") {
        noteItem("skipped", `not followed: nobody called @${record.username} is on this instance`, {
          sourceRef: `following/${record.username}`,
        });
      }
      cursor = at + 1;
    }
  }
  if (options.signal.aborted) return "interrupted";
  if (!(await flush())) return "finished";
  await archivePending();
  await finish(context, run.id, "done", {});
  // The imported pins were made without a save: one job writes them into the importer's
  // followers' feeds (D-069), as a save's fan-out would have.
  if (tally.created > 0) await queueCreatorRefill(context, viewer.id);
  return "finished";
}

const LAYOUTS = ["default", "custom", "quick_creates"] as const;

/**
 * What a Corkboard export says of a board beyond its create (D-056): its layout, last change and chosen cover (stored like a pin's image; one that cannot be had
 * leaves the board with its newest pin's image, as a board without a chosen cover shows).
 */
async function boardFacts(context: PipelineContext, record: ImportedBoard): Promise<ImportedBoardFacts> {
  const layout = LAYOUTS.find((name) => name === record.layout);
  let coverImageId: string | undefined;
  if (record.cover) {
    const cover = await imageOfPin(context, record.cover, null).catch(() => null);
    if (cover && cover.unavailable === null) coverImageId = cover.image.id;
  }
  return {
    ...(layout ? { layout } : {}),
    ...(record.updatedAt ? { updatedAt: record.updatedAt } : {}),
    ...(coverImageId ? { coverImageId } : {}),
  };
}

const refuseAdvertiser = async () => {
  throw new AppError("FORBIDDEN", "imports make no ad-account boards");
};

/** One batch: images fetched at once, then each pin saved in order (or skipped, or failed). */
async function importBatch(
  context: PipelineContext,
  run: ImportRunRow,
  viewer: Viewer,
  pins: ImportedPin[],
  targets: { boardIds: Map<string, string>; sectionIds: Map<string, string> },
  tally: Tally,
  noteItem: (outcome: "skipped" | "failed" | "image_unavailable", reason: string, pin: ImportedPin) => void,
): Promise<void> {
  const prepared = await Promise.all(
    pins.map(async (pin) => {
      const link = webLink(pin.link);
      if (link === "dropped") return { pin, failure: "link dropped: only http and https links are imported" };
      if (link && link.length > PIN_LIMITS.linkMax) return { pin, failure: "the link is too long" };
      if (link === null && pin.image === null) return { pin, failure: "no link and no image" };
      try {
        const image = await imageOfPin(context, pin.image, link);
        const video = pin.video ? await videoOfPin(context, viewer.id, pin.video) : undefined;
        return { pin, link, ...image, video };
      } catch (error) {
        return { pin, failure: reasonOf(error) };
      }
    }),
  );
  for (const item of prepared) {
    tally.processed++;
    const boardId = targets.boardIds.get(item.pin.boardKey);
    if ("failure" in item || !boardId) {
      tally.failed++;
      noteItem("failed", "failure" in item ? (item.failure ?? "") : "its board could not be made", item.pin);
      continue;
    }
    const sectionId = item.pin.sectionKey ? (targets.sectionIds.get(item.pin.sectionKey) ?? null) : null;
    if (await hasDuplicatePin(context.db, boardId, item.image.id, item.link)) {
      tally.skipped++;
      noteItem("skipped", "already on this board (same link and image)", item.pin);
      continue;
    }
    const pinId = await context.db.transaction(async (tx) => {
      const id = await saveImportedPin(tx, {
        pinnerId: viewer.id,
        boardId,
        sectionId,
        imageId: item.image.id,
        title: item.pin.title ?? "",
        description: item.pin.description ?? "",
        link: item.link,
        createdAt: item.pin.createdAt,
        imageUnavailable: item.unavailable !== null,
        altText: item.pin.altText,
        product: item.pin.product,
        createdMethod: item.pin.createdMethod,
        updatedAt: item.pin.updatedAt,
        dominantColor: item.pin.dominantColor,
        video: item.video && "video" in item.video ? item.video.video : undefined,
      });
      if (id) await recordItem(tx, run.id, "pin", id);
      return id;
    });
    if (!pinId) {
      tally.failed++;
      noteItem("failed", "the board refused the pin", item.pin);
      continue;
    }
    tally.created++;
    // A video the upload would refuse is not imported: the pin keeps its poster as its
    // image, and the report says why.
    if (item.video && "refused" in item.video)
      noteItem(
        "skipped",
        `the video was not imported (${item.video.refused}); the pin keeps its poster image`,
        item.pin,
      );
    if (item.unavailable !== null) {
      tally.imageUnavailable++;
      noteItem("image_unavailable", item.unavailable, item.pin);
    }
  }
}

/** An http(s) link as given; "dropped" for any other scheme (javascript:, data:, file:…); null for none. */
function webLink(link: string | undefined): string | null | "dropped" {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === "http:" || url.protocol === "https:" ? link : "dropped";
  } catch {
    return "dropped";
  }
}

/** Ends a run; a cancel already written wins over a late "done". */
export async function finish(
  context: Pick<AppContext, "db">,
  runId: string,
  status: "done" | "failed",
  changes: { error?: string },
): Promise<void> {
  await updateRun(context.db, runId, { status, finishedAt: new Date(), ...changes }, ACTIVE);
}
