import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { EndpointData, PinDetail, searchEndpoint } from "@corkboard/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdvisoryCommand } from "../cli/advisory-commands.ts";
import { buildBoard, buildPin, buildUser } from "../test/factories.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { definition, PIN, SEARCH, supportNotice } from "./labels-test-kit.ts";

type SearchAnswer = EndpointData<typeof searchEndpoint>;

describe("advisories and sensitive pins (SEARCH-038…040, LABEL-008, LABEL-011; D-035)", () => {
  let t: TestApp;
  let dir: string;
  let pinId: string;
  const lines: string[] = [];
  const errors: string[] = [];

  /** Runs `npm run admin -- advisory …` against the test database. */
  const admin = (...args: string[]) =>
    runAdvisoryCommand(
      t.database.db,
      args,
      (line) => lines.push(line),
      (line) => errors.push(line),
    );
  const defined = async (name: string, body: unknown) => {
    const file = join(dir, `${name}.json`);
    await writeFile(file, JSON.stringify(body));
    return admin("set", name, file);
  };
  const search = async (q: string, scope = "pins") => {
    const response = await t.app.inject({
      method: "GET",
      url: `${SEARCH}?${new URLSearchParams({ q, scope })}`,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { resource_response: { data: SearchAnswer } }).resource_response.data;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    dir = await mkdtemp(join(tmpdir(), "advisories-"));
    const db = t.database.db;
    const owner = await buildUser(db);
    const board = await buildBoard(db, owner.id, { name: "Mixed" });
    pinId = (await buildPin(db, board, { title: "Seance candles quotes" })).id;
    await buildPin(db, board, { title: "Gambling tips quotes" });
    await buildPin(db, board, { title: "Cheap replica watches" });
    expect(await defined("self_harm", definition(1))).toBe(0);
    expect(await defined("hate", definition(0, "hate_speech"))).toBe(0);
    expect(await defined("gambling", definition(2, "brand_safety"))).toBe(0);
    expect(await admin("add-terms", "self_harm", "Séance  Candles", "self-harm")).toBe(0);
    expect(await admin("add-terms", "hate", "replica watches")).toBe(0);
    expect(await admin("add-terms", "gambling", "gambling")).toBe(0);
  });
  afterAll(() => t.close());

  it("SEARCH-038 LABEL-008: a sensitive query's answer carries the advisory and its notice", async () => {
    const answer = await search("SEANCE candles quotes");
    expect(answer.advisory).toEqual({
      advisory: "self_harm",
      severity: 1,
      advisory_type: "self_harm",
      resource_country: "US",
      advisory_details: { advisory: "self_harm", severity: 1, notices: [supportNotice()] },
    });
  });

  it("matching folds case, accents, punctuation and spaces, and needs whole words in order", async () => {
    expect((await search("séance, CANDLES!")).advisory?.advisory).toBe("self_harm");
    expect((await search("Self-Harm")).advisory?.advisory).toBe("self_harm");
    expect((await search("seancecandles")).advisory).toBeNull();
    expect((await search("candles seance")).advisory).toBeNull();
    expect((await search("candles")).advisory).toBeNull();
  });

  it("SEARCH-039 SEARCH-040: SENSITIVE (1) keeps the results under the notice", async () => {
    const answer = await search("seance candles quotes");
    expect(answer.advisory?.severity).toBe(1);
    expect(answer.results.map((pin) => ("id" in pin ? pin.id : null))).toContain(pinId);
  });

  it("SEARCH-039 SEARCH-040: ABUSIVE (0) answers the notice instead of any result, in every scope", async () => {
    for (const scope of ["pins", "boards", "people"]) {
      const answer = await search("cheap replica watches", scope);
      expect(answer).toMatchObject({
        results: [],
        bookmark: null,
        advisory: { severity: 0, advisory: "hate" },
      });
    }
  });

  it("SEARCH-039 SEARCH-040: BRAND_UNSAFE (2) keeps the results; the most severe advisory wins when several match", async () => {
    const brandUnsafe = await search("gambling tips");
    expect(brandUnsafe.advisory?.severity).toBe(2);
    expect(brandUnsafe.results).toHaveLength(1);
    expect((await search("gambling seance candles")).advisory?.advisory).toBe("self_harm");
  });

  it("LABEL-011: a pin an operator marks sensitive carries its notice until unmarked", async () => {
    const read = async () => {
      const response = await t.app.inject({ method: "GET", url: `${PIN}?id=${pinId}` });
      return (response.json() as { resource_response: { data: PinDetail } }).resource_response.data;
    };
    expect((await read()).sensitivity).toBeNull();
    expect(await admin("mark-pin", pinId, "self_harm")).toBe(0);
    expect((await read()).sensitivity).toEqual({
      advisory: "self_harm",
      severity: 1,
      notices: [supportNotice()],
    });
    const found = await search("candles");
    expect(found.results.find((pin) => "id" in pin && pin.id === pinId)).toMatchObject({
      sensitivity: { advisory: "self_harm" },
    });
    expect(await admin("unmark-pin", pinId)).toBe(0);
    expect((await read()).sensitivity).toBeNull();
  });

  it("the operator's mistakes are said plainly: a bad definition, an unknown advisory or pin, a term without words", async () => {
    errors.length = 0;
    expect(await defined("bad", { ...definition(1), severity: 3 })).toBe(1);
    expect(errors.at(-1)).toMatch(/severity/);
    const unsafeLink = supportNotice();
    unsafeLink.description.text_tags[0] = { offset: 0, length: 2, tag_type: 5, link: "javascript:alert(1)" };
    expect(await defined("bad", { ...definition(1), notices: [unsafeLink] })).toBe(1);
    expect(errors.at(-1)).toMatch(/link/);
    expect(await defined("Bad Name", definition(1))).toBe(1);
    expect(await admin("add-terms", "missing", "x")).toBe(1);
    expect(await admin("add-terms", "self_harm", "?!")).toBe(1);
    expect(await admin("mark-pin", "999999", "self_harm")).toBe(1);
    expect(await admin("mark-pin", "not-a-pin", "self_harm")).toBe(1);
    expect(await admin("set", "bad", join(dir, "missing.json"))).toBe(1);
    expect(await admin("frobnicate")).toBe(2);
  });

  it("lists advisories with their terms; removing terms and advisories lifts them", async () => {
    lines.length = 0;
    expect(await admin("list")).toBe(0);
    expect(lines.find((line) => line.startsWith("self_harm"))).toMatch(/seance candles, self harm/);
    expect(await admin("remove-terms", "SELF HARM")).toBe(0);
    expect((await search("self harm")).advisory).toBeNull();
    expect(await admin("remove", "hate")).toBe(0);
    expect((await search("replica watches")).advisory).toBeNull();
  });
});
