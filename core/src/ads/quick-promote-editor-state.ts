import { type EffectsTaken, takeEffects, type WithEffects, withEffects } from "../flow/effects.ts";
import type { SelectedOcpmTag } from "./campaign.ts";
import type { QuickPromoteDraft } from "./draft.ts";
import { quickPromoteBillingPath } from "./paths.ts";
import { buildQuickPromotePayload, type QuickPromotePayload } from "./payload.ts";
import {
  checkQuickPromoteForm,
  initialQuickPromoteForm,
  type PromotedPin,
  type QuickPromoteForm,
  type QuickPromoteFormCheck,
  quickPromoteFormDraft,
  quickPromoteFormFromDraft,
  quickPromoteFormValues,
} from "./quick-promote-form.ts";
import { requiresGdprTerms } from "./regions.ts";
import {
  nextQuickPromoteStep,
  type QuickPromoteErrorArea,
  type QuickPromoteFacts,
  type QuickPromoteLayout,
  type QuickPromoteNext,
  type QuickPromoteStep,
} from "./step-machine.ts";

/**
 * The quick-promote editor as one reducer (seed 002 §3–§4; D-027): the form and its draft,
 * the step the machine of step-machine.ts picked, the side modals, the save in flight and
 * its outcome. The screen dispatches what the person did and what the server answered, and
 * performs the effects the transitions ask for (keep a draft, save, focus, navigate).
 */

/** The ordered steps on a narrow screen: each form is its own modal (ADS-009, ADS-023, UI-020). */
export const QUICK_PROMOTE_MODAL_STEPS: readonly QuickPromoteStep[] = [
  "pinSelection",
  "businessForm",
  "billingForm",
  "successModal",
];

/** The ordered steps on a medium or wide screen: the page holds both forms (ADS-009, ADS-027). */
export const QUICK_PROMOTE_PAGE_STEPS: readonly QuickPromoteStep[] = [
  "pinSelection",
  "quickPromotePage",
  "successModal",
];

/** The step list of a layout: NARROW walks the form modals, MEDIUM and WIDE use the page (UI-020). */
export function quickPromoteStepsFor(layout: QuickPromoteLayout): readonly QuickPromoteStep[] {
  return layout === "NARROW" ? QUICK_PROMOTE_MODAL_STEPS : QUICK_PROMOTE_PAGE_STEPS;
}

/** What an editor is for; fixed while it is open. */
export interface QuickPromoteEditorContext {
  advertiserId: string;
  /** The advertiser's country: budgets, currency, GDPR terms (ADS-037, ADS-010). */
  country: string;
  pin: PromotedPin;
  productGroupId: string | null;
  /** The browser's locale, stored with each draft (ADS-012). */
  locale: string;
}

/** A modal beside the flow: the conversion tag picker or the GDPR terms (ADS-010). */
export type QuickPromoteSideModal = "tag" | "gdpr";

/** The campaign a successful save created, for the success modal and billing (ADS-002, ADS-007). */
export interface CreatedCampaign {
  id: string;
  name: string;
}

/** What the editor asks the screen to do outside itself. */
export type QuickPromoteEffect =
  /** Keep the draft for this advertiser and pin (ADS-012). */
  | { kind: "saveDraft"; draft: QuickPromoteDraft }
  /** The campaign exists: forget the draft (ADS-013). */
  | { kind: "deleteDraft" }
  /** POST the quick-promote payload (ADS-046…048); answer with save_succeeded or save_failed. */
  | { kind: "save"; payload: QuickPromotePayload }
  /** The page holds the billing form: move focus to its first invalid field. */
  | { kind: "focusBilling" }
  /** Leave for another page (billing after success, ADS-007). */
  | { kind: "navigate"; path: string };

/** Everything the quick-promote editor shows and remembers. */
export interface QuickPromoteEditorState extends WithEffects<QuickPromoteEffect> {
  context: QuickPromoteEditorContext;
  form: QuickPromoteForm;
  /** The form started from a kept draft: the page says so (ADS-013). */
  restored: boolean;
  /** The step as the machine last chose it; quickPromoteScreen maps it onto the current layout. */
  step: QuickPromoteStep;
  /** NARROW only: the form modals are open (closing one leaves the pin and a Next button). */
  formsOpen: boolean;
  /** Field errors show once the person has submitted (ADS-043). */
  showErrors: boolean;
  side: QuickPromoteSideModal | null;
  gdprAccepted: boolean;
  /** A save is in flight: the submit button waits. */
  pending: boolean;
  /** A failure shown on the pin (401, ADS-051). */
  pinError: string | null;
  /** A failure shown in the error modal (ADS-051). */
  modalError: string;
  campaign: CreatedCampaign | null;
}

/** What happens to the editor: the person's actions, the server's answers, the runner's receipt. */
export type QuickPromoteEditorEvent =
  | { type: "edited"; patch: Partial<QuickPromoteForm> }
  /** The submit of the page, or of the billing modal on NARROW (the step before the final one). */
  | { type: "submitted"; layout: QuickPromoteLayout }
  /** "Next" in the business form modal (NARROW). */
  | { type: "next_pressed"; layout: QuickPromoteLayout }
  | { type: "back_pressed" }
  | { type: "forms_closed" }
  | { type: "forms_opened" }
  | { type: "tag_opened" }
  | { type: "tag_chosen"; tag: SelectedOcpmTag }
  | { type: "side_closed" }
  /** The GDPR terms were accepted: the submit they interrupted goes on. */
  | { type: "gdpr_accepted"; layout: QuickPromoteLayout }
  | { type: "save_succeeded"; campaign: CreatedCampaign; layout: QuickPromoteLayout }
  /** A failed save: where to show it (ADS-051) and the words, already chosen by the screen. */
  | { type: "save_failed"; area: QuickPromoteErrorArea; message: string; layout: QuickPromoteLayout }
  | { type: "error_dismissed"; layout: QuickPromoteLayout }
  | { type: "success_continued"; layout: QuickPromoteLayout }
  | EffectsTaken;

/** What opening an editor starts from: its context, the kept draft if any, and the layout. */
export interface QuickPromoteEditorInput {
  context: QuickPromoteEditorContext;
  draft: QuickPromoteDraft | null;
  layout: QuickPromoteLayout;
}

/** The editor when it opens: the pin's defaults or the kept draft, at the first step after pin selection. */
export function initQuickPromoteEditor({
  context,
  draft,
  layout,
}: QuickPromoteEditorInput): QuickPromoteEditorState {
  const base = initialQuickPromoteForm(context.pin, context.country);
  const first = nextQuickPromoteStep(quickPromoteStepsFor(layout), 0, {
    serverErrorArea: null,
    businessValid: false,
    billingValid: false,
    onQuickPromotePage: layout !== "NARROW",
  });
  return {
    context,
    form: draft ? quickPromoteFormFromDraft(base, draft) : base,
    restored: draft !== null,
    step: first.finished ? "quickPromotePage" : first.step,
    formsOpen: true,
    showErrors: false,
    side: null,
    gdprAccepted: false,
    pending: false,
    pinError: null,
    modalError: "",
    campaign: null,
    effects: [],
  };
}

/**
 * The step to show on `layout`: the layout can change under an open editor (a resize), and
 * the page's forms stand in for the form modals and back; the error modal shows on both.
 */
export function quickPromoteScreen(
  state: QuickPromoteEditorState,
  layout: QuickPromoteLayout,
): QuickPromoteStep {
  const steps = quickPromoteStepsFor(layout);
  if (steps.includes(state.step) || state.step === "errorModal") return state.step;
  return layout === "NARROW" ? "businessForm" : "quickPromotePage";
}

/** The form's broken rules and valid screens, as the fields show them. */
export function quickPromoteEditorCheck(state: QuickPromoteEditorState): QuickPromoteFormCheck {
  return checkQuickPromoteForm(state.form, state.context.advertiserId, state.context.country);
}

/** Moves to the step the machine chose: finished leads to billing, billingForm on the page is a focus. */
function go(state: QuickPromoteEditorState, next: QuickPromoteNext, layout: QuickPromoteLayout) {
  if (next.finished) {
    const campaign = state.campaign;
    if (!campaign) return state;
    const path = quickPromoteBillingPath(state.context.advertiserId, campaign.id);
    return withEffects(state, { kind: "navigate", path });
  }
  // The page holds the billing form itself: show it rather than a modal.
  if (next.step === "billingForm" && layout !== "NARROW") return withEffects(state, { kind: "focusBilling" });
  return { ...state, step: next.step };
}

/** The machine's answer at the step before the final one (ADS-024…027). */
function decide(
  state: QuickPromoteEditorState,
  layout: QuickPromoteLayout,
  facts: Omit<QuickPromoteFacts, "onQuickPromotePage">,
) {
  const steps = quickPromoteStepsFor(layout);
  const next = nextQuickPromoteStep(steps, steps.length - 2, {
    ...facts,
    onQuickPromotePage: layout !== "NARROW",
  });
  return go(state, next, layout);
}

/** Validate, ask for the GDPR terms where they apply, then save or let the rules pick the step. */
function submit(state: QuickPromoteEditorState, layout: QuickPromoteLayout): QuickPromoteEditorState {
  if (state.pending) return state;
  const { context } = state;
  const check = quickPromoteEditorCheck(state);
  const shown = { ...state, showErrors: true };
  const bothValid = check.businessValid && check.billingValid;
  if (bothValid && requiresGdprTerms(context.country) && !state.gdprAccepted)
    return { ...shown, side: "gdpr" };
  const built = bothValid
    ? buildQuickPromotePayload(quickPromoteFormValues(state.form, context.advertiserId), {
        pinId: context.pin.id,
        productGroupId: context.productGroupId,
        country: context.country,
      })
    : null;
  if (built?.ok) {
    return withEffects({ ...shown, pending: true, pinError: null }, { kind: "save", payload: built.payload });
  }
  // Nothing to send: the billing side counts as invalid when the payload could not be built.
  return decide(shown, layout, {
    serverErrorArea: null,
    businessValid: check.businessValid,
    billingValid: check.billingValid && !bothValid,
  });
}

function edit(state: QuickPromoteEditorState, patch: Partial<QuickPromoteForm>): QuickPromoteEditorState {
  const form = { ...state.form, ...patch };
  const draft = quickPromoteFormDraft(form, state.context.pin.id, state.context.locale);
  return withEffects({ ...state, form }, { kind: "saveDraft", draft });
}

/**
 * Moves the editor on one event. Submits and answers go through the step machine (ADS-023…027);
 * every edit keeps the draft and a success forgets it (ADS-012, ADS-013).
 */
export function quickPromoteEditorReducer(
  state: QuickPromoteEditorState,
  event: QuickPromoteEditorEvent,
): QuickPromoteEditorState {
  switch (event.type) {
    case "edited":
      return edit(state, event.patch);
    case "submitted":
      return submit(state, event.layout);
    case "next_pressed": {
      const steps = quickPromoteStepsFor(event.layout);
      const check = quickPromoteEditorCheck(state);
      const next = nextQuickPromoteStep(steps, steps.indexOf("businessForm"), {
        serverErrorArea: null,
        businessValid: check.businessValid,
        billingValid: check.billingValid,
        onQuickPromotePage: false,
      });
      return go(state, next, event.layout);
    }
    case "back_pressed":
      return { ...state, step: "businessForm" };
    case "forms_closed":
      return { ...state, formsOpen: false };
    case "forms_opened":
      return { ...state, formsOpen: true };
    case "tag_opened":
      return { ...state, side: "tag" };
    case "tag_chosen":
      return { ...edit(state, { tag: event.tag }), side: null };
    case "side_closed":
      return { ...state, side: null };
    case "gdpr_accepted":
      return submit({ ...state, gdprAccepted: true, side: null }, event.layout);
    case "save_succeeded": {
      const saved = withEffects(
        { ...state, pending: false, campaign: event.campaign },
        { kind: "deleteDraft" },
      );
      return decide(saved, event.layout, { serverErrorArea: null, businessValid: true, billingValid: true });
    }
    case "save_failed": {
      const failed =
        event.area === "pin"
          ? { ...state, pending: false, pinError: event.message }
          : { ...state, pending: false, modalError: event.message };
      return decide(failed, event.layout, {
        serverErrorArea: event.area,
        businessValid: true,
        billingValid: false,
      });
    }
    case "error_dismissed": {
      const steps = quickPromoteStepsFor(event.layout);
      return { ...state, step: steps[steps.length - 2] ?? "businessForm" };
    }
    case "success_continued": {
      const steps = quickPromoteStepsFor(event.layout);
      const next = nextQuickPromoteStep(steps, steps.indexOf("successModal"), {
        serverErrorArea: null,
        businessValid: true,
        billingValid: true,
        onQuickPromotePage: event.layout !== "NARROW",
      });
      return go(state, next, event.layout);
    }
    case "effects_taken":
      return takeEffects(state, event.count);
  }
}
