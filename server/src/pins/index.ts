// The pins feature's public face for other features (DESIGN §2): the "pin the viewer may
// see" lookup.
export { findVisiblePin } from "./visible-pin.ts";
