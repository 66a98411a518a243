import { COLOR_REFERENCES, colorNameOf } from "@corkboard/core/shopping";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "../platform/db/index.ts";
import { queryRows } from "../platform/db/raw.ts";
import { openTestDatabase } from "../test/test-database.ts";

// D-034: the database's color_name() (migration 0012) and core's colorNameOf are one rule;
// pins.color_name, which the colour filter reads, is the database's.
describe("the palette rule in SQL agrees with core's (D-034, IMPL-036)", () => {
  let database: OpenDatabase;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  async function sqlNames(hexes: string[]): Promise<(string | null)[]> {
    const rows = await queryRows<{ name: string | null }>(
      database.db,
      sql`select color_name(hex) as name
        from json_array_elements_text(${JSON.stringify(hexes)}::json) with ordinality as h(hex, n) order by n`,
    );
    return rows.map((row) => row.name);
  }

  it("names every reference colour, and a sweep of the RGB cube, the same way", async () => {
    const hexes: string[] = COLOR_REFERENCES.map((reference) => reference.hex);
    for (let r = 0; r < 256; r += 17)
      for (let g = 0; g < 256; g += 17)
        for (let b = 0; b < 256; b += 17)
          hexes.push(`#${[r, g, b].map((channel) => channel.toString(16).padStart(2, "0")).join("")}`);
    expect(await sqlNames(hexes)).toEqual(hexes.map((hex) => colorNameOf(hex)));
  });

  it("has no name for text that is not a #rrggbb hex, and reads upper case", async () => {
    expect(await sqlNames(["", "red", "#12345", "#gggggg", "#FF0000"])).toEqual([
      null,
      null,
      null,
      null,
      "red",
    ]);
  });
});
