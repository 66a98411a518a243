import { describe, expect, it } from "vitest";
import { layoutMasonry, planColumns } from "./layout.ts";
import { itemsInBand, renderBand } from "./window.ts";

describe("virtualisation window", () => {
  it("renders the viewport plus one viewport above and below", () => {
    expect(renderBand(1000, 800, 100)).toEqual({ top: 100, bottom: 2500 });
    expect(renderBand(0, 800, 80)).toEqual({ top: -880, bottom: 1520 });
  });

  it("keeps only items intersecting the band, in index order", () => {
    // One column of 100 px items with 14 px gutters: item i spans [114 i, 114 i + 100).
    const layout = layoutMasonry(new Array(20).fill(100), {
      columns: 1,
      columnWidth: 236,
      gutter: 14,
      offsetLeft: 0,
    });
    expect(itemsInBand(layout, { top: 250, bottom: 500 })).toEqual([2, 3, 4]);
    expect(itemsInBand(layout, { top: 214, bottom: 228 })).toEqual([]);
    expect(itemsInBand(layout, { top: -1000, bottom: 0 })).toEqual([]);
  });

  it("matches a brute-force scan across columns", () => {
    const heights = Array.from({ length: 500 }, (_, i) => 120 + ((i * 53) % 280));
    const layout = layoutMasonry(heights, planColumns(1300));
    const band = { top: 3000, bottom: 5400 };
    const expected = layout.placements
      .map((p, index) => ({ p, index }))
      .filter(({ p }) => p.top < band.bottom && p.top + p.height > band.top)
      .map(({ index }) => index);
    expect(itemsInBand(layout, band)).toEqual(expected);
  });

  it("renders a small window of 10,000 loaded items", () => {
    const heights = Array.from({ length: 10_000 }, (_, i) => 150 + ((i * 37) % 300));
    const layout = layoutMasonry(heights, planColumns(1300));
    const visible = itemsInBand(layout, renderBand(400_000, 900, 80));
    expect(visible.length).toBeGreaterThan(0);
    expect(visible.length).toBeLessThan(100);
  });
});
