import { MODAL } from "@corkboard/core/layout";
import { t } from "@corkboard/core/messages";
import { type CSSProperties, type ReactNode, useEffect, useId, useRef } from "react";
import { IconButton } from "../icon-button/icon-button.tsx";
import { CloseIcon } from "../icons/icons.tsx";
import "./modal.css";

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  width?: number;
  /** A stable hook for browser tests (data-testid on the dialog). */
  testId?: string;
}

const sizes = (width: number) =>
  ({ "--cb-modal-width": `${width}px`, "--cb-modal-max-height": `${MODAL.maxHeight}px` }) as CSSProperties;

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert (the
 * browser traps focus), Escape closes it, and focus goes back to where it was (IMPL-046).
 */
export function Modal({ open, title, onClose, children, width = MODAL.width, testId }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusRef.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const handleClose = () => {
    const previous = returnFocusRef.current;
    returnFocusRef.current = null;
    if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    if (open) onClose();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape already closes a modal dialog natively.
    <dialog
      ref={dialogRef}
      className="cb-modal"
      style={sizes(width)}
      aria-labelledby={titleId}
      data-testid={testId}
      onClose={handleClose}
      // A click on the dialog element itself (not its content) is a click on the backdrop.
      onClick={(event) => event.target === event.currentTarget && dialogRef.current?.close()}
    >
      <div className="cb-modal__content">
        <div className="cb-modal__header">
          <h2 id={titleId} className="cb-modal__title">
            {title}
          </h2>
          <IconButton
            label={t("shell.close")}
            icon={<CloseIcon />}
            size="sm"
            onClick={() => dialogRef.current?.close()}
          />
        </div>
        {children}
      </div>
    </dialog>
  );
}
