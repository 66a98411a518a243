import { t } from "@corkboard/core/messages";
import "./spinner.css";

/** A loading indicator announced to screen readers by its label. */
export function Spinner({ label = t("shell.loading") }: { label?: string }) {
  return (
    <div className="cb-spinner" role="status">
      <span className="cb-spinner__ring" aria-hidden="true" />
      <span className="cb-visually-hidden">{label}</span>
    </div>
  );
}
