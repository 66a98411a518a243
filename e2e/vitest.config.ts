import { defineConfig } from "vitest/config";

// Browser journeys: one Chromium and one shared Corkboard server (built SPA, PGlite data
// copied from a template with the demo content) for the whole run (support/global-setup.ts);
// a journey that needs a differently configured server starts its own from the same
// template (support/journey.ts, D-063). Two files run at once: a journey spends most of its
// time waiting on the browser and the server, and the shared server counts each journey
// under a client address of its own.
export default defineConfig({
  test: {
    name: "e2e",
    include: ["journeys/**/*.e2e.ts"],
    globalSetup: ["support/global-setup.ts"],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 360_000,
  },
});
