import type { Bootstrap } from "@corkboard/core/contract";

/** What the app assumes when the page carries no bootstrap (e.g. the Vite dev server). */
export const DEFAULT_BOOTSTRAP: Bootstrap = {
  viewer: { type: "UNAUTH", is_auth: false, is_partner: false, user: null, remembered: null },
  client_context: { country: "US", country_from_hostname: null, country_from_ip: null, region_from_ip: null },
  experiments: {},
  config: { minimum_age: 18 },
};

/**
 * The bootstrap the server put in the page (IMPL-009). The browser does not load zod, so
 * this trusts the server's shape; a missing or unreadable script falls back to the default.
 */
export function readBootstrap(doc: Document = document): Bootstrap {
  const text = doc.getElementById("cb-bootstrap")?.textContent;
  if (!text) return DEFAULT_BOOTSTRAP;
  try {
    return JSON.parse(text) as Bootstrap;
  } catch {
    return DEFAULT_BOOTSTRAP;
  }
}

/** Whether the visitor is in an experiment (IMPL-007). */
export function isExperimentOn(bootstrap: Bootstrap, name: string): boolean {
  return name in bootstrap.experiments;
}

let current: Bootstrap | undefined;

/**
 * The page's bootstrap, read once. It never changes while the page lives: signing in or
 * out reloads the page (AUTH-064), so the next bootstrap comes with the next document.
 */
export function getBootstrap(): Bootstrap {
  current ??= readBootstrap();
  return current;
}

/** Replaces the bootstrap the app sees (tests; a page that renders before the document has one). */
export function setBootstrap(bootstrap: Bootstrap | undefined): void {
  current = bootstrap;
}
