import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/test-database.ts";
import type { OpenDatabase } from "../db/index.ts";
import { toAppError } from "./envelope-plugin.ts";
import { nulCharacterPath } from "./nul-guard.ts";

describe("input the database cannot take is the client's error, not a 500", () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("a data exception from the database (class 22) is INVALID_INPUT", async () => {
    const failure = await database.db.execute(sql`select ${"9223372036854775808"}::bigint`).catch((e) => e);
    expect(toAppError(failure).code).toBe("INVALID_INPUT");
    const date = await database.db.execute(sql`select ${"2026-02-30"}::date`).catch((e) => e);
    expect(toAppError(date).code).toBe("INVALID_INPUT");
  });

  it("other database failures stay INTERNAL", async () => {
    const failure = await database.db.execute(sql`select * from no_such_table`).catch((e) => e);
    expect(toAppError(failure).code).toBe("INTERNAL");
  });

  it("the NUL guard names the field holding U+0000, at any depth, and leaves binary bodies alone", () => {
    expect(nulCharacterPath({ title: "ok", tags: ["fine", "b\u0000d"] })).toBe("tags.1");
    expect(nulCharacterPath({ a: { b: "\u0000" } })).toBe("a.b");
    expect(nulCharacterPath("x\u0000")).toBe("");
    expect(nulCharacterPath({ title: "no nul here", n: 1, ok: true, none: null })).toBeNull();
    expect(nulCharacterPath(Buffer.from([0, 1, 2]))).toBeNull();
    const deep = JSON.parse(`${"[".repeat(200_000)}"\\u0000"${"]".repeat(200_000)}`);
    expect(nulCharacterPath(deep)).toBe(Array.from({ length: 200_000 }, () => "0").join("."));
  });
});
