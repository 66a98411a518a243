import type { MasonryLayout } from "./layout.ts";

/** A vertical band of the grid, in grid coordinates (0 = the grid's top edge). */
export interface Band {
  top: number;
  bottom: number;
}

/**
 * The band worth rendering: the viewport plus one viewport above and one below, so a
 * fast scroll or a keyboard jump rarely shows blank space.
 */
export function renderBand(scrollTop: number, viewportHeight: number, gridTop: number): Band {
  const viewTop = scrollTop - gridTop;
  return { top: viewTop - viewportHeight, bottom: viewTop + 2 * viewportHeight };
}

/** First position in `column` whose item ends below `top` (items in a column are sorted by top). */
function firstEndingBelow(column: readonly number[], layout: MasonryLayout, top: number): number {
  let low = 0;
  let high = column.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const placement = layout.placements[column[middle] ?? 0];
    if (placement && placement.top + placement.height > top) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * Indexes of the items that intersect `band`, ascending (the DOM and tab order). A binary
 * search per column keeps this cheap with 10,000 items on every scroll frame.
 */
export function itemsInBand(layout: MasonryLayout, band: Band): number[] {
  const visible: number[] = [];
  for (const column of layout.columns) {
    for (let at = firstEndingBelow(column, layout, band.top); at < column.length; at++) {
      const index = column[at] ?? 0;
      if ((layout.placements[index]?.top ?? Number.POSITIVE_INFINITY) >= band.bottom) break;
      visible.push(index);
    }
  }
  return visible.sort((a, b) => a - b);
}
