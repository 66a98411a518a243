import sharp from "sharp";

/** A solid-colour test image; `format` picks the encoding. Test support only. */
export function solidImage(
  width: number,
  height: number,
  color: string,
  format: "png" | "jpeg" | "webp" = "png",
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A GIF written byte by byte (D-050 tests): a `width` × `height` canvas with `frames`
 * frames of one pixel each, alternating black and white, every frame 10 ms. Tiny on disk
 * whatever it claims: a 10,000-frame or a 30,000 × 30,000 GIF is a few kilobytes.
 */
export function framesGif(width: number, height: number, frames: number, wholeCanvasFrame = false): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0x80; // a global colour table of 2 entries
  const parts: Buffer[] = [
    Buffer.from("GIF89a", "latin1"),
    screen,
    Buffer.from([0x00, 0x00, 0x00, 0xff, 0xff, 0xff]),
    // NETSCAPE2.0: loop forever.
    Buffer.from([0x21, 0xff, 0x0b, ...Buffer.from("NETSCAPE2.0", "latin1"), 0x03, 0x01, 0x00, 0x00, 0x00]),
  ];
  for (let i = 0; i < frames; i++) {
    // Graphic control: 10 ms delay; image descriptor: one pixel at (i mod width, 0).
    parts.push(Buffer.from([0x21, 0xf9, 0x04, 0x00, 0x01, 0x00, 0x00, 0x00]));
    const descriptor = Buffer.alloc(10);
    descriptor[0] = 0x2c;
    descriptor.writeUInt16LE(wholeCanvasFrame ? 0 : i % width, 1);
    // `wholeCanvasFrame`: the frame claims the whole canvas (its pixel data stays one pixel).
    descriptor.writeUInt16LE(wholeCanvasFrame ? width : 1, 5);
    descriptor.writeUInt16LE(wholeCanvasFrame ? height : 1, 7);
    parts.push(descriptor);
    // LZW, minimum code size 2: clear, colour index (0 or 1), end.
    parts.push(Buffer.from([0x02, 0x02, i % 2 === 0 ? 0x44 : 0x4c, 0x01, 0x00]));
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}
