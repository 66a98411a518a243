import { rememberSaved, wasRecentlySaved } from "@corkboard/core/pins";

const STORAGE_KEY = "cb_recently_saved";

/** The image signatures of recently saved pins, most recent first (PIN-046). */
export function recentlySaved(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** Remembers a saved image's signature; core keeps at most 10 (PIN-046). */
export function rememberSavedSignature(signature: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(rememberSaved(recentlySaved(), signature)));
  } catch {
    // Storage may be full or refused (private mode): the memory is a nicety.
  }
}

/** True when this image was among the recently saved (PIN-046). */
export function isRecentlySaved(signature: string): boolean {
  return wasRecentlySaved(recentlySaved(), signature);
}

/** True before the viewer's first save on this browser: the confirmation says more then (BOARD-026). */
export function isFirstSave(): boolean {
  return recentlySaved().length === 0;
}
