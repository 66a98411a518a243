import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { createInterface } from "node:readline";
import type { Writable } from "node:stream";
import { createGunzip, createGzip } from "node:zlib";
import type { Database, Executor } from "../db/database.ts";
import { animationObjectKey, IMAGE_VARIANTS } from "../images/image-keys.ts";
import type { ObjectStorage } from "../storage/index.ts";
import {
  animatedImageStorageKeys,
  countRows,
  emptyTables,
  hasAnyRows,
  imageStorageKeys,
  insertRows,
  listTables,
  type MigrationLevel,
  readMigrationLevel,
  readRowsPage,
  readSequences,
  restoreMode,
  setSequence,
  type TableShape,
  videoObjectKeys,
} from "./backup-repo.ts";

/**
 * The backup file (D-049): gzip'd lines, each a one-letter kind, a space and a payload.
 *   H {header}            format, version, when, migration level
 *   T {table, columns}    the rows that follow belong to it
 *   R <row json>          one row as PostgreSQL wrote it (never parsed by JavaScript)
 *   S {sequence}          where a sequence stood
 *   O {key, content_type} a stored object; its bytes follow in one B line (base64)
 *   E {rows, objects}     the end: a file without it is incomplete and is not restored
 */
const FORMAT = "corkboard-backup";
const VERSION = 1;
const PAGE_ROWS = 500;
const RENDITION_EXTENSIONS = ["webp", "jpg"] as const;

/** What a backup holds (and a restore wrote). */
export interface BackupSummary {
  rows: Record<string, number>;
  objects: number;
  /** Objects the database names but the store did not have (reported, not fatal). */
  missingObjects: string[];
}

/** A failure of backup or restore, said in words for the operator. */
export class BackupError extends Error {}

async function writeLine(out: Writable, kind: string, payload: string): Promise<void> {
  if (!out.write(`${kind} ${payload}\n`)) await once(out, "drain");
}

/** Every object key of one stored image: each variant in each stored encoding. */
function objectKeys(storageKey: string): string[] {
  return IMAGE_VARIANTS.flatMap((variant) =>
    RENDITION_EXTENSIONS.map((ext) => `${storageKey}/${variant}.${ext}`),
  );
}

async function readAll(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function writeTables(tx: Executor, out: Writable, summary: BackupSummary): Promise<void> {
  for (const table of await listTables(tx)) {
    await writeLine(out, "T", JSON.stringify({ table: table.name, columns: table.columns }));
    let count = 0;
    for (let after: string | null = null; ; ) {
      const page = await readRowsPage(tx, table, after, PAGE_ROWS);
      for (const { row } of page) await writeLine(out, "R", row);
      count += page.length;
      if (page.length < PAGE_ROWS) break;
      after = page[page.length - 1]?.ctid ?? null;
    }
    summary.rows[table.name] = count;
  }
  for (const sequence of await readSequences(tx)) await writeLine(out, "S", JSON.stringify(sequence));
}

async function writeObjects(
  tx: Executor,
  storage: ObjectStorage,
  out: Writable,
  summary: BackupSummary,
): Promise<void> {
  // An animated GIF's animation and a video's bytes too (D-050). A video is read whole into
  // memory to be written (≤ the 200 MiB upload cap): a backup is an operator's command, not
  // a request, and one object at a time.
  const animations = (await animatedImageStorageKeys(tx)).map((storageKey) => [
    animationObjectKey(storageKey),
  ]);
  const videos = (await videoObjectKeys(tx)).map((key) => [key]);
  const keyLists = [...(await imageStorageKeys(tx)).map(objectKeys), ...animations, ...videos];
  for (const keys of keyLists) {
    for (const key of keys) {
      const object = await storage.get(key);
      if (!object) {
        summary.missingObjects.push(key);
        continue;
      }
      const bytes = await readAll(object.body);
      await writeLine(out, "O", JSON.stringify({ key, content_type: object.contentType }));
      await writeLine(out, "B", bytes.toString("base64"));
      summary.objects++;
    }
  }
}

/**
 * Writes a consistent backup of the database and its media to `file`: every table read in
 * one repeatable-read snapshot, then the objects that snapshot names. Objects are
 * content-addressed and never rewritten or deleted, so those read after the snapshot are
 * the ones it named. Written beside `file` and renamed at the end: a failed backup leaves
 * no file that looks whole.
 */
export async function createBackup(
  db: Database,
  storage: ObjectStorage,
  file: string,
): Promise<BackupSummary> {
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const sink = createWriteStream(partial);
  gzip.pipe(sink);
  const summary: BackupSummary = { rows: {}, objects: 0, missingObjects: [] };
  try {
    await db.transaction(
      async (tx) => {
        const level = await readMigrationLevel(tx);
        const header = {
          format: FORMAT,
          version: VERSION,
          created_at: new Date().toISOString(),
          migrations: level,
        };
        await writeLine(gzip, "H", JSON.stringify(header));
        await writeTables(tx, gzip, summary);
        await writeObjects(tx, storage, gzip, summary);
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    await writeLine(gzip, "E", JSON.stringify({ rows: summary.rows, objects: summary.objects }));
    gzip.end();
    await once(sink, "finish");
    await rename(partial, file);
    return summary;
  } catch (error) {
    gzip.destroy();
    sink.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}

function parseJson<T>(payload: string, what: string): T {
  try {
    return JSON.parse(payload) as T;
  } catch {
    throw new BackupError(`The backup file is damaged: a ${what} line is not readable.`);
  }
}

function checkHeader(payload: string, current: MigrationLevel): void {
  const header = parseJson<{ format?: string; version?: number; migrations?: MigrationLevel }>(
    payload,
    "header",
  );
  if (header.format !== FORMAT || header.version !== VERSION) {
    throw new BackupError(
      "This file is not a Corkboard backup (or one of a format this version cannot read).",
    );
  }
  const level = header.migrations;
  if (level?.count !== current.count || level.last !== current.last) {
    throw new BackupError(
      `The backup was made at schema migration ${level?.count ?? "?"}, this Corkboard is at ${current.count}: restore it with the Corkboard version that made it, then upgrade.`,
    );
  }
}

/** The state of a restore as it reads the file line by line. */
interface RestoreState {
  tables: Map<string, TableShape>;
  table: TableShape | null;
  pending: string[];
  object: { key: string; content_type: string } | null;
  summary: BackupSummary;
  ended: boolean;
}

async function flushRows(tx: Executor, state: RestoreState): Promise<void> {
  if (state.table && state.pending.length > 0) {
    await insertRows(tx, state.table, state.pending);
    state.summary.rows[state.table.name] = (state.summary.rows[state.table.name] ?? 0) + state.pending.length;
  }
  state.pending = [];
}

function startTable(state: RestoreState, payload: string): void {
  const { table, columns } = parseJson<{ table: string; columns: string[] }>(payload, "table");
  const shape = state.tables.get(table);
  if (!shape || shape.columns.join(",") !== columns.join(",")) {
    throw new BackupError(`The backup's table ${table} does not match this database's.`);
  }
  state.table = shape;
  state.summary.rows[table] = 0;
}

async function restoreLine(tx: Executor, storage: ObjectStorage, state: RestoreState, line: string) {
  const kind = line.slice(0, 1);
  const payload = line.slice(2);
  if (kind === "R") {
    if (!state.table) throw new BackupError("The backup file is damaged: a row comes before its table.");
    state.pending.push(payload);
    if (state.pending.length >= PAGE_ROWS) await flushRows(tx, state);
    return;
  }
  await flushRows(tx, state);
  if (kind === "T") startTable(state, payload);
  else if (kind === "S") {
    const sequence = parseJson<{ name: string; lastValue: string; isCalled: boolean }>(payload, "sequence");
    await setSequence(tx, sequence.name, sequence.lastValue, sequence.isCalled);
  } else if (kind === "O") state.object = parseJson(payload, "object");
  else if (kind === "B" && state.object) {
    await storage.put(state.object.key, Buffer.from(payload, "base64"), state.object.content_type);
    state.object = null;
    state.summary.objects++;
  } else if (kind === "E") {
    const end = parseJson<{ rows: Record<string, number>; objects: number }>(payload, "end");
    if (
      JSON.stringify(end.rows) !== JSON.stringify(state.summary.rows) ||
      end.objects !== state.summary.objects
    ) {
      throw new BackupError("The backup file is damaged: what it holds differs from what it says it holds.");
    }
    state.ended = true;
  } else throw new BackupError(`The backup file is damaged: an unknown line (${kind}).`);
}

/**
 * Replaces the database's data and adds the media from a backup `file`, all in one
 * transaction: a damaged or incomplete file changes nothing. Only onto the same schema
 * migration the backup was made at; onto a database that holds data only with `force`.
 */
export async function restoreBackup(
  db: Database,
  storage: ObjectStorage,
  file: string,
  options: { force?: boolean } = {},
): Promise<BackupSummary> {
  const tables = await listTables(db);
  if (!options.force && (await hasAnyRows(db, tables))) {
    throw new BackupError(
      "The database is not empty: restoring replaces everything in it. Run again with --force to do so.",
    );
  }
  const current = await readMigrationLevel(db);
  const state: RestoreState = {
    tables: new Map(tables.map((table) => [table.name, table])),
    table: null,
    pending: [],
    object: null,
    summary: { rows: {}, objects: 0, missingObjects: [] },
    ended: false,
  };
  try {
    await db.transaction(async (tx) => {
      await restoreMode(tx);
      await emptyTables(tx, tables);
      // Opened only now, just before it is read: lines a readline interface emits before its
      // async iterator exists are lost (Node's documented caveat).
      const lines = createInterface({
        input: createReadStream(file).pipe(createGunzip()),
        crlfDelay: Infinity,
      });
      let first = true;
      for await (const line of lines) {
        if (first) {
          if (!line.startsWith("H ")) throw new BackupError("This file is not a Corkboard backup.");
          checkHeader(line.slice(2), current);
          first = false;
          continue;
        }
        if (state.ended) throw new BackupError("The backup file is damaged: lines after its end.");
        await restoreLine(tx, storage, state, line);
      }
      if (!state.ended)
        throw new BackupError("The backup file is incomplete (it has no end): nothing was restored.");
    });
  } catch (error) {
    if (
      (error as { code?: string }).code === "Z_BUF_ERROR" ||
      (error as { code?: string }).code === "Z_DATA_ERROR"
    ) {
      throw new BackupError("The backup file is damaged or not gzip: nothing was restored.");
    }
    throw error;
  }
  return state.summary;
}

/** Rows per table now, to compare with a backup's summary. */
export async function tableCounts(db: Executor): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTables(db)) counts[table.name] = await countRows(db, table);
  return counts;
}
