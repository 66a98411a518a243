import {
  initQuickPromoteEditor,
  type PromotedPin,
  type QuickPromoteEditorEvent,
  type QuickPromoteEffect,
  type QuickPromoteErrorArea,
  type QuickPromoteForm,
  type QuickPromotePayload,
  quickPromoteEditorCheck,
  quickPromoteEditorReducer,
  quickPromoteSaveError,
  quickPromoteScreen,
} from "@corkboard/core/ads";
import { type MessageKey, t } from "@corkboard/core/messages";
import { type Dispatch, type FormEvent, useId, useRef } from "react";
import { useLocation } from "wouter";
import { ApiError, errorMessage } from "../../platform/api/index.ts";
import { useFlow } from "../../platform/flow/use-flow.ts";
import { Button } from "../../ui/index.ts";
import { useConversionTags, useQuickPromote } from "../api.ts";
import { BillingFormFields } from "./billing-form.tsx";
import { BusinessFormFields } from "./business-form.tsx";
import { deleteDraft, loadDraft, saveDraft } from "./draft-storage.ts";
import { fieldErrors } from "./field-errors.ts";
import { FormModal } from "./form-modal.tsx";
import { ErrorModal, GdprModal, SuccessModal, TagModal } from "./side-modals.tsx";
import { useQuickPromoteLayout } from "./use-layout.ts";

interface QuickPromoteEditorProps {
  advertiserId: string;
  country: string;
  pin: PromotedPin;
  productGroupId?: string | null;
  onChangePin: () => void;
}

function locale(): string {
  return document.documentElement.lang || navigator.language || "en-US";
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
 * business and billing form modals (NARROW). The editor's state and its step rules are
 * core's quickPromoteEditorReducer (ADS-023…027); this screen renders it, dispatches what the
 * person does, and performs the effects it asks for: the draft in localStorage (ADS-012,
 * ADS-013), the save, focus, and billing after success (ADS-007). The save is a write of the
 * write path (useQuickPromote, D-026): the submit button waits on its isPending.
 */
export function QuickPromoteEditor({
  advertiserId,
  country,
  pin,
  productGroupId = null,
  onChangePin,
}: QuickPromoteEditorProps) {
  const layout = useQuickPromoteLayout();
  const [, navigate] = useLocation();
  const billingRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const promote = useQuickPromote(advertiserId, pin.id);

  /** The quick-promote call; its answer goes back to the editor as an event. */
  const save = async (payload: QuickPromotePayload, dispatch: Dispatch<QuickPromoteEditorEvent>) => {
    try {
      const result = await promote.mutateAsync(payload);
      dispatch({
        type: "save_succeeded",
        campaign: { id: result.campaign_id, name: payload.campaign_name },
        layout,
      });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      const shown = quickPromoteSaveError(status, error instanceof ApiError ? error.messageDetail : null);
      const message = failureMessage(error, shown.area, shown.detail, shown.fallbackKey);
      dispatch({ type: "save_failed", area: shown.area, message, layout });
    }
  };

  const run = (effect: QuickPromoteEffect, dispatch: Dispatch<QuickPromoteEditorEvent>) => {
    if (effect.kind === "saveDraft") saveDraft(advertiserId, effect.draft);
    else if (effect.kind === "deleteDraft") deleteDraft(advertiserId, pin.id);
    else if (effect.kind === "save") void save(effect.payload, dispatch);
    else if (effect.kind === "navigate") navigate(effect.path);
    // The page holds the billing form: its first invalid field is where to go on (ADS-026).
    else billingRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  };

  const [state, dispatch] = useFlow(
    quickPromoteEditorReducer,
    { advertiserId, country, pin, productGroupId, locale: locale() },
    (context) => initQuickPromoteEditor({ context, draft: loadDraft(advertiserId, pin.id), layout }),
    run,
  );
  const step = quickPromoteScreen(state, layout);
  const onPage = layout !== "NARROW";
  const errors = state.showErrors ? fieldErrors(quickPromoteEditorCheck(state).failures) : {};
  const tags = useConversionTags(advertiserId, state.side === "tag");

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: "submitted", layout });
  };
  const update = (patch: Partial<QuickPromoteForm>) => dispatch({ type: "edited", patch });

  const { form, campaign } = state;
  const business = (
    <BusinessFormFields
      form={form}
      errors={errors}
      interests={[]}
      productGroupId={productGroupId}
      onChange={update}
      onChooseTag={() => dispatch({ type: "tag_opened" })}
    />
  );
  const billing = <BillingFormFields form={form} errors={errors} country={country} onChange={update} />;
  const submitButton = (
    <Button type="submit" variant="primary" disabled={promote.isPending} aria-busy={promote.isPending}>
      {promote.isPending ? t("ads.qp.submitting") : t("ads.qp.submit")}
    </Button>
  );

  return (
    <div className={`cb-qp cb-qp--${layout.toLowerCase()}`} data-layout={layout}>
      <h1 id={titleId}>{t("ads.qp.title")}</h1>
      {state.restored ? (
        <p className="cb-qp-notice" role="status">
          {t("ads.qp.draftRestored")}
        </p>
      ) : null}
      <div className="cb-qp__columns">
        <section className="cb-qp-preview" aria-label={t("ads.qp.pinPreview")}>
          {pin.imageUrl ? <img src={pin.imageUrl} alt={pin.title || t("pin.untitled")} /> : null}
          <p className="cb-qp-preview__title">{pin.title || t("pin.untitled")}</p>
          {state.pinError ? (
            <p className="cb-qp-error" role="alert">
              {state.pinError}
            </p>
          ) : null}
          <Button variant="tertiary" onClick={onChangePin}>
            {t("ads.qp.pinSelection.change")}
          </Button>
          {!onPage && !state.formsOpen ? (
            <Button variant="primary" onClick={() => dispatch({ type: "forms_opened" })}>
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
      {!onPage && state.formsOpen ? (
        <FormModal
          step={step}
          business={business}
          billing={billing}
          submitButton={submitButton}
          onClose={() => dispatch({ type: "forms_closed" })}
          onBack={() => dispatch({ type: "back_pressed" })}
          onNext={() => dispatch({ type: "next_pressed", layout })}
          onSubmit={onFormSubmit}
        />
      ) : null}
      {step === "successModal" && campaign ? (
        <SuccessModal
          name={campaign.name}
          onContinue={() => dispatch({ type: "success_continued", layout })}
        />
      ) : null}
      {step === "errorModal" ? (
        <ErrorModal
          message={state.modalError}
          onClose={() => dispatch({ type: "error_dismissed", layout })}
        />
      ) : null}
      {state.side === "tag" ? (
        <TagModal
          tags={tags.data?.tags ?? []}
          loading={tags.isPending}
          current={form.tag}
          onSave={(tag) => dispatch({ type: "tag_chosen", tag })}
          onClose={() => dispatch({ type: "side_closed" })}
        />
      ) : null}
      {state.side === "gdpr" ? (
        <GdprModal
          onClose={() => dispatch({ type: "side_closed" })}
          onAccept={() => dispatch({ type: "gdpr_accepted", layout })}
        />
      ) : null}
    </div>
  );
}
