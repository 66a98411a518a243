// JavaScript + CSS transferred (compressed, as the browser receives it) by the first load of
// every first page — home, a pin, its board, its pinner's profile, a search and the login
// page — measured in real Chromium against the built app. Chromium waits for the network to
// go idle, so the figures include what a page loads just after its first paint (the "more
// like this" grid, the creator card), which web/build/first-load-size.ts leaves out.
// BENCH_FIRST_LOAD_BASELINE=/other/checkout (built, e.g. a `git worktree` of the commit
// before a change sharing this node_modules) measures that checkout in the same run.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { ROOT, startService } from "./support/processes.ts";
import { writeResult } from "./support/report.ts";

const TARGET_KB = 100;
const baseline = process.env.BENCH_FIRST_LOAD_BASELINE;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});

async function firstLoadKb(page: Page, url: string): Promise<{ js: number; css: number; files: number }> {
  const sizes = { js: 0, css: 0, files: 0 };
  const pending: Promise<void>[] = [];
  page.on("requestfinished", (request) => {
    const type = request.resourceType();
    if (type !== "script" && type !== "stylesheet") return;
    pending.push(
      request.sizes().then((s) => {
        sizes[type === "script" ? "js" : "css"] += s.responseBodySize;
        sizes.files++;
      }),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await Promise.all(pending);
  return { js: sizes.js / 1024, css: sizes.css / 1024, files: sizes.files };
}

async function read<T>(origin: string, url: string): Promise<T> {
  return ((await (await fetch(`${origin}${url}`)).json()) as { resource_response: { data: T } })
    .resource_response.data;
}

/** Serves `root`'s built app on a fresh embedded database and measures each page both ways. */
async function measure(name: string, root: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "corkboard-first-load-"));
  const server = await startService(
    path.join(root, "server/src/main.ts"),
    { DATA_DIR: dataDir, DATABASE_URL: "" },
    "/readyz",
  );
  try {
    const feed = await read<{ items: { id: string }[] }>(
      server.url,
      "/resource/HomefeedResource/get/?page_size=1",
    );
    const pinId = feed.items[0]?.id;
    const { board, pinner } = await read<{ board: { url: string }; pinner: { username: string } }>(
      server.url,
      `/resource/PinResource/get/?id=${pinId}`,
    );
    const rows = [];
    // The budget is stated in gzip; browsers also offer brotli, which the server
    // prefers. Both are measured.
    for (const encoding of ["gzip", "br"] as const)
      for (const [page, url] of [
        ["home /", "/"],
        ["pin page /pin/{id}/", `/pin/${pinId}/`],
        ["board /{user}/{board}/", board.url],
        ["profile /{user}/", `/${pinner.username}/`],
        ["search /search/pins/?q=", "/search/pins/?q=home"],
        ["login page /login/", "/login/"],
      ] as const) {
        const context = await browser.newContext({ extraHTTPHeaders: { "accept-encoding": encoding } });
        const kb = await firstLoadKb(await context.newPage(), `${server.url}${url}`);
        await context.close();
        rows.push({
          checkout: name,
          page,
          encoding,
          "JS KB": kb.js.toFixed(1),
          "CSS KB": kb.css.toFixed(1),
          "total KB": (kb.js + kb.css).toFixed(1),
          target: `≤ ${TARGET_KB} KB`,
          files: kb.files,
          load: loadavg()[0]?.toFixed(1),
        });
      }
    return rows;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  const rows = [
    ...(baseline ? await measure("baseline", path.resolve(baseline)) : []),
    ...(await measure("this checkout", ROOT)),
  ];
  console.table(rows);
  writeResult("first-load", rows);
} finally {
  await browser.close();
}
