import { describe, expect, it } from "vitest";
import { productEditOf, productFormErrors, productFormValues } from "./product-form.ts";

// IMPL-036: the pin editor's product fields, checked as the server checks them.
describe("product form (IMPL-036)", () => {
  const empty = productFormValues(null);

  it("an empty form clears nothing into something: no product", () => {
    expect(productFormErrors(empty)).toEqual({});
    expect(productEditOf(empty)).toBeNull();
  });

  it("refuses a bad price, an unknown currency, one without the other, and long texts", () => {
    expect(productFormErrors({ ...empty, price: "-3", currency: "USD" }).price).toBe(
      "product.edit.priceInvalid",
    );
    expect(productFormErrors({ ...empty, price: "3", currency: "ABC" }).currency).toBe(
      "product.edit.currencyInvalid",
    );
    expect(productFormErrors({ ...empty, price: "3" }).currency).toBe("product.edit.priceNeedsCurrency");
    expect(productFormErrors({ ...empty, brand: "x".repeat(201) }).brand).toBe("pins.field.tooLong");
  });

  it("sends trimmed values with the currency in upper case", () => {
    expect(
      productEditOf({ ...empty, price: " 9.5 ", currency: "usd", brand: " HAY ", onSale: true }),
    ).toEqual({
      price: "9.5",
      currency: "USD",
      brand: "HAY",
      style: null,
      on_sale: true,
      availability: null,
    });
  });
});
