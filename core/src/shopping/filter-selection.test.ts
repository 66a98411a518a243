import { describe, expect, it } from "vitest";
import { FILTER_URL_PARAMS, paramsFromSelection, selectionFromParams } from "./filter-selection.ts";

const read = (query: string) => {
  const params = new URLSearchParams(query);
  return (name: string) => params.get(name);
};

describe("the filters of a search URL", () => {
  it("SEARCH-033: brands, colors and domains are comma-separated lists; single filters one value", () => {
    const selection = selectionFromParams(
      read("brands=IKEA,%20HAY,&colors=red&domains=a.example&style=modern&on_sale=true"),
    );
    expect(selection.brands).toEqual({
      kind: "multi",
      id: "brands",
      selectedOptionIds: ["IKEA", "HAY"],
      lastChangedLocation: "url",
    });
    expect(selection.colors).toMatchObject({ kind: "multi", selectedOptionIds: ["red"] });
    expect(selection.domains).toMatchObject({ kind: "multi", selectedOptionIds: ["a.example"] });
    expect(selection.style).toMatchObject({ kind: "single", selectedOptionId: "modern" });
    expect(selection.on_sale).toMatchObject({ kind: "single", selectedOptionId: "true" });
    expect(paramsFromSelection(selection)).toEqual({
      domains: "a.example",
      brands: "IKEA,HAY",
      colors: "red",
      on_sale: "true",
      style: "modern",
    });
  });

  it("SEARCH-031: the price range is a filter only when a bound is given; either alone is kept", () => {
    expect(selectionFromParams(read("q=lamp")).price).toBeUndefined();
    expect(selectionFromParams(read("price_min=&price_max=")).price).toBeUndefined();
    const atMost = selectionFromParams(read("price_max=50"));
    expect(atMost.price).toEqual({
      kind: "range",
      id: "price",
      min: null,
      max: 50,
      lastChangedLocation: "url",
    });
    expect(paramsFromSelection(atMost)).toEqual({ price_max: "50" });
    // A bound that is not a price is no bound (the server would refuse it).
    expect(selectionFromParams(read("price_min=-3")).price).toBeUndefined();
  });

  it("SEARCH-032 SEARCH-035: the compact filters form stands for the named parameters; an unreadable one is ignored here", () => {
    const selection = selectionFromParams(
      read(`filters=${encodeURIComponent("3:IKEA,HAY|1:20,50,99|6:red")}`),
    );
    expect(paramsFromSelection(selection)).toEqual({
      brands: "IKEA,HAY",
      colors: "red",
      price_min: "20",
      price_max: "50",
    });
    expect(selectionFromParams(read("filters=77:x"))).toEqual({});
  });

  it("SEARCH-029: a hidden filter is left out of the URL; every filter parameter is known for replacing", () => {
    const selection = selectionFromParams(read("style=modern&on_sale=true"));
    expect(paramsFromSelection(selection, new Set(["style"]))).toEqual({ on_sale: "true" });
    expect([...FILTER_URL_PARAMS].sort()).toEqual(
      [
        "brand_value",
        "brands",
        "colors",
        "domains",
        "filters",
        "on_sale",
        "price_max",
        "price_min",
        "style",
      ].sort(),
    );
  });
});
