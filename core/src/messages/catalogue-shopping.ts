/**
 * Messages of the shopping filter bar on the search page (SEARCH-017…037). The seeds give the
 * filter models' shapes but none of the bar's words: these are ours, in the catalogue's voice.
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
} as const;
