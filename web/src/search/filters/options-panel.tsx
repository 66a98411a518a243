import type { FilterModel } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import type { AppliedFilter } from "@corkboard/core/shopping";
import { useId } from "react";
import { Button, Checkbox, Radio } from "../../ui/index.ts";

interface OptionsPanelProps {
  model: FilterModel;
  /** Check boxes (multi-select) or radio buttons (single-select), SEARCH-019. */
  multi: boolean;
  filter: AppliedFilter | undefined;
  onChange: (filter: AppliedFilter) => void;
  onApply: (filter: AppliedFilter) => void;
}

/** The picks of a list filter: its options' ids (each the value its URL parameter carries). */
function picked(filter: AppliedFilter | undefined): string[] {
  if (filter?.kind === "multi") return [...filter.selectedOptionIds];
  if (filter?.kind === "single" && filter.selectedOptionId !== null) return [filter.selectedOptionId];
  return [];
}

/**
 * A list filter's options with their counts over the current results (SEARCH-018), at most a
 * page of 50 (SEARCH-036). Each change is an "update" of the filter state (SEARCH-024);
 * Apply submits it, Clear empties this filter.
 */
export function OptionsPanel({ model, multi, filter, onChange, onApply }: OptionsPanelProps) {
  const name = useId();
  const ids = picked(filter);
  const as = (next: string[]): AppliedFilter =>
    multi
      ? { kind: "multi", id: model.id, selectedOptionIds: next, lastChangedLocation: "bar" }
      : { kind: "single", id: model.id, selectedOptionId: next[0] ?? null, lastChangedLocation: "bar" };
  const toggle = (optionId: string, on: boolean) =>
    onChange(
      as(multi ? (on ? [...ids, optionId] : ids.filter((id) => id !== optionId)) : on ? [optionId] : []),
    );

  return (
    <fieldset className="cb-filter-panel">
      <legend className="cb-visually-hidden">{model.title}</legend>
      {model.filter_options.length === 0 ? <p className="cb-muted">{t("filters.noOptions")}</p> : null}
      <div className="cb-filter-panel__options">
        {multi ? null : (
          <Radio
            name={name}
            label={t("filters.any")}
            checked={ids.length === 0}
            onChange={() => onChange(as([]))}
          />
        )}
        {model.filter_options.map((option) => {
          const Choice = multi ? Checkbox : Radio;
          return (
            <Choice
              key={option.id}
              name={name}
              label={t("filters.option", { label: option.label, count: option.count })}
              checked={ids.includes(option.id)}
              onChange={(event) => toggle(option.id, event.currentTarget.checked)}
            />
          );
        })}
      </div>
      <div className="cb-filter-panel__actions">
        <Button variant="tertiary" onClick={() => onApply(as([]))} disabled={ids.length === 0}>
          {t("filters.clear")}
        </Button>
        <Button variant="primary" onClick={() => onApply(as(ids))}>
          {t("filters.apply")}
        </Button>
      </div>
    </fieldset>
  );
}
