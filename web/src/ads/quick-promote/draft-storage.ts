import {
  parseQuickPromoteDraft,
  type QuickPromoteDraft,
  quickPromoteDraftKey,
  serializeQuickPromoteDraft,
} from "@corkboard/core/ads";

// Storage may be unavailable (private mode, quota): a draft is a convenience, never an error.

/** The draft kept for this advertiser and pin, or null (ADS-013). */
export function loadDraft(advertiserId: string, pinId: string): QuickPromoteDraft | null {
  try {
    const draft = parseQuickPromoteDraft(localStorage.getItem(quickPromoteDraftKey(advertiserId, pinId)));
    return draft && draft.pin === pinId ? draft : null;
  } catch {
    return null;
  }
}

/** Keeps the draft for this advertiser and pin (ADS-012, ADS-013). */
export function saveDraft(advertiserId: string, draft: QuickPromoteDraft): void {
  try {
    localStorage.setItem(quickPromoteDraftKey(advertiserId, draft.pin), serializeQuickPromoteDraft(draft));
  } catch {
    // Not kept; the form still works.
  }
}

/** Deletes the draft after a successful submit (ADS-013). */
export function deleteDraft(advertiserId: string, pinId: string): void {
  try {
    localStorage.removeItem(quickPromoteDraftKey(advertiserId, pinId));
  } catch {
    // Nothing to delete.
  }
}
