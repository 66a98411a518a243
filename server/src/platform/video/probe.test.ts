import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { probeVideoFile, VideoProbeError } from "./probe.ts";
import { testExecutable, testMp4, testWebm } from "./test-videos.ts";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "probe-test-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function probe(bytes: Buffer) {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.bin`);
  await writeFile(file, bytes);
  return probeVideoFile(file);
}

async function refusal(bytes: Buffer): Promise<string> {
  const error = await probe(bytes).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(VideoProbeError);
  return (error as VideoProbeError).reason;
}

describe("the container reader (IMPL-030, D-050)", () => {
  it("reads an MP4's duration, size and codecs from mvhd, tkhd and stsd", async () => {
    expect(await probe(testMp4({ durationMs: 7250, width: 1280, height: 720 }))).toEqual({
      container: "mp4",
      durationMs: 7250,
      width: 1280,
      height: 720,
      videoCodec: "avc1",
      audioCodec: "mp4a",
    });
  });

  it("tells a QuickTime MOV by its ftyp brand and reads an HEVC or AV1 track", async () => {
    expect(await probe(testMp4({ brand: "qt  ", videoCodec: "hvc1" }))).toMatchObject({
      container: "mov",
      videoCodec: "hvc1",
    });
    expect(await probe(testMp4({ videoCodec: "av01", audioCodec: null }))).toMatchObject({
      videoCodec: "av01",
      audioCodec: null,
    });
  });

  it("reads a WebM's DocType, Info duration and track codecs", async () => {
    expect(await probe(testWebm({ durationMs: 4500, width: 640, height: 480 }))).toEqual({
      container: "webm",
      durationMs: 4500,
      width: 640,
      height: 480,
      videoCodec: "V_VP9",
      audioCodec: "A_OPUS",
    });
    expect(
      await probe(testWebm({ videoCodec: "V_AV1", audioCodec: null, docType: "matroska" })),
    ).toMatchObject({
      videoCodec: "V_AV1",
    });
  });

  it("refuses a renamed executable, 0 bytes and text as unreadable", async () => {
    expect(await refusal(testExecutable())).toBe("unreadable");
    expect(await refusal(Buffer.alloc(0))).toBe("unreadable");
    expect(await refusal(Buffer.from("<html><script>alert(1)</script></html>"))).toBe("unreadable");
  });

  it("refuses a truncated MP4 and a truncated WebM", async () => {
    const mp4 = testMp4();
    expect(await refusal(mp4.subarray(0, mp4.length - 100))).toBe("truncated");
    // Cut inside moov: the header is incomplete.
    expect(await refusal(mp4.subarray(0, 120))).toBe("truncated");
    const webm = testWebm();
    expect(await refusal(webm.subarray(0, webm.length - 10))).toBe("truncated");
  });

  it("refuses unknown codecs", async () => {
    expect(await refusal(testMp4({ videoCodec: "mp4v" }))).toBe("codec");
    expect(await refusal(testMp4({ audioCodec: "ac-3" }))).toBe("codec");
    expect(await refusal(testWebm({ videoCodec: "V_THEORA" }))).toBe("codec");
  });

  it("refuses a WebM without a duration (an unfinished recording)", async () => {
    expect(await refusal(testWebm({ durationMs: null }))).toBe("unreadable");
  });
});
