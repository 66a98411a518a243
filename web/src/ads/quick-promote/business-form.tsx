import {
  AGE_BUCKETS,
  CAMPAIGN_NAME_MAX,
  clipCampaignName,
  type QuickPromoteForm,
  quickPromoteObjective,
  TARGET_GENDERS,
} from "@corkboard/core/ads";
import { type MessageKey, t } from "@corkboard/core/messages";
import { Button, Checkbox, TextField } from "../../ui/index.ts";
import { ChoiceGroup } from "./choice-group.tsx";
import type { FieldErrors } from "./field-errors.ts";

/**
 * Topic ids typed as a comma-separated list (ADS-019): trimmed, spaces as underscores, blanks
 * dropped; a trailing comma is kept so the next topic can be typed.
 */
export function interestIds(text: string): string[] {
  const ids = text.split(",").map((part) => part.trim().replace(/\s+/g, "_"));
  const last = ids.pop() ?? "";
  return [...ids.filter((id) => id !== ""), last];
}

/** A targetable interest: a topic id and its name (ADS-019). */
export interface InterestOption {
  id: string;
  name: string;
}

interface BusinessFormProps {
  form: QuickPromoteForm;
  errors: FieldErrors;
  interests: readonly InterestOption[];
  productGroupId?: string | null;
  onChange: (patch: Partial<QuickPromoteForm>) => void;
  onChooseTag: () => void;
}

/**
 * The business form (ADS-009): campaign name (clipped at 64, ADS-028), destination link,
 * the goal that follows from the tag (ADS-015), and the audience: automatic targeting, age
 * buckets, genders, interests and plus-separated locations (ADS-016…021).
 */
export function BusinessFormFields({
  form,
  errors,
  interests,
  productGroupId,
  onChange,
  onChooseTag,
}: BusinessFormProps) {
  const clipped = clipCampaignName(form.name.trim());
  const objective = quickPromoteObjective({ productGroupId, selectedOcpmTag: form.tag });
  const interestName = new Map(interests.map((interest) => [interest.id, interest.name]));
  return (
    <div className="cb-qp-fields">
      <TextField
        label={t("ads.qp.name")}
        value={form.name}
        onChange={(event) => onChange({ name: event.target.value })}
        error={errors.name}
        description={
          Array.from(form.name.trim()).length >= CAMPAIGN_NAME_MAX
            ? t("ads.qp.nameClipped", { name: clipped })
            : undefined
        }
      />
      <TextField
        label={t("ads.qp.destinationUrl")}
        type="url"
        inputMode="url"
        value={form.destinationUrl}
        onChange={(event) => onChange({ destinationUrl: event.target.value })}
        error={errors.destinationUrl}
        description={t("ads.qp.destinationUrlHint")}
      />
      <div className="cb-qp-objective">
        <span className="cb-qp-objective__label">{t("ads.qp.objective")}</span>
        <span>{t(`ads.qp.objective.${objective}` as MessageKey)}</span>
      </div>
      <div className="cb-qp-tag">
        <span className="cb-qp-objective__label">{t("ads.qp.conversionTag")}</span>
        <span>
          {form.tag
            ? t("ads.qp.conversionTagChosen", {
                tag: form.tag.conversionTagId,
                event: form.tag.conversionEvent,
              })
            : t("ads.qp.conversionTagNone")}
        </span>
        <div className="cb-qp-tag__actions">
          <Button onClick={onChooseTag}>{t("ads.qp.chooseTag")}</Button>
          {form.tag ? (
            <Button variant="tertiary" onClick={() => onChange({ tag: null })}>
              {t("ads.qp.removeTag")}
            </Button>
          ) : null}
        </div>
      </div>
      <h3 className="cb-qp-subheading">{t("ads.qp.audience")}</h3>
      <Checkbox
        label={t("ads.qp.autoTargeting")}
        description={<span className="cb-qp-hint">{t("ads.qp.autoTargetingHint")}</span>}
        checked={form.isAutoTargeting}
        onChange={(event) => onChange({ isAutoTargeting: event.target.checked })}
      />
      <ChoiceGroup
        legend={t("ads.qp.ages")}
        options={AGE_BUCKETS}
        selected={form.ages}
        label={(age) => age}
        onChange={(ages) => onChange({ ages })}
      />
      <ChoiceGroup
        legend={t("ads.qp.genders")}
        options={TARGET_GENDERS}
        selected={form.genders}
        label={(gender) => t(`ads.qp.gender.${gender}` as MessageKey)}
        onChange={(genders) => onChange({ genders })}
      />
      {interests.length > 0 ? (
        <ChoiceGroup
          legend={t("ads.qp.interests")}
          options={interests.map((interest) => interest.id)}
          selected={form.interests}
          label={(id) => interestName.get(id) ?? id}
          onChange={(chosen) => onChange({ interests: chosen })}
        />
      ) : (
        <TextField
          label={t("ads.qp.interests")}
          value={form.interests.join(", ")}
          onChange={(event) => onChange({ interests: interestIds(event.target.value) })}
          description={t("ads.qp.interestsHint")}
        />
      )}
      <TextField
        label={t("ads.qp.locations")}
        value={form.locations}
        onChange={(event) => onChange({ locations: event.target.value })}
        description={t("ads.qp.locationsHint")}
        autoCapitalize="characters"
      />
    </div>
  );
}
