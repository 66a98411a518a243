import { describe, expect, it } from "vitest";
import { decodeFilterBookmark, encodeFilterBookmark } from "./filters.ts";
import { filtersEndpoint, searchEndpoint } from "./search.ts";

describe("the filters contract", () => {
  it("SEARCH-036: a model's options bookmark round-trips, any script", () => {
    const position = { filter: "brands" as const, count: 12, value: "Müller & Söhne, 北欧" };
    expect(decodeFilterBookmark(encodeFilterBookmark(position))).toEqual(position);
  });

  it("a malformed bookmark_string is refused", () => {
    for (const text of ["", "!!", "bm90IGpzb24", btoa(JSON.stringify(["nope", 1, "x"]))]) {
      expect(decodeFilterBookmark(text)).toBeNull();
    }
    expect(filtersEndpoint.query.safeParse({ q: "lamp", bookmark_string: "%%%" }).success).toBe(false);
  });

  it("SEARCH-033: brands, colors and domains are comma-separated lists", () => {
    const query = searchEndpoint.query.parse({
      q: "lamp",
      brands: "IKEA, HAY,,",
      colors: "Red,blue",
      domains: "a.com,b.com",
    });
    expect(query.brands).toEqual(["IKEA", "HAY"]);
    expect(query.colors).toEqual(["red", "blue"]);
    expect(query.domains).toEqual(["a.com", "b.com"]);
  });

  it("refuses unknown colours, too many brands and prices that are not prices", () => {
    const bad = [
      { colors: "red,mauve" },
      { brands: Array.from({ length: 1000 }, (_, i) => `b${i}`).join(",") },
      { price_min: "-1" },
      { price_max: "abc" },
      { price_min: "1e3" },
      { price_max: "" },
    ];
    for (const extra of bad)
      expect([extra, searchEndpoint.query.safeParse({ q: "x", ...extra }).success]).toEqual([extra, false]);
  });

  it("SEARCH-031: price bounds are numbers in USD major units", () => {
    const query = searchEndpoint.query.parse({ q: "lamp", price_min: "20", price_max: "49.99" });
    expect([query.price_min, query.price_max]).toEqual([20, 49.99]);
  });
});
