// JavaScript + CSS transferred (compressed, as the browser receives it) by the first load of
// the home page, a pin page and the login page, measured in real Chromium against the built app.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { startService } from "./support/processes.ts";
import { writeResult } from "./support/report.ts";

const TARGET_KB = 100;
const dataDir = mkdtempSync(path.join(tmpdir(), "corkboard-first-load-"));
const server = await startService("server/src/main.ts", { DATA_DIR: dataDir, DATABASE_URL: "" }, "/readyz");
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

try {
  const feed = (await (await fetch(`${server.url}/resource/HomefeedResource/get/?page_size=1`)).json()) as {
    resource_response: { data: { items: { id: string }[] } };
  };
  const pinId = feed.resource_response.data.items[0]?.id;
  const rows = [];
  // The budget is stated in gzip; browsers also offer brotli, which the server
  // prefers. Both are measured.
  for (const encoding of ["gzip", "br"] as const)
    for (const [name, url] of [
      ["home /", `${server.url}/`],
      ["pin page /pin/{id}/", `${server.url}/pin/${pinId}/`],
      ["login page /login/", `${server.url}/login/`],
    ] as const) {
      const context = await browser.newContext({ extraHTTPHeaders: { "accept-encoding": encoding } });
      const page = await context.newPage();
      const kb = await firstLoadKb(page, url);
      await context.close();
      rows.push({
        page: name,
        encoding,
        "JS KB": kb.js.toFixed(1),
        "CSS KB": kb.css.toFixed(1),
        "total KB": (kb.js + kb.css).toFixed(1),
        target: `≤ ${TARGET_KB} KB`,
        files: kb.files,
      });
    }
  console.table(rows);
  writeResult("first-load", rows);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
