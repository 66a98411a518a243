import { t } from "@corkboard/core/messages";
import { type ReactNode, useRef, useState } from "react";
import { Button } from "../button/button.tsx";
import { Modal } from "../modal/modal.tsx";
import { closeModal, openModal } from "../modal/modal-store.ts";
import { FormError } from "../text-field/form-error.tsx";
import "./confirm-dialog.css";

/** What a confirmation asks. */
export interface ConfirmDialogProps {
  title: string;
  /** What will happen, in words. */
  children: ReactNode;
  /** The confirming button's label ("Delete"). */
  confirmLabel: string;
  /** The other button's label; "Cancel" by default. */
  cancelLabel?: string;
  /** The action. A promise keeps the dialog open and busy until it settles. */
  onConfirm: () => void | Promise<void>;
  /** Called when the dialog closes without confirming, and after a confirmed action succeeds. */
  onClose: () => void;
  /** The words for a failed action, shown in the dialog; the action may be tried again. */
  failureText?: (error: unknown) => string;
  /**
   * The action's own pending state, for an action that keeps one (a write's `isPending`,
   * D-026): the dialog then shows it instead of tracking onConfirm's promise.
   */
  pending?: boolean;
  /** The action's own failure words, with `pending` (a write's error as errorMessage says it). */
  failure?: string | null;
  width?: number;
  testId?: string;
}

/**
 * Asks before doing something (deleting, leaving, accepting terms): a modal dialog with the
 * consequence, the other button and the confirming one. Focus starts on the confirming
 * button, so Enter confirms; Escape, the close button or the other button cancel, and
 * focus returns to where it was. A failed action stays in the dialog with its words.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  failureText = () => t("error.generic"),
  pending,
  failure,
  width,
  testId,
}: ConfirmDialogProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  // Without `pending`, the dialog follows onConfirm's promise itself.
  const own = pending === undefined;
  const [ownBusy, setBusy] = useState(false);
  const [ownFailure, setFailure] = useState<string | null>(null);
  const busy = pending ?? ownBusy;
  const shownFailure = own ? ownFailure : (failure ?? null);
  const confirm = async () => {
    if (busy) return;
    if (own) {
      setBusy(true);
      setFailure(null);
    }
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      if (!own) return;
      setFailure(failureText(error));
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      initialFocusRef={confirmRef}
      {...(width ? { width } : {})}
      {...(testId ? { testId } : {})}
    >
      <form
        className="cb-confirm"
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
        // Enter confirms wherever focus is in the dialog, except on the other buttons.
        onKeyDown={(event) => {
          const other = event.target instanceof HTMLButtonElement && event.target !== confirmRef.current;
          if (event.key !== "Enter" || other || event.defaultPrevented) return;
          event.preventDefault();
          void confirm();
        }}
      >
        <div className="cb-confirm__body">{children}</div>
        <FormError message={shownFailure} />
        <div className="cb-form__actions">
          <Button onClick={onClose}>{cancelLabel ?? t("shell.cancel")}</Button>
          <Button ref={confirmRef} type="submit" variant="primary" disabled={busy} aria-busy={busy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Opens a ConfirmDialog in the app's modal host; it closes itself when done. */
export function openConfirmDialog(
  props: Omit<ConfirmDialogProps, "onClose"> & { onClose?: () => void },
): void {
  const { onClose, ...rest } = props;
  openModal({
    element: (
      <ConfirmDialog
        {...rest}
        onClose={() => {
          closeModal();
          onClose?.();
        }}
      />
    ),
  });
}
