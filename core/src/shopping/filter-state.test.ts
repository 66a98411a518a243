import { describe, expect, it } from "vitest";
import {
  type AppliedFilter,
  FILTER_STATUSES,
  type FilterModelShape,
  type FilterState,
  filterStateReducer,
  hiddenFilterIds,
  INITIAL_FILTER_STATE,
  visibleModels,
} from "./filter-state.ts";

const models: FilterModelShape[] = [
  {
    id: "brands",
    filter_component_type: 1,
    product_filter_type: 3,
    filter_options: [{ id: "brands:ikea" }, { id: "brands:hay" }],
  },
  {
    id: "on_sale",
    filter_component_type: 2,
    product_filter_type: 7,
    // Picking "on sale" hides the style filter (a rule the server may send).
    filter_options: [{ id: "on_sale:true", rules: [{ action: "hide", filter_ids: ["style"] }] }],
  },
  {
    id: "style",
    filter_component_type: 2,
    product_filter_type: 10,
    filter_options: [{ id: "style:modern" }],
  },
  { id: "price", filter_component_type: 2, product_filter_type: 1, filter_options: [] },
];

const brands = (...ids: string[]): AppliedFilter => ({
  kind: "multi",
  id: "brands",
  selectedOptionIds: ids,
  lastChangedLocation: "bar",
});
const price = (min: number | null, max: number | null): AppliedFilter => ({
  kind: "range",
  id: "price",
  min,
  max,
  lastChangedLocation: "bar",
});
const single = (id: string, option: string | null): AppliedFilter => ({
  kind: "single",
  id,
  selectedOptionId: option,
  lastChangedLocation: "bar",
});

function run(...actions: Parameters<typeof filterStateReducer>[1][]): FilterState {
  return actions.reduce(filterStateReducer, INITIAL_FILTER_STATE);
}

describe("shopping filter state (seed 001 §4)", () => {
  it("SEARCH-028: the statuses are exactly applied, cleared, modified, submitted, failed", () => {
    expect([...FILTER_STATUSES]).toEqual(["applied", "cleared", "modified", "submitted", "failed"]);
  });

  it("SEARCH-023: reset loads the models and the initial filters, which are the applied ones", () => {
    const state = run(
      { type: "loading", loading: true },
      { type: "reset", models, initial: { brands: brands("brands:ikea") } },
    );
    expect(state.models).toBe(models);
    expect(state.filters).toEqual({ brands: brands("brands:ikea") });
    expect(state.applied).toEqual({ brands: brands("brands:ikea") });
    expect(state.status).toBe("applied");
    expect(state.loading).toBe(false);
    expect(run({ type: "reset", models, initial: {} }).status).toBe("cleared");
  });

  it("SEARCH-022: the three applied shapes keep their id and where they were last changed", () => {
    const fromUrl: AppliedFilter = { ...price(20, 50), lastChangedLocation: "url" };
    const state = run(
      { type: "reset", models, initial: {} },
      { type: "update", filter: fromUrl },
      { type: "update", filter: single("style", "style:modern") },
      { type: "update", filter: brands("brands:hay") },
    );
    expect(state.filters.price).toEqual({
      kind: "range",
      id: "price",
      min: 20,
      max: 50,
      lastChangedLocation: "url",
    });
    expect(state.filters.style).toMatchObject({ kind: "single", selectedOptionId: "style:modern" });
    expect(state.filters.brands).toMatchObject({ kind: "multi", selectedOptionIds: ["brands:hay"] });
  });

  it("SEARCH-024: update is modified when it differs, cleared when all are empty, applied when equal", () => {
    const start = run({ type: "reset", models, initial: { brands: brands("brands:ikea") } });
    const modified = filterStateReducer(start, {
      type: "update",
      filter: brands("brands:ikea", "brands:hay"),
    });
    expect(modified.status).toBe("modified");
    // Back to what is applied (order of a multi-select does not matter, nor the location).
    const back = filterStateReducer(modified, {
      type: "update",
      filter: { ...brands("brands:ikea"), lastChangedLocation: "panel" },
    });
    expect(back.status).toBe("applied");
    const empty = filterStateReducer(back, { type: "update", filter: brands() });
    expect(empty.status).toBe("cleared");
    // An empty range is no filter at all (SEARCH-031): still cleared.
    expect(filterStateReducer(empty, { type: "update", filter: price(null, null) }).status).toBe("cleared");
    expect(filterStateReducer(empty, { type: "update", filter: price(null, 50) }).status).toBe("modified");
  });

  it("SEARCH-025: submit → submitted; submit failed → failed; submit complete stores the filters as applied", () => {
    const picked = run({ type: "reset", models, initial: {} }, { type: "update", filter: price(20, 50) });
    const submitted = filterStateReducer(picked, { type: "submit" });
    expect(submitted.status).toBe("submitted");
    expect(submitted.applied).toEqual({});
    const failed = filterStateReducer(submitted, { type: "submit_failed" });
    expect(failed.status).toBe("failed");
    expect(failed.applied).toEqual({});
    const done = filterStateReducer(filterStateReducer(failed, { type: "submit" }), {
      type: "submit_complete",
    });
    expect(done.status).toBe("applied");
    expect(done.applied).toEqual({ price: price(20, 50) });
    // Now the same pick again is equal to the applied filters.
    expect(filterStateReducer(done, { type: "update", filter: price(20, 50) }).status).toBe("applied");
  });

  it("SEARCH-026: clear resets every selection and keeps the applied filters until submitted", () => {
    const state = run(
      { type: "reset", models, initial: { brands: brands("brands:ikea"), price: price(10, null) } },
      { type: "update", filter: single("style", "style:modern") },
      { type: "clear" },
    );
    expect(state.filters).toEqual({
      brands: brands(),
      price: price(null, null),
      style: single("style", null),
    });
    expect(state.status).toBe("cleared");
    expect(state.applied).toEqual({ brands: brands("brands:ikea"), price: price(10, null) });
    const submitted = filterStateReducer(filterStateReducer(state, { type: "submit" }), {
      type: "submit_complete",
    });
    expect(submitted.status).toBe("cleared");
  });

  it("SEARCH-027: the loading flag turns on and off", () => {
    const on = run({ type: "loading", loading: true });
    expect(on.loading).toBe(true);
    expect(filterStateReducer(on, { type: "loading", loading: true })).toBe(on);
    expect(filterStateReducer(on, { type: "loading", loading: false }).loading).toBe(false);
  });

  it("SEARCH-029, SEARCH-030: an option hides filters by its rules; they reappear when it is deselected", () => {
    const withStyle = run(
      { type: "reset", models, initial: {} },
      { type: "update", filter: single("style", "style:modern") },
    );
    expect(visibleModels(withStyle).map((m) => m.id)).toEqual(["brands", "on_sale", "style", "price"]);
    const onSale = filterStateReducer(withStyle, {
      type: "update",
      filter: single("on_sale", "on_sale:true"),
    });
    expect([...hiddenFilterIds(onSale)]).toEqual(["style"]);
    expect(visibleModels(onSale).map((m) => m.id)).toEqual(["brands", "on_sale", "price"]);
    // Deselected: the style filter is back, with the pick it had.
    const restored = filterStateReducer(onSale, { type: "update", filter: single("on_sale", null) });
    expect(visibleModels(restored).map((m) => m.id)).toContain("style");
    expect(restored.filters.style).toEqual(single("style", "style:modern"));
  });
});
