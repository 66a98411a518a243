import { type ReactNode, useId } from "react";
import { Radio } from "../checkbox/checkbox.tsx";
import { classes, FieldMessages, useFieldIds } from "../field/field.tsx";
import "./radio-group.css";

/** One choice of a RadioGroup. */
export interface RadioOption<T extends string> {
  value: T;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

interface RadioGroupProps<T extends string> {
  /** The group's name, said before its choices (a fieldset legend). */
  legend: string;
  hideLegend?: boolean;
  options: readonly RadioOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  error?: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/**
 * A fieldset of native radios: Tab reaches the chosen one, arrow keys move and choose, the
 * legend names the group, and the group's error and description are tied to it.
 */
export function RadioGroup<T extends string>({
  legend,
  hideLegend = false,
  options,
  value,
  onChange,
  error,
  description,
  disabled,
  className,
}: RadioGroupProps<T>) {
  const name = useId();
  const ids = useFieldIds({ error, description });
  return (
    <fieldset
      className={classes("cb-radio-group", className)}
      aria-describedby={ids.describedBy}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className={hideLegend ? "cb-visually-hidden" : "cb-radio-group__legend"}>{legend}</legend>
      {options.map((option) => (
        <Radio
          key={option.value}
          name={name}
          value={option.value}
          label={option.label}
          description={option.description}
          checked={value === option.value}
          disabled={option.disabled}
          onChange={() => onChange(option.value)}
        />
      ))}
      <FieldMessages
        error={error}
        description={description}
        errorId={ids.errorId}
        descriptionId={ids.descriptionId}
      />
    </fieldset>
  );
}
