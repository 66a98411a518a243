import { z } from "zod";
import { isCurrencyCode } from "../shopping/money.ts";
import { PRODUCT_AVAILABILITIES, PRODUCT_TEXT_MAX } from "../shopping/product-form.ts";

export { PRODUCT_AVAILABILITIES, PRODUCT_TEXT_MAX };

/** A pin's product data on the wire (IMPL-036): shown on tiles and the pin page. */
export const pinProductSchema = z.object({
  /** The price, or null when unknown: its amount as a decimal, in minor units, and its ISO 4217 currency. */
  price: z
    .object({ amount: z.string(), amount_minor: z.number().int().min(0), currency: z.string() })
    .nullable(),
  brand: z.string().nullable(),
  on_sale: z.boolean(),
  availability: z.enum(PRODUCT_AVAILABILITIES).nullable(),
  style: z.string().nullable(),
});
/** A pin's product data. */
export type PinProduct = z.infer<typeof pinProductSchema>;

const productText = z
  .string()
  .trim()
  .max(PRODUCT_TEXT_MAX)
  .transform((value) => (value === "" ? null : value))
  .nullable();

/**
 * The owner's product data in the pin editor (IMPL-036, D-034): a price of digits with at
 * most three decimals (never negative) and its ISO 4217 currency, both or neither; brand and
 * style up to 200 characters (empty is none). Null clears the pin's product data.
 */
export const productEditSchema = z
  .object({
    price: z
      .string()
      .trim()
      .regex(/^\d{1,12}(\.\d{1,3})?$/, "is not a price (digits, at most three decimals, not negative)")
      .nullable()
      .default(null),
    currency: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .refine(isCurrencyCode, "is not an ISO 4217 currency code")
      .nullable()
      .default(null),
    brand: productText.default(null),
    on_sale: z.boolean().default(false),
    availability: z.enum(PRODUCT_AVAILABILITIES).nullable().default(null),
    style: productText.default(null),
  })
  .refine((edit) => (edit.price === null) === (edit.currency === null), {
    message: "a price needs its currency, and a currency its price",
    path: ["currency"],
  });
/** The owner's product data edit, as validated. */
export type ProductEdit = z.output<typeof productEditSchema>;
