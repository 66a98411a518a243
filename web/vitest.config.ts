import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { browserContract } from "./build/plugins.ts";

export default defineProject({
  // Tests see the core contract as the browser bundle does (build/contract-module.ts).
  plugins: [browserContract(), react()],
  test: {
    name: "web",
    root: import.meta.dirname,
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
    restoreMocks: true,
    setupFiles: ["src/platform/analytics/test-setup.ts"],
    unstubGlobals: true,
  },
});
