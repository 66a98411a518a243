// Lighthouse (mobile: its default emulated phone, simulated slow 4G and 4x CPU slowdown) on
// the home page, a pin page and a board page of the built app on a fresh embedded database
// with the demo content. Each page runs RUNS times, each in a fresh Chromium; the median
// largest contentful paint and the median of each category score are reported.
//
// Simulated times scale with the CPU the host shows while the page loads, so a busy host
// reads slower: each row carries Lighthouse's benchmarkIndex and the load average.
// BENCH_LIGHTHOUSE_BASELINE=/other/checkout measures that checkout too (e.g. a
// `git worktree` of the commit before a change, sharing this node_modules), alternating
// run by run with this one, so both face the same load.
//
// BENCH_SKIP_BUILD=1 uses the existing web/dist; BENCH_LIGHTHOUSE_RUNS changes the runs per
// page; BENCH_LIGHTHOUSE_REPORT_DIR=/some/dir keeps each run's full report (JSON) there.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { freePort } from "../scripts/support/free-port.ts";
import { ROOT, type ServiceProcess, startService } from "./support/processes.ts";
import { writeResult } from "./support/report.ts";

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const TARGET_LCP_MS = 1500;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const reportDir = process.env.BENCH_LIGHTHOUSE_REPORT_DIR;
const baseline = process.env.BENCH_LIGHTHOUSE_BASELINE;

/** A checkout under test: its server on a fresh data dir, at the origin Lighthouse loads. */
interface Target {
  name: string;
  origin: string;
  server: ServiceProcess;
  dataDir: string;
}

async function startTarget(name: string, root: string): Promise<Target> {
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    console.log(`building the web app of ${name}…`);
    execFileSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "corkboard-lighthouse-"));
  // PUBLIC_ORIGIN is the address Lighthouse loads, so canonical links and the sitemap agree
  // with the page's own origin.
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startService(
    path.join(root, "server/src/main.ts"),
    { DATA_DIR: dataDir, DATABASE_URL: "", PUBLIC_ORIGIN: origin },
    "/readyz",
    180_000,
    port,
  );
  return { name, origin, server, dataDir };
}

const targets: Target[] = [];
if (baseline) targets.push(await startTarget("baseline", path.resolve(baseline)));
targets.push(await startTarget("this checkout", ROOT));

interface Envelope<T> {
  resource_response: { data: T };
}
async function read<T>(origin: string, url: string): Promise<T> {
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
  /** Lighthouse's measure of the host's speed: simulated times scale with the observed CPU. */
  benchmarkIndex: number;
  lcpElement: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
}

async function runLighthouse(url: string, file: string): Promise<Run> {
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
      writeFileSync(path.join(reportDir, `${file}.json`), JSON.stringify(lhr));
    }
    const lcp = lhr.audits["largest-contentful-paint"]?.numericValue;
    if (lcp === undefined) throw new Error(`${url}: no largest contentful paint`);
    // The LCP breakdown insight names the element: a "node" item beside its table.
    const insight = lhr.audits["lcp-breakdown-insight"]?.details as
      | { items?: { type?: string; snippet?: string }[] }
      | undefined;
    const lcpElement = insight?.items?.find((item) => item.type === "node")?.snippet ?? "?";
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Run["scores"];
    return {
      lcpMs: lcp,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      lcpElement,
      scores,
    };
  } finally {
    chrome.kill();
  }
}

/** The pages measured: home, the newest pin, and that pin's board. */
async function pagesOf(origin: string): Promise<(readonly [string, string])[]> {
  const feed = await read<{ items: { id: string }[] }>(origin, "/resource/HomefeedResource/get/?page_size=1");
  const pinId = feed.items[0]?.id;
  if (!pinId) throw new Error("the demo database has no pins");
  const pin = await read<{ board: { url: string } }>(origin, `/resource/PinResource/get/?id=${pinId}`);
  return [
    ["home", "/"],
    ["pin", `/pin/${pinId}/`],
    ["board", pin.board.url],
  ];
}

try {
  const pages = new Map<Target, (readonly [string, string])[]>();
  for (const target of targets) pages.set(target, await pagesOf(target.origin));
  const rows = [];
  for (const [index, [label]] of (pages.get(targets[0] as Target) ?? []).entries()) {
    const runs = new Map<Target, Run[]>(targets.map((target) => [target, []]));
    for (let run = 1; run <= RUNS; run++) {
      for (const target of targets) {
        const pagePath = pages.get(target)?.[index]?.[1] ?? "/";
        const file = `${label}-${run}${target.name === "baseline" ? "-baseline" : ""}`;
        const result = await runLighthouse(`${target.origin}${pagePath}`, file);
        console.log(
          `${target.name} ${label} run ${run}: LCP ${(result.lcpMs / 1000).toFixed(2)} s`,
          JSON.stringify(result.scores),
          `benchmarkIndex ${Math.round(result.benchmarkIndex)}`,
          result.lcpElement.slice(0, 120),
        );
        runs.get(target)?.push(result);
      }
    }
    for (const target of targets) {
      const results = runs.get(target) ?? [];
      rows.push({
        ...(baseline ? { code: target.name } : {}),
        page: `${label} ${label === "home" ? "/" : label === "pin" ? "/pin/{id}/" : "/{user}/{board}/"}`,
        "LCP s (median)": (median(results.map((run) => run.lcpMs)) / 1000).toFixed(2),
        "LCP s (runs)": results.map((run) => (run.lcpMs / 1000).toFixed(2)).join(" "),
        target: `≤ ${TARGET_LCP_MS / 1000} s`,
        ...Object.fromEntries(CATEGORIES.map((id) => [id, median(results.map((run) => run.scores[id]))])),
        "LCP element": results[0]?.lcpElement.slice(0, 60),
        "host benchmarkIndex": Math.round(median(results.map((run) => run.benchmarkIndex))),
        "load average": loadavg()[0]?.toFixed(1),
      });
    }
  }
  console.table(rows);
  writeResult("lighthouse", { runsPerPage: RUNS, lighthouse: "mobile (default config)", pages: rows });
} finally {
  for (const target of targets) {
    await target.server.stop();
    rmSync(target.dataDir, { recursive: true, force: true });
  }
}
