import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { classes, FieldMessages, type FieldProps, useFieldIds } from "../field/field.tsx";
import "./text-field.css";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id">, FieldProps {
  label: string;
  /** Drawn inside the field before the input (a search icon). */
  leading?: ReactNode;
  inputClassName?: string;
  /** The input element (React 19 passes `ref` as a prop; it reaches the input with the rest). */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with an optional error line tied to it by aria-describedby. */
export function TextField({
  label,
  hideLabel = false,
  error,
  description,
  leading,
  className,
  inputClassName,
  ...input
}: TextFieldProps) {
  const ids = useFieldIds({ error, description });
  return (
    <div className={classes("cb-text-field", className)}>
      <label htmlFor={ids.id} className={hideLabel ? "cb-visually-hidden" : "cb-text-field__label"}>
        {label}
      </label>
      {leading}
      <input
        id={ids.id}
        className={classes("cb-text-field__input", inputClassName)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
      <FieldMessages
        error={error}
        description={description}
        errorId={ids.errorId}
        descriptionId={ids.descriptionId}
      />
    </div>
  );
}
