import { BREAKPOINTS, FILTER_BAR, HEADER, PAGE_PADDING } from "@corkboard/core/layout";

/** The media query of phone layouts (under BREAKPOINTS.phone, UI-013). */
export const PHONE_QUERY = `(max-width: ${BREAKPOINTS.phone - 0.02}px)`;

/**
 * The layout custom properties that depend on the seeds' breakpoints, built from the core
 * constants so CSS never restates a seed number (UI-012, UI-013, UI-016).
 */
export function layoutTokens(isPhone: boolean): Record<string, string> {
  return {
    "--cb-header-height": `${isPhone ? HEADER.phoneHeight : HEADER.height}px`,
    "--cb-page-padding": `${isPhone ? PAGE_PADDING.phone : PAGE_PADDING.wide}px`,
    "--cb-filter-bar-height": `${FILTER_BAR.height}px`,
    "--cb-filter-bar-gap": `${FILTER_BAR.gap}px`,
    "--cb-filter-dropdown-padding": `${FILTER_BAR.dropdownPadding}px`,
    "--cb-filter-button-min-width": `${FILTER_BAR.buttonMinWidth}px`,
    "--cb-filter-dropdown-max-height": `${FILTER_BAR.dropdownMaxHeight}px`,
    "--cb-filter-button-height": `${FILTER_BAR.buttonHeight}px`,
    "--cb-filter-price-input-width": `${FILTER_BAR.priceInputWidth}px`,
  };
}

/**
 * Sets the layout custom properties and `data-layout` on the root element before the
 * first render and whenever the phone breakpoint is crossed. Set through the CSSOM, which
 * a strict Content-Security-Policy allows where an injected <style> would be refused.
 */
export function installLayoutTokens(win: Window = window): void {
  const phone = win.matchMedia(PHONE_QUERY);
  const root = win.document.documentElement;
  const apply = () => {
    for (const [name, value] of Object.entries(layoutTokens(phone.matches)))
      root.style.setProperty(name, value);
    // CSS selects phone layouts with [data-layout="phone"], so no stylesheet restates the breakpoint.
    root.dataset.layout = phone.matches ? "phone" : "wide";
  };
  apply();
  phone.addEventListener("change", apply);
}
