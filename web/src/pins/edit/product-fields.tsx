import { type MessageKey, productMessages, registerMessages, t } from "@corkboard/core/messages";
import {
  PRODUCT_AVAILABILITIES,
  PRODUCT_TEXT_MAX,
  type ProductFormErrors,
  type ProductFormValues,
} from "@corkboard/core/shopping";
import { Checkbox, Select, TextField } from "../../ui/index.ts";

interface ProductFieldsProps {
  values: ProductFormValues;
  errors: ProductFormErrors;
  onChange: (patch: Partial<ProductFormValues>) => void;
}

registerMessages(productMessages);

const errorText = (key: MessageKey | undefined) =>
  key ? t(key, { maxLength: PRODUCT_TEXT_MAX }) : undefined;

/**
 * The pin editor's product data (IMPL-036, D-034): price and its ISO 4217 currency, brand,
 * style, on sale and availability, filled from the page the pin was saved from and
 * correctable by its owner.
 */
export function ProductFields({ values, errors, onChange }: ProductFieldsProps) {
  return (
    <fieldset className="cb-form__group">
      <legend>{t("product.edit.heading")}</legend>
      <TextField
        label={t("product.edit.price")}
        inputMode="decimal"
        value={values.price}
        onChange={(event) => onChange({ price: event.target.value })}
        error={errorText(errors.price)}
      />
      <TextField
        label={t("product.edit.currency")}
        value={values.currency}
        maxLength={3}
        autoCapitalize="characters"
        onChange={(event) => onChange({ currency: event.target.value })}
        error={errorText(errors.currency)}
      />
      <TextField
        label={t("product.edit.brand")}
        value={values.brand}
        onChange={(event) => onChange({ brand: event.target.value })}
        error={errorText(errors.brand)}
      />
      <TextField
        label={t("product.edit.style")}
        value={values.style}
        onChange={(event) => onChange({ style: event.target.value })}
        error={errorText(errors.style)}
      />
      <Select
        label={t("product.edit.availability")}
        value={values.availability}
        onChange={(event) =>
          onChange({ availability: event.target.value as ProductFormValues["availability"] })
        }
      >
        <option value="">{t("product.edit.availabilityUnknown")}</option>
        {PRODUCT_AVAILABILITIES.map((availability) => (
          <option key={availability} value={availability}>
            {t(`product.availability.${availability}`)}
          </option>
        ))}
      </Select>
      <Checkbox
        label={t("product.edit.onSale")}
        checked={values.onSale}
        onChange={(event) => onChange({ onSale: event.target.checked })}
      />
    </fieldset>
  );
}
