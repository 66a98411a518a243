import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { ROOT } from "./processes.ts";

/** Writes a benchmark's figures to bench/results/{name}.json with the machine's facts. */
export function writeResult(name: string, figures: unknown): void {
  const dir = path.join(ROOT, "bench/results");
  mkdirSync(dir, { recursive: true });
  const os = process.versions;
  // The host's load average when the figures were written: this machine is shared and noisy.
  const loadAverage = loadavg().map((load) => Math.round(load * 100) / 100);
  const record = { name, at: new Date().toISOString(), node: os.node, loadAverage, figures };
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(record, null, 2)}\n`);
  console.log(`wrote bench/results/${name}.json`);
}
