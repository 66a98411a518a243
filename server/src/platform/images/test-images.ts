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
