import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { preloadEntryImports } from "./build/entry-preloads.ts";
import {
  browserContract,
  isCommonAppModule,
  ownModuleSideEffects,
  pruneUnusedCssVariables,
} from "./build/plugins.ts";
import { smallPreloadHelper } from "./build/preload-helper.ts";

// The server the dev server proxies API calls to (`npm start` listens on 3000).
const API_ORIGIN = process.env.CORKBOARD_API_ORIGIN ?? "http://localhost:3000";
// Whole first segments only, so a profile like /mediamaven/ stays with the dev server.
const PROXIED = "^/(resource|v3|vx|ads|media|api|healthz)(/|$)";
// TanStack Query's write half (useMutation and its observer): only screens that write use
// it, and none of them is a first load, so it stays out of the "query" and "vendor" chunks
// and rides with those screens (platform/api/use-endpoint-mutation.ts, D-026).
const WRITE_ONLY = /[\\/]node_modules[\\/]@tanstack[\\/].+[\\/](useMutation|mutationObserver)\.js$/;
const NAMED_CHUNKS = new Set(["query", "vendor", "common"]);
const QUERY =
  /([\\/]node_modules[\\/]@tanstack[\\/])|([\\/]platform[\\/]api[\\/](use-endpoint|query-client|query-layer)\.tsx?$)/;

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    browserContract(),
    react(),
    pruneUnusedCssVariables(),
    smallPreloadHelper(),
    preloadEntryImports(),
  ],
  resolve: {
    alias: {
      "use-sync-external-store/shim/index.js": fileURLToPath(
        new URL("./src/platform/vendor/use-sync-external-store.ts", import.meta.url),
      ),
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    assetsDir: "assets",
    // build/first-load-size.ts reads it to measure each page's first load.
    manifest: true,
    // No module preloading from lazy imports: a lazy chunk's stylesheets still load before it
    // runs (Vite keeps those), but its scripts are left to the browser, which fetches a
    // module's imports as soon as it reads it. The list of every chunk a page may load cost
    // each first load ~2 KB gzip in the entry. The shell preloads a first page's chunks
    // (server/src/spa/page-assets.ts) and links warm the next page on hover and focus (D-068).
    modulePreload: false,
    rolldownOptions: {
      treeshake: { moduleSideEffects: ownModuleSideEffects },
      output: {
        // The entry lists every chunk a page may load; ~100 "name-hash" paths cost each first
        // load ~0.7 KB gzip. Page and shared chunks are named by their hash alone; the three
        // groups below keep their names, so a first load still reads clearly in devtools. ("c"
        // keeps a hash that starts with "-" from reading as an option to command-line tools.)
        chunkFileNames: (chunk) =>
          NAMED_CHUNKS.has(chunk.name) ? "assets/[name]-[hash].js" : "assets/c[hash].js",
        // Likewise stylesheets: the entry lists every lazy chunk's stylesheet (the preload helper
        // adds them before the chunk runs), ~40 "name-hash" paths; the hash alone is enough (D-073).
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith(".css"))
            ? "assets/s[hash][extname]"
            : "assets/[name]-[hash][extname]",
        // Few, larger chunks compress better than many slivers: the libraries every page
        // needs, and the app code two or more pages share; each page keeps its own chunk.
        codeSplitting: {
          groups: [
            // TanStack Query and our hooks on it, only where data is read (see
            // platform/api/query-layer.tsx): the sign-in pages' first load does without it.
            // Its dependencies (React) stay in vendor.
            {
              name: "query",
              test: (id: string) => QUERY.test(id) && !WRITE_ONLY.test(id),
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: "vendor",
              test: (id: string) => /[\\/]node_modules[\\/]/.test(id) && !WRITE_ONLY.test(id),
              priority: 1,
            },
            // The sign-in screens' rules and helpers in one chunk instead of a dozen slivers,
            // each with its own compression header and imports (the login page loaded 28
            // files). Not web/src/auth/api.ts: the signed-in header's log-out uses it (D-068).
            {
              name: "sign-in",
              test: (id: string) =>
                /[\\/]core[\\/]src[\\/]auth[\\/](error-messages|redirects|codes|email|mfa|constants|social-connect|bot-check|visitor|sso)\.ts$/.test(
                  id,
                ) ||
                /[\\/]web[\\/]src[\\/]auth[\\/](social-popup|auth-card|bot-check-stamps|login-success|sso-sign-in|sso-popup|sso-api)\.tsx?$/.test(
                  id,
                ),
              includeDependenciesRecursively: false,
            },
            // What a pin's tile and its page both show (the content notice, the video length and
            // its texts, the price, the alt text): one chunk instead of four slivers on the pin,
            // home, board and search pages' first loads (D-068); the video texts rode in
            // "common", i.e. in the login and profile first loads too (D-073).
            {
              name: "pin-parts",
              test: (id: string) =>
                /[\\/]web[\\/]src[\\/](labels[\\/](notice-view|sensitive-cover)\.tsx|ui[\\/]pin-card[\\/]alt-text\.ts)$/.test(
                  id,
                ) ||
                /[\\/]core[\\/]src[\\/](labels[\\/]notice-text|pins[\\/]video|shopping[\\/]money|messages[\\/]catalogue-video)\.ts$/.test(
                  id,
                ),
              includeDependenciesRecursively: false,
            },
            // The pin page's small shared pieces (the paid-partnership label, hashtags, the share
            // texts, the product texts (D-073), the creator's name): one chunk instead of five
            // slivers on its first load.
            {
              name: "pin-extras",
              test: (id: string) =>
                /[\\/]web[\\/]src[\\/]labels[\\/]sponsorship-label\.tsx$/.test(id) ||
                /[\\/]core[\\/]src[\\/](labels[\\/]sponsorship|pins[\\/]hashtags|messages[\\/]catalogue-(share|product)|follows[\\/]creator-name)\.ts$/.test(
                  id,
                ),
              includeDependenciesRecursively: false,
            },
            // The text field and its label/error wiring: off the data pages' first loads (the header's
            // search box, which uses it, loads after the page, D-073), one file where used.
            {
              name: "fields",
              test: (id: string) =>
                /[\\/]web[\\/]src[\\/]ui[\\/](text-field[\\/]text-field\.tsx|field[\\/]field\.tsx)$/.test(id),
              includeDependenciesRecursively: false,
            },
            // Only what many chunks share: code two or three pages share rides with them
            // instead of with every first load (D-068).
            { name: "common", test: isCommonAppModule, minShareCount: 8 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { [PROXIED]: { target: API_ORIGIN } },
  },
});
