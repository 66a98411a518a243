import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import "./text-field.css";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  /** Always given: a field without a label is unusable with a screen reader (IMPL-046). */
  label: string;
  /** Keeps the label for assistive technology only, when the context shows what the field is. */
  hideLabel?: boolean;
  /** The error line: text, or text with a link in it (tied by aria-describedby). */
  error?: ReactNode;
  /** A line under the field that describes it (a hint, a suggestion), also tied by aria-describedby. */
  description?: ReactNode;
  /** Drawn inside the field before the input (a search icon). */
  leading?: ReactNode;
  inputClassName?: string;
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
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [error ? errorId : "", description ? descriptionId : ""].filter(Boolean).join(" ");
  return (
    <div className={["cb-text-field", className ?? ""].filter(Boolean).join(" ")}>
      <label htmlFor={id} className={hideLabel ? "cb-visually-hidden" : "cb-text-field__label"}>
        {label}
      </label>
      {leading}
      <input
        id={id}
        className={["cb-text-field__input", inputClassName ?? ""].filter(Boolean).join(" ")}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
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
    </div>
  );
}
