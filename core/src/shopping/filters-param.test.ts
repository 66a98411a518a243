import { describe, expect, it } from "vitest";
import { parseFiltersParam } from "./filters-param.ts";

describe("the compact filters parameter", () => {
  it("SEARCH-033: list filters become their comma-separated parameters", () => {
    expect(parseFiltersParam("3:IKEA,HAY|6:red,Blue|0:ikea.com")).toEqual({
      ok: true,
      params: { brands: "IKEA,HAY", colors: "red,Blue", domains: "ikea.com" },
    });
  });

  it("SEARCH-032: only the first two values of a price filter count, as min and max", () => {
    expect(parseFiltersParam("1:20,50,70")).toEqual({
      ok: true,
      params: { price_min: "20", price_max: "50" },
    });
    expect(parseFiltersParam("1:,50")).toEqual({ ok: true, params: { price_max: "50" } });
    expect(parseFiltersParam("1:20")).toEqual({ ok: true, params: { price_min: "20" } });
  });

  it("SEARCH-021: on-sale types 7, 8 and 9 are one boolean", () => {
    for (const type of [7, 8, 9]) {
      expect(parseFiltersParam(`${type}`)).toEqual({ ok: true, params: { on_sale: "true" } });
    }
    expect(parseFiltersParam("8:false")).toEqual({ ok: true, params: { on_sale: "false" } });
  });

  it("SEARCH-035: a filter type that does not exist is an error", () => {
    expect(parseFiltersParam("5:x")).toEqual({ ok: false, error: "unknown filter type 5" });
    expect(parseFiltersParam("99")).toEqual({ ok: false, error: "unknown filter type 99" });
    expect(parseFiltersParam("brands:x").ok).toBe(false);
    expect(parseFiltersParam("3:a|3:b").ok).toBe(false);
  });

  it("the scope type changes nothing (the search's own scope parameter decides)", () => {
    expect(parseFiltersParam("4:boards|10:Modern|12:ikea")).toEqual({
      ok: true,
      params: { style: "Modern", brand_value: "ikea" },
    });
  });
});
