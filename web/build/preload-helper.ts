import type { Plugin } from "vite";

/** The module Vite's build wraps each lazy `import()` with (`__vitePreload(load, deps)`). */
const PRELOAD_HELPER = "\0vite/preload-helper.js";

/**
 * A smaller stand-in for Vite's preload helper, which every first load carries in the entry
 * (~0.6 KB gzip). With `build.modulePreload: false` the only dependencies Vite lists for a
 * lazy import are its stylesheets (D-068), so this does only what that needs: add each
 * stylesheet the document lacks, wait for it (no flash of unstyled content), then import.
 * A stylesheet or chunk that fails fires `vite:preloadError` and fails the import unless a
 * listener prevents it, as Vite's does. Dropped: script preloads, the CSP nonce (the shell uses none,
 * server/src/spa/content-security-policy.ts) and the relative-base URL forms (base is "/").
 */
const SOURCE = `const seen = {};
function sheet(dep) {
  const href = new URL("/" + dep, location.href).href;
  if (href in seen) return seen[href];
  for (const link of document.querySelectorAll("link[rel=stylesheet]")) if (link.href === href) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  document.head.appendChild(link);
  return (seen[href] = new Promise((resolve, reject) => {
    link.onload = resolve;
    link.onerror = () => {
      delete seen[href];
      reject(new Error("Unable to preload CSS for " + href));
    };
  }));
}
function fail(error) {
  const event = new Event("vite:preloadError", { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
}
export const __vitePreload = (load, deps) =>
  Promise.all((deps || []).map((dep) => sheet(dep)?.catch(fail))).then(() => load().catch(fail));
`;

/** Serves SOURCE for Vite's preload helper in builds; see SOURCE for what differs. */
export function smallPreloadHelper(): Plugin {
  return {
    name: "corkboard:small-preload-helper",
    apply: "build",
    load(id) {
      return id === PRELOAD_HELPER ? SOURCE : null;
    },
  };
}
