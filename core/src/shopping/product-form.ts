import type { MessageKey } from "../messages/catalogue.ts";
import { isCurrencyCode } from "./money.ts";

/** The longest brand or style a pin keeps (D-034). */
export const PRODUCT_TEXT_MAX = 200;

/** schema.org availabilities, in the lower snake case pins keep (IMPL-036). */
export const PRODUCT_AVAILABILITIES = [
  "in_stock",
  "out_of_stock",
  "pre_order",
  "pre_sale",
  "back_order",
  "discontinued",
  "in_store_only",
  "limited_availability",
  "online_only",
  "sold_out",
] as const;

/** A schema.org availability as pins keep it. */
export type ProductAvailability = (typeof PRODUCT_AVAILABILITIES)[number];

/** A pin's product data as the wire carries it (the contract's `pinProductSchema`). */
interface ProductShown {
  price: { amount: string; currency: string } | null;
  brand: string | null;
  on_sale: boolean;
  availability: ProductAvailability | null;
  style: string | null;
}

/** The update's product data (the contract's `productEditSchema`). */
export interface ProductEditValues {
  price: string | null;
  currency: string | null;
  brand: string | null;
  on_sale: boolean;
  availability: ProductAvailability | null;
  style: string | null;
}

/** The pin editor's product fields as typed (IMPL-036). */
export interface ProductFormValues {
  price: string;
  currency: string;
  brand: string;
  style: string;
  onSale: boolean;
  availability: ProductAvailability | "";
}

/** A product field's problem, by message key of the catalogue. */
export type ProductFormErrors = Partial<Record<"price" | "currency" | "brand" | "style", MessageKey>>;

/** The editor's starting values for a pin's product data. */
export function productFormValues(product: ProductShown | null): ProductFormValues {
  return {
    price: product?.price?.amount ?? "",
    currency: product?.price?.currency ?? "",
    brand: product?.brand ?? "",
    style: product?.style ?? "",
    onSale: product?.on_sale ?? false,
    availability: product?.availability ?? "",
  };
}

/**
 * The problems of the typed product fields, as message keys (the server's rules of
 * `productEditSchema`, checked as the owner types): a price of digits with at most three
 * decimals, a known ISO 4217 code, both or neither, texts within 200 characters.
 */
export function productFormErrors(values: ProductFormValues): ProductFormErrors {
  const errors: ProductFormErrors = {};
  const price = values.price.trim();
  const currency = values.currency.trim().toUpperCase();
  if (price !== "" && !/^\d{1,12}(\.\d{1,3})?$/.test(price)) errors.price = "product.edit.priceInvalid";
  if (currency !== "" && !isCurrencyCode(currency)) errors.currency = "product.edit.currencyInvalid";
  else if ((price === "") !== (currency === "")) errors.currency = "product.edit.priceNeedsCurrency";
  if (values.brand.trim().length > PRODUCT_TEXT_MAX) errors.brand = "pins.field.tooLong";
  if (values.style.trim().length > PRODUCT_TEXT_MAX) errors.style = "pins.field.tooLong";
  return errors;
}

/** The update's `product` for the typed values: null when every field is empty. */
export function productEditOf(values: ProductFormValues): ProductEditValues | null {
  const edit: ProductEditValues = {
    price: values.price.trim() || null,
    currency: values.currency.trim().toUpperCase() || null,
    brand: values.brand.trim() || null,
    style: values.style.trim() || null,
    on_sale: values.onSale,
    availability: values.availability || null,
  };
  const empty = Object.values(edit).every((value) => value === null || value === false);
  return empty ? null : edit;
}
