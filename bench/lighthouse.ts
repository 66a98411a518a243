// Lighthouse (mobile: its default emulated phone, simulated slow 4G and 4x CPU slowdown) on
// the home page, a pin page and a board page of the built app on a fresh embedded database
// with the demo content. Each page runs RUNS times, each in a fresh Chromium; the median
// largest contentful paint and the median of each category score are reported.
//
// BENCH_SKIP_BUILD=1 uses the existing web/dist; BENCH_LIGHTHOUSE_RUNS changes the runs per
// page; BENCH_LIGHTHOUSE_REPORT_DIR=/some/dir keeps each run's full report (JSON) there.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { freePort } from "../scripts/support/free-port.ts";
import { ROOT, startService } from "./support/processes.ts";
import { writeResult } from "./support/report.ts";

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const TARGET_LCP_MS = 1500;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const reportDir = process.env.BENCH_LIGHTHOUSE_REPORT_DIR;

if (process.env.BENCH_SKIP_BUILD !== "1") {
  console.log("building the web app…");
  execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
}

const dataDir = mkdtempSync(path.join(tmpdir(), "corkboard-lighthouse-"));
// PUBLIC_ORIGIN is the address Lighthouse loads, so canonical links and the sitemap agree
// with the page's own origin.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = await startService(
  "server/src/main.ts",
  { DATA_DIR: dataDir, DATABASE_URL: "", PUBLIC_ORIGIN: origin },
  "/readyz",
  180_000,
  port,
);

interface Envelope<T> {
  resource_response: { data: T };
}
async function read<T>(url: string): Promise<T> {
  const response = await fetch(`${origin}${url}`);
  return ((await response.json()) as Envelope<T>).resource_response.data;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

interface Run {
  lcpMs: number;
  lcpElement: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
}

async function runLighthouse(url: string, label: string, run: number): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(path.join(reportDir, `${label}-${run}.json`), JSON.stringify(lhr));
    }
    const lcp = lhr.audits["largest-contentful-paint"]?.numericValue;
    if (lcp === undefined) throw new Error(`${url}: no largest contentful paint`);
    const element = lhr.audits["largest-contentful-paint-element"]?.details as
      | { items?: { items?: { node?: { snippet?: string } }[] }[] }
      | undefined;
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Run["scores"];
    return { lcpMs: lcp, lcpElement: element?.items?.[0]?.items?.[0]?.node?.snippet ?? "?", scores };
  } finally {
    chrome.kill();
  }
}

try {
  const feed = await read<{ items: { id: string }[] }>("/resource/HomefeedResource/get/?page_size=1");
  const pinId = feed.items[0]?.id;
  if (!pinId) throw new Error("the demo database has no pins");
  const pin = await read<{ board: { url: string } }>(`/resource/PinResource/get/?id=${pinId}`);
  const pages = [
    ["home", "/"],
    ["pin", `/pin/${pinId}/`],
    ["board", pin.board.url],
  ] as const;

  const rows = [];
  for (const [label, pagePath] of pages) {
    const runs: Run[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const result = await runLighthouse(`${origin}${pagePath}`, label, run);
      console.log(
        `${label} run ${run}: LCP ${(result.lcpMs / 1000).toFixed(2)} s`,
        JSON.stringify(result.scores),
        result.lcpElement.slice(0, 120),
      );
      runs.push(result);
    }
    const lcp = median(runs.map((run) => run.lcpMs));
    rows.push({
      page: `${label} ${label === "home" ? "/" : label === "pin" ? "/pin/{id}/" : "/{user}/{board}/"}`,
      "LCP s (median)": (lcp / 1000).toFixed(2),
      "LCP s (runs)": runs.map((run) => (run.lcpMs / 1000).toFixed(2)).join(" "),
      target: `≤ ${TARGET_LCP_MS / 1000} s`,
      ...Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))])),
      "LCP element": runs[0]?.lcpElement.slice(0, 100),
    });
  }
  console.table(rows);
  writeResult("lighthouse", { runsPerPage: RUNS, lighthouse: "mobile (default config)", pages: rows });
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
