import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yazl from "yazl";
import { ArchiveError, DEFAULT_ZIP_LIMITS, isZipFile, openZip } from "./zip-reader.ts";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "zip-reader-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function writeZip(name: string, files: Record<string, Buffer | string>): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const [entryName, content] of Object.entries(files)) {
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), entryName);
  }
  zip.end();
  const file = path.join(dir, name);
  await pipeline(zip.outputStream, createWriteStream(file));
  return file;
}

async function refusal(work: Promise<unknown>): Promise<ArchiveError> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ArchiveError);
  return error as ArchiveError;
}

describe("issue 20: reading archives someone else made (zip-reader)", () => {
  it("lists the files and reads each as text or a stream", async () => {
    const file = await writeZip("good.zip", {
      "pins.json": '{"pins":[]}',
      "images/a.jpg": randomBytes(2000),
    });
    expect(await isZipFile(file)).toBe(true);
    const zip = await openZip(file);
    try {
      expect(zip.entries.map((entry) => entry.name)).toEqual(["pins.json", "images/a.jpg"]);
      expect(await zip.readText("pins.json")).toBe('{"pins":[]}');
      let bytes = 0;
      for await (const chunk of await zip.open("images/a.jpg")) bytes += (chunk as Buffer).length;
      expect(bytes).toBe(2000);
      expect(zip.has("missing.txt")).toBe(false);
      expect((await refusal(zip.readText("missing.txt"))).detail).toMatch(/no file named missing\.txt/);
    } finally {
      zip.close();
    }
  });

  it("knows a file that is not a zip, and says so in words when asked to open one", async () => {
    const file = path.join(dir, "bookmarks.html");
    await writeFile(file, "<!DOCTYPE NETSCAPE-Bookmark-file-1>");
    expect(await isZipFile(file)).toBe(false);
    expect((await refusal(openZip(file))).detail).toMatch(/not a zip archive/);
  });

  it("refuses a truncated archive before reading any entry", async () => {
    const file = await writeZip("whole.zip", { "a.txt": "hello", "b.bin": randomBytes(5000) });
    const bytes = await readFile(file);
    const cut = path.join(dir, "cut.zip");
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    expect((await refusal(openZip(cut))).detail).toMatch(/damaged or incomplete/);
  });

  it("refuses a zip bomb by its compression ratio before inflating it", async () => {
    const file = await writeZip("bomb.zip", { "zeros.bin": Buffer.alloc(32 * 1024 * 1024) });
    const error = await refusal(openZip(file));
    expect(error.detail).toMatch(/zeros\.bin is compressed \d+ to 1/);
  });

  it("refuses archives over the entry, size and count limits", async () => {
    const file = await writeZip("many.zip", { "a.bin": randomBytes(3000), "b.bin": randomBytes(3000) });
    const tight = { ...DEFAULT_ZIP_LIMITS };
    expect((await refusal(openZip(file, { ...tight, maxEntries: 1 }))).detail).toMatch(/holds 2 files/);
    expect((await refusal(openZip(file, { ...tight, maxEntryBytes: 2000 }))).detail).toMatch(
      /a\.bin unpacks/,
    );
    expect((await refusal(openZip(file, { ...tight, maxTotalBytes: 5000 }))).detail).toMatch(
      /unpacks to more/,
    );
  });

  it("stops an entry that inflates past the size its header declares (a lying header)", async () => {
    const file = await writeZip("liar.zip", { "data.bin": randomBytes(4000) });
    const bytes = await readFile(file);
    // The central directory's record: signature 0x02014b50, uncompressed size at offset 24.
    const central = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt32LE(100, central + 24);
    const liar = path.join(dir, "liar-patched.zip");
    await writeFile(liar, bytes);
    const zip = await openZip(liar);
    try {
      expect(zip.entries[0]?.size).toBe(100);
      expect((await refusal(zip.readText("data.bin"))).detail).toMatch(/damaged or incomplete/);
    } finally {
      zip.close();
    }
  });
});
