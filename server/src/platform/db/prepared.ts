import type { Executor } from "./database.ts";

const byExecutor = new WeakMap<object, Map<string, unknown>>();

/**
 * A prepared query, built once per database handle and reused: hot reads skip Drizzle's
 * query building, and PostgreSQL parses and plans the statement once per connection.
 * `name` must be unique across the app (it names the server-side statement).
 */
export function prepared<T>(db: Executor, name: string, build: (db: Executor) => T): T {
  let queries = byExecutor.get(db);
  if (!queries) {
    queries = new Map();
    byExecutor.set(db, queries);
  }
  let query = queries.get(name) as T | undefined;
  if (query === undefined) {
    query = build(db);
    queries.set(name, query);
  }
  return query;
}
