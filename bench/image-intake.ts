// Issue "saving pins" (IMPL-029) — time to turn a 12-megapixel JPEG upload into every size
// (236/474/736/orig, WebP + JPEG) through the real multipart route, and the server's peak
// RSS while 8 such uploads run at once. Uses PostgreSQL when DATABASE_URL is set, else PGlite.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/corkboard_bench npm run bench -- image-intake
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { startBenchServer } from "./support/processes.ts";
import { writeResult } from "./support/report.ts";
import { benchSession } from "./support/session.ts";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("image-intake needs DATABASE_URL (PostgreSQL) for the bench account");
const CONCURRENT = 8;
const ORIGIN = "http://bench.corkboard.test";

/** A 4000×3000 photo-like JPEG (noise, so it neither compresses nor dedupes trivially). */
function photo(seed: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: (seed * 37) % 256, g: 120, b: 90 },
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 88 })
    .toBuffer();
}

function rssKb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
}

const photos = await Promise.all(Array.from({ length: CONCURRENT + 3 }, (_, i) => photo(Date.now() + i)));
const { app, client, stop } = await startBenchServer(databaseUrl, ORIGIN);
const pid = app.child.pid ?? 0;
try {
  const session = await benchSession(client, app.url, ORIGIN, "bench_intake");
  async function upload(bytes: Buffer): Promise<number> {
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "photo.jpg");
    const started = performance.now();
    const response = await fetch(`${app.url}/v3/media/uploads/`, {
      method: "POST",
      headers: session.headers,
      body: form,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`upload failed: ${response.status} ${text}`);
    return performance.now() - started;
  }

  // One warm-up (sharp/libvips start-up), then single uploads one after another.
  await upload(photos[0] as Buffer);
  const single = [await upload(photos[1] as Buffer), await upload(photos[2] as Buffer)];
  const idleRssKb = rssKb(pid, "VmRSS");

  let peakKb = idleRssKb;
  const sampler = setInterval(() => {
    peakKb = Math.max(peakKb, rssKb(pid, "VmRSS"));
  }, 25);
  const concurrentStart = performance.now();
  const times = await Promise.all(photos.slice(3).map((bytes) => upload(bytes)));
  const concurrentMs = performance.now() - concurrentStart;
  clearInterval(sampler);
  peakKb = Math.max(peakKb, rssKb(pid, "VmRSS"));

  const table = [
    {
      scenario: "one 12 MP JPEG upload → all sizes (ms, mean of 2)",
      value: Math.round(single.reduce((a, b) => a + b, 0) / single.length),
    },
    { scenario: `${CONCURRENT} uploads at once: wall time (ms)`, value: Math.round(concurrentMs) },
    { scenario: `${CONCURRENT} uploads at once: slowest (ms)`, value: Math.round(Math.max(...times)) },
    { scenario: "server RSS before (MiB)", value: Math.round(idleRssKb / 1024) },
    { scenario: `server peak RSS during ${CONCURRENT} uploads (MiB)`, value: Math.round(peakKb / 1024) },
    {
      scenario: "upload size (MiB, mean)",
      value: Number((photos.reduce((n, p) => n + p.length, 0) / photos.length / 1048576).toFixed(1)),
    },
  ];
  console.table(table);
  writeResult("image-intake", { cores: availableParallelism(), concurrent: CONCURRENT, results: table });
} finally {
  await stop();
}
