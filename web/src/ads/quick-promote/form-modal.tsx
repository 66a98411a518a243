import { type QuickPromoteStep, quickPromoteModalWidth } from "@corkboard/core/ads";
import { t } from "@corkboard/core/messages";
import type { FormEvent, ReactNode } from "react";
import { Button, Modal } from "../../ui/index.ts";

interface FormModalProps {
  step: QuickPromoteStep;
  business: ReactNode;
  billing: ReactNode;
  submitButton: ReactNode;
  onClose: () => void;
  onBack: () => void;
  onNext: () => void;
  onSubmit: (event: FormEvent) => void;
}

/**
 * The business form and billing form as modals (NARROW, UI-020…022): 472 wide; Next moves
 * from business to billing, the billing submit hands over to the step machine (ADS-023…027).
 */
export function FormModal({
  step,
  business,
  billing,
  submitButton,
  onClose,
  onBack,
  onNext,
  onSubmit,
}: FormModalProps) {
  if (step === "businessForm") {
    return (
      <Modal
        open
        title={t("ads.qp.business.title")}
        onClose={onClose}
        width={quickPromoteModalWidth("businessForm")}
        testId="qp-business-form"
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onNext();
          }}
        >
          {business}
          <div className="cb-qp-actions">
            <Button type="submit" variant="primary">
              {t("ads.qp.continue")}
            </Button>
          </div>
        </form>
      </Modal>
    );
  }
  if (step !== "billingForm") return null;
  return (
    <Modal
      open
      title={t("ads.qp.billing.title")}
      onClose={onClose}
      width={quickPromoteModalWidth("billingForm")}
      testId="qp-billing-form"
    >
      <form noValidate onSubmit={onSubmit}>
        {billing}
        <div className="cb-qp-actions">
          <Button onClick={onBack}>{t("ads.qp.back")}</Button>
          {submitButton}
        </div>
      </form>
    </Modal>
  );
}
