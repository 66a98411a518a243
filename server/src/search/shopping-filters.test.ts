import type { EndpointData, filtersEndpoint } from "@corkboard/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBoard, buildPin, buildUser } from "../test/factories.ts";
import { getJson } from "../test/inject.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { pinTitles, SEARCH } from "./search-test-kit.ts";

type FiltersAnswer = EndpointData<typeof filtersEndpoint>;
const FILTERS = "/v3/filters/";

// SEARCH-017…037, IMPL-036, D-034: the search applies the shopping filters, and
// /v3/filters/ answers the filter models with counts over the current results.
describe("shopping filters on search results (SEARCH-017…037)", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const maker = await buildUser(db, { username: "shop_keeper" });
    const lamps = await buildBoard(db, maker.id, { name: "Lighting" });
    const secret = await buildBoard(db, maker.id, { name: "Hidden", privacy: "secret" });
    const vases = await buildBoard(db, maker.id, { name: "Vessels" });
    const usd = (price: number) => ({ priceMinor: price * 100, priceCurrency: "USD" });
    await buildPin(db, lamps, {
      title: "Arc lamp",
      brand: "HAY",
      ...usd(49),
      onSale: true,
      style: "Mid-century",
      dominantColor: "#d32f2f",
      link: "https://www.hay.dk/arc",
    });
    await buildPin(db, lamps, {
      title: "Desk lamp",
      brand: "hay",
      ...usd(25),
      dominantColor: "#1e63c8",
      link: "https://hay.dk/desk",
    });
    await buildPin(db, lamps, {
      title: "Floor lamp",
      brand: "Muuto",
      ...usd(120),
      dominantColor: "#141414",
      link: "https://muuto.com/f",
    });
    await buildPin(db, lamps, {
      title: "Paper lamp",
      brand: "IKEA",
      priceMinor: 1500,
      priceCurrency: "EUR",
      dominantColor: "#ffffff",
      link: "https://ikea.com/p",
    });
    await buildPin(db, lamps, {
      title: "Clay lamp",
      dominantColor: "#d32f2f",
      link: "https://clay.example/c",
    });
    await buildPin(db, secret, {
      title: "Secret lamp",
      brand: "Secretco",
      ...usd(30),
      dominantColor: "#d32f2f",
    });
    for (let i = 1; i <= 55; i++) {
      await buildPin(db, vases, {
        title: `Stoneware vase ${i}`,
        brand: `Potter ${String(i).padStart(2, "0")}`,
      });
    }
  });
  afterAll(() => t.close());

  const titles = (extra: Record<string, string>) =>
    pinTitles(t, null, "lamp", extra).then((list) => [...list].sort());
  const filtersOf = async (query: Record<string, string>) => {
    const { status, body } = await getJson<FiltersAnswer>(t.app, FILTERS, query);
    expect(status).toBe(200);
    return body.resource_response.data.filters;
  };
  const counts = (models: FiltersAnswer["filters"], id: string) =>
    Object.fromEntries(
      models.find((model) => model.id === id)?.filter_options.map((o) => [o.id, o.count]) ?? [],
    );

  it("SEARCH-031: a price range applies only when a bound is given, in USD only; an open bound is no bound", async () => {
    expect(await titles({})).toHaveLength(5);
    expect(await titles({ price_min: "20", price_max: "50" })).toEqual(["Arc lamp", "Desk lamp"]);
    expect(await titles({ price_min: "100" })).toEqual(["Floor lamp"]);
    // The EUR-priced Paper lamp is never compared (D-034: no conversion table).
    expect(await titles({ price_max: "30" })).toEqual(["Desk lamp"]);
  });

  it("SEARCH-032 SEARCH-035: the compact filters use only a price's first two values; an unknown type is an error", async () => {
    expect(await titles({ filters: "1:20,50,1000" })).toEqual(["Arc lamp", "Desk lamp"]);
    expect(await titles({ filters: "3:Muuto|6:black" })).toEqual(["Floor lamp"]);
    for (const filters of ["99:x", "2:a", "x:1"]) {
      const { status, body } = await getJson(t.app, SEARCH, { q: "lamp", filters });
      expect(status).toBe(400);
      expect(body.resource_response.error?.code).toBe("INVALID_INPUT");
      const models = await getJson(t.app, FILTERS, { q: "lamp", filters });
      expect(models.body.resource_response.error?.code).toBe("INVALID_INPUT");
    }
  });

  it("SEARCH-033: brands, colors and domains are comma-separated lists", async () => {
    expect(await titles({ brands: "Muuto,IKEA" })).toEqual(["Floor lamp", "Paper lamp"]);
    expect(await titles({ colors: "red,black" })).toEqual(["Arc lamp", "Clay lamp", "Floor lamp"]);
    expect(await titles({ domains: "hay.dk,ikea.com" })).toEqual(["Arc lamp", "Desk lamp", "Paper lamp"]);
    // Price range + two brands + a colour, the measured combination.
    expect(await titles({ price_min: "10", price_max: "200", brands: "HAY,Muuto", colors: "blue" })).toEqual([
      "Desk lamp",
    ]);
  });

  it("SEARCH-034: colour, style and brand value match case-insensitively; brands too", async () => {
    expect(await titles({ colors: "RED" })).toEqual(["Arc lamp", "Clay lamp"]);
    expect(await titles({ style: "MID-century" })).toEqual(["Arc lamp"]);
    expect(await titles({ brand_value: "Hay" })).toEqual(["Arc lamp", "Desk lamp"]);
    expect(await titles({ brands: "hAy" })).toEqual(["Arc lamp", "Desk lamp"]);
    expect(await titles({ on_sale: "true" })).toEqual(["Arc lamp"]);
  });

  it("bad input is INVALID_INPUT on both endpoints, never a 500 (issue 16 'Bad input')", async () => {
    const bad: Record<string, string>[] = [
      { price_min: "50", price_max: "20" },
      { price_min: "-5" },
      { price_max: "ten" },
      { price_min: "1e3" },
      { brands: Array.from({ length: 1000 }, (_, i) => `b${i}`).join(",") },
      { colors: "red,ultraviolet" },
      { filters: "1:50,20" },
    ];
    for (const query of bad) {
      for (const path of [SEARCH, FILTERS]) {
        const { status, body } = await getJson(t.app, path, { q: "lamp", ...query });
        expect(status, `${path} ${JSON.stringify(query).slice(0, 80)}`).toBe(400);
        expect(body.resource_response.error?.code).toBe("INVALID_INPUT");
      }
    }
    const malformed = await getJson(t.app, FILTERS, { q: "lamp", bookmark_string: "not*a*bookmark" });
    expect(malformed.body.resource_response.error?.code).toBe("INVALID_INPUT");
  });

  it("SEARCH-017 SEARCH-018 SEARCH-019 SEARCH-020 SEARCH-021: the filter models of the current results (product_filter_type and component type each), with counts; secret pins are never counted", async () => {
    const models = await filtersOf({ q: "lamp" });
    expect(models.map((model) => [model.id, model.product_filter_type, model.filter_component_type])).toEqual(
      [
        ["domains", 0, 1],
        ["price", 1, 2],
        ["brands", 3, 1],
        ["colors", 6, 1],
        ["on_sale", 7, 2],
        ["style", 10, 2],
        ["brand_value", 12, 2],
      ],
    );
    // SEARCH-034: "HAY" and "hay" are one brand, listed as first spelled (min).
    expect(counts(models, "brands")).toEqual({ HAY: 2, IKEA: 1, Muuto: 1 });
    expect(counts(models, "colors")).toEqual({ red: 2, blue: 1, black: 1, white: 1 });
    expect(counts(models, "domains")).toEqual({
      "hay.dk": 2,
      "clay.example": 1,
      "ikea.com": 1,
      "muuto.com": 1,
    });
    expect(counts(models, "on_sale")).toEqual({ false: 3, true: 1 });
    const price = models.find((model) => model.id === "price");
    // SEARCH-032: two options, the min and the max bound, over USD prices (25 … 120).
    expect(price?.filter_options.map((o) => [o.id, o.numeric_value, o.unit, o.count])).toEqual([
      ["min", 25, "USD", 3],
      ["max", 120, "USD", 3],
    ]);
    const option = models[0]?.filter_options[0];
    expect(option && Object.keys(option).sort()).toEqual(
      [
        "aux_data",
        "count",
        "id",
        "image_url",
        "is_verified",
        "label",
        "numeric_value",
        "rules",
        "search_type",
        "string_value",
        "unit",
      ].sort(),
    );
  });

  it("SEARCH-017: counts follow the other applied filters, not a multi-select's own choices", async () => {
    const models = await filtersOf({ q: "lamp", brands: "Muuto", colors: "red" });
    // Brands are counted under the colour filter only: red pins are HAY's Arc lamp (and a pin without a brand).
    expect(counts(models, "brands")).toEqual({ HAY: 1 });
    // Colours are counted under the brand filter only.
    expect(counts(models, "colors")).toEqual({ black: 1 });
    expect(await filtersOf({ q: "lamp", scope: "boards" })).toEqual([]);
  });

  it("SEARCH-036 SEARCH-037: 50 options a page; bookmark_string answers that model's next page", async () => {
    const first = await filtersOf({ q: "vase" });
    const brands = first.find((model) => model.id === "brands");
    expect(brands?.filter_options).toHaveLength(50);
    expect(brands?.bookmark_string).toEqual(expect.any(String));
    const next = await filtersOf({ q: "vase", bookmark_string: brands?.bookmark_string ?? "" });
    expect(next.map((model) => model.id)).toEqual(["brands"]);
    const rest = next[0]?.filter_options.map((o) => o.id) ?? [];
    expect(rest).toHaveLength(5);
    const all = [...(brands?.filter_options.map((o) => o.id) ?? []), ...rest];
    expect(new Set(all).size).toBe(55);
    expect(next[0]?.bookmark_string).toBeNull();
  });
});
