import { t } from "@corkboard/core/messages";
import { serverMessage } from "@corkboard/core/pins";
import { useState } from "react";
import { Button, closeModal, FormError } from "../../ui/index.ts";
import { serverErrorOf } from "./error-text.ts";

interface ConfirmBodyProps {
  /** What will happen, in words. */
  text: string;
  /** The confirming button's label ("Delete"). */
  confirmLabel: string;
  /** The call to make; the modal closes after it succeeds. */
  onConfirm: () => Promise<void>;
}

/**
 * The body of a confirmation modal (deleting a board, section or pin): the consequence,
 * Cancel and the confirming button. A failure stays in the modal with the server's words.
 */
export function ConfirmBody({ text, confirmLabel, onConfirm }: ConfirmBodyProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      closeModal();
    } catch (error) {
      setFailure(serverMessage(serverErrorOf(error)) ?? t("error.generic"));
      setBusy(false);
    }
  };
  return (
    <div className="cb-manage-form">
      <p>{text}</p>
      <FormError message={failure} />
      <div className="cb-manage-form__actions">
        <Button onClick={closeModal}>{t("manage.cancel")}</Button>
        <Button variant="primary" onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
