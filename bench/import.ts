// Issue 20 (D-054): a 10,000-bookmark Netscape file imported through Settings → Import's
// endpoint while another signed-in person reads their home feed. Measures pins per second
// and that person's p99, with the import and without it. The bookmarks point at a local
// node:http site whose pages name an og:image (FETCH_ALLOW_PRIVATE lets the server reach it);
// 100 distinct images, so most pins find their image already stored (content-addressed).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/corkboard_bench npm run bench -- import
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { type LoadResult, runLoad } from "./support/load.ts";
import { startBenchServer } from "./support/processes.ts";
import { writeResult } from "./support/report.ts";
import { benchSession } from "./support/session.ts";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("import needs DATABASE_URL (PostgreSQL)");
const BOOKMARKS = Number(process.env.BENCH_BOOKMARKS ?? 10_000);
const IMAGES = 100;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 15);
const ORIGIN = "http://bench.corkboard.test";

// The site the bookmarks point at.
const images = await Promise.all(
  Array.from({ length: IMAGES }, (_, i) =>
    sharp({ create: { width: 400, height: 300, channels: 3, background: { r: i * 2, g: 100, b: 200 - i } } })
      .jpeg()
      .toBuffer(),
  ),
);
const site = createServer((request, response) => {
  const url = request.url ?? "/";
  const image = /^\/img\/(\d+)\.jpg$/.exec(url);
  if (image) {
    response.writeHead(200, { "content-type": "image/jpeg" }).end(images[Number(image[1]) % IMAGES]);
    return;
  }
  const page = /^\/page\/(\d+)$/.exec(url);
  if (page) {
    const n = Number(page[1]) % IMAGES;
    response
      .writeHead(200, { "content-type": "text/html" })
      .end(`<html><head><meta property="og:image" content="/img/${n}.jpg"><title>Page</title></head></html>`);
    return;
  }
  response.writeHead(404).end();
});
await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

function bookmarkFile(): string {
  const lines = ["<!DOCTYPE NETSCAPE-Bookmark-file-1>", "<TITLE>Bookmarks</TITLE>", "<DL><p>"];
  for (let folder = 0; folder < 20; folder++) {
    lines.push(`<DT><H3 ADD_DATE="1700000000">Folder ${folder}</H3>`, "<DL><p>");
    for (let i = folder; i < BOOKMARKS; i += 20) {
      lines.push(`<DT><A HREF="${siteUrl}/page/${i}" ADD_DATE="${1_600_000_000 + i}">Bookmark ${i}</A>`);
    }
    lines.push("</DL><p>");
  }
  lines.push("</DL><p>");
  return lines.join("\n");
}

const { app, client, stop } = await startBenchServer(databaseUrl, ORIGIN, { FETCH_ALLOW_PRIVATE: "true" });
try {
  const suffix = Date.now().toString(36);
  const importer = await benchSession(client, app.url, ORIGIN, `bench_importer_${suffix}`);
  const reader = await benchSession(client, app.url, ORIGIN, `bench_reader_${suffix}`);
  const feedRequests = [
    {
      method: "GET" as const,
      path: "/resource/HomefeedResource/get/",
      headers: { cookie: reader.headers.cookie ?? "" },
    },
  ];
  await runLoad("warm-up", app.url, [], { connections, durationSeconds: 3, requests: feedRequests });
  const alone = await runLoad("home feed, no import", app.url, [], {
    connections,
    durationSeconds,
    requests: feedRequests,
  });

  const form = new FormData();
  form.append("format", "netscape");
  form.append("file", new Blob([bookmarkFile()], { type: "text/html" }), "bookmarks.html");
  const startedAt = Date.now();
  const answer = await fetch(`${app.url}/v3/imports/`, {
    method: "POST",
    headers: importer.headers,
    body: form,
  });
  const started = (await answer.json()) as { resource_response: { data: { id: string } } };
  const runId = started.resource_response.data.id;
  type Run = {
    status: string;
    processed: number;
    created: number;
    skipped: number;
    failed: number;
    total: number;
  };
  const readRun = async (): Promise<Run> => {
    const response = await fetch(`${app.url}/v3/imports/${runId}/`, { headers: importer.headers });
    return ((await response.json()) as { resource_response: { data: Run } }).resource_response.data;
  };
  // Wait until it is creating pins, then measure the reader while it runs.
  for (let run = await readRun(); run.processed === 0 && run.status !== "failed"; run = await readRun()) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const during: LoadResult = await runLoad("home feed, during the import", app.url, [], {
    connections,
    durationSeconds,
    requests: feedRequests,
  });
  let run = await readRun();
  while (run.status === "checking" || run.status === "running") {
    await new Promise((resolve) => setTimeout(resolve, 500));
    run = await readRun();
  }
  const seconds = (Date.now() - startedAt) / 1000;
  const figures = {
    bookmarks: BOOKMARKS,
    status: run.status,
    created: run.created,
    skipped: run.skipped,
    failed: run.failed,
    "import seconds": Math.round(seconds * 10) / 10,
    "pins per second": Math.round((run.created / seconds) * 10) / 10,
    "reader p99 ms without import": alone.p99Ms,
    "reader p99 ms during import": during.p99Ms,
    "reader req/s without import": alone.requestsPerSecond,
    "reader req/s during import": during.requestsPerSecond,
    "reader errors during import": during.errors + during.non2xx,
  };
  console.table(figures);
  writeResult("import", figures);
} finally {
  await stop();
  site.close();
}
