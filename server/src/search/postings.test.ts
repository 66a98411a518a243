import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { queryRows } from "../platform/db/raw.ts";
import { buildBoard, buildImage, buildPin, buildUser } from "../test/factories.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { WALK_BOUND } from "./postings-repo.ts";
import { pinTitles } from "./search-test-kit.ts";

const { pins, boards } = schema;

// D-072: search's candidates come from impact-ordered postings kept by triggers, and its
// words are expanded against a vocabulary. These tests hold the triggers to the pins' words
// and saves, and the walk to what D-066 found from the pins themselves.
describe("search postings and vocabulary (D-072)", () => {
  let t: TestApp;
  let board: Awaited<ReturnType<typeof buildBoard>>;

  const postingsOf = async (pinId: string) =>
    queryRows<{ term: string; static_rank: number }>(
      t.database.db,
      sql`select term, static_rank from search_postings where pin_id = ${pinId} order by term`,
    );

  beforeAll(async () => {
    t = await buildTestApp();
    const maker = await buildUser(t.database.db, { username: "postings_maker" });
    board = await buildBoard(t.database.db, maker.id, { name: "Workshop" });
  });
  afterAll(() => t.close());

  it("IMPL-036 D-072 a new pin's words are posted with its static rank, and its new words after an edit", async () => {
    const db = t.database.db;
    const pin = await buildPin(db, board, { title: "Quillwort bench", description: "Oak" });
    expect((await postingsOf(pin.id)).map((row) => row.term)).toEqual([
      "bench",
      "example.com",
      "oak",
      "quillwort",
      "workshop",
    ]);
    expect(await pinTitles(t, null, "quillwort")).toEqual(["Quillwort bench"]);

    await db.update(pins).set({ title: "Zelkova bench" }).where(eq(pins.id, pin.id));
    expect((await postingsOf(pin.id)).map((row) => row.term)).toEqual([
      "bench",
      "example.com",
      "oak",
      "workshop",
      "zelkova",
    ]);
    expect(await pinTitles(t, null, "quillwort")).toEqual([]);
    expect(await pinTitles(t, null, "zelkova")).toEqual(["Zelkova bench"]);
  });

  it("IMPL-036 D-072 renaming the board re-posts its pins; deleting a pin removes its postings", async () => {
    const db = t.database.db;
    const maker = await buildUser(db, { username: "postings_renamer" });
    const shelf = await buildBoard(db, maker.id, { name: "Shelf" });
    const pin = await buildPin(db, shelf, { title: "Marquetry box", description: "" });
    await db.update(boards).set({ name: "Yakisugi" }).where(eq(boards.id, shelf.id));
    expect(await pinTitles(t, null, "yakisugi")).toEqual(["Marquetry box"]);
    expect((await postingsOf(pin.id)).map((row) => row.term)).not.toContain("shelf");

    await db.delete(pins).where(eq(pins.id, pin.id));
    expect(await postingsOf(pin.id)).toEqual([]);
    expect(await pinTitles(t, null, "marquetry")).toEqual([]);
  });

  it("IMPL-036 D-072 saves change a pin's rank: its postings follow, and the walk finds it first", async () => {
    const db = t.database.db;
    const newer = await buildPin(db, board, { title: "Kumiko panel new", createdAt: new Date("2026-02-01") });
    const older = await buildPin(db, board, {
      title: "Kumiko panel saved",
      createdAt: new Date("2025-02-01"),
    });
    expect(await pinTitles(t, null, "kumiko")).toEqual(["Kumiko panel new", "Kumiko panel saved"]);
    const [before] = await postingsOf(older.id);

    // ln(1 + 10^6) / 2 ≈ 6.9 points: more than the year between them (≈ 4 points).
    await db.update(pins).set({ saveCount: 1_000_000 }).where(eq(pins.id, older.id));
    const [after] = await postingsOf(older.id);
    expect(Number(after?.static_rank) - Number(before?.static_rank)).toBeCloseTo(Math.log(1_000_001) / 2, 6);
    expect(await pinTitles(t, null, "kumiko")).toEqual(["Kumiko panel saved", "Kumiko panel new"]);
    expect(newer.id).toBeTruthy();
  });

  it("IMPL-036 D-072 a misspelt word is corrected against the vocabulary, then matched strictly", async () => {
    const db = t.database.db;
    await buildPin(db, board, { title: "Shibori indigo scarf", description: "" });
    // No posting starts with "shibory": the vocabulary's close spelling is searched instead.
    expect(await pinTitles(t, null, "shibory indigo")).toEqual(["Shibori indigo scarf"]);
  });

  it(`IMPL-036 D-072 a multi-word query walks the rarer word and keeps the pins holding the other (bound ${WALK_BOUND})`, async () => {
    const db = t.database.db;
    const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000);
    // Thirty newer "teak" pins without "stool", and the two that have both, older.
    const image = await buildImage(db);
    await db.insert(pins).values(
      Array.from({ length: 30 }, (_, n) => ({
        pinnerId: board.ownerId,
        boardId: board.id,
        imageId: image.id,
        title: `Teak chair ${n}`,
        description: "",
        dominantColor: "#a1b2c3",
        createdMethod: "uploaded" as const,
        createdAt: day(100 + n),
      })),
    );
    await buildPin(db, board, { title: "Teak stool", createdAt: day(1) });
    await buildPin(db, board, { title: "Stool of teak", createdAt: day(2) });
    expect(await pinTitles(t, null, "teak stool")).toEqual(["Teak stool", "Stool of teak"]);
  });
});
