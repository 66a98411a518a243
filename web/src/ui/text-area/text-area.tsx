import type { ReactNode, Ref, TextareaHTMLAttributes } from "react";
import { classes, FieldMessages, type FieldProps, useFieldIds } from "../field/field.tsx";
import "../text-field/text-field.css";
import "./text-area.css";

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id">, FieldProps {
  label: string;
  ref?: Ref<HTMLTextAreaElement>;
  textAreaClassName?: string;
  /** Drawn after the text area, inside the field (a suggestion list the text area describes). */
  children?: ReactNode;
}

/**
 * A labelled multi-line text field; its error and description lines (and any ids passed
 * in aria-describedby) are tied to it by aria-describedby.
 */
export function TextArea({
  label,
  hideLabel = false,
  error,
  description,
  className,
  textAreaClassName,
  children,
  "aria-describedby": extraDescribedBy,
  ...textArea
}: TextAreaProps) {
  const ids = useFieldIds({ error, description }, extraDescribedBy);
  return (
    <div className={classes("cb-text-field", className)}>
      <label htmlFor={ids.id} className={hideLabel ? "cb-visually-hidden" : "cb-text-field__label"}>
        {label}
      </label>
      <textarea
        id={ids.id}
        className={classes("cb-text-field__input", "cb-text-area", textAreaClassName)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...textArea}
      />
      {children}
      <FieldMessages
        error={error}
        description={description}
        errorId={ids.errorId}
        descriptionId={ids.descriptionId}
      />
    </div>
  );
}
