import type { SQL } from "drizzle-orm";
import type { Executor } from "./database.ts";

/**
 * Runs a raw SQL query and returns its rows. Both drivers answer `{ rows }`; the shared
 * Database type cannot say so, hence the one cast here instead of one per query.
 */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
