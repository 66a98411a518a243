import { defineConfig } from "vitest/config";

// One runner for every suite except the browser journeys (e2e/ has its own config).
export default defineConfig({
  test: {
    // One worker per core. Vitest's default keeps a core for its own process (one worker on
    // CI's two cores), which only sends files and collects results: the server pass took
    // 6 min 13 s with one worker and 3 min 56 s with two on a quiet host, all green.
    maxWorkers: "100%",
    projects: [
      {
        test: {
          name: "core",
          include: ["core/src/**/*.test.ts"],
          environment: "node",
          setupFiles: ["core/src/messages/test-setup.ts"],
        },
      },
      {
        test: {
          name: "server",
          include: ["server/src/**/*.test.ts"],
          // *.postgres.test.ts need a PostgreSQL server (an outage between processes, say):
          // they run in the PostgreSQL pass, where DATABASE_URL names one.
          exclude: process.env.DATABASE_URL ? [] : ["server/src/**/*.postgres.test.ts"],
          environment: "node",
          setupFiles: ["core/src/messages/test-setup.ts"],
          // Each test file opens its own database (PGlite in memory, or a fresh PostgreSQL
          // database when DATABASE_URL is set), so files run in parallel safely.
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Files share a worker's module cache instead of re-importing the whole server per
          // file: the import was a quarter of the pass's CPU. Files hold no module state
          // between them (each opens its own database and app), so order does not matter.
          isolate: false,
        },
      },
      {
        test: {
          name: "scripts",
          include: ["scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      "web/vitest.config.{ts,mts}",
    ],
  },
});
