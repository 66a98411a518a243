import type { ReactNode } from "react";
import { Checkbox } from "../../ui/index.ts";

interface ChoiceGroupProps<T extends string> {
  legend: string;
  options: readonly T[];
  selected: readonly T[];
  label: (option: T) => string;
  onChange: (selected: T[]) => void;
  disabled?: boolean;
  hint?: ReactNode;
}

/** A labelled group of checkboxes (a fieldset, so screen readers announce the group). */
export function ChoiceGroup<T extends string>({
  legend,
  options,
  selected,
  label,
  onChange,
  disabled,
  hint,
}: ChoiceGroupProps<T>) {
  const toggle = (option: T, on: boolean) =>
    onChange(on ? [...selected, option] : selected.filter((value) => value !== option));
  return (
    <fieldset className="cb-qp-choices" disabled={disabled}>
      <legend className="cb-qp-choices__legend">{legend}</legend>
      {hint}
      <div className="cb-qp-choices__options">
        {options.map((option) => (
          <Checkbox
            key={option}
            label={label(option)}
            checked={selected.includes(option)}
            onChange={(event) => toggle(option, event.target.checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}
