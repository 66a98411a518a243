import { t } from "@corkboard/core/messages";
import { IconButton } from "../icon-button/icon-button.tsx";
import { CloseIcon } from "../icons/icons.tsx";
import type { ToastItem } from "./toast-store.ts";
import "./toast.css";

/** One toast: its text and a dismiss button. */
export function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  return (
    <div className={`cb-toast cb-toast--${toast.kind}`}>
      <span>{toast.text}</span>
      <IconButton
        label={t("shell.dismiss")}
        icon={<CloseIcon />}
        size="sm"
        onClick={() => onDismiss(toast.id)}
      />
    </div>
  );
}
