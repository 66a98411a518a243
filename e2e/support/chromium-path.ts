// Where the browser journeys find Chromium, in a module of its own so `npm test` can check
// for it first (scripts/check-browser.ts) without loading Playwright.

/** Debian's Chromium, which `apt-get install chromium` puts there. */
export const DEFAULT_CHROMIUM_PATH = "/usr/bin/chromium";

/** The Chromium the journeys launch: CHROMIUM_PATH, else Debian's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH;
