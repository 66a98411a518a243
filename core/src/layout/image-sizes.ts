import { BREAKPOINTS, CLOSEUP, GRID, PAGE_PADDING, PHONE_GRID } from "./constants.ts";

const px = (value: number) => `${value}px`;
const phone = `(max-width: ${BREAKPOINTS.phone - 0.02}px)`;

/**
 * The `sizes` of a grid tile's image before any layout has run (a preload in the HTML
 * shell): the masonry's column width as CSS can say it — two columns scaled to the width
 * until three fixed ones fit, then the fixed column width (web/src/ui/masonry/layout.ts).
 */
export function gridImageSizes(): string {
  const threeColumns = GRID.minColumns * GRID.columnWidth + (GRID.minColumns - 1) * GRID.gutter;
  const scaled = (padding: number) => {
    const subtract = (2 * padding + (PHONE_GRID.columns - 1) * GRID.gutter) / PHONE_GRID.columns;
    return `calc(${100 / PHONE_GRID.columns}vw - ${px(subtract)})`;
  };
  return [
    `${phone} ${scaled(PAGE_PADDING.phone)}`,
    `(max-width: ${threeColumns + 2 * PAGE_PADDING.wide - 0.02}px) ${scaled(PAGE_PADDING.wide)}`,
    px(GRID.columnWidth),
  ].join(", ");
}

/**
 * The `sizes` of the pin closeup's image (UI-015): one pane of the two-pane closeup when
 * both fit side by side, else the page's width less its padding.
 */
export function closeupImageSizes(): string {
  return [
    `(min-width: ${CLOSEUP.max + 2 * PAGE_PADDING.wide}px) ${px(CLOSEUP.pane)}`,
    `${phone} calc(100vw - ${px(2 * PAGE_PADDING.phone)})`,
    `calc(100vw - ${px(2 * PAGE_PADDING.wide)})`,
  ].join(", ");
}

/**
 * A `srcset` of renditions. A rendition the original was too small for repeats the width
 * of the one before it, so each width is named once.
 */
export function renditionSrcset(renditions: readonly { url: string; width: number }[]): string {
  const seen = new Set<number>();
  return renditions
    .filter(({ width }) => !seen.has(width) && seen.add(width))
    .map(({ url, width }) => `${url} ${width}w`)
    .join(", ");
}
