import type { FilterModel } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { type AppliedFilter, DEFAULT_PRICE_RANGE, PRICE_RANGE_SPAN } from "@corkboard/core/shopping";
import { type FormEvent, useState } from "react";
import { Button, TextField } from "../../ui/index.ts";

type RangeFilter = Extract<AppliedFilter, { kind: "range" }>;

interface PricePanelProps {
  model: FilterModel;
  filter: RangeFilter | undefined;
  onApply: (filter: RangeFilter) => void;
}

/** A typed bound: null when empty; NaN when it is not a price (the form says so). */
function bound(text: string): number | null {
  if (text.trim() === "") return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : Number.NaN;
}

/**
 * The price range (SEARCH-031, SEARCH-032): a lowest and a highest price in the range's unit
 * (USD by default), either may stay empty. The model's first two options are its bounds and
 * fill the placeholders; arrow keys step by the default span of 50 (SEARCH-037).
 */
export function PricePanel({ model, filter, onApply }: PricePanelProps) {
  const [low, high] = model.filter_options;
  const unit = low?.unit ?? DEFAULT_PRICE_RANGE.unit;
  const [min, setMin] = useState(filter?.min === null || filter === undefined ? "" : String(filter.min));
  const [max, setMax] = useState(filter?.max === null || filter === undefined ? "" : String(filter.max));
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const from = bound(min);
    const to = bound(max);
    if (Number.isNaN(from) || Number.isNaN(to) || (from !== null && to !== null && from > to)) {
      setError(t("filters.priceOrder"));
      return;
    }
    onApply({ kind: "range", id: model.id, min: from, max: to, lastChangedLocation: "bar" });
  };

  return (
    <form className="cb-filter-panel cb-filter-panel--price" onSubmit={submit} noValidate>
      <div className="cb-filter-panel__prices">
        <PriceField
          label={t("filters.priceMin", { unit })}
          placeholder={low?.numeric_value ?? DEFAULT_PRICE_RANGE.min}
          value={min}
          onChange={setMin}
          error={error}
        />
        <PriceField
          label={t("filters.priceMax", { unit })}
          placeholder={high?.numeric_value ?? DEFAULT_PRICE_RANGE.max}
          value={max}
          onChange={setMax}
          error={null}
        />
      </div>
      <div className="cb-filter-panel__actions">
        <Button
          variant="tertiary"
          onClick={() =>
            onApply({ kind: "range", id: model.id, min: null, max: null, lastChangedLocation: "bar" })
          }
          disabled={filter === undefined || (filter.min === null && filter.max === null)}
        >
          {t("filters.clear")}
        </Button>
        <Button variant="primary" type="submit">
          {t("filters.apply")}
        </Button>
      </div>
    </form>
  );
}

/** One bound's field: a number that arrow keys step by the default span (SEARCH-037). */
function PriceField(props: {
  label: string;
  placeholder: number;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  return (
    <TextField
      label={props.label}
      type="number"
      inputMode="decimal"
      min={0}
      step={PRICE_RANGE_SPAN}
      placeholder={String(props.placeholder)}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      error={props.error ?? undefined}
    />
  );
}
