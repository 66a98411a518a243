import { open } from "node:fs/promises";
import type { Readable } from "node:stream";
import yauzl from "yauzl";

/**
 * Reading zip archives someone else made (a Pinterest export, a Corkboard export, D-054):
 * the whole central directory is read and judged before any entry is opened, so a zip
 * bomb or a damaged file is refused before a byte is inflated.
 *
 * What guards what:
 * - the declared sizes — an entry, and all entries together — bound what can come out;
 * - yauzl's `validateEntrySizes` makes an entry's stream fail the moment it inflates to
 *   more than its declared size, so a lying header cannot get past the sums;
 * - the compression ratio refuses the classic bomb (gigabytes of zeros in kilobytes) even
 *   when it stays under the sums;
 * - file names are checked by yauzl (no absolute paths, no `..`) and never touch the disk
 *   here anyway: entries are streams, looked up by name.
 */
export interface ZipLimits {
  maxEntries: number;
  /** Declared uncompressed bytes of one entry. */
  maxEntryBytes: number;
  /** Declared uncompressed bytes of all entries together. */
  maxTotalBytes: number;
  /** Uncompressed ÷ compressed, checked for entries over 1 MiB. */
  maxRatio: number;
}

const MIB = 1024 * 1024;

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 200_000,
  maxEntryBytes: 512 * MIB,
  maxTotalBytes: 4096 * MIB,
  maxRatio: 200,
};

/** Below this, a high ratio is harmless (a small JSON file of repeated keys compresses 50×). */
const RATIO_FLOOR_BYTES = MIB;

/** Why an archive was refused, in words a person can act on (no stack, no library jargon). */
export class ArchiveError extends Error {
  readonly detail: string;
  constructor(detail: string) {
    super(detail);
    this.name = "ArchiveError";
    this.detail = detail;
  }
}

export interface ZipEntryInfo {
  name: string;
  size: number;
  compressedSize: number;
}

export interface ZipArchive {
  /** File entries (folders left out), in the archive's order. */
  readonly entries: readonly ZipEntryInfo[];
  has(name: string): boolean;
  /** A stream of the entry's bytes; fails if they exceed the declared size. */
  open(name: string): Promise<Readable>;
  /** The entry as UTF-8 text, refused over `maxBytes`. */
  readText(name: string, maxBytes?: number): Promise<string>;
  close(): void;
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EMPTY_ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/** Whether the file starts like a zip archive (local header, or the empty archive's end record). */
export async function isZipFile(filePath: string): Promise<boolean> {
  const handle = await open(filePath, "r");
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    return bytesRead === 4 && (head.equals(ZIP_MAGIC) || head.equals(EMPTY_ZIP_MAGIC));
  } finally {
    await handle.close();
  }
}

/** Opens and judges an archive; throws ArchiveError when it is damaged or over a limit. */
export async function openZip(filePath: string, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<ZipArchive> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(filePath, {
      lazyEntries: true,
      autoClose: false,
      validateEntrySizes: true,
    });
  } catch {
    throw new ArchiveError("The file is not a zip archive, or it is damaged or incomplete.");
  }
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw new ArchiveError(
        `The archive holds ${zip.entryCount} files; at most ${limits.maxEntries} are read.`,
      );
    }
    const byName = await readDirectory(zip, limits);
    return archiveOver(zip, byName);
  } catch (error) {
    zip.close();
    throw error;
  }
}

async function readDirectory(zip: yauzl.ZipFile, limits: ZipLimits): Promise<Map<string, yauzl.Entry>> {
  const byName = new Map<string, yauzl.Entry>();
  let total = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith("/")) continue;
      judgeEntry(entry, limits);
      total += entry.uncompressedSize;
      if (total > limits.maxTotalBytes) {
        throw new ArchiveError(
          `The archive unpacks to more than ${Math.floor(limits.maxTotalBytes / MIB)} MiB.`,
        );
      }
      byName.set(entry.fileName, entry);
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError("The archive is damaged: its list of files cannot be read.");
  }
  return byName;
}

function judgeEntry(entry: yauzl.Entry, limits: ZipLimits): void {
  if (entry.isEncrypted())
    throw new ArchiveError(`${entry.fileName} is encrypted; encrypted archives are not read.`);
  if (!entry.canDecodeFileData()) {
    throw new ArchiveError(`${entry.fileName} uses a compression method that is not supported.`);
  }
  if (entry.uncompressedSize > limits.maxEntryBytes) {
    throw new ArchiveError(
      `${entry.fileName} unpacks to more than ${Math.floor(limits.maxEntryBytes / MIB)} MiB.`,
    );
  }
  const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
  if (entry.uncompressedSize > RATIO_FLOOR_BYTES && ratio > limits.maxRatio) {
    throw new ArchiveError(
      `${entry.fileName} is compressed ${Math.round(ratio)} to 1, which only a zip bomb is.`,
    );
  }
}

function archiveOver(zip: yauzl.ZipFile, byName: Map<string, yauzl.Entry>): ZipArchive {
  const entries = [...byName.values()].map((entry) => ({
    name: entry.fileName,
    size: entry.uncompressedSize,
    compressedSize: entry.compressedSize,
  }));
  const entryNamed = (name: string): yauzl.Entry => {
    const entry = byName.get(name);
    if (!entry) throw new ArchiveError(`The archive has no file named ${name}.`);
    return entry;
  };
  const open = async (name: string): Promise<Readable> => {
    try {
      return await zip.openReadStreamPromise(entryNamed(name));
    } catch (error) {
      if (error instanceof ArchiveError) throw error;
      throw new ArchiveError(`${name} in the archive is damaged.`);
    }
  };
  return {
    entries,
    has: (name) => byName.has(name),
    open,
    async readText(name, maxBytes = 64 * MIB) {
      if (entryNamed(name).uncompressedSize > maxBytes) {
        throw new ArchiveError(`${name} is larger than ${Math.floor(maxBytes / MIB)} MiB.`);
      }
      const chunks: Buffer[] = [];
      try {
        for await (const chunk of await open(name)) chunks.push(chunk as Buffer);
      } catch (error) {
        if (error instanceof ArchiveError) throw error;
        throw new ArchiveError(`${name} in the archive is damaged or incomplete.`);
      }
      return Buffer.concat(chunks).toString("utf8");
    },
    close: () => zip.close(),
  };
}
