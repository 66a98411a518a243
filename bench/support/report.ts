import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./processes.ts";

/** Writes a benchmark's figures to bench/results/{name}.json with the machine's facts. */
export function writeResult(name: string, figures: unknown): void {
  const dir = path.join(ROOT, "bench/results");
  mkdirSync(dir, { recursive: true });
  const os = process.versions;
  const record = { name, at: new Date().toISOString(), node: os.node, figures };
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(record, null, 2)}\n`);
  console.log(`wrote bench/results/${name}.json`);
}
