import { Writable } from "node:stream";
import type { PinSaveResult } from "@corkboard/core/contract";
import { pinCreateEndpoint, pinUpdateEndpoint, searchEndpoint } from "@corkboard/core/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../platform/db/raw.ts";
import { buildBoard, buildImage } from "../test/factories.ts";
import { type SignedInUser, signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { deletePins } from "./write-repo.ts";

/** The app's log lines, parsed. */
const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split("\n")) if (line.trim()) lines.push(JSON.parse(line));
    done();
  },
});
const hashtagLines = () => lines.filter((line) => line.msg === "pin description has hashtags");

// LABEL-013: the presence of hashtags in a description is logged (their number, not the words).
// IMPL-037: the hashtags a save extracts are searchable as '#tag'.
describe("hashtags in a description are logged and searchable (LABEL-013, IMPL-037)", () => {
  let t: TestApp;
  let saver: SignedInUser;
  let board: { id: string };

  beforeAll(async () => {
    t = await buildTestApp({}, { logger: { level: "info", stream } });
    saver = await signedIn(t, "tagger");
    board = await buildBoard(t.database.db, saver.id);
  });
  afterAll(() => t.close());

  const save = async (description: string) => {
    const image = await buildImage(t.database.db);
    const { status, body } = await saver.browser.post<PinSaveResult>(pinCreateEndpoint.path, {
      board_id: board.id,
      media_upload_id: image.id,
      method: "uploaded",
      is_buyable_pin: false,
      title: "Tagged",
      description,
    });
    expect(status).toBe(200);
    return body.resource_response.data.id;
  };

  it("LABEL-013 LABEL-012 a save whose description has hashtags logs their presence and number, not the words", async () => {
    const before = hashtagLines().length;
    const id = await save("Sunny #Beach day #beach #東京 #straße");
    const logged = hashtagLines().slice(before);
    expect(logged).toEqual([expect.objectContaining({ pin_id: id, hashtag_count: 3 })]);
    expect(JSON.stringify(logged)).not.toContain("beach");
  });

  it("LABEL-013 a description without hashtags logs nothing; an edit adding one does", async () => {
    const before = hashtagLines().length;
    const id = await save("No tags # here, #!");
    expect(hashtagLines().length).toBe(before);
    const edit = await saver.browser.post(pinUpdateEndpoint.path, { id, description: "Now #tagged" });
    expect(edit.status).toBe(200);
    expect(hashtagLines().slice(before)).toEqual([expect.objectContaining({ pin_id: id, hashtag_count: 1 })]);
  });

  it("IMPL-037 LABEL-012 a saved pin's hashtags find it as '#tag', Unicode included, and an edit that drops one lets go", async () => {
    const id = await save("Evening walk #夜景 #Seaside");
    const found = async (q: string) => {
      const { body } = await saver.browser.get<{ results: { id: string }[] }>(searchEndpoint.path, { q });
      return body.resource_response.data.results.map((pin) => pin.id);
    };
    expect(await found("#夜景")).toEqual([id]);
    expect(await found("#seaside")).toEqual([id]);
    await saver.browser.post(pinUpdateEndpoint.path, { id, description: "Evening walk #夜景" });
    expect(await found("#seaside")).toEqual([]);
  });

  it("IMPL-037 deleting pins together (an import's undo) lowers each hashtag's count by the pins that carried it", async () => {
    const counts = async () => {
      const rows = await queryRows<{ tag: string; pin_count: number }>(
        t.database.db,
        sql`select tag, pin_count from hashtags where tag in ('undolamp', 'undodesk') order by tag`,
      );
      return Object.fromEntries(rows.map((row) => [row.tag, Number(row.pin_count)]));
    };
    const first = await save("#undolamp #undodesk");
    const second = await save("#undolamp");
    await save("#undolamp #undodesk");
    expect(await counts()).toEqual({ undodesk: 2, undolamp: 3 });
    await t.database.db.transaction((tx) => deletePins(tx, [first, second]));
    expect(await counts()).toEqual({ undodesk: 1, undolamp: 1 });
    expect(await queryRows(t.database.db, sql`select 1 from pins where id in (${first}, ${second})`)).toEqual(
      [],
    );
  });
});
