import {
  buildQuickPromotePayload,
  nextQuickPromoteStep,
  type QuickPromoteErrorArea,
  type QuickPromoteNext,
  type QuickPromoteStep,
  quickPromoteBillingPath,
  quickPromoteSaveError,
  requiresGdprTerms,
} from "@corkboard/core/ads";
import { type MessageKey, t } from "@corkboard/core/messages";
import { type FormEvent, useId, useRef, useState } from "react";
import { useLocation } from "wouter";
import { ApiError, errorMessage } from "../../platform/api/index.ts";
import { Button } from "../../ui/index.ts";
import { useConversionTags, useQuickPromote } from "../api.ts";
import { BillingFormFields } from "./billing-form.tsx";
import { BusinessFormFields } from "./business-form.tsx";
import { fieldErrors } from "./field-errors.ts";
import { FormModal } from "./form-modal.tsx";
import { checkForm, type PromotedPin, toValues } from "./form-model.ts";
import { ErrorModal, GdprModal, SuccessModal, TagModal } from "./side-modals.tsx";
import { useQuickPromoteLayout } from "./use-layout.ts";
import { useQuickPromoteForm } from "./use-quick-promote-form.ts";

/** The ordered steps on a narrow screen: each form is its own modal (ADS-009, ADS-023, UI-020). */
export const MODAL_STEPS: readonly QuickPromoteStep[] = [
  "pinSelection",
  "businessForm",
  "billingForm",
  "successModal",
];
/** The ordered steps on a medium or wide screen: the page holds both forms (ADS-009, ADS-027). */
export const PAGE_STEPS: readonly QuickPromoteStep[] = ["pinSelection", "quickPromotePage", "successModal"];

interface QuickPromoteEditorProps {
  advertiserId: string;
  country: string;
  pin: PromotedPin;
  productGroupId?: string | null;
  onChangePin: () => void;
}

/** Where a step shows on this layout: the page's forms stand in for the form modals and back. */
function stepForLayout(step: QuickPromoteStep, steps: readonly QuickPromoteStep[]): QuickPromoteStep {
  if (steps.includes(step) || step === "errorModal") return step;
  return steps === PAGE_STEPS ? "quickPromotePage" : "businessForm";
}

/** message_detail first (ADS-051), then the code's own message, then the fallback (ADS-043). */
function failureMessage(
  error: unknown,
  area: QuickPromoteErrorArea,
  detail: string | null,
  fallback: MessageKey,
) {
  if (detail) return detail;
  if (area === "pin") return t("ads.qp.pinError");
  return errorMessage(error, { fallback });
}

/**
 * Quick promote for one pin (seed 002 §3–§4): the page with both forms (MEDIUM, WIDE) or the
 * business and billing form modals (NARROW); the step machine of core picks the screen after
 * each submit (ADS-023…027); success leads to billing (ADS-007).
 */
export function QuickPromoteEditor({
  advertiserId,
  country,
  pin,
  productGroupId = null,
  onChangePin,
}: QuickPromoteEditorProps) {
  const layout = useQuickPromoteLayout();
  const steps = layout === "NARROW" ? MODAL_STEPS : PAGE_STEPS;
  const [, navigate] = useLocation();
  const { form, restored, update, clearDraft } = useQuickPromoteForm(advertiserId, pin, country);
  const [rawStep, setStep] = useState<QuickPromoteStep>(() => {
    const first = nextQuickPromoteStep(steps, 0, {
      serverErrorArea: null,
      businessValid: false,
      billingValid: false,
      onQuickPromotePage: steps === PAGE_STEPS,
    });
    return first.finished ? "quickPromotePage" : first.step;
  });
  const step = stepForLayout(rawStep, steps);
  const [formsOpen, setFormsOpen] = useState(true);
  const [showErrors, setShowErrors] = useState(false);
  const [side, setSide] = useState<"tag" | "gdpr" | null>(null);
  const [gdprAccepted, setGdprAccepted] = useState(false);
  const promote = useQuickPromote(advertiserId, pin.id);
  const pending = promote.isPending;
  const [pinError, setPinError] = useState<string | null>(null);
  const [modalError, setModalError] = useState("");
  const [campaign, setCampaign] = useState<{ id: string; name: string } | null>(null);
  const billingRef = useRef<HTMLElement>(null);
  const titleId = useId();

  const check = checkForm(form, advertiserId, country);
  const errors = showErrors ? fieldErrors(check.failures) : {};
  const onPage = steps === PAGE_STEPS;
  const tags = useConversionTags(advertiserId, side === "tag");

  const go = (next: QuickPromoteNext) => {
    if (next.finished) {
      if (campaign) navigate(quickPromoteBillingPath(advertiserId, campaign.id));
      return;
    }
    if (next.step === "billingForm" && onPage) {
      // The page holds the billing form itself: show it rather than a modal.
      billingRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
      return;
    }
    setStep(next.step);
  };

  const save = async (): Promise<{ area: QuickPromoteErrorArea | null; saved: boolean }> => {
    const built = buildQuickPromotePayload(toValues(form, advertiserId), {
      pinId: pin.id,
      productGroupId,
      country,
    });
    if (!built.ok) return { area: null, saved: false };
    setPinError(null);
    try {
      const result = await promote.mutateAsync(built.payload);
      clearDraft();
      setCampaign({ id: result.campaign_id, name: built.payload.campaign_name });
      return { area: null, saved: true };
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      const shown = quickPromoteSaveError(status, error instanceof ApiError ? error.messageDetail : null);
      const message = failureMessage(error, shown.area, shown.detail, shown.fallbackKey);
      if (shown.area === "pin") setPinError(message);
      else setModalError(message);
      return { area: shown.area, saved: false };
    }
  };

  /** The submit at the step before the final one: validate, save, then let the rules decide (ADS-024…027). */
  const submit = async (accepted = gdprAccepted) => {
    setShowErrors(true);
    const bothValid = check.businessValid && check.billingValid;
    if (bothValid && requiresGdprTerms(country) && !accepted) {
      setSide("gdpr");
      return;
    }
    const outcome = bothValid ? await save() : { area: null, saved: false };
    go(
      nextQuickPromoteStep(steps, steps.length - 2, {
        serverErrorArea: outcome.area,
        businessValid: check.businessValid,
        billingValid: check.billingValid && (!bothValid || outcome.saved),
        onQuickPromotePage: onPage,
      }),
    );
  };

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const business = (
    <BusinessFormFields
      form={form}
      errors={errors}
      interests={[]}
      productGroupId={productGroupId}
      onChange={update}
      onChooseTag={() => setSide("tag")}
    />
  );
  const billing = <BillingFormFields form={form} errors={errors} country={country} onChange={update} />;
  const submitButton = (
    <Button type="submit" variant="primary" disabled={pending} aria-busy={pending}>
      {pending ? t("ads.qp.submitting") : t("ads.qp.submit")}
    </Button>
  );

  return (
    <div className={`cb-qp cb-qp--${layout.toLowerCase()}`} data-layout={layout}>
      <h1 id={titleId}>{t("ads.qp.title")}</h1>
      {restored ? (
        <p className="cb-qp-notice" role="status">
          {t("ads.qp.draftRestored")}
        </p>
      ) : null}
      <div className="cb-qp__columns">
        <section className="cb-qp-preview" aria-label={t("ads.qp.pinPreview")}>
          {pin.imageUrl ? <img src={pin.imageUrl} alt={pin.title || t("pin.untitled")} /> : null}
          <p className="cb-qp-preview__title">{pin.title || t("pin.untitled")}</p>
          {pinError ? (
            <p className="cb-qp-error" role="alert">
              {pinError}
            </p>
          ) : null}
          <Button variant="tertiary" onClick={onChangePin}>
            {t("ads.qp.pinSelection.change")}
          </Button>
          {!onPage && !formsOpen ? (
            <Button variant="primary" onClick={() => setFormsOpen(true)}>
              {t("ads.qp.continue")}
            </Button>
          ) : null}
        </section>
        {onPage && step === "quickPromotePage" ? (
          <form className="cb-qp-page-form" aria-labelledby={titleId} noValidate onSubmit={onFormSubmit}>
            <section className="cb-qp-section" aria-label={t("ads.qp.business.title")}>
              <h2>{t("ads.qp.business.title")}</h2>
              {business}
            </section>
            <section ref={billingRef} className="cb-qp-section" aria-label={t("ads.qp.billing.title")}>
              <h2>{t("ads.qp.billing.title")}</h2>
              {billing}
              <div className="cb-qp-actions">{submitButton}</div>
            </section>
          </form>
        ) : null}
      </div>
      {!onPage && formsOpen ? (
        <FormModal
          step={step}
          business={business}
          billing={billing}
          submitButton={submitButton}
          onClose={() => setFormsOpen(false)}
          onBack={() => setStep("businessForm")}
          onNext={() =>
            go(
              nextQuickPromoteStep(steps, steps.indexOf("businessForm"), {
                serverErrorArea: null,
                businessValid: check.businessValid,
                billingValid: check.billingValid,
                onQuickPromotePage: false,
              }),
            )
          }
          onSubmit={onFormSubmit}
        />
      ) : null}
      {step === "successModal" && campaign ? (
        <SuccessModal
          name={campaign.name}
          onContinue={() => go(nextQuickPromoteStep(steps, steps.indexOf("successModal"), noFacts))}
        />
      ) : null}
      {step === "errorModal" ? (
        <ErrorModal message={modalError} onClose={() => setStep(steps[steps.length - 2] ?? "businessForm")} />
      ) : null}
      {side === "tag" ? (
        <TagModal
          tags={tags.data?.tags ?? []}
          loading={tags.isPending}
          current={form.tag}
          onSave={(tag) => {
            update({ tag });
            setSide(null);
          }}
          onClose={() => setSide(null)}
        />
      ) : null}
      {side === "gdpr" ? (
        <GdprModal
          onClose={() => setSide(null)}
          onAccept={() => {
            setGdprAccepted(true);
            setSide(null);
            void submit(true);
          }}
        />
      ) : null}
    </div>
  );
}

const noFacts = { serverErrorArea: null, businessValid: true, billingValid: true, onQuickPromotePage: false };
