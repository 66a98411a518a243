import type {
  EndpointData,
  searchAutocompleteEndpoint,
  searchTypeaheadEndpoint,
} from "@corkboard/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBoard, buildPin, buildUser } from "../test/factories.ts";
import { getJson } from "../test/inject.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { AUTOCOMPLETE, pinTitles, TYPEAHEAD, tagPins } from "./search-test-kit.ts";

type Suggestions = EndpointData<typeof searchAutocompleteEndpoint>;
type Typeahead = EndpointData<typeof searchTypeaheadEndpoint>;

// SEARCH-011…016 LABEL-014 LABEL-015 D-032: suggestions come from what people search and save.
describe("autocomplete and typeahead (SEARCH-011…016, LABEL-014, LABEL-015)", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const cook = await buildUser(db);
    const picnic = await buildBoard(db, cook.id, { name: "Picnic ideas" });
    const pies = await buildBoard(db, cook.id, { name: "Pie recipes" });
    const pins = [];
    for (const title of ["Picnic basket", "Picnic blanket", "Picnic table"]) {
      pins.push(await buildPin(db, picnic, { title, description: "#picnic" }));
    }
    const pie = await buildPin(db, pies, { title: "Apple pie", description: "#pie #pienic" });
    await tagPins(
      db,
      "picnic",
      pins.map((pin) => pin.id),
    );
    await tagPins(db, "pie", [pie.id]);
    await tagPins(db, "pienic", [pie.id]);
    await tagPins(db, "pineapple", [pie.id]);
    await tagPins(db, "pistachio", [pie.id]);
    // What people search: a query that finds public pins is counted.
    expect(await pinTitles(t, null, "picnic basket")).toEqual(["Picnic basket"]);
    expect(await pinTitles(t, null, "Picnic  Basket")).toEqual(["Picnic basket"]);
  });
  afterAll(() => t.close());

  it("SEARCH-011 SEARCH-012 SEARCH-013 at most 5 suggestions with pin counts: searched queries, board names, hashtags", async () => {
    const { status, body } = await getJson<Suggestions>(t.app, AUTOCOMPLETE, {
      q: "pi",
      show_pin_count: "true",
    });
    expect(status).toBe(200);
    const list = body.resource_response.data;
    expect(list).toHaveLength(5);
    expect(list).toEqual(
      expect.arrayContaining([
        { query: "Picnic ideas", pin_count: 3 },
        { query: "#picnic", pin_count: 3 },
        { query: "picnic basket", pin_count: 1 },
      ]),
    );
    // Most pins first.
    const counts = list.map((item) => item.pin_count ?? 0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("SEARCH-011 accent- and case-blind prefixes; show_pin_count=false leaves the counts out", async () => {
    const { body } = await getJson<Suggestions>(t.app, AUTOCOMPLETE, {
      q: "PÍCNIC B",
      show_pin_count: "false",
    });
    expect(body.resource_response.data).toEqual([{ query: "picnic basket" }]);
  });

  it("SEARCH-011 nothing typed, nothing suggested", async () => {
    for (const q of ["", "   ", "#"]) {
      const { status, body } = await getJson<Suggestions>(t.app, AUTOCOMPLETE, { q });
      expect(status).toBe(200);
      expect(body.resource_response.data).toEqual([]);
    }
  });

  it("SEARCH-015 SEARCH-016 LABEL-015 the typeahead with a '#' term suggests hashtags by use, count 5 by default", async () => {
    const { status, body } = await getJson<Typeahead>(t.app, TYPEAHEAD, { term: "#pi", pin_scope: "true" });
    expect(status).toBe(200);
    const list = body.resource_response.data;
    expect(list).toHaveLength(5);
    expect(list[0]).toEqual({ query: "#picnic", pin_count: 3 });
    expect(list.every((item) => item.query.startsWith("#pi"))).toBe(true);
    const two = await getJson<Typeahead>(t.app, TYPEAHEAD, { term: "#pi", count: "2" });
    expect(two.body.resource_response.data).toHaveLength(2);
    const tooMany = await getJson<Typeahead>(t.app, TYPEAHEAD, { term: "#pi", count: "6" });
    expect(tooMany.status).toBe(400);
  });

  it("LABEL-014 every typeahead suggestion has a query; a plain term suggests what the search box would", async () => {
    const { body } = await getJson<Typeahead>(t.app, TYPEAHEAD, { term: "picnic" });
    const list = body.resource_response.data;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((item) => item.query.trim() !== "" && item.pin_count > 0)).toBe(true);
    expect(list).toContainEqual({ query: "Picnic ideas", pin_count: 3 });
  });

  it("SEARCH-016 /v3/hashtags/typeahead/ stays an alias of the typeahead's '#' terms", async () => {
    const alias = await getJson<Typeahead>(t.app, "/v3/hashtags/typeahead/", { q: "pi", count: "5" });
    const typeahead = await getJson<Typeahead>(t.app, TYPEAHEAD, { term: "#pi" });
    expect(alias.body.resource_response.data).toEqual(typeahead.body.resource_response.data);
  });
});
