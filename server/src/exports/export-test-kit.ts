import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type ExportRun, exportDownloadEndpoint, fillPath } from "@corkboard/core/contract";
import { eq } from "drizzle-orm";
import { schema } from "../platform/db/index.ts";
import { processImage } from "../platform/images/index.ts";
import { framesGif, solidImage } from "../platform/images/test-images.ts";
import { testMp4 } from "../platform/video/test-videos.ts";
import { buildBoard, buildPin, buildSection, buildUser } from "../test/factories.ts";
import type { TestBrowser } from "../test/inject.ts";
import type { TestApp } from "../test/test-app.ts";
import { readAccountSnapshot } from "./account-snapshot.ts";

const at = (day: number) => new Date(Date.UTC(2025, 0, day, 9, 30, 15, 123));

/**
 * A rich account for the export tests (issue 20): a public and a secret board, sections,
 * pins with product data and hashtags, one image used by two pins, an animated GIF, a video
 * pin, alt text, followers and following — with every image's bytes really in storage.
 */
export async function buildRichAccount(t: TestApp, ownerId: string) {
  const { db } = t.database;
  const { storage } = t.app.appContext;
  const store = { db, storage };
  const red = await processImage(store, await solidImage(300, 400, "#cc2200", "jpeg"));
  const blue = await processImage(store, await solidImage(320, 320, "#1040c0", "png"));
  const gif = await processImage(store, framesGif(200, 200, 3));
  await db
    .update(schema.users)
    .set({ fullName: "Rich Export", locale: "ja-JP" })
    .where(eq(schema.users.id, ownerId));

  const garden = await buildBoard(db, ownerId, {
    name: "Garden ideas",
    description: "Raised beds & <herbs>",
    createdAt: at(1),
    updatedAt: at(5),
    coverImageId: blue.id,
  });
  const gifts = await buildBoard(db, ownerId, {
    name: "Secret gifts",
    privacy: "secret",
    createdAt: at(2),
    updatedAt: at(6),
  });
  const beds = await buildSection(db, garden.id, { title: "Beds", createdAt: at(3) });
  const herbs = await buildSection(db, garden.id, { title: "Herbs", createdAt: at(4) });

  const pins = {
    bed: await buildPin(db, garden, {
      imageId: red.id,
      sectionId: beds.id,
      title: "Cedar bed",
      description: "Build it in a weekend #diy #garden",
      link: "https://example.com/cedar-bed",
      dominantColor: red.dominantColor,
      createdMethod: "scraped",
      createdAt: at(10),
      updatedAt: at(11),
    }),
    basil: await buildPin(db, garden, {
      imageId: red.id,
      sectionId: herbs.id,
      title: "Basil",
      description: "",
      link: null,
      dominantColor: red.dominantColor,
      createdMethod: "uploaded",
      createdAt: at(12),
      updatedAt: at(12),
    }),
    scarf: await buildPin(db, gifts, {
      imageId: blue.id,
      title: "Wool scarf",
      description: "For Mum",
      altText: "A grey knit scarf, folded",
      link: "https://shop.example/scarf?id=1&c=2",
      dominantColor: blue.dominantColor,
      createdMethod: "button_external",
      createdAt: at(13),
      updatedAt: at(14),
      priceMinor: 4599,
      priceCurrency: "EUR",
      brand: "Woolly",
      onSale: true,
      availability: "in_stock",
      style: "Knit",
    }),
    dance: await buildPin(db, gifts, {
      imageId: gif.id,
      title: "Dancing cat",
      description: "",
      link: "https://gifs.example/cat",
      dominantColor: gif.dominantColor,
      createdMethod: "uploaded",
      createdAt: at(15),
      updatedAt: at(15),
    }),
  };
  await db
    .insert(schema.hashtags)
    .values([{ tag: "diy" }, { tag: "garden" }])
    .onConflictDoNothing();
  await db.insert(schema.pinHashtags).values([
    { pinId: pins.bed.id, tag: "diy" },
    { pinId: pins.bed.id, tag: "garden" },
  ]);

  // A real (byte-built) MP4, so an import reads it as the upload would (issue 20).
  const videoBytes = testMp4({ durationMs: 5000, width: 640, height: 360, audioCodec: null });
  const videoSignature = createHash("sha256").update(videoBytes).digest("hex");
  const videoKey = `${videoSignature.slice(0, 2)}/${videoSignature.slice(2, 4)}/${videoSignature}/video.mp4`;
  await storage.put(videoKey, videoBytes, "video/mp4");
  const [video] = await db
    .insert(schema.videos)
    .values({
      ownerId,
      storageKey: videoKey,
      container: "mp4",
      videoCodec: "avc1",
      audioCodec: null,
      width: 640,
      height: 360,
      durationMs: 5000,
      bytes: videoBytes.length,
      signature: videoSignature,
      status: "ready",
      posterImageId: blue.id,
    })
    .returning();
  const clip = await buildPin(db, garden, {
    imageId: blue.id,
    videoId: video?.id ?? null,
    title: "Watering time-lapse",
    description: "",
    link: null,
    dominantColor: blue.dominantColor,
    createdMethod: "uploaded",
    createdAt: at(16),
    updatedAt: at(16),
  });

  const fan = await buildUser(db, { username: "export_fan" });
  const idol = await buildUser(db, { username: "export_idol" });
  await db.insert(schema.follows).values([
    { followerId: fan.id, followeeId: ownerId, createdAt: at(20) },
    { followerId: ownerId, followeeId: idol.id, createdAt: at(21) },
  ]);
  return {
    boards: { garden, gifts },
    sections: { beds, herbs },
    pins: { ...pins, clip },
    images: { red, blue, gif },
    videoBytes,
  };
}

/** The bytes of a response body written to a temporary file (for openZip). */
export async function saveToTemp(bytes: Buffer, name: string): Promise<string> {
  const file = path.join(tmpdir(), `${name}-${Date.now()}-${Math.random().toString(36).slice(2)}.zip`);
  await writeFile(file, bytes);
  return file;
}

/**
 * Asks for an export as `browser`, runs the job and answers the downloaded archive's path.
 * The round-trip test (and the integrator's import into a fresh instance) start from it.
 */
export async function exportArchiveFile(t: TestApp, browser: TestBrowser): Promise<string> {
  const asked = await browser.post<ExportRun>("/v3/exports/");
  if (asked.status !== 200) throw new Error(`export refused: ${JSON.stringify(asked.body)}`);
  await t.app.appContext.jobs.idle();
  const url = fillPath(exportDownloadEndpoint.path, { id: asked.body.resource_response.data.id });
  const response = await t.app.inject({ method: "GET", url, headers: { cookie: browser.cookieHeader() } });
  if (response.statusCode !== 200) throw new Error(`download failed: ${response.statusCode}`);
  return saveToTemp(response.rawPayload, "corkboard-export");
}

/**
 * An account's data as the archive describes it, without what differs between two instances
 * (the export time, the instance, the username, the account's creation): two accounts with
 * equal answers hold the same boards, sections, pins and follows, field for field. Media
 * files are named by order of first use (`media1`…), since an image imported from an archive
 * is stored anew under the sha256 of the archive's bytes: the same pins still share the same
 * image, and the image's bytes are compared by the round-trip test itself. A video pin's video
 * is compared by its facts (container, codecs, size, duration, bytes) and its stored bytes' sha256.
 */
export async function comparableAccount(t: TestApp, userId: string) {
  const snapshot = await readAccountSnapshot(t.database.db, userId, "");
  if (!snapshot) throw new Error("no such account");
  const { exported: _exported, instance: _instance, account, ...rest } = snapshot.archive;
  const { username: _username, created: _created, ...profile } = account;
  const names = new Map<string, string>();
  const media = (name: string) => {
    if (!names.has(name)) names.set(name, `media${names.size + 1}`);
    return names.get(name) ?? name;
  };
  // A video is compared by its facts and the sha256 of the bytes really in storage.
  const storedKeys = new Map(snapshot.media.map((file) => [file.name, file.storageKey]));
  const videoSha = async (name: string) => {
    const object = await t.app.appContext.storage.get(storedKeys.get(name) ?? "");
    if (!object) return "missing";
    const hash = createHash("sha256");
    for await (const chunk of object.body) hash.update(chunk as Buffer);
    return hash.digest("hex");
  };
  // Board covers are named first, then each pin's image and video.
  const boards = rest.boards.map((board) => ({ ...board, cover: board.cover && media(board.cover) }));
  const pins = [];
  for (const pin of rest.pins) {
    const video = pin.video && {
      ...pin.video,
      file: media(pin.video.file),
      sha256: await videoSha(pin.video.file),
    };
    pins.push({ ...pin, image: media(pin.image), video });
  }
  return {
    profile,
    ...rest,
    boards,
    pins,
  };
}
