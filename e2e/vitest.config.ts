import { defineConfig } from "vitest/config";

// Browser journeys: one Corkboard server process (built SPA, fresh PGlite data dir with demo
// content) for the whole run, one Chromium per file. Files run one at a time — two cores.
export default defineConfig({
  test: {
    name: "e2e",
    include: ["journeys/**/*.e2e.ts"],
    globalSetup: ["support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
