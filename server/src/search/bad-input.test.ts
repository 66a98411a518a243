import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBoard, buildPin, buildUser } from "../test/factories.ts";
import { getJson } from "../test/inject.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { AUTOCOMPLETE, SEARCH, TYPEAHEAD } from "./search-test-kit.ts";

/** Queries that answer results (possibly none), never an error. */
const ANSWERED = [
  "",
  "   ",
  "\t\n",
  "a & | !",
  "a & b | !c",
  `"quoted" 'single'`,
  "back\\slash \\\\ \\",
  "%_%",
  "!!:* & (",
  "'a':* <-> b:A",
  "' or 1=1; drop table pins; --",
  "#",
  "##",
  "# #",
  "a",
  "x".repeat(200),
  "lamp ".repeat(40),
  "🪴 planter",
];

// Bad input answers results or INVALID_INPUT, never a 500 (D-032).
describe("search takes any input (D-032)", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const user = await buildUser(db);
    const board = await buildBoard(db, user.id, { name: "Lamps and planters" });
    await buildPin(db, board, { title: "Back\\slash lamp", description: `"quoted" 'single' 100% a & b` });
  });
  afterAll(() => t.close());

  it("empty, whitespace-only, query syntax, quotes, backslashes, 1 and 200 characters: results, never an error", async () => {
    for (const q of ANSWERED) {
      for (const scope of ["pins", "boards", "people"]) {
        const { status, body } = await getJson(t.app, SEARCH, { q, scope });
        expect({ q, scope, status }).toEqual({ q, scope, status: 200 });
        expect(body.resource_response.status).toBe("success");
      }
      for (const [path, key] of [
        [AUTOCOMPLETE, "q"],
        [TYPEAHEAD, "term"],
      ] as const) {
        const { status } = await getJson(t.app, path, { [key]: q.slice(0, 100) });
        expect({ q, path, status }).toEqual({ q, path, status: 200 });
      }
    }
  });

  it("the words of a query with syntax in it still find what they say", async () => {
    const { body } = await getJson<{ results: { title: string }[] }>(t.app, SEARCH, {
      q: `"quoted" & back\\slash`,
    });
    expect(body.resource_response.data.results.map((pin) => pin.title)).toEqual(["Back\\slash lamp"]);
  });

  it("a 10,000-character query, a NUL, a bad bookmark or page size: INVALID_INPUT", async () => {
    const cases: Record<string, string>[] = [
      { q: "x".repeat(10_000) },
      { q: "lamp\u0000" },
      { q: "lamp", bookmark: "not-a-bookmark" },
      { q: "lamp", bookmark: "W1tdXQ" },
      { q: "lamp", page_size: "0" },
      { q: "lamp", scope: "videos" },
    ];
    for (const query of cases) {
      const { status, body } = await getJson(t.app, SEARCH, query);
      expect({ query: JSON.stringify(query).slice(0, 60), status }).toEqual({
        query: JSON.stringify(query).slice(0, 60),
        status: 400,
      });
      expect(body.resource_response.error?.code).toBe("INVALID_INPUT");
    }
    for (const [path, key] of [
      [AUTOCOMPLETE, "q"],
      [TYPEAHEAD, "term"],
    ] as const) {
      for (const value of ["x".repeat(10_000), "a\u0000"]) {
        const { status, body } = await getJson(t.app, path, { [key]: value });
        expect(status).toBe(400);
        expect(body.resource_response.error?.code).toBe("INVALID_INPUT");
      }
    }
  });
});
