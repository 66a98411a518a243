import type { InputHTMLAttributes } from "react";
import { classes, FieldMessages, type FieldProps, useFieldIds } from "../field/field.tsx";
import "../text-field/text-field.css";
import "./checkbox.css";

type ChoiceInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "role"> & FieldProps;

interface ChoiceProps extends ChoiceInputProps {
  type: "checkbox" | "radio";
  /** A checkbox drawn and announced as an on/off switch. */
  role?: "switch";
}

/** A native checkbox or radio with its label beside it and its lines tied by aria-describedby. */
function Choice({
  type,
  role,
  label,
  hideLabel = false,
  error,
  description,
  className,
  ...input
}: ChoiceProps) {
  const ids = useFieldIds({ error, description });
  return (
    <div className={classes("cb-choice", role === "switch" && "cb-choice--switch", className)}>
      <input
        id={ids.id}
        type={type}
        role={role}
        className="cb-choice__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
      <label htmlFor={ids.id} className={hideLabel ? "cb-visually-hidden" : "cb-choice__label"}>
        {label}
      </label>
      <div className="cb-choice__lines">
        <FieldMessages
          error={error}
          description={description}
          errorId={ids.errorId}
          descriptionId={ids.descriptionId}
        />
      </div>
    </div>
  );
}

/**
 * A labelled native checkbox: Space toggles it, the label toggles it too. The label may be
 * any content (a pin's picture with hidden words, for a selectable tile).
 */
export function Checkbox(props: ChoiceInputProps) {
  return <Choice type="checkbox" {...props} />;
}

/**
 * A labelled native radio. Radios sharing a name form one group: arrow keys move between
 * them. Use RadioGroup for a plain list; Radio alone for choices laid out in several places.
 */
export function Radio(props: ChoiceInputProps) {
  return <Choice type="radio" {...props} />;
}

/**
 * An on/off switch (a native checkbox with the switch role): Space flips it, the label
 * flips it too, and it is announced as on or off.
 */
export function Switch(props: ChoiceInputProps) {
  return <Choice type="checkbox" role="switch" {...props} />;
}
