import { createHash } from "node:crypto";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRichAccount, comparableAccount, exportArchiveFile } from "../../exports/export-test-kit.ts";
import { createZipWriter } from "../../platform/archive/zip-writer.ts";
import { animationObjectKey, renditionObjectKey } from "../../platform/images/index.ts";
import { type SignedInUser, signedIn } from "../../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { ImportFormatError, type ImportRecord, type ImportSourceContext } from "../import-records.ts";
import { corkboardSource } from "./corkboard.ts";

const context: ImportSourceContext = {
  signal: new AbortController().signal,
  defaultBoardName: "Imported bookmarks",
  fetchJson: () => Promise.reject(new Error("a Corkboard archive fetches nothing")),
};

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function bytesOf(open: () => Promise<NodeJS.ReadableStream>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await open()) chunks.push(chunk as Buffer);
  return sha256(Buffer.concat(chunks));
}

/** Records with each file replaced by its name and the sha256 of its bytes, for toEqual. */
async function plainRecords(file: string): Promise<unknown[]> {
  const plain: unknown[] = [];
  for await (const record of corkboardSource.records({ kind: "file", path: file }, context)) {
    plain.push(await plainRecord(record));
  }
  return plain;
}

async function plainRecord(record: ImportRecord): Promise<unknown> {
  const file = async (value: { name: string; open: () => Promise<NodeJS.ReadableStream> }) => ({
    name: value.name,
    sha256: await bytesOf(value.open),
  });
  if (record.kind === "board" && record.cover?.kind === "file")
    return { ...record, cover: await file(record.cover) };
  if (record.kind !== "pin") return record;
  const image = record.image?.kind === "file" ? await file(record.image) : record.image;
  const video = record.video ? { ...record.video, ...(await file(record.video)) } : undefined;
  const { open: _open, ...videoFacts } = video ?? { open: null };
  return { ...record, image, ...(video ? { video: videoFacts } : {}) };
}

async function zipOf(entries: Record<string, string>): Promise<string> {
  const file = path.join(tmpdir(), `corkboard-bad-${Date.now()}-${Math.random().toString(36).slice(2)}.zip`);
  const zip = createZipWriter(file);
  for (const [name, body] of Object.entries(entries))
    zip.addBuffer(name, Buffer.from(body), { compress: true });
  await zip.finish();
  return file;
}

async function formatError(file: string): Promise<string> {
  try {
    for await (const _record of corkboardSource.records({ kind: "file", path: file }, context)) {
      // Reading on: the error may come at any record.
    }
  } catch (error) {
    if (error instanceof ImportFormatError) return error.detail;
    throw error;
  }
  return "no error";
}

describe("issue 20: a Corkboard export read back as an import source (D-056)", () => {
  let t: TestApp;
  let owner: SignedInUser;
  let rich: Awaited<ReturnType<typeof buildRichAccount>>;
  let archive: string;
  const temporary: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signedIn(t, "roundtrip");
    rich = await buildRichAccount(t, owner.id);
    archive = await exportArchiveFile(t, owner.browser);
    temporary.push(archive);
  });
  afterAll(async () => {
    await Promise.all(temporary.map((file) => rm(file, { force: true })));
    await t.close();
  });

  it("issue 20: round trip — the export's records equal the account's data, field for field", async () => {
    const { storage } = t.app.appContext;
    const stored = async (key: string) => {
      const object = await storage.get(key);
      if (!object) throw new Error(`missing ${key}`);
      return bytesOf(async () => object.body);
    };
    const { boards, sections, pins, images } = rich;
    const still = async (image: typeof images.red) => ({
      name: `images/${image.signature}.jpg`,
      sha256: await stored(renditionObjectKey(image.storageKey, "orig", "jpeg")),
    });
    const pinOf = async (
      pin: (typeof pins)[keyof typeof pins],
      boardKey: string,
      sectionKey: string | undefined,
      image: { name: string; sha256: string },
      hashtags: string[],
    ) => ({
      kind: "pin",
      boardKey,
      ...(sectionKey ? { sectionKey } : {}),
      title: pin.title,
      description: pin.description,
      ...(pin.altText ? { altText: pin.altText } : {}),
      ...(pin.link ? { link: pin.link } : {}),
      image,
      createdAt: pin.createdAt,
      updatedAt: pin.updatedAt,
      createdMethod: pin.createdMethod,
      hashtags,
      dominantColor: pin.dominantColor,
      sourceRef: expect.stringMatching(/^pins\/p\d+$/),
    });
    const expected = [
      {
        kind: "board",
        key: "b1",
        name: boards.garden.name,
        description: boards.garden.description,
        secret: false,
        createdAt: boards.garden.createdAt,
        updatedAt: boards.garden.updatedAt,
        layout: "default",
        cover: await still(images.blue),
        sectionOrder: ["s1", "s2"],
      },
      { kind: "section", key: "s1", boardKey: "b1", title: "Beds", createdAt: sections.beds.createdAt },
      { kind: "section", key: "s2", boardKey: "b1", title: "Herbs", createdAt: sections.herbs.createdAt },
      await pinOf(pins.bed, "b1", "s1", await still(images.red), ["diy", "garden"]),
      await pinOf(pins.basil, "b1", "s2", await still(images.red), []),
      {
        ...(await pinOf(pins.clip, "b1", undefined, await still(images.blue), [])),
        video: {
          name: `videos/${sha256(rich.videoBytes)}.mp4`,
          sha256: sha256(rich.videoBytes),
          container: "mp4",
          durationMs: 5000,
          width: 640,
          height: 360,
        },
      },
      {
        kind: "board",
        key: "b2",
        name: boards.gifts.name,
        description: "",
        secret: true,
        createdAt: boards.gifts.createdAt,
        updatedAt: boards.gifts.updatedAt,
        layout: "default",
        sectionOrder: [],
      },
      {
        ...(await pinOf(pins.scarf, "b2", undefined, await still(images.blue), [])),
        product: {
          price: { amount: "45.99", amount_minor: 4599, currency: "EUR" },
          brand: "Woolly",
          on_sale: true,
          availability: "in_stock",
          style: "Knit",
        },
      },
      await pinOf(
        pins.dance,
        "b2",
        undefined,
        {
          name: `images/${images.gif.signature}.gif`,
          sha256: await stored(animationObjectKey(images.gif.storageKey)),
        },
        [],
      ),
      { kind: "follow", username: "export_idol", createdAt: new Date(Date.UTC(2025, 0, 21, 9, 30, 15, 123)) },
    ];
    expect(await plainRecords(archive)).toEqual(expected);
    // Read twice (the pipeline counts first, then imports): the same records again.
    expect(await plainRecords(archive)).toEqual(expected);
    // The full round trip (the archive imported into a fresh instance, then comparableAccount
    // equal) is imports/round-trip.test.ts.
    const original = await comparableAccount(t, owner.id);
    // Board covers are named first: blue is media1, red media2, the GIF media3, the video media4.
    expect(original.boards.map((board) => board.cover)).toEqual(["media1", null]);
    expect(original.pins.map((pin) => [pin.title, pin.image, pin.video?.file ?? null])).toEqual([
      ["Cedar bed", "media2", null],
      ["Basil", "media2", null],
      ["Wool scarf", "media1", null],
      ["Dancing cat", "media3", null],
      ["Watering time-lapse", "media1", "media4"],
    ]);
  });

  it("issue 20: a different file, a damaged one or another version is an ImportFormatError", async () => {
    const notZip = path.join(tmpdir(), `corkboard-not-zip-${Date.now()}.zip`);
    const { writeFile } = await import("node:fs/promises");
    await writeFile(notZip, "<html>not an archive</html>");
    const noJson = await zipOf({ "pins.html": "<html></html>" });
    const otherJson = await zipOf({ "corkboard.json": JSON.stringify({ bookmarks: [] }) });
    const future = await zipOf({
      "corkboard.json": JSON.stringify({ format: "corkboard-export", version: 2 }),
    });
    const broken = await zipOf({ "corkboard.json": '{"format": "corkboard-export", "ver' });
    const wrongShape = await zipOf({
      "corkboard.json": JSON.stringify({ format: "corkboard-export", version: 1, boards: "many" }),
    });
    temporary.push(notZip, noJson, otherJson, future, broken, wrongShape);
    expect(await formatError(notZip)).toMatch(/not a Corkboard export.*zip/);
    expect(await formatError(noJson)).toMatch(/no corkboard\.json/);
    expect(await formatError(otherJson)).toMatch(/not a Corkboard export/);
    expect(await formatError(future)).toMatch(/version 2; this Corkboard reads version 1/);
    expect(await formatError(broken)).toMatch(/not valid JSON/);
    expect(await formatError(wrongShape)).toMatch(/does not follow the export format/);
  });
});
