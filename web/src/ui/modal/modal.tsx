import { MODAL } from "@corkboard/core/layout";
import { t } from "@corkboard/core/messages";
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
} from "react";
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
  /** Where focus starts when the dialog opens; by default the browser's choice (the first control). */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/** Focuses the element focus came from, once, if it is still on the page. */
function returnFocus(ref: RefObject<Element | null>): void {
  const previous = ref.current;
  ref.current = null;
  if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside the dialog: from the last control it wraps to the first, and Shift+Tab
 * from the first to the last. showModal() already makes the page behind inert; this also
 * keeps focus from leaving for the browser's own toolbar.
 */
function trapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== "Tab") return;
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest("[hidden]"),
  );
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

const sizes = (width: number) =>
  ({ "--cb-modal-width": `${width}px`, "--cb-modal-max-height": `${MODAL.maxHeight}px` }) as CSSProperties;

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert, Tab stays
 * inside it, Escape closes it (unless a control inside used the key first), and focus goes
 * back to where it was (IMPL-046).
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  width = MODAL.width,
  testId,
  initialFocusRef,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusRef.current = document.activeElement;
      dialog.showModal();
      initialFocusRef?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocusRef]);

  // A dialog removed while open (its host closed it) gives focus back too. (React's
  // development double mount runs this with the dialog still in the page: nothing to do.)
  useEffect(() => {
    const dialog = dialogRef.current;
    return () => {
      if (!dialog?.isConnected) returnFocus(returnFocusRef);
    };
  }, []);

  const handleClose = () => {
    returnFocus(returnFocusRef);
    if (open) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className="cb-modal"
      style={sizes(width)}
      aria-labelledby={titleId}
      data-testid={testId}
      onClose={handleClose}
      onKeyDown={(event) => {
        trapTab(event);
        // The browser closes a modal dialog on Escape by itself; closing here too keeps one
        // behaviour everywhere. A control that used Escape (a suggestion list) prevents it.
        if (event.key === "Escape" && !event.defaultPrevented) {
          event.preventDefault();
          dialogRef.current?.close();
        }
      }}
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
