// Writes .br and .gz next to every compressible file of the web build, so the server
// sends precompressed assets instead of compressing on every request. Files of 16 KB and
// more get their .gz from zopfli: still gzip, ~3 % smaller than zlib's best, for the clients
// without brotli that issue 13's budget counts (D-068). Smaller files stay with zlib: zopfli
// saves little on them and takes seconds over all of them.

import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";

const dist = path.resolve(import.meta.dirname, "../web/dist");
const ZOPFLI_FROM = 16 * 1024;
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

let count = 0;
for (const file of files(dist)) {
  if (statSync(file).size < 1024) continue;
  const bytes = readFileSync(file);
  const gzip =
    bytes.length >= ZOPFLI_FROM
      ? await gzipAsync(bytes, { numiterations: 15 })
      : gzipSync(bytes, { level: 9 });
  writeFileSync(`${file}.gz`, gzip);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count++;
}
console.log(`precompressed ${count} files in web/dist`);
