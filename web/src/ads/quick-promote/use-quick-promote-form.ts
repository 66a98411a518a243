import { useEffect, useState } from "react";
import { deleteDraft, loadDraft, saveDraft } from "./draft-storage.ts";
import { fromDraft, initialForm, type PromotedPin, type QuickPromoteForm, toDraft } from "./form-model.ts";

function locale(): string {
  return document.documentElement.lang || navigator.language || "en-US";
}

/**
 * The quick-promote form of one advertiser and pin: starts from the pin and the country's
 * defaults, or from the draft kept for them, and keeps the draft after every change
 * (ADS-012, ADS-013).
 */
export function useQuickPromoteForm(advertiserId: string, pin: PromotedPin, country: string) {
  const [state] = useState(() => {
    const draft = loadDraft(advertiserId, pin.id);
    const base = initialForm(pin, country);
    return { initial: draft ? fromDraft(base, draft) : base, restored: draft !== null };
  });
  const [form, setForm] = useState<QuickPromoteForm>(state.initial);
  const [edited, setEdited] = useState(false);

  useEffect(() => {
    if (edited) saveDraft(advertiserId, toDraft(form, pin.id, locale()));
  }, [advertiserId, pin.id, form, edited]);

  return {
    form,
    restored: state.restored,
    update: (patch: Partial<QuickPromoteForm>) => {
      setEdited(true);
      setForm((current) => ({ ...current, ...patch }));
    },
    /** Forgets the draft: the campaign exists now (ADS-013). */
    clearDraft: () => {
      setEdited(false);
      deleteDraft(advertiserId, pin.id);
    },
  };
}
