import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../platform/db/index.ts";
import { schema } from "../../platform/db/index.ts";
import type { ProductData } from "./read-product.ts";

const { pins } = schema;

/** Product data as pin columns. */
export function productColumns(data: ProductData) {
  return {
    priceMinor: data.priceMinor,
    priceCurrency: data.priceCurrency,
    brand: data.brand,
    onSale: data.onSale,
    availability: data.availability,
    style: data.style,
  };
}

/**
 * Stores product data read from a pin's page, unless the pin has product data already (the
 * owner may have written some while the page was read: the owner's word wins). True when
 * stored.
 */
export async function fillProductData(db: Executor, pinId: string, data: ProductData): Promise<boolean> {
  const rows = await db
    .update(pins)
    .set(productColumns(data))
    .where(
      and(
        eq(pins.id, pinId),
        isNull(pins.priceMinor),
        isNull(pins.brand),
        isNull(pins.availability),
        isNull(pins.style),
        eq(pins.onSale, false),
      ),
    )
    .returning({ id: pins.id });
  return rows.length > 0;
}
