/**
 * Minimal, structurally valid video files written byte by byte for tests (D-050): an MP4
 * (ftyp, moov with mvhd/trak/tkhd/mdia/hdlr/minf/stbl/stsd, mdat) and a WebM (EBML header,
 * Segment with Info and Tracks, one Cluster). They carry no decodable frames: enough for the
 * container reader, not for a player.
 */

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(body.length + 8, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
}

function u32(...values: number[]): Buffer {
  const buffer = Buffer.alloc(values.length * 4);
  values.forEach((value, i) => {
    buffer.writeUInt32BE(value >>> 0, i * 4);
  });
  return buffer;
}

/** Options of a generated MP4. */
export interface TestMp4Options {
  durationMs?: number;
  width?: number;
  height?: number;
  videoCodec?: string;
  audioCodec?: string | null;
  brand?: string;
  /** Bytes of (meaningless) media data in mdat. */
  mediaBytes?: number;
}

function track(handler: string, codec: string, width: number, height: number): Buffer {
  // tkhd version 0: flags, times, id, reserved, duration, reserved, layer/group, volume,
  // matrix (9 × 4), width and height in 16.16 fixed point: 84 bytes of payload.
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(0x00000003, 0);
  tkhd.writeUInt32BE(width * 65536, 76);
  tkhd.writeUInt32BE(height * 65536, 80);
  const hdlr = Buffer.concat([u32(0, 0), Buffer.from(handler, "latin1"), u32(0, 0, 0), Buffer.from("\0")]);
  const entry = Buffer.concat([u32(16), Buffer.from(codec, "latin1"), u32(0, 1)]);
  const stsd = Buffer.concat([u32(0, 1), entry]);
  return box(
    "trak",
    box("tkhd", tkhd),
    box("mdia", box("hdlr", hdlr), box("minf", box("stbl", box("stsd", stsd)))),
  );
}

/** A minimal MP4 (or MOV with brand `qt  `). */
export function testMp4(options: TestMp4Options = {}): Buffer {
  const {
    durationMs = 6000,
    width = 640,
    height = 360,
    videoCodec = "avc1",
    audioCodec = "mp4a",
    brand = "isom",
    mediaBytes = 2048,
  } = options;
  const ftyp = box("ftyp", Buffer.from(brand, "latin1"), u32(512), Buffer.from("isomiso2avc1mp41", "latin1"));
  // mvhd version 0: flags, created, modified, timescale, duration, then 80 bytes we leave 0.
  const mvhd = box("mvhd", u32(0, 0, 0, 1000, durationMs), Buffer.alloc(80));
  const traks = [track("vide", videoCodec, width, height)];
  if (audioCodec) traks.push(track("soun", audioCodec, 0, 0));
  const moov = box("moov", mvhd, ...traks);
  const mdat = box("mdat", Buffer.alloc(mediaBytes, 0x5a));
  return Buffer.concat([ftyp, moov, mdat]);
}

// ── WebM ──

function vintSize(length: number): Buffer {
  // Always 8 bytes: 0x01 then 7 bytes of length.
  const buffer = Buffer.alloc(8);
  buffer[0] = 0x01;
  buffer.writeUIntBE(length, 2, 6);
  return buffer;
}

function element(id: number, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const idBytes = Buffer.from(
    id.toString(16).padStart(id > 0xffffff ? 8 : id > 0xffff ? 6 : id > 0xff ? 4 : 2, "0"),
    "hex",
  );
  return Buffer.concat([idBytes, vintSize(body.length), body]);
}

function uint(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
}

/** Options of a generated WebM. */
export interface TestWebmOptions {
  durationMs?: number | null;
  width?: number;
  height?: number;
  videoCodec?: string;
  audioCodec?: string | null;
  docType?: string;
}

/** A minimal WebM: EBML header, a Segment with Info, Tracks and one Cluster. */
export function testWebm(options: TestWebmOptions = {}): Buffer {
  const {
    durationMs = 5000,
    width = 320,
    height = 240,
    videoCodec = "V_VP9",
    audioCodec = "A_OPUS",
    docType = "webm",
  } = options;
  const header = element(
    0x1a45dfa3,
    element(0x4282, Buffer.from(docType, "latin1")),
    element(0x4287, uint(4)),
  );
  const duration = Buffer.alloc(8);
  if (durationMs !== null) duration.writeDoubleBE(durationMs);
  const info = element(
    0x1549a966,
    element(0x2ad7b1, uint(1_000_000)),
    ...(durationMs === null ? [] : [element(0x4489, duration)]),
  );
  const entries = [
    element(
      0xae,
      element(0xd7, uint(1)),
      element(0x83, uint(1)),
      element(0x86, Buffer.from(videoCodec, "latin1")),
      element(0xe0, element(0xb0, uint(width)), element(0xba, uint(height))),
    ),
  ];
  if (audioCodec) {
    entries.push(
      element(
        0xae,
        element(0xd7, uint(2)),
        element(0x83, uint(2)),
        element(0x86, Buffer.from(audioCodec, "latin1")),
      ),
    );
  }
  const tracks = element(0x1654ae6b, ...entries);
  const cluster = element(0x1f43b675, element(0xe7, uint(0)), Buffer.alloc(1024, 0x33));
  return Buffer.concat([header, element(0x18538067, info, tracks, cluster)]);
}

/** The first bytes of an ELF executable, renamed `.mp4` by someone. */
export function testExecutable(): Buffer {
  return Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 0x90)]);
}
