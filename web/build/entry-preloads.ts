import type { Plugin } from "vite";

/**
 * Adds `<link rel="modulepreload">` to the HTML shell for the chunks the entry imports
 * statically (vendor, common, …). With `build.modulePreload: false` (D-068) Vite writes
 * none, so the browser found the largest file of every first load, the vendor chunk, only
 * after it had downloaded and parsed the entry: one round trip more before any page could
 * render. Listed in the HTML, the preload scanner fetches them beside the entry (D-073).
 * The server's page preloads (server/src/spa/page-assets.ts) leave these out, as before.
 */
export function preloadEntryImports(): Plugin {
  return {
    name: "corkboard:preload-entry-imports",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const imports = context.chunk?.imports ?? [];
        return imports.map((file) => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` },
          injectTo: "head" as const,
        }));
      },
    },
  };
}
