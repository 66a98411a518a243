import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PinDetail, PinSaveResult, VideoUpload } from "@corkboard/core/contract";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { solidImage } from "../../platform/images/test-images.ts";
import { testMp4 } from "../../platform/video/test-videos.ts";
import { buildBoard } from "../../test/factories.ts";
import { csrfHeaders, getJson, type TestEnvelope } from "../../test/inject.ts";
import { type SignedInUser, signedIn } from "../../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { multipartBody } from "../pins-test-kit.ts";
import { PLACEHOLDER_COLOR } from "./poster.ts";

// D-050: with an `ffmpeg` on PATH the processing job makes the poster from a frame. The
// machine has no ffmpeg, so a stand-in script on PATH answers as ffmpeg would: one PNG on
// stdout. The job runs it for real (spawn, arguments, exit code, stdout).

let dir: string;
let savedPath: string | undefined;
let t: TestApp;
let owner: SignedInUser;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "fake-ffmpeg-"));
  await writeFile(path.join(dir, "frame.png"), await solidImage(640, 360, "#2060c0"));
  const script = path.join(dir, "ffmpeg");
  // Refuses anything but a frame grab to a pipe, as the real one would fail on bad arguments.
  await writeFile(
    script,
    `#!/bin/sh\ncase "$*" in *"-frames:v 1"*"pipe:1"*) cat "${path.join(dir, "frame.png")}";; *) exit 1;; esac\n`,
  );
  await chmod(script, 0o755);
  savedPath = process.env.PATH;
  process.env.PATH = `${dir}${path.delimiter}${savedPath ?? ""}`;
  t = await buildTestApp();
  owner = await signedIn(t, "framer");
});
afterAll(async () => {
  await t.close();
  process.env.PATH = savedPath;
  await rm(dir, { recursive: true, force: true });
});

describe("the poster frame when ffmpeg is on the machine (IMPL-030, D-050)", () => {
  it("IMPL-030 the job replaces the placeholder with a frame, on the video and on its pin", async () => {
    const body = multipartBody("video", "clip.mp4", testMp4({ durationMs: 6000 }), "video/mp4");
    const response = await t.app.inject({
      method: "POST",
      url: "/v3/media/videos/",
      headers: { ...csrfHeaders(), cookie: owner.browser.cookieHeader(), "content-type": body.contentType },
      payload: body.payload,
    });
    const video = (response.json() as TestEnvelope<VideoUpload>).resource_response.data;
    expect(video.poster?.dominant_color).toBe(PLACEHOLDER_COLOR);
    const board = await buildBoard(t.database.db, owner.id);
    const saved = await owner.browser.post<PinSaveResult>("/resource/PinResource/create/", {
      board_id: board.id,
      video_upload_id: video.video_upload_id,
      method: "uploaded",
      is_buyable_pin: false,
    });
    const pinId = saved.body.resource_response.data.id;

    await vi.waitFor(
      async () => {
        const { body } = await owner.browser.get<VideoUpload>(`/v3/media/videos/${video.video_upload_id}/`);
        expect(body.resource_response.data.status).toBe("ready");
      },
      { timeout: 10_000, interval: 50 },
    );
    const after = (await owner.browser.get<VideoUpload>(`/v3/media/videos/${video.video_upload_id}/`)).body
      .resource_response.data;
    expect(after.poster?.media_upload_id).not.toBe(video.poster?.media_upload_id);
    expect(after.poster?.dominant_color).not.toBe(PLACEHOLDER_COLOR);
    const pin = (await getJson<PinDetail>(t.app, "/resource/PinResource/get/", { id: pinId })).body
      .resource_response.data;
    expect(pin.images["736x"].url).toBe(after.poster?.url);
    expect(pin.dominant_color).toBe(after.poster?.dominant_color);
  });
});
