import { describe, expect, it } from "vitest";
import { columnsWidth, itemHeight, layoutMasonry, planColumns, shortestColumn } from "./layout.ts";

describe("planColumns", () => {
  it("fits as many 236 px columns with 14 px gutters as the width allows", () => {
    expect(planColumns(1280).columns).toBe(5); // 5 × 236 + 4 × 14 = 1236
    expect(planColumns(1236).columns).toBe(5);
    expect(planColumns(1235).columns).toBe(4);
    expect(planColumns(1920).columnWidth).toBe(236);
  });

  it("centres the columns in the container", () => {
    const plan = planColumns(1280);
    expect(plan.offsetLeft).toBe(22); // (1280 − 1236) / 2
    expect(plan.offsetLeft * 2 + columnsWidth(plan.columns, plan.columnWidth, plan.gutter)).toBe(1280);
  });

  it("keeps at least three fixed columns where three fit", () => {
    expect(planColumns(736)).toEqual({ columns: 3, columnWidth: 236, gutter: 14, offsetLeft: 0 });
  });

  it("uses two columns scaled to fit when three do not (phones)", () => {
    expect(planColumns(735)).toMatchObject({ columns: 2, columnWidth: 360, offsetLeft: 0 });
    expect(planColumns(359)).toMatchObject({ columns: 2, columnWidth: 172 });
  });

  it("falls back to one column when two would be narrower than the minimum", () => {
    expect(planColumns(240)).toMatchObject({ columns: 1, columnWidth: 240 });
    expect(planColumns(0)).toMatchObject({ columns: 1, columnWidth: 0 });
  });
});

describe("itemHeight", () => {
  it("scales the image to the column width and adds the footer", () => {
    expect(itemHeight({ width: 236, height: 354 }, 236, 40)).toBe(394);
    expect(itemHeight({ width: 200, height: 100 }, 236, 40)).toBe(158);
  });
});

describe("layoutMasonry", () => {
  const plan = { columns: 3, columnWidth: 236, gutter: 14, offsetLeft: 10 };

  it("picks the shortest column, leftmost on a tie", () => {
    expect(shortestColumn([10, 5, 5])).toBe(1);
    expect(shortestColumn([0, 0, 0])).toBe(0);
  });

  it("fills the first row left to right, then the shortest column", () => {
    const layout = layoutMasonry([300, 100, 200, 50, 80], plan);
    expect(layout.placements.map((p) => p.column)).toEqual([0, 1, 2, 1, 1]);
    expect(layout.placements[3]).toEqual({ top: 114, left: 260, width: 236, height: 50, column: 1 });
    expect(layout.placements[4]?.top).toBe(178);
    expect(layout.columns).toEqual([[0], [1, 3, 4], [2]]);
  });

  it("positions columns at the offset plus column and gutter widths", () => {
    const lefts = layoutMasonry([1, 1, 1], plan).placements.map((p) => p.left);
    expect(lefts).toEqual([10, 260, 510]);
  });

  it("reports the tallest column's height without a trailing gutter", () => {
    expect(layoutMasonry([300, 100, 200, 50, 80], plan).height).toBe(300);
    expect(layoutMasonry([], plan).height).toBe(0);
  });

  it("lays out 10,000 items quickly", () => {
    const heights = Array.from({ length: 10_000 }, (_, i) => 150 + ((i * 37) % 300));
    const started = performance.now();
    const layout = layoutMasonry(heights, planColumns(1920));
    expect(layout.placements).toHaveLength(10_000);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
