import { defineConfig } from "vitest/config";

// Browser journeys: one Chromium and one shared Corkboard server (built SPA, PGlite data
// copied from a template with the demo content) for the whole run (support/global-setup.ts);
// a journey that needs a differently configured server starts its own from the same
// template (support/journey.ts, D-065). Files are independent (the shared server counts
// each journey under a client address of its own), so E2E_WORKERS=2 runs two at once; the
// default stays one at a time: on the shared, overloaded two-core machine two at once
// pushed journeys past their 60 s test timeout (D-065).
const workers = Number(process.env.E2E_WORKERS ?? "1");

export default defineConfig({
  test: {
    name: "e2e",
    include: ["journeys/**/*.e2e.ts"],
    globalSetup: ["support/global-setup.ts"],
    fileParallelism: workers > 1,
    maxWorkers: workers,
    testTimeout: 60_000,
    hookTimeout: 360_000,
  },
});
