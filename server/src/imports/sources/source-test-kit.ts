import { createWriteStream } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import yazl from "yazl";
import {
  type ImportedBoard,
  type ImportedPin,
  type ImportedSection,
  ImportFormatError,
  type ImportInput,
  type ImportRecord,
  type ImportSource,
  type ImportSourceContext,
} from "../import-records.ts";

/** The fixtures folder (sources of each in its README). */
export const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "fixtures");

/** A scratch folder for files a test writes; `done` removes it. */
export async function scratch() {
  const dir = await mkdtemp(path.join(tmpdir(), "corkboard-import-"));
  return {
    dir,
    /** Writes a file and answers its path. */
    async file(name: string, content: string | Buffer): Promise<string> {
      const file = path.join(dir, name);
      await writeFile(file, content);
      return file;
    },
    /** Writes a zip of the given entries and answers its path. */
    async zip(name: string, files: Record<string, Buffer | string>): Promise<string> {
      const zip = new yazl.ZipFile();
      for (const [entry, content] of Object.entries(files)) {
        zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), entry);
      }
      zip.end();
      const file = path.join(dir, name);
      await pipeline(zip.outputStream, createWriteStream(file));
      return file;
    },
    done: () => rm(dir, { recursive: true, force: true }),
  };
}

const offline: ImportSourceContext = {
  signal: new AbortController().signal,
  defaultBoardName: "Imported bookmarks",
  fetchJson: () => Promise.reject(new Error("file sources never fetch")),
};

/** Every record a source yields for a file. */
export async function readAll(
  source: ImportSource,
  input: ImportInput,
  context: ImportSourceContext = offline,
): Promise<ImportRecord[]> {
  const records: ImportRecord[] = [];
  for await (const record of source.records(input, context)) records.push(record);
  return records;
}

/** The records of a file, split by kind, after checking the order rule (board → section → pin). */
export async function readFile(source: ImportSource, file: string) {
  return split(await readAll(source, { kind: "file", path: file }));
}

/** Splits records by kind and checks that each board and section comes before what it holds. */
export function split(records: ImportRecord[]) {
  const boards = new Set<string>();
  const sections = new Set<string>();
  for (const record of records) {
    if (record.kind === "board") boards.add(record.key);
    if (record.kind === "section") {
      expect(boards.has(record.boardKey)).toBe(true);
      sections.add(record.key);
    }
    if (record.kind === "pin") {
      expect(boards.has(record.boardKey)).toBe(true);
      if (record.sectionKey) expect(sections.has(record.sectionKey)).toBe(true);
    }
  }
  return {
    boards: records.filter((r): r is ImportedBoard => r.kind === "board"),
    sections: records.filter((r): r is ImportedSection => r.kind === "section"),
    pins: records.filter((r): r is ImportedPin => r.kind === "pin"),
    follows: records.filter((r) => r.kind === "follow").map((r) => (r.kind === "follow" ? r.username : "")),
  };
}

/** The ImportFormatError a read ends with. */
export async function formatError(work: Promise<unknown>): Promise<ImportFormatError> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImportFormatError);
  return error as ImportFormatError;
}

/** What a file source leaves out, as the pipeline's `skipped` hears it: [sourceRef, reason]. */
export async function skipsOf(source: ImportSource, file: string): Promise<[string, string][]> {
  const skips: [string, string][] = [];
  const listening = { ...offline, skipped: (ref: string, reason: string) => skips.push([ref, reason]) };
  await readAll(source, { kind: "file", path: file }, listening);
  return skips;
}
