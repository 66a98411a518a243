import type { EndpointData, filtersEndpoint } from "@corkboard/core/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { buildBoard, buildImage } from "../test/factories.ts";
import { getJson } from "../test/inject.ts";
import { type SignedInUser, signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { SEARCH_CANDIDATES } from "./repo.ts";
import { type PinsAnswer, searchAs } from "./search-test-kit.ts";

type FiltersAnswer = EndpointData<typeof filtersEndpoint>;

/** More public matches than a search scores: the oldest EXTRA of them are past the bound. */
const EXTRA = 10;
const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000);

// D-066: a search scores, pages and counts only the SEARCH_CANDIDATES best matches by the
// cheap score (saves and age); visibility is decided on those, exactly.
describe("search's bounded candidate set (D-066)", () => {
  let t: TestApp;
  let owner: SignedInUser;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    owner = await signedIn(t, "cand_owner");
    const open = await buildBoard(db, owner.id, { name: "Spoons" });
    const secret = await buildBoard(db, owner.id, { name: "Drafts", privacy: "secret" });
    const image = await buildImage(db);
    const pin = (board: { id: string }, title: string, createdAt: Date, brand: string | null = "Acme") => ({
      pinnerId: owner.id,
      boardId: board.id,
      imageId: image.id,
      title,
      description: "",
      link: "https://example.com/spoon",
      dominantColor: "#a1b2c3",
      createdMethod: "uploaded" as const,
      brand,
      createdAt,
    });
    // Public matches, one a day; the newest SEARCH_CANDIDATES of them win on age alone.
    await db
      .insert(schema.pins)
      .values(
        Array.from({ length: SEARCH_CANDIDATES + EXTRA }, (_, n) => pin(open, `Walnut spoon ${n}`, day(n))),
      );
    // Old but much saved: saves lift it into the candidates (ln(1 + 10^6) / 2 ≈ 7 points ≈ 21 months).
    const [saved] = await db
      .insert(schema.pins)
      .values(pin(open, "Walnut spoon much saved", day(-300), null))
      .returning();
    await db
      .update(schema.pins)
      .set({ saveCount: 1_000_000 })
      .where(eq(schema.pins.id, saved?.id ?? "0"));
    // The newest match of all is on a secret board.
    await db.insert(schema.pins).values(pin(secret, "Walnut spoon secret", day(9_000)));
  });
  afterAll(() => t.close());

  /** Every title a search lists, paging until its last bookmark. */
  const allTitles = async (who: SignedInUser | null, q: string) => {
    const titles: string[] = [];
    let bookmark: string | null = null;
    do {
      const query: Record<string, string> = { q, page_size: "100" };
      if (bookmark) query.bookmark = bookmark;
      const { status, body } = await searchAs(t, who?.browser ?? null, query);
      expect(status).toBe(200);
      const data = body.resource_response.data as PinsAnswer;
      titles.push(...data.results.map((result) => result.title));
      bookmark = data.bookmark;
    } while (bookmark);
    return titles;
  };

  it("IMPL-036 D-066 pages end after the best SEARCH_CANDIDATES matches by saves and age; older ones are never scored", async () => {
    const titles = await allTitles(null, "walnut spoon");
    // The secret pin took a candidate's place and is not shown: one fewer than the bound.
    expect(titles).toHaveLength(SEARCH_CANDIDATES - 1);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles).toContain("Walnut spoon much saved");
    expect(titles).not.toContain("Walnut spoon secret");
    // The oldest unsaved matches fell outside the bound: EXTRA, and two more for the places
    // the much-saved pin and the secret one took.
    for (let n = 0; n < EXTRA + 2; n++) expect(titles).not.toContain(`Walnut spoon ${n}`);
    expect(titles).toContain(`Walnut spoon ${EXTRA + 2}`);
  });

  it("D-066 D-006 the owner's own secret pin is among the candidates for them, never for others", async () => {
    const mine = await allTitles(owner, "walnut spoon");
    expect(mine).toHaveLength(SEARCH_CANDIDATES);
    expect(mine[0]).toBe("Walnut spoon secret");
  });

  it("SEARCH-011 D-066 the count a search records is bounded by the candidates", async () => {
    await searchAs(t, null, { q: "walnut spoon" });
    const [row] = await t.database.db
      .select()
      .from(schema.searchQueries)
      .where(eq(schema.searchQueries.query, "walnut spoon"));
    expect(row?.pinCount).toBe(SEARCH_CANDIDATES - 1);
  });

  it("SEARCH-017 D-066 the filters count over the same candidates", async () => {
    const { status, body } = await getJson<FiltersAnswer>(t.app, "/v3/filters/", { q: "walnut spoon" });
    expect(status).toBe(200);
    const brands = body.resource_response.data.filters.find((model) => model.id === "brands");
    // Every candidate but the much-saved one (no brand) and the secret one carries "Acme".
    expect(brands?.filter_options.map((option) => [option.label, option.count])).toEqual([
      ["Acme", SEARCH_CANDIDATES - 2],
    ]);
  });
});
