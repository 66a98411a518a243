import { readFile, rm } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRichAccount, exportArchiveFile } from "../exports/export-test-kit.ts";
import { schema } from "../platform/db/index.ts";
import { testExecutable } from "../platform/video/test-videos.ts";
import { type SignedInUser, signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { ended, started } from "./import-test-kit.ts";

// Issue 20 (D-054): an archive's video is stored as an upload would store it (D-050) — or,
// when the upload would refuse it (it does not read as a video) or the kill switch stops new
// videos (GATE-011), the pin is kept with its poster and the report says why.

const CLIP = "Watering time-lapse";

/**
 * Two exports of one rich account: as it is, and once its video's stored bytes were
 * replaced by something that is no video.
 */
async function archivesOf(t: TestApp): Promise<{ good: string; bad: string }> {
  const owner = await signedIn(t, "videoowner");
  const rich = await buildRichAccount(t, owner.id);
  const good = await exportArchiveFile(t, owner.browser);
  const [video] = await t.database.db
    .select({ storageKey: schema.videos.storageKey })
    .from(schema.videos)
    .where(eq(schema.videos.id, rich.pins.clip.videoId ?? "0"));
  await t.app.appContext.storage.put(video?.storageKey ?? "", testExecutable(), "video/mp4");
  return { good, bad: await exportArchiveFile(t, owner.browser) };
}

/** The imported video pin: its title and its video id. */
async function clipOf(t: TestApp, user: SignedInUser) {
  const pins = await t.database.db
    .select({ title: schema.pins.title, videoId: schema.pins.videoId })
    .from(schema.pins)
    .where(eq(schema.pins.pinnerId, user.id));
  return pins.find((row) => row.title === CLIP);
}

describe("issue 20: importing an archive's video pin", () => {
  let source: TestApp;
  let target: TestApp;
  let killed: TestApp;
  let badArchive = "";
  let goodArchive = "";

  beforeAll(async () => {
    source = await buildTestApp();
    target = await buildTestApp();
    killed = await buildTestApp({
      experiments: {
        filePath: null,
        json: JSON.stringify({ web_pin_creation_kill_switch: { group: "enabled", value: "disable_video" } }),
      },
    });
    ({ good: goodArchive, bad: badArchive } = await archivesOf(source));
  });
  afterAll(async () => {
    await rm(goodArchive, { force: true });
    await rm(badArchive, { force: true });
    await source.close();
    await target.close();
    await killed.close();
  });

  it("issue 20: a video that does not read as a video leaves the pin with its poster, and the report says why", async () => {
    const user = await signedIn(target, "gotbadvideo");
    const done = await ended(user, (await started(target, user, await readFile(badArchive), "auto")).id);
    expect(done).toMatchObject({ status: "done", created: 5, skipped: 0, failed: 0 });
    expect(done.report).toContainEqual({
      outcome: "skipped",
      reason: expect.stringMatching(/^the video was not imported \(.+\); the pin keeps its poster image$/),
      source_ref: expect.stringMatching(/^pins\/p\d+$/),
    });
    const clip = await clipOf(target, user);
    expect(clip).toEqual({ title: CLIP, videoId: null });
    expect(
      await target.database.db.select().from(schema.videos).where(eq(schema.videos.ownerId, user.id)),
    ).toEqual([]);
  });

  it("issue 20 / GATE-011: with disable_video on, the video is not imported; the pin keeps its poster", async () => {
    const user = await signedIn(killed, "switchedimport");
    const done = await ended(user, (await started(killed, user, await readFile(goodArchive), "auto")).id);
    expect(done).toMatchObject({ status: "done", created: 5, failed: 0 });
    expect(done.report).toContainEqual({
      outcome: "skipped",
      reason:
        "the video was not imported (new videos are switched off on this instance); the pin keeps its poster image",
      source_ref: expect.stringMatching(/^pins\/p\d+$/),
    });
    const clip = await clipOf(killed, user);
    expect(clip).toEqual({ title: CLIP, videoId: null });
  });

  it("issue 20: the same archive imported where videos are allowed gives a ready video pin", async () => {
    const user = await signedIn(target, "gotgoodvideo");
    const done = await ended(user, (await started(target, user, await readFile(goodArchive), "auto")).id);
    expect(done).toMatchObject({ status: "done", created: 5, failed: 0 });
    const clip = await clipOf(target, user);
    const [video] = await target.database.db
      .select({ status: schema.videos.status, container: schema.videos.container })
      .from(schema.videos)
      .where(eq(schema.videos.id, clip?.videoId ?? "0"));
    expect(video).toEqual({ status: "ready", container: "mp4" });
  });
});
