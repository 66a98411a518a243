import { t } from "@corkboard/core/messages";
import { lazy } from "react";
import { QueryBoundary } from "../platform/api/query-boundary.tsx";
import { closeModal, dismissToast, Toast, useModalRequest, useToasts } from "../ui/index.ts";

// Modals open on a click, never on first paint: their code waits until then.
const Modal = lazy(() => import("../ui/modal/modal.tsx").then((module) => ({ default: module.Modal })));

/**
 * Toasts live in one polite live region that is always in the document, so screen
 * readers announce each toast as it is added (IMPL-046).
 */
export function ToastHost() {
  const toasts = useToasts();
  return (
    <div className="cb-toasts" role="status" aria-live="polite" aria-label={t("shell.notifications")}>
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} onDismiss={dismissToast} />
      ))}
    </div>
  );
}

/** Shows the modal asked for through openModal(); it is mounted only while open. */
export function ModalHost() {
  const request = useModalRequest();
  if (!request) return null;
  // A flow that frames itself (the auth modal) brings its own Modal. Modals live outside
  // the page, so they get the data layer of their own (the same cache).
  if (!("title" in request)) return <QueryBoundary>{request.element}</QueryBoundary>;
  return (
    <QueryBoundary>
      <Modal
        open
        title={request.title}
        onClose={closeModal}
        {...(request.width ? { width: request.width } : {})}
      >
        {request.body}
      </Modal>
    </QueryBoundary>
  );
}
