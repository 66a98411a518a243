/**
 * The query of the address the visit landed on, read at start-up: its utm_ and click-id
 * parameters are gone after the first in-app navigation, and the analytics queue (track.ts)
 * loads after the first paint (D-068), so it cannot read them itself.
 */
export const LANDING_SEARCH = typeof window === "undefined" ? "" : window.location.search;
