import { CONVERSION_EVENTS, QUICK_PROMOTE_MODAL_WIDTHS, type SelectedOcpmTag } from "@corkboard/core/ads";
import { type MessageKey, t } from "@corkboard/core/messages";
import { type FormEvent, useState } from "react";
import { Button, ConfirmDialog, Modal, Select, Spinner } from "../../ui/index.ts";

/** A conversion tag of the advertiser: its id and name (ADS-010). */
export interface ConversionTagOption {
  id: string;
  name: string;
}

interface TagModalProps {
  tags: readonly ConversionTagOption[];
  /** The advertiser's tags are still loading. */
  loading: boolean;
  current: SelectedOcpmTag | null;
  onSave: (tag: SelectedOcpmTag) => void;
  onClose: () => void;
}

/**
 * The tag modal (ADS-010 DECISION): choose a conversion tag and event; the choice fills
 * selected_ocpm_tag and makes the goal WEB_CONVERSION (ADS-015).
 */
export function TagModal({ tags, loading, current, onSave, onClose }: TagModalProps) {
  const [picked, setPicked] = useState(current?.conversionTagId ?? "");
  // The tags may arrive after the modal opened: until one is picked, the first is chosen.
  const tag = picked || tags[0]?.id || "";
  const [event, setEvent] = useState(current?.conversionEvent ?? CONVERSION_EVENTS[0]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (tag) onSave({ conversionTagId: tag, conversionEvent: event });
  };
  return (
    <Modal
      open
      title={t("ads.qp.tag.title")}
      onClose={onClose}
      width={QUICK_PROMOTE_MODAL_WIDTHS.compact}
      testId="qp-tag-modal"
    >
      {loading ? (
        <Spinner />
      ) : tags.length === 0 ? (
        <p>{t("ads.qp.tag.none")}</p>
      ) : (
        <form className="cb-qp-fields" onSubmit={submit}>
          <Select label={t("ads.qp.tag.tag")} value={tag} onChange={(e) => setPicked(e.target.value)}>
            {tags.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </Select>
          <Select
            label={t("ads.qp.tag.event")}
            value={event}
            onChange={(e) => setEvent(e.target.value as (typeof CONVERSION_EVENTS)[number])}
          >
            {CONVERSION_EVENTS.map((name) => (
              <option key={name} value={name}>
                {t(`ads.event.${name}` as MessageKey)}
              </option>
            ))}
          </Select>
          <Button type="submit" variant="primary">
            {t("ads.qp.tag.save")}
          </Button>
        </form>
      )}
    </Modal>
  );
}

/** The GDPR modal (ADS-010 DECISION): EU/EEA/UK advertisers accept the terms before submit. */
export function GdprModal({ onAccept, onClose }: { onAccept: () => void; onClose: () => void }) {
  return (
    <ConfirmDialog
      title={t("ads.qp.gdpr.title")}
      confirmLabel={t("ads.qp.gdpr.accept")}
      cancelLabel={t("ads.qp.gdpr.cancel")}
      onConfirm={onAccept}
      onClose={onClose}
      width={QUICK_PROMOTE_MODAL_WIDTHS.compact}
      testId="qp-gdpr-modal"
    >
      <p>{t("ads.qp.gdpr.body")}</p>
    </ConfirmDialog>
  );
}

/** The success modal (ADS-002): the campaign exists; billing comes next (ADS-007). */
export function SuccessModal({ name, onContinue }: { name: string; onContinue: () => void }) {
  return (
    <Modal
      open
      title={t("ads.qp.success.title")}
      onClose={onContinue}
      width={QUICK_PROMOTE_MODAL_WIDTHS.compact}
      testId="qp-success-modal"
    >
      <p>{t("ads.qp.success.body", { name })}</p>
      <div className="cb-qp-actions">
        <Button variant="primary" onClick={onContinue}>
          {t("ads.qp.success.continue")}
        </Button>
      </div>
    </Modal>
  );
}

/** The error modal (ADS-051): the server's message_detail, or the fallback message. */
export function ErrorModal({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Modal
      open
      title={t("ads.qp.error.title")}
      onClose={onClose}
      width={QUICK_PROMOTE_MODAL_WIDTHS.compact}
      testId="qp-error-modal"
    >
      <p role="alert">{message}</p>
      <div className="cb-qp-actions">
        <Button variant="primary" onClick={onClose}>
          {t("ads.qp.error.tryAgain")}
        </Button>
      </div>
    </Modal>
  );
}
