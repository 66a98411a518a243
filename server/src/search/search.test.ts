import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { buildBoard, buildPin, buildUser } from "../test/factories.ts";
import { getJson } from "../test/inject.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import {
  type PinsAnswer,
  pinTitles,
  SEARCH,
  type SearchAnswer,
  searchAs,
  tagPins,
} from "./search-test-kit.ts";

// IMPL-036 D-032: one index over title, description, link domain, board name and hashtags,
// folded (case and accents) and matched by word prefix, substring and trigram similarity.
describe("search finds pins (IMPL-036, SEARCH-005, D-032)", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const maker = await buildUser(db, { username: "maker_one", fullName: "Mia Maker" });
    const garden = await buildBoard(db, maker.id, { name: "Kitchen garden" });
    const desserts = await buildBoard(db, maker.id, { name: "Desserts" });
    const at = (day: number) => new Date(Date.UTC(2026, 0, day));
    await buildPin(db, garden, {
      title: "Terracotta planters",
      description: "Three sizes",
      createdAt: at(1),
    });
    await buildPin(db, garden, {
      title: "Hanging planter",
      description: "Macramé, for #balcony",
      createdAt: at(2),
    });
    await buildPin(db, desserts, { title: "Crème brûlée", description: "Vanilla custard", createdAt: at(3) });
    await buildPin(db, desserts, { title: "Cafe au lait cake", description: "", createdAt: at(4) });
    await buildPin(db, desserts, { title: "東京タワーの夜景", description: "", createdAt: at(5) });
    await buildPin(db, desserts, { title: "서울 야경 사진", description: "", createdAt: at(6) });
    await buildPin(db, desserts, {
      title: "Wooden lamp",
      description: "Found it on a shop",
      link: "https://www.etsy.com/listing/123/lamp",
      createdAt: at(7),
    });
    const tagged = await buildPin(db, garden, {
      title: "Window box",
      description: "Herbs #balcony #garden_ideas",
      createdAt: at(8),
    });
    const mentions = await buildPin(db, garden, {
      title: "Balcony chairs",
      description: "No tag here",
      createdAt: at(9),
    });
    const hanging = await db.select().from(schema.pins).where(eq(schema.pins.title, "Hanging planter"));
    await tagPins(db, "balcony", [tagged.id, hanging[0]?.id ?? ""]);
    await tagPins(db, "garden_ideas", [tagged.id]);
    expect(mentions.id).toBeTruthy();
  });
  afterAll(() => t.close());

  it("IMPL-036 accent- and case-insensitive both ways: 'creme brulee' finds 'Crème brûlée', 'CAFÉ' finds 'Cafe'", async () => {
    expect(await pinTitles(t, null, "creme brulee")).toEqual(["Crème brûlée"]);
    expect(await pinTitles(t, null, "CRÈME")).toEqual(["Crème brûlée"]);
    expect(await pinTitles(t, null, "café")).toEqual(["Cafe au lait cake"]);
  });

  it("IMPL-036 word prefixes and typos: 'plan' and 'plantrs' find the planters", async () => {
    expect(await pinTitles(t, null, "plan")).toEqual(
      expect.arrayContaining(["Terracotta planters", "Hanging planter"]),
    );
    expect(await pinTitles(t, null, "plantrs")).toEqual(
      expect.arrayContaining(["Terracotta planters", "Hanging planter"]),
    );
    expect(await pinTitles(t, null, "terracota planters")).toContain("Terracotta planters");
  });

  it("IMPL-036 Japanese and Korean titles are found by a word they contain", async () => {
    expect(await pinTitles(t, null, "夜景")).toEqual(["東京タワーの夜景"]);
    expect(await pinTitles(t, null, "東京タワー")).toEqual(["東京タワーの夜景"]);
    expect(await pinTitles(t, null, "야경")).toEqual(["서울 야경 사진"]);
  });

  it("IMPL-036 the board name, description and link domain are searched", async () => {
    expect(await pinTitles(t, null, "kitchen garden")).toEqual(
      expect.arrayContaining(["Terracotta planters", "Hanging planter", "Window box"]),
    );
    expect(await pinTitles(t, null, "custard")).toEqual(["Crème brûlée"]);
    expect(await pinTitles(t, null, "etsy")).toEqual(["Wooden lamp"]);
  });

  it("IMPL-037 LABEL-012 '#tag' finds the pins carrying that hashtag, not those that only mention the word", async () => {
    const tagged = await pinTitles(t, null, "#balcony");
    expect(tagged.sort()).toEqual(["Hanging planter", "Window box"]);
    expect(await pinTitles(t, null, "#Garden_Ideas")).toEqual(["Window box"]);
    // The word alone finds the tagged pins and the one that only says it.
    expect((await pinTitles(t, null, "balcony")).sort()).toEqual([
      "Balcony chairs",
      "Hanging planter",
      "Window box",
    ]);
  });

  it("D-032 a title holding the query ranks above a board name holding it; then newer first", async () => {
    const titles = await pinTitles(t, null, "planters");
    expect(titles[0]).toBe("Terracotta planters");
  });

  it("SEARCH-005 bookmark paging: pages follow each other without repeats or gaps, advisory null", async () => {
    const seen: string[] = [];
    let bookmark: string | null = null;
    let pages = 0;
    do {
      const query: Record<string, string> = { q: "garden", page_size: "1" };
      if (bookmark) query.bookmark = bookmark;
      const { status, body } = await searchAs(t, null, query);
      expect(status).toBe(200);
      const data = body.resource_response.data as PinsAnswer;
      expect(data.advisory).toBeNull();
      seen.push(...data.results.map((pin) => pin.title));
      bookmark = data.bookmark;
      pages++;
    } while (bookmark !== null && pages < 10);
    const all = await pinTitles(t, null, "garden");
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(seen.length);
    expect(pages).toBe(all.length);
  });

  it("SEARCH-001 SEARCH-002 SEARCH-003 SEARCH-004 the seed's parameters are taken; scope pins and rs direct_navigation by default", async () => {
    const { status, body } = await searchAs(t, null, {
      q: "planter",
      rs: "typed",
      source_id: "abc",
      source_module_id: "m1",
      source_url: "/search/pins/?q=planter",
      top_pin_ids: "1,2",
      journey_depth: "2",
      bubble_id: "b",
      guided_search_query: "planter",
      auto_correction_disabled: "false",
      selected_one_bar_modules: "a,b,c",
      category: "home",
      // The shopping filters narrow results: shopping-filters.test.ts (SEARCH-031…035).
      filters: "",
    });
    expect(status).toBe(200);
    expect(body.resource_response.data.scope).toBe("pins");
    const plain = await pinTitles(t, null, "planter");
    expect((body.resource_response.data as PinsAnswer).results.map((pin) => pin.title)).toEqual(plain);
    expect(plain.length).toBeGreaterThan(0);
  });

  it("SEARCH-009 SEARCH-010 ref and os never change results", async () => {
    const plain = await pinTitles(t, null, "planter");
    expect(await pinTitles(t, null, "planter", { ref: "header", os: "ios" })).toEqual(plain);
    expect(await pinTitles(t, null, "planter", { ref: "x", os: "y" })).toEqual(plain);
  });

  it("SEARCH-033 domains narrows pins to link domains (comma-separated)", async () => {
    expect(await pinTitles(t, null, "lamp", { domains: "etsy.com,example.org" })).toEqual(["Wooden lamp"]);
    expect(await pinTitles(t, null, "lamp", { domains: "example.org" })).toEqual([]);
  });

  it("SEARCH-005 boards and people scopes answer typed results", async () => {
    const boards = await getJson<SearchAnswer>(t.app, SEARCH, { q: "kitchen", scope: "boards" });
    const boardData = boards.body.resource_response.data;
    expect(boardData.scope).toBe("boards");
    if (boardData.scope !== "boards") return;
    expect(boardData.results).toEqual([
      expect.objectContaining({
        name: "Kitchen garden",
        url: "/maker_one/kitchen-garden/",
        privacy: "public",
        pin_count: 4,
        owner: expect.objectContaining({ username: "maker_one", full_name: "Mia Maker" }),
      }),
    ]);
    expect(boardData.results[0]?.image_cover_url).toMatch(/236x/);
    for (const q of ["mia", "Maker_One", "mía"]) {
      const people = await getJson<SearchAnswer>(t.app, SEARCH, { q, scope: "people" });
      const data = people.body.resource_response.data;
      expect(data.scope).toBe("people");
      expect(data.results).toEqual([
        expect.objectContaining({ username: "maker_one", full_name: "Mia Maker", follower_count: 0 }),
      ]);
    }
  });
});
