import {
  AD_BUDGET_LIMITS,
  currencyForCountry,
  formatAdAmount,
  minDailyBudget,
  type QuickPromoteForm,
  recommendedDailyBudget,
} from "@corkboard/core/ads";
import { t } from "@corkboard/core/messages";
import { RadioGroup, TextField } from "../../ui/index.ts";
import type { FieldErrors } from "./field-errors.ts";

interface BillingFormProps {
  form: QuickPromoteForm;
  errors: FieldErrors;
  /** The advertiser's country: currency, minimum and recommended budget (ADS-037…042). */
  country: string;
  onChange: (patch: Partial<QuickPromoteForm>) => void;
}

/**
 * The billing form (ADS-009): the daily budget in the country's currency with its minimum
 * and recommendation (ADS-033…042), the duration (1 to 365 days, ADS-035), and the schedule:
 * ongoing, or ending on a date (sent only then, ADS-030).
 */
export function BillingFormFields({ form, errors, country, onChange }: BillingFormProps) {
  const currency = currencyForCountry(country);
  return (
    <div className="cb-qp-fields">
      <TextField
        label={t("ads.qp.budget", { currency })}
        inputMode="decimal"
        value={form.budget}
        onChange={(event) => onChange({ budget: event.target.value })}
        error={errors.budget}
        description={t("ads.qp.budgetHint", {
          minimum: formatAdAmount(minDailyBudget(country), currency),
          recommended: formatAdAmount(recommendedDailyBudget(country), currency),
        })}
      />
      <TextField
        label={t("ads.qp.duration")}
        type="number"
        inputMode="numeric"
        min={AD_BUDGET_LIMITS.minDurationDays}
        max={AD_BUDGET_LIMITS.maxDurationDays}
        value={form.duration}
        onChange={(event) => onChange({ duration: event.target.value })}
        error={errors.duration}
      />
      <RadioGroup
        legend={t("ads.qp.schedule")}
        value={form.isOngoing ? "ongoing" : "endDate"}
        onChange={(value) => onChange({ isOngoing: value === "ongoing" })}
        options={[
          { value: "ongoing", label: t("ads.qp.ongoing") },
          { value: "endDate", label: t("ads.qp.endDate") },
        ]}
      />
      {form.isOngoing ? null : (
        <TextField
          label={t("ads.qp.endDateField")}
          type="date"
          value={form.endDate}
          onChange={(event) => onChange({ endDate: event.target.value })}
        />
      )}
    </div>
  );
}
