import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBoard, buildImage, buildPin, buildSection, buildUser } from "../../test/factories.ts";
import { openTestDatabase } from "../../test/test-database.ts";
import type { OpenDatabase } from "./database.ts";
import { schema } from "./index.ts";

const { boards, boardSections, pins } = schema;

describe("pin_count triggers (migrations 0002 and 0008)", () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  async function counts(boardId: string, sectionId: string) {
    const [board] = await database.db
      .select({ n: boards.pinCount })
      .from(boards)
      .where(eq(boards.id, boardId));
    const [section] = await database.db
      .select({ n: boardSections.pinCount })
      .from(boardSections)
      .where(eq(boardSections.id, sectionId));
    return { board: board?.n, section: section?.n };
  }

  it("counts inserts (single and multi-row), moves between sections and boards, and deletes", async () => {
    const db = database.db;
    const owner = await buildUser(db);
    const board = await buildBoard(db, owner.id);
    const other = await buildBoard(db, owner.id);
    const section = await buildSection(db, board.id);
    const image = await buildImage(db);
    const pin = await buildPin(db, board, { imageId: image.id });
    expect(await counts(board.id, section.id)).toEqual({ board: 1, section: 0 });

    const row = {
      pinnerId: owner.id,
      imageId: image.id,
      dominantColor: "#000000",
      createdMethod: "seed" as const,
    };
    await db.insert(pins).values([
      { ...row, boardId: board.id, sectionId: section.id },
      { ...row, boardId: board.id, sectionId: section.id },
      { ...row, boardId: other.id },
    ]);
    expect(await counts(board.id, section.id)).toEqual({ board: 3, section: 2 });

    // A bulk load counts per statement instead of per row: still once per pin.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('corkboard.bulk_pin_insert', 'on', true)`);
      await tx.insert(pins).values([
        { ...row, boardId: other.id, sectionId: null },
        { ...row, boardId: other.id, sectionId: null },
      ]);
    });
    await db.insert(pins).values({ ...row, boardId: other.id });
    const [afterBulk] = await db.select({ n: boards.pinCount }).from(boards).where(eq(boards.id, other.id));
    expect(afterBulk?.n).toBe(4);

    await db.update(pins).set({ sectionId: section.id }).where(eq(pins.id, pin.id));
    expect(await counts(board.id, section.id)).toEqual({ board: 3, section: 3 });

    await db.update(pins).set({ boardId: other.id, sectionId: null }).where(eq(pins.id, pin.id));
    expect(await counts(board.id, section.id)).toEqual({ board: 2, section: 2 });

    await db.delete(pins).where(eq(pins.boardId, board.id));
    expect(await counts(board.id, section.id)).toEqual({ board: 0, section: 0 });
    const [otherBoard] = await db.select({ n: boards.pinCount }).from(boards).where(eq(boards.id, other.id));
    expect(otherBoard?.n).toBe(5);
  });
});
