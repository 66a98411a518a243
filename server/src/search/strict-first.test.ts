import { decodeRankBookmark, type EndpointData, type filtersEndpoint } from "@corkboard/core/contract";
import { STRICT_ENOUGH } from "@corkboard/core/search";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBoard, buildPin, buildUser } from "../test/factories.ts";
import { getJson } from "../test/inject.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { pinTitles, searchAs } from "./search-test-kit.ts";

type FiltersAnswer = EndpointData<typeof filtersEndpoint>;

// D-038: the strict terms (word prefixes only) when they find enough pins; the full terms
// (substrings, typos) when they find fewer; the first page's choice carried by the bookmark.
describe("strict first, then typos (D-038)", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const maker = await buildUser(db, { username: "strict_maker" });
    const board = await buildBoard(db, maker.id, { name: "Shelf" });
    for (let n = 0; n < STRICT_ENOUGH + 5; n++) {
      // Two of them from a brand, to be narrowed to by a filter (D-066).
      await buildPin(db, board, { title: `Walnut bookshelf ${n}`, ...(n < 2 ? { brand: "Oak Co" } : {}) });
    }
    // Found only through the typo branch ("bookshelf" in "bokshelf" is no word prefix).
    await buildPin(db, board, { title: "Walnut bokshelf misspelt", brand: "Oak Co" });
    // A rare word: its strict matches are few, so its typos are searched too.
    await buildPin(db, board, { title: "Quartzite tray" });
    await buildPin(db, board, { title: "Quartzte coaster" });
  });
  afterAll(() => t.close());

  it("IMPL-036 D-038 a query with enough exact matches pages through them only, each bookmark strict", async () => {
    const seen: string[] = [];
    let bookmark: string | undefined;
    do {
      const { status, body } = await searchAs(t, null, {
        q: "walnut bookshelf",
        page_size: "25",
        ...(bookmark ? { bookmark } : {}),
      });
      expect(status).toBe(200);
      const data = body.resource_response.data;
      if (data.scope !== "pins") throw new Error("not pins");
      seen.push(...data.results.map((pin) => pin.title));
      bookmark = data.bookmark ?? undefined;
      if (bookmark) expect(decodeRankBookmark(bookmark)?.strict).toBe(true);
    } while (bookmark);
    expect(seen).toHaveLength(STRICT_ENOUGH + 5);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).not.toContain("Walnut bokshelf misspelt");
  });

  it("SEARCH-033 D-038 D-066 a filter narrowing a common query to few pins keeps its words strict: no typos pulled in", async () => {
    const titles = await pinTitles(t, null, "walnut bookshelf", { brands: "Oak Co" });
    expect(titles.sort()).toEqual(["Walnut bookshelf 0", "Walnut bookshelf 1"]);
    const { status, body } = await getJson<FiltersAnswer>(t.app, "/v3/filters/", {
      q: "walnut bookshelf",
      brands: "Oak Co",
    });
    expect(status).toBe(200);
    const brands = body.resource_response.data.filters.find((model) => model.id === "brands");
    expect(brands?.filter_options.map((option) => [option.label, option.count])).toEqual([["Oak Co", 2]]);
  });

  it("IMPL-036 D-038 a query with few exact matches still finds typos; plural words find singulars", async () => {
    expect((await pinTitles(t, null, "quartzite")).sort()).toEqual(["Quartzite tray", "Quartzte coaster"]);
    // "bookshelves"-style plurals: "walnut bookshelfs" has no exact match, its stem does.
    expect(await pinTitles(t, null, "walnut bookshelfs", { page_size: "5" })).toHaveLength(5);
  });
});
