import { type ReactNode, useId } from "react";
import "../text-field/text-field.css";

/** What every labelled control takes besides its own attributes. */
export interface FieldProps {
  /** Always given: a control without a label is unusable with a screen reader (IMPL-046). */
  label: ReactNode;
  /** Keeps the label for assistive technology only, when the context shows what the control is. */
  hideLabel?: boolean;
  /** The error line: text, or text with a link in it (tied by aria-describedby). */
  error?: ReactNode;
  /** A line under the control that describes it (a hint, a counter), also tied by aria-describedby. */
  description?: ReactNode;
}

/**
 * The ids a labelled control needs: its own, and the aria-describedby list naming its
 * error and description lines (plus any ids the caller adds), or undefined when empty.
 */
export function useFieldIds(
  { error, description }: Pick<FieldProps, "error" | "description">,
  extraDescribedBy?: string,
) {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [error ? errorId : "", description ? descriptionId : "", extraDescribedBy ?? ""]
    .filter(Boolean)
    .join(" ");
  return { id, errorId, descriptionId, describedBy: describedBy || undefined };
}

/** The error and description lines under a control, with the ids useFieldIds gave. */
export function FieldMessages({
  error,
  description,
  errorId,
  descriptionId,
}: Pick<FieldProps, "error" | "description"> & { errorId: string; descriptionId: string }) {
  return (
    <>
      {error ? (
        <p id={errorId} className="cb-text-field__error">
          {error}
        </p>
      ) : null}
      {description ? (
        <div id={descriptionId} className="cb-text-field__description">
          {description}
        </div>
      ) : null}
    </>
  );
}

/** The class list of a control's wrapper or element: the base class, then extras. */
export function classes(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}
