/**
 * The quick-promote step machine (seed 002 §4; ADS-023…027) and its layout sizes (UI-020…022).
 */

/** The screens of quick promote (ADS-009); the tag and GDPR modals sit beside the flow. */
export const QUICK_PROMOTE_STEPS = [
  "pinSelection",
  "quickPromotePage",
  "businessForm",
  "billingForm",
  "successModal",
  "errorModal",
] as const;

/** One quick-promote screen of the ordered step list. */
export type QuickPromoteStep = (typeof QUICK_PROMOTE_STEPS)[number];

/** Where a quick-promote server error is shown (ADS-051). */
export type QuickPromoteErrorArea = "pin" | "modal";

/** What the step after the one before the final is chosen from (ADS-024…027). */
export interface QuickPromoteFacts {
  /** The area of the last server error, or null when there is none. */
  serverErrorArea: QuickPromoteErrorArea | null;
  businessValid: boolean;
  billingValid: boolean;
  /** True on the quick-promote page itself, where the business form is part of the page. */
  onQuickPromotePage: boolean;
}

/** The machine's answer: a step (with its index in the list) or finished (ADS-023). */
export type QuickPromoteNext =
  | { finished: false; index: number; step: QuickPromoteStep }
  | { finished: true };

/**
 * The step chosen after the step that precedes the final one, rules in order (ADS-024…027);
 * null = stay where we are (the quick-promote page holds the business form itself).
 */
export function decideQuickPromoteStep(facts: QuickPromoteFacts): QuickPromoteStep | null {
  if (facts.serverErrorArea === "modal") return "errorModal";
  if (facts.businessValid && facts.billingValid) return "successModal";
  if (facts.businessValid) return "billingForm";
  return facts.onQuickPromotePage ? null : "businessForm";
}

/** The step at `index` of `steps`, or finished when the index is past the end (ADS-023). */
export function quickPromoteStepAt(steps: readonly QuickPromoteStep[], index: number): QuickPromoteNext {
  const step = steps[index];
  return index < 0 || step === undefined ? { finished: true } : { finished: false, index, step };
}

/**
 * Advances from `index`: the step before the final one applies the rules of seed 002 §4 (the
 * chosen step replaces the final slot, or the flow stays put); every other step moves on by one.
 */
export function nextQuickPromoteStep(
  steps: readonly QuickPromoteStep[],
  index: number,
  facts: QuickPromoteFacts,
): QuickPromoteNext {
  if (index !== steps.length - 2) return quickPromoteStepAt(steps, index + 1);
  const chosen = decideQuickPromoteStep(facts);
  const current = steps[index];
  if (chosen === null && current !== undefined) return { finished: false, index, step: current };
  if (chosen === null) return { finished: true };
  const at = steps.indexOf(chosen);
  return { finished: false, index: at === -1 ? index + 1 : at, step: chosen };
}

/** A failed quick-promote save: 401 shows on the pin, anything else in the error modal (ADS-051). */
export function quickPromoteErrorArea(httpStatus: number): QuickPromoteErrorArea {
  return httpStatus === 401 ? "pin" : "modal";
}

/** Quick-promote layout sizes (UI-020). */
export type QuickPromoteLayout = "NARROW" | "MEDIUM" | "WIDE";

/** Layout breakpoints: NARROW under 870, MEDIUM 870 to 1275, WIDE above 1275 (UI-020). */
export const QUICK_PROMOTE_BREAKPOINTS = { medium: 870, wide: 1275 } as const;

/** The quick-promote layout for a viewport width (UI-020). */
export function quickPromoteLayout(width: number): QuickPromoteLayout {
  if (width < QUICK_PROMOTE_BREAKPOINTS.medium) return "NARROW";
  return width <= QUICK_PROMOTE_BREAKPOINTS.wide ? "MEDIUM" : "WIDE";
}

/** Modal widths: 472 for the form modals, 364 for result and side modals (UI-021, UI-022). */
export const QUICK_PROMOTE_MODAL_WIDTHS = { form: 472, compact: 364 } as const;

/** The modal width of a quick-promote screen (UI-022). */
export function quickPromoteModalWidth(step: QuickPromoteStep | "tagModal" | "gdprModal"): number {
  return step === "pinSelection" || step === "businessForm" || step === "billingForm"
    ? QUICK_PROMOTE_MODAL_WIDTHS.form
    : QUICK_PROMOTE_MODAL_WIDTHS.compact;
}
