import type { ReactNode, SelectHTMLAttributes } from "react";
import { classes, FieldMessages, type FieldProps, useFieldIds } from "../field/field.tsx";
import "../text-field/text-field.css";
import "./select.css";

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id">, FieldProps {
  label: string;
  /** The <option> elements. */
  children: ReactNode;
}

/**
 * A labelled native <select> (the browser's own list: arrow keys, type-ahead and the phone
 * pickers come with it), with error and description lines tied by aria-describedby.
 */
export function Select({
  label,
  hideLabel = false,
  error,
  description,
  className,
  children,
  ...select
}: SelectProps) {
  const ids = useFieldIds({ error, description });
  return (
    <div className={classes("cb-text-field", className)}>
      <label htmlFor={ids.id} className={hideLabel ? "cb-visually-hidden" : "cb-text-field__label"}>
        {label}
      </label>
      <select
        id={ids.id}
        className="cb-text-field__input cb-select-field"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...select}
      >
        {children}
      </select>
      <FieldMessages
        error={error}
        description={description}
        errorId={ids.errorId}
        descriptionId={ids.descriptionId}
      />
    </div>
  );
}
