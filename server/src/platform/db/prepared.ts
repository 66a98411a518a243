import { type Placeholder, sql } from "drizzle-orm";
import type { Executor } from "./database.ts";

const byExecutor = new WeakMap<object, Map<string, unknown>>();

/**
 * A prepared query, built once per database handle and reused: hot reads skip Drizzle's
 * query building, and PostgreSQL parses the statement once per connection and, after five
 * executions, keeps a generic plan when it costs no more than the custom ones (D-070).
 * `name` must be unique across the app (it names the server-side statement); `build` gets
 * it back to hand to `.prepare(name)`.
 */
export function prepared<T>(db: Executor, name: string, build: (db: Executor, name: string) => T): T {
  let queries = byExecutor.get(db);
  if (!queries) {
    queries = new Map();
    byExecutor.set(db, queries);
  }
  let query = queries.get(name) as T | undefined;
  if (query === undefined) {
    query = build(db, name);
    queries.set(name, query);
  }
  return query;
}

/**
 * A prepared page read whose LIMIT is written into the statement, one statement per page
 * size (`{name}_{limit}`; page sizes are 1–100, in practice a handful). With `limit $n`
 * PostgreSQL never takes the generic plan of a newest-first list (the parameter makes the
 * generic plan look dearer than every custom one) and so plans it again on every request
 * (D-070). `limit` must be a whole number; it is checked, as it goes into the SQL text.
 */
export function preparedPage<T>(
  db: Executor,
  name: string,
  limit: number,
  build: (db: Executor, name: string, limit: Placeholder) => T,
): T {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`page limit ${limit} is not a count`);
  return prepared(db, `${name}_${limit}`, (db, fullName) =>
    // Drizzle's `.limit()` takes a number (sent as a parameter) or a placeholder; any SQL
    // object goes into the text as written, which is what a fixed limit needs.
    build(db, fullName, sql.raw(String(limit)) as unknown as Placeholder),
  );
}
