/**
 * Messages of pins' product data (IMPL-036): the summary under a pin and the product fields
 * of the pin editor. Ours, in the catalogue's voice; apart from the search filters' texts
 * (catalogue-shopping.ts), which the pin page does not show (D-073).
 */
export const productMessages = {
  "product.onSale": "On sale",
  "product.byBrand": "by {brand}",
  "product.summary": "{price} · {brand}",
  "product.edit.heading": "Product details",
  "product.edit.price": "Price",
  "product.edit.currency": "Currency (ISO code, like USD)",
  "product.edit.brand": "Brand",
  "product.edit.style": "Style",
  "product.edit.onSale": "On sale",
  "product.edit.availability": "Availability",
  "product.edit.availabilityUnknown": "Not stated",
  "product.edit.priceInvalid": "Enter a price like 24.99.",
  "product.edit.currencyInvalid": "Enter a currency code like USD or EUR.",
  "product.edit.priceNeedsCurrency": "A price needs its currency, and a currency its price.",
  "product.availability.in_stock": "In stock",
  "product.availability.out_of_stock": "Out of stock",
  "product.availability.pre_order": "Pre-order",
  "product.availability.pre_sale": "Pre-sale",
  "product.availability.back_order": "Back order",
  "product.availability.discontinued": "Discontinued",
  "product.availability.in_store_only": "In store only",
  "product.availability.limited_availability": "Limited availability",
  "product.availability.online_only": "Online only",
  "product.availability.sold_out": "Sold out",
} as const;
