import sharp from "sharp";

/**
 * Bounds what sharp (libvips) keeps between images (D-064). Its operation cache (up to 50 MB
 * and 100 operations by default) only pays off when the same input is processed again, which
 * the server never does: every upload is new and every rendition is written once. Each libvips
 * worker thread also grows a malloc arena of its own that stays resident after the burst (the
 * demo content's start, an import), so one thread per image: images are processed a few at a
 * time anyway (the request that uploads, the import job), and the second core serves requests.
 */
export function boundSharpMemory(): void {
  sharp.cache(false);
  sharp.concurrency(1);
}
