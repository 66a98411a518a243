import { type FileHandle, open } from "node:fs/promises";
import type { VideoContainer } from "@corkboard/core/pins";

/**
 * Reads a video container's own structure (D-050, IMPL-030): the MP4/MOV box tree (ftyp,
 * moov/mvhd, trak/tkhd, mdia/hdlr, stbl/stsd) and WebM/Matroska EBML (DocType, Segment
 * Info TimestampScale/Duration, Tracks CodecID/PixelWidth/PixelHeight). No ffprobe: the
 * machine may have none. The file is read in small bounded pieces, never whole: only the
 * moov box (at most MAX_HEADER_BYTES) or the WebM header elements are held in memory.
 */

/** What the container says about itself. */
export interface VideoProbe {
  container: VideoContainer;
  durationMs: number;
  width: number;
  height: number;
  /** The video track's codec: a fourcc (avc1, hvc1, av01, vp09) or a Matroska id (V_VP9). */
  videoCodec: string;
  /** The first audio track's codec, or null for a silent video. */
  audioCodec: string | null;
}

/** Why a file is not a video we accept; the caller turns it into an error code. */
export class VideoProbeError extends Error {
  readonly reason: "unreadable" | "truncated" | "codec";

  constructor(reason: "unreadable" | "truncated" | "codec", message: string) {
    super(message);
    this.reason = reason;
  }
}

/** The header structures (moov, EBML Info/Tracks) are never allowed to exceed this. */
const MAX_HEADER_BYTES = 32 * 1024 * 1024;

/** Codecs browsers play (D-050): H.264, HEVC (Safari), AV1, VP8/VP9; AAC, Opus, Vorbis, MP3. */
const MP4_VIDEO_CODECS = new Set(["avc1", "avc3", "hvc1", "hev1", "av01", "vp09"]);
const MP4_AUDIO_CODECS = new Set(["mp4a", "Opus", "opus", ".mp3"]);
const WEBM_VIDEO_CODECS = new Set(["V_VP8", "V_VP9", "V_AV1"]);
const WEBM_AUDIO_CODECS = new Set(["A_OPUS", "A_VORBIS"]);

/** Probes the video in `filePath`. Throws VideoProbeError. */
export async function probeVideoFile(filePath: string): Promise<VideoProbe> {
  const handle = await open(filePath, "r");
  try {
    const { size } = await handle.stat();
    if (size < 16) throw new VideoProbeError("unreadable", `${size} bytes is not a video`);
    const head = await readAt(handle, 0, 16, size);
    if (head.readUInt32BE(0) === 0x1a45dfa3) return await probeWebm(handle, size);
    if (head.toString("latin1", 4, 8) === "ftyp") return await probeMp4(handle, size);
    throw new VideoProbeError("unreadable", "neither an ISO-BMFF (ftyp) nor an EBML file");
  } finally {
    await handle.close();
  }
}

async function readAt(handle: FileHandle, position: number, length: number, size: number): Promise<Buffer> {
  if (position + length > size) throw new VideoProbeError("truncated", "the file ends inside a header");
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  if (bytesRead < length) throw new VideoProbeError("truncated", "the file ends inside a header");
  return buffer;
}

// ── MP4 / MOV ────────────────────────────────────────────────────────────────────────────

interface Box {
  type: string;
  /** Where the box's payload starts and ends (absolute, or relative to its buffer). */
  start: number;
  end: number;
}

async function probeMp4(handle: FileHandle, size: number): Promise<VideoProbe> {
  let container: VideoContainer | null = null;
  let moov: Buffer | null = null;
  let sawMdat = false;
  // Top-level boxes: each one must end within the file, or the file was cut off.
  let position = 0;
  while (position < size) {
    const header = await readAt(handle, position, Math.min(16, size - position), size);
    if (header.length < 8) throw new VideoProbeError("truncated", "a box header is cut off");
    let boxSize = header.readUInt32BE(0);
    const type = header.toString("latin1", 4, 8);
    let headerSize = 8;
    if (boxSize === 1) {
      if (header.length < 16) throw new VideoProbeError("truncated", "a large box header is cut off");
      boxSize = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (boxSize === 0) {
      boxSize = size - position;
    }
    if (boxSize < headerSize) throw new VideoProbeError("unreadable", `box ${type} has size ${boxSize}`);
    if (position + boxSize > size) {
      throw new VideoProbeError(
        "truncated",
        `box ${type} ends at ${position + boxSize}, the file at ${size}`,
      );
    }
    if (type === "ftyp") {
      const payload = await readAt(handle, position + headerSize, Math.min(boxSize - headerSize, 64), size);
      container = payload.toString("latin1", 0, 4) === "qt  " ? "mov" : "mp4";
    } else if (type === "moov") {
      if (boxSize > MAX_HEADER_BYTES) throw new VideoProbeError("unreadable", "moov box too large");
      moov = await readAt(handle, position + headerSize, boxSize - headerSize, size);
    } else if (type === "mdat") {
      sawMdat = true;
    }
    position += boxSize;
  }
  if (!container) throw new VideoProbeError("unreadable", "no ftyp box");
  if (!moov) throw new VideoProbeError("truncated", "no moov box (the header is missing or cut off)");
  if (!sawMdat) throw new VideoProbeError("truncated", "no mdat box (no media data)");
  return { container, ...readMoov(moov) };
}

function childBoxes(buffer: Buffer, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  let position = start;
  while (position + 8 <= end) {
    let boxSize = buffer.readUInt32BE(position);
    const type = buffer.toString("latin1", position + 4, position + 8);
    let headerSize = 8;
    if (boxSize === 1) {
      if (position + 16 > end) throw new VideoProbeError("unreadable", "bad large box in moov");
      boxSize = Number(buffer.readBigUInt64BE(position + 8));
      headerSize = 16;
    } else if (boxSize === 0) {
      boxSize = end - position;
    }
    if (boxSize < headerSize || position + boxSize > end) {
      throw new VideoProbeError("unreadable", `box ${type} inside moov overruns its parent`);
    }
    boxes.push({ type, start: position + headerSize, end: position + boxSize });
    position += boxSize;
  }
  return boxes;
}

function child(buffer: Buffer, parent: Box, type: string): Box | undefined {
  return childBoxes(buffer, parent.start, parent.end).find((box) => box.type === type);
}

function readMoov(moov: Buffer): Omit<VideoProbe, "container"> {
  const root: Box = { type: "moov", start: 0, end: moov.length };
  const mvhd = child(moov, root, "mvhd");
  if (!mvhd || mvhd.end - mvhd.start < 32) throw new VideoProbeError("unreadable", "no movie header (mvhd)");
  const version = moov.readUInt8(mvhd.start);
  const timescale = version === 1 ? moov.readUInt32BE(mvhd.start + 20) : moov.readUInt32BE(mvhd.start + 12);
  const duration =
    version === 1 ? Number(moov.readBigUInt64BE(mvhd.start + 24)) : moov.readUInt32BE(mvhd.start + 16);
  if (timescale === 0) throw new VideoProbeError("unreadable", "mvhd timescale is 0");

  let video: { codec: string; width: number; height: number } | null = null;
  let audioCodec: string | null = null;
  for (const trak of childBoxes(moov, 0, moov.length).filter((box) => box.type === "trak")) {
    const mdia = child(moov, trak, "mdia");
    const hdlr = mdia && child(moov, mdia, "hdlr");
    const stsd = mdia && findPath(moov, mdia, ["minf", "stbl", "stsd"]);
    if (!hdlr || !stsd || stsd.end - stsd.start < 16) continue;
    const handler = moov.toString("latin1", hdlr.start + 8, hdlr.start + 12);
    // stsd: version/flags (4), entry count (4), then the first sample entry's size and fourcc.
    const codec = moov.toString("latin1", stsd.start + 12, stsd.start + 16);
    if (handler === "vide" && !video) {
      const tkhd = child(moov, trak, "tkhd");
      const size = tkhd ? trackSize(moov, tkhd) : { width: 0, height: 0 };
      video = { codec, ...size };
    } else if (handler === "soun" && audioCodec === null) {
      audioCodec = codec;
    }
  }
  if (!video) throw new VideoProbeError("unreadable", "no video track");
  if (!MP4_VIDEO_CODECS.has(video.codec)) throw new VideoProbeError("codec", `video codec ${video.codec}`);
  if (audioCodec !== null && !MP4_AUDIO_CODECS.has(audioCodec)) {
    throw new VideoProbeError("codec", `audio codec ${audioCodec}`);
  }
  return {
    durationMs: Math.round((duration / timescale) * 1000),
    width: video.width,
    height: video.height,
    videoCodec: video.codec,
    audioCodec,
  };
}

function findPath(buffer: Buffer, parent: Box, path: string[]): Box | undefined {
  let box: Box | undefined = parent;
  for (const type of path) {
    box = box && child(buffer, box, type);
  }
  return box;
}

/** tkhd's width and height: 16.16 fixed point, the last 8 bytes of the box. */
function trackSize(buffer: Buffer, tkhd: Box): { width: number; height: number } {
  if (tkhd.end - tkhd.start < 84) return { width: 0, height: 0 };
  return {
    width: buffer.readUInt32BE(tkhd.end - 8) >>> 16,
    height: buffer.readUInt32BE(tkhd.end - 4) >>> 16,
  };
}

// ── WebM / Matroska ──────────────────────────────────────────────────────────────────────

const EBML = { header: 0x1a45dfa3, docType: 0x4282, segment: 0x18538067, info: 0x1549a966 } as const;
const INFO = { timestampScale: 0x2ad7b1, duration: 0x4489 } as const;
const TRACKS = { tracks: 0x1654ae6b, entry: 0xae, type: 0x83, codecId: 0x86, video: 0xe0 } as const;
const PIXEL = { width: 0xb0, height: 0xba } as const;
const CLUSTER = 0x1f43b675;

interface Element {
  id: number;
  /** Payload start and end; `end` is null for an element of unknown size. */
  start: number;
  end: number | null;
}

/** Reads a variable-length integer at `position` of `buffer`; `keepMarker` for element ids. */
function readVint(
  buffer: Buffer,
  position: number,
  keepMarker: boolean,
): { value: number; length: number } | null {
  const first = buffer[position];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || position + length > buffer.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = buffer[position + i] ?? 0;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value: !keepMarker && allOnes ? -1 : value, length };
}

async function readElementHeader(handle: FileHandle, position: number, size: number): Promise<Element> {
  const buffer = await readAt(handle, position, Math.min(12, size - position), size);
  const id = readVint(buffer, 0, true);
  const length = id && readVint(buffer, id.length, false);
  if (!id || !length) throw new VideoProbeError("unreadable", `bad EBML element at ${position}`);
  const start = position + id.length + length.length;
  const end = length.value < 0 ? null : start + length.value;
  if (end !== null && end > size) {
    throw new VideoProbeError("truncated", `EBML element ${id.value.toString(16)} ends past the file`);
  }
  return { id: id.value, start, end };
}

function elementsIn(buffer: Buffer): { id: number; data: Buffer }[] {
  const out: { id: number; data: Buffer }[] = [];
  let position = 0;
  while (position < buffer.length) {
    const id = readVint(buffer, position, true);
    const length = id && readVint(buffer, position + id.length, false);
    if (!id || !length || length.value < 0) throw new VideoProbeError("unreadable", "bad EBML element");
    const start = position + id.length + length.length;
    if (start + length.value > buffer.length)
      throw new VideoProbeError("unreadable", "EBML element overruns");
    out.push({ id: id.value, data: buffer.subarray(start, start + length.value) });
    position = start + length.value;
  }
  return out;
}

function readUnsigned(data: Buffer): number {
  let value = 0;
  for (const byte of data) value = value * 256 + byte;
  return value;
}

async function probeWebm(handle: FileHandle, size: number): Promise<VideoProbe> {
  const header = await readElementHeader(handle, 0, size);
  if (header.end === null || header.end - header.start > 4096)
    throw new VideoProbeError("unreadable", "bad EBML header");
  const docType = elementsIn(await readAt(handle, header.start, header.end - header.start, size)).find(
    (element) => element.id === EBML.docType,
  );
  const kind = docType?.data.toString("latin1").replace(/\0+$/, "");
  if (kind !== "webm" && kind !== "matroska") throw new VideoProbeError("unreadable", `DocType ${kind}`);

  const segment = await readElementHeader(handle, header.end, size);
  if (segment.id !== EBML.segment) throw new VideoProbeError("unreadable", "no Segment");
  const segmentEnd = segment.end ?? size;

  let info: Buffer | null = null;
  let tracks: Buffer | null = null;
  let position = segment.start;
  while (position < segmentEnd && !(info && tracks)) {
    const element = await readElementHeader(handle, position, size);
    if (element.id === CLUSTER) break;
    if (element.end === null) throw new VideoProbeError("unreadable", "a header element of unknown size");
    if (element.id === EBML.info || element.id === TRACKS.tracks) {
      if (element.end - element.start > MAX_HEADER_BYTES)
        throw new VideoProbeError("unreadable", "header too large");
      const data = await readAt(handle, element.start, element.end - element.start, size);
      if (element.id === EBML.info) info = data;
      else tracks = data;
    }
    position = element.end;
  }
  if (!info || !tracks) throw new VideoProbeError("truncated", "no Info or Tracks before the media");

  const infoElements = elementsIn(info);
  const scaleElement = infoElements.find((element) => element.id === INFO.timestampScale);
  const scale = scaleElement ? readUnsigned(scaleElement.data) : 1_000_000;
  const durationElement = infoElements.find((element) => element.id === INFO.duration);
  if (!durationElement || (durationElement.data.length !== 4 && durationElement.data.length !== 8)) {
    throw new VideoProbeError("unreadable", "no Segment duration (a live recording not finalised)");
  }
  const duration =
    durationElement.data.length === 4
      ? durationElement.data.readFloatBE(0)
      : durationElement.data.readDoubleBE(0);

  let video: { codec: string; width: number; height: number } | null = null;
  let audioCodec: string | null = null;
  for (const entry of elementsIn(tracks).filter((element) => element.id === TRACKS.entry)) {
    const fields = elementsIn(entry.data);
    const type = readUnsigned(fields.find((field) => field.id === TRACKS.type)?.data ?? Buffer.alloc(0));
    const codec = fields.find((field) => field.id === TRACKS.codecId)?.data.toString("latin1") ?? "";
    if (type === 1 && !video) {
      const pixels = elementsIn(fields.find((field) => field.id === TRACKS.video)?.data ?? Buffer.alloc(0));
      const side = (id: number) =>
        readUnsigned(pixels.find((field) => field.id === id)?.data ?? Buffer.alloc(0));
      video = { codec, width: side(PIXEL.width), height: side(PIXEL.height) };
    } else if (type === 2 && audioCodec === null) {
      audioCodec = codec;
    }
  }
  if (!video) throw new VideoProbeError("unreadable", "no video track");
  if (!WEBM_VIDEO_CODECS.has(video.codec)) throw new VideoProbeError("codec", `video codec ${video.codec}`);
  if (audioCodec !== null && !WEBM_AUDIO_CODECS.has(audioCodec)) {
    throw new VideoProbeError("codec", `audio codec ${audioCodec}`);
  }
  return {
    container: "webm",
    durationMs: Math.round((duration * scale) / 1_000_000),
    width: video.width,
    height: video.height,
    videoCodec: video.codec,
    audioCodec,
  };
}
