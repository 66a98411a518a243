import type { PinSummary } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";

// Apart from the grid tile (pin-card.tsx), so pages that only name a pin (the pin page, the
// share sheet) do not load the tile's code and CSS with their first load (D-068).

const ALT_MAX = 160;

/** A pin's text alternative: its title, else its description, else the word "Pin". */
export function pinAltText(pin: Pick<PinSummary, "title" | "description">): string {
  const text = pin.title.trim() || pin.description.trim();
  if (!text) return t("pin.untitled");
  return t("pin.imageAlt", { title: text.length > ALT_MAX ? `${text.slice(0, ALT_MAX - 1)}…` : text });
}

/**
 * The `alt` of a pin's image: the alt text its pinner wrote (issue 20, D-055), else the
 * text alternative made from its title or description (`pinAltText`).
 */
export function pinImageAlt(pin: Pick<PinSummary, "title" | "description"> & { alt_text?: string }): string {
  return pin.alt_text?.trim() || pinAltText(pin);
}
