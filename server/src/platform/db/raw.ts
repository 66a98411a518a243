import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Executor } from "./database.ts";
import { prepared } from "./prepared.ts";

/**
 * Runs a raw SQL query and returns its rows. Both drivers answer `{ rows }`; the shared
 * Database type cannot say so, hence the one cast here instead of one per query.
 */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

// Renders SQL to text and parameters as the databases' own dialect does (snake_case
// naming only touches columns named in JS, which raw SQL does not use).
const dialect = new PgDialect({ casing: "snake_case" });

/**
 * Runs a raw SQL statement as a named prepared statement (D-070): `build` makes its SQL,
 * with `sql.placeholder()` for the values, once per database handle; `values` fills them.
 * Drizzle's query builders prepare through `.prepare(name)`; raw SQL goes through the same
 * session method underneath.
 */
export async function preparedRows<Row>(
  db: Executor,
  name: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<Row[]> {
  const query = prepared(db, name, (db, fullName) =>
    db._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, fullName, false),
  );
  const result = (await query.execute(values)) as unknown as { rows: Row[] };
  return result.rows;
}
