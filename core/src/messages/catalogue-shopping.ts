/**
 * Messages of the shopping filter bar on the search page (SEARCH-017…037). The seeds give
 * the filter models' shapes but none of these words: they are ours, in the catalogue's
 * voice. A pin's product data has its own (catalogue-product.ts), so the pin page's first
 * load carries no filter texts (D-073); their Japanese stays in catalogue-shopping.ja.ts.
 */
export const shoppingMessages = {
  "filters.label": "Filter results",
  "filters.apply": "Apply",
  "filters.clear": "Clear",
  "filters.clearAll": "Clear all filters",
  "filters.any": "Any",
  "filters.withCount": "{title} · {count}",
  "filters.option": "{label} ({count})",
  "filters.priceMin": "Lowest price ({unit})",
  "filters.priceMax": "Highest price ({unit})",
  "filters.priceOrder": "The lowest price can't be more than the highest.",
  "filters.priceSummary": "{min} – {max} {unit}",
  "filters.failed": "We couldn't apply those filters. Try again.",
  "filters.noOptions": "Nothing to filter by here.",
  "filters.title.domains": "Websites",
  "filters.title.price": "Price",
  "filters.title.brands": "Brands",
  "filters.title.colors": "Colours",
  "filters.title.on_sale": "On sale",
  "filters.title.style": "Style",
  "filters.title.brand_value": "Brand",
  "filters.onSale.yes": "On sale",
  "filters.onSale.no": "Full price",
  "filters.color.red": "Red",
  "filters.color.orange": "Orange",
  "filters.color.yellow": "Yellow",
  "filters.color.green": "Green",
  "filters.color.teal": "Teal",
  "filters.color.blue": "Blue",
  "filters.color.purple": "Purple",
  "filters.color.pink": "Pink",
  "filters.color.brown": "Brown",
  "filters.color.black": "Black",
  "filters.color.gray": "Gray",
  "filters.color.white": "White",
} as const;
