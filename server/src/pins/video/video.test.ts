import { readdir } from "node:fs/promises";
import path from "node:path";
import type { PinDetail, PinSaveResult, VideoUpload } from "@corkboard/core/contract";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { schema } from "../../platform/db/index.ts";
import { testExecutable, testMp4, testWebm } from "../../platform/video/test-videos.ts";
import { buildBoard } from "../../test/factories.ts";
import { csrfHeaders, getJson, type TestEnvelope } from "../../test/inject.ts";
import { type SignedInUser, signedIn } from "../../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { multipartBody } from "../pins-test-kit.ts";
import { PLACEHOLDER_COLOR } from "./poster.ts";

// IMPL-030 video upload and processing; PIN-060/061 limits (D-050). Runs on PGlite, and on
// PostgreSQL when DATABASE_URL is set. The machine may have no ffmpeg: these tests pass
// either way, the poster being a frame or the placeholder.

let t: TestApp;
let owner: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signedIn(t, "filmer");
  other = await signedIn(t, "watcher");
});
afterAll(() => t.close());

function upload(
  bytes: Buffer,
  options: { filename?: string; type?: string; field?: string; user?: SignedInUser } = {},
) {
  const body = multipartBody(
    options.field ?? "video",
    options.filename ?? "clip.mp4",
    bytes,
    options.type ?? "video/mp4",
  );
  return t.app.inject({
    method: "POST",
    url: "/v3/media/videos/",
    headers: {
      ...csrfHeaders(),
      cookie: (options.user ?? owner).browser.cookieHeader(),
      "content-type": body.contentType,
    },
    payload: body.payload,
  });
}

async function uploaded(bytes: Buffer, filename = "clip.mp4"): Promise<VideoUpload> {
  const response = await upload(bytes, { filename });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as TestEnvelope<VideoUpload>).resource_response.data;
}

async function videoFiles(): Promise<string[]> {
  const entries = await readdir(t.config.mediaDir, { recursive: true });
  return entries.filter((entry) => /video\.(mp4|mov|webm)$/.test(path.basename(entry)));
}

describe("video upload (IMPL-030, D-050)", () => {
  it("IMPL-030 an MP4 is read, stored and processed: uploaded, then ready, with its duration and a poster", async () => {
    const video = await uploaded(testMp4({ durationMs: 12_345, width: 1280, height: 720 }));
    expect(video).toMatchObject({
      status: "uploaded",
      container: "mp4",
      content_type: "video/mp4",
      duration_ms: 12_345,
      width: 1280,
      height: 720,
      video_codec: "avc1",
      audio_codec: "mp4a",
    });
    expect(video.url).toMatch(/^\/media\/video\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}\/video\.mp4$/);
    expect(video.poster?.url).toMatch(/^\/media\//);

    await vi.waitFor(
      async () => {
        const { body } = await owner.browser.get<VideoUpload>(`/v3/media/videos/${video.video_upload_id}/`);
        expect(body.resource_response.data.status).toBe("ready");
      },
      { timeout: 10_000, interval: 50 },
    );
    const { body } = await owner.browser.get<VideoUpload>(`/v3/media/videos/${video.video_upload_id}/`);
    // No frame decoder for these synthetic files: the placeholder stays, the video is ready.
    expect(body.resource_response.data.poster?.dominant_color).toBe(PLACEHOLDER_COLOR);
  });

  it("IMPL-030 a WebM is accepted whatever its name says; a MOV is told by its brand", async () => {
    expect(await uploaded(testWebm({ durationMs: 8000 }), "clip.mp4")).toMatchObject({
      container: "webm",
      content_type: "video/webm",
      duration_ms: 8000,
      video_codec: "V_VP9",
    });
    expect(await uploaded(testMp4({ brand: "qt  " }), "clip.webm")).toMatchObject({
      container: "mov",
      content_type: "video/quicktime",
    });
  });

  it("IMPL-030 another account's video is not found", async () => {
    const video = await uploaded(testMp4({ durationMs: 5000, width: 320 }));
    const { status, body } = await other.browser.get(`/v3/media/videos/${video.video_upload_id}/`);
    expect(status).toBe(404);
    expect(body.resource_response.error?.code).toBe("NOT_FOUND");
  });

  it("PIN-061 the issue's bad input is refused with its code and nothing is half-saved", async () => {
    const rowsBefore = (await t.database.db.select().from(schema.videos)).length;
    const filesBefore = await videoFiles();
    const full = testMp4();
    const cases: [string, Buffer, string][] = [
      ["a renamed executable", testExecutable(), "VIDEO_UNREADABLE"],
      ["a 0-byte file", Buffer.alloc(0), "VIDEO_UNREADABLE"],
      ["a truncated MP4", full.subarray(0, full.length - 500), "VIDEO_TRUNCATED"],
      ["a 2-hour video", testMp4({ durationMs: 2 * 3600 * 1000 }), "VIDEO_DURATION"],
      ["a 2-second video", testMp4({ durationMs: 2000 }), "VIDEO_DURATION"],
      ["an unknown codec", testMp4({ videoCodec: "xvid" }), "VIDEO_CODEC_UNSUPPORTED"],
      ["a 30,000-wide video", testMp4({ width: 30_000, height: 30_000 }), "PAYLOAD_TOO_LARGE"],
    ];
    for (const [name, bytes, code] of cases) {
      const response = await upload(bytes, { filename: "clip.mp4" });
      const envelope = response.json() as TestEnvelope;
      expect(envelope.resource_response.error?.code, name).toBe(code);
      expect(response.statusCode, name).toBe(code === "PAYLOAD_TOO_LARGE" ? 413 : 400);
      expect(envelope.resource_response.message, name).not.toMatch(/something went wrong/i);
    }
    expect((await t.database.db.select().from(schema.videos)).length).toBe(rowsBefore);
    expect(await videoFiles()).toEqual(filesBefore);
  });

  it("PIN-060 a declared body over 200 MiB is refused before it is read", async () => {
    const body = multipartBody("video", "big.mp4", testMp4(), "video/mp4");
    const response = await t.app.inject({
      method: "POST",
      url: "/v3/media/videos/",
      headers: {
        ...csrfHeaders(),
        cookie: owner.browser.cookieHeader(),
        "content-type": body.contentType,
        "content-length": String(300 * 1024 * 1024),
      },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(413);
    expect((response.json() as TestEnvelope).resource_response.error?.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("a file field other than 'video' is INVALID_INPUT", async () => {
    const response = await upload(testMp4(), { field: "image" });
    expect(response.statusCode).toBe(400);
    expect((response.json() as TestEnvelope).resource_response.error?.code).toBe("INVALID_INPUT");
  });
});

describe("a video pin (IMPL-030, PIN-066, D-050)", () => {
  it("IMPL-030 a pin made with video_upload_id shows its poster, and its video with the duration the badge needs", async () => {
    const video = await uploaded(testMp4({ durationMs: 65_000, width: 720, height: 1280 }));
    const board = await buildBoard(t.database.db, owner.id);
    const saved = await owner.browser.post<PinSaveResult>("/resource/PinResource/create/", {
      board_id: board.id,
      video_upload_id: video.video_upload_id,
      method: "uploaded",
      is_buyable_pin: false,
      title: "A minute of rain",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const pinId = saved.body.resource_response.data.id;

    await vi.waitFor(
      async () => {
        const { body } = await getJson<PinDetail>(t.app, "/resource/PinResource/get/", { id: pinId });
        expect(body.resource_response.data.video?.status).toBe("ready");
      },
      { timeout: 10_000, interval: 50 },
    );
    const { body } = await getJson<PinDetail>(t.app, "/resource/PinResource/get/", { id: pinId });
    const pin = body.resource_response.data;
    expect(pin.video).toEqual({
      url: video.url,
      content_type: "video/mp4",
      duration_ms: 65_000,
      status: "ready",
      width: 720,
      height: 1280,
    });
    expect(pin.images.orig.url).toBe(video.poster?.url.replace("736x", "orig"));
    expect(pin.dominant_color).toBe(PLACEHOLDER_COLOR);
  });

  it("IMPL-030 another account's video_upload_id is NOT_FOUND and saves nothing", async () => {
    const video = await uploaded(testMp4());
    const board = await buildBoard(t.database.db, other.id);
    const pinsBefore = (await t.database.db.select().from(schema.pins)).length;
    const { status, body } = await other.browser.post("/resource/PinResource/create/", {
      board_id: board.id,
      video_upload_id: video.video_upload_id,
      method: "uploaded",
      is_buyable_pin: false,
    });
    expect(status).toBe(404);
    expect(body.resource_response.error?.code).toBe("NOT_FOUND");
    expect((await t.database.db.select().from(schema.pins)).length).toBe(pinsBefore);
  });
});

describe("serving a video with HTTP Range requests (IMPL-030, D-050)", () => {
  let video: VideoUpload;
  let bytes: Buffer;

  beforeAll(async () => {
    bytes = testMp4({ durationMs: 9000, mediaBytes: 10_000 });
    video = await uploaded(bytes);
  });

  it("answers the whole file with Accept-Ranges, nosniff and a sandbox", async () => {
    const response = await t.app.inject({ method: "GET", url: video.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["accept-ranges"]).toBe("bytes");
    expect(response.headers["content-type"]).toBe("video/mp4");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect(Number(response.headers["content-length"])).toBe(bytes.length);
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it("answers a range with 206 and Content-Range; an open and a suffix range too", async () => {
    const part = await t.app.inject({ method: "GET", url: video.url, headers: { range: "bytes=100-199" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);

    const open = await t.app.inject({
      method: "GET",
      url: video.url,
      headers: { range: `bytes=${bytes.length - 10}-` },
    });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);

    const suffix = await t.app.inject({ method: "GET", url: video.url, headers: { range: "bytes=-16" } });
    expect(suffix.headers["content-range"]).toBe(
      `bytes ${bytes.length - 16}-${bytes.length - 1}/${bytes.length}`,
    );
    expect(suffix.rawPayload.equals(bytes.subarray(bytes.length - 16))).toBe(true);
  });

  it("answers a range past the end with 416, and an unknown key with 404", async () => {
    const past = await t.app.inject({
      method: "GET",
      url: video.url,
      headers: { range: `bytes=${bytes.length}-` },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${bytes.length}`);
    const unknown = await t.app.inject({
      method: "GET",
      url: video.url.replace(/[0-9a-f]{64}/, "0".repeat(64)),
    });
    expect(unknown.statusCode).toBe(404);
    const traversal = await t.app.inject({ method: "GET", url: "/media/video/../../etc/passwd" });
    expect(traversal.statusCode).toBe(404);
  });
});

describe("the pin-creation kill switch (GATE-011)", () => {
  let killed: TestApp;
  let person: SignedInUser;
  beforeAll(async () => {
    killed = await buildTestApp({
      experiments: {
        filePath: null,
        json: JSON.stringify({ web_pin_creation_kill_switch: { group: "enabled", value: "disable_video" } }),
      },
    });
    person = await signedIn(killed, "switched");
  });
  afterAll(() => killed.close());

  it("GATE-011 disable_video refuses a video upload before it is read", async () => {
    const body = multipartBody("video", "clip.mp4", testMp4(), "video/mp4");
    const response = await killed.app.inject({
      method: "POST",
      url: "/v3/media/videos/",
      headers: { ...csrfHeaders(), cookie: person.browser.cookieHeader(), "content-type": body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(403);
    expect((response.json() as TestEnvelope).resource_response.error?.code).toBe("PIN_CREATION_DISABLED");
    expect(await killed.database.db.select().from(schema.videos)).toEqual([]);
  });
});
