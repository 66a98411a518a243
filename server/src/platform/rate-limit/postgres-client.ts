import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";

/** The node-postgres-like client rate-limiter-flexible's PostgreSQL limiter calls. */
export interface PgQueryClient {
  query(q: {
    text: string;
    values?: unknown[];
  }): Promise<{ rows: Record<string, unknown>[]; rowCount: number }>;
}

/**
 * Runs rate-limiter-flexible's PostgreSQL statements through the app's Drizzle handle, so
 * one store works on PostgreSQL (node-postgres pool) and on embedded PGlite alike: the
 * library alone would need a pg Pool, and PGlite's `query(text, params)` has another shape.
 */
export function drizzleQueryClient(db: Database): PgQueryClient {
  return {
    async query({ text, values = [] }) {
      const result = (await db.execute(toSql(text, values))) as unknown as {
        rows: Record<string, unknown>[];
        rowCount?: number | null;
        affectedRows?: number;
      };
      const rows = result.rows.map(numbersOnly);
      // node-postgres reports rowCount; PGlite reports affectedRows (0 for a SELECT).
      const rowCount = rows.length > 0 ? rows.length : (result.rowCount ?? result.affectedRows ?? 0);
      return { rows, rowCount };
    },
  };
}

// `$1 … $n` placeholders become Drizzle parameters, in place.
function toSql(text: string, values: readonly unknown[]): SQL {
  const chunks = text
    .split(/\$(\d+)/)
    .map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`));
  return sql.join(chunks);
}

// The limiter does arithmetic on `expire` (bigint): PGlite returns a BigInt, node-postgres
// a string; both become numbers (epoch milliseconds fit exactly).
function numbersOnly(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    out[key] =
      typeof value === "bigint" || (key === "expire" && typeof value === "string") ? Number(value) : value;
  }
  return out;
}
