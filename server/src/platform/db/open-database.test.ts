import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/test-database.ts";
import { queryRows } from "./raw.ts";

describe("opening the database", () => {
  it("starts with a pool of one connection (DATABASE_POOL_SIZE=1): the migration lock does not take the pool's only connection", async () => {
    const database = await openTestDatabase({ poolSize: 1 });
    try {
      const [applied] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied?.n).toBeGreaterThan(10);
    } finally {
      await database.close();
    }
  }, 30_000);
});
