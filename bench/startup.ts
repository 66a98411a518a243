// Time from `npm start` (scripts/start.ts, web already built) to the first served page: on
// an empty data directory (migrations + demo content) and again on restart.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startNodeFlags, startService } from "./support/processes.ts";
import { writeResult } from "./support/report.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "corkboard-startup-"));
const env = { DATA_DIR: dataDir, DATABASE_URL: "", SKIP_WEB_BUILD: "true" };
// With the Node flags `npm start` passes (package.json, D-064).
const flags = startNodeFlags();
try {
  const cold = await startService("scripts/start.ts", env, "/", undefined, undefined, flags);
  await cold.stop();
  const warm = await startService("scripts/start.ts", env, "/", undefined, undefined, flags);
  await warm.stop();
  const figures = {
    "empty ./data/ (ms)": Math.round(cold.readyAfterMs),
    "restart (ms)": Math.round(warm.readyAfterMs),
  };
  console.table(figures);
  writeResult("startup", figures);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
