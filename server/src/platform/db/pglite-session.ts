import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import {
  createTableRelationsHelpers,
  extractTablesRelationalConfig,
  type Query,
  type TablesRelationalConfig,
} from "drizzle-orm";
import type { WithCacheConfig } from "drizzle-orm/cache/core/types";
import {
  PgDialect,
  type PgPreparedQuery,
  type PgTransactionConfig,
  type PreparedQueryConfig,
  type SelectedFieldsOrdered,
} from "drizzle-orm/pg-core";
import { PgliteDatabase, PgliteSession, PgliteTransaction } from "drizzle-orm/pglite";
import { PgliteStatements } from "./pglite-statements.ts";
import * as schema from "./schema/index.ts";

// Drizzle's PGlite driver takes a statement name and drops it: every execute is PGlite's
// query(), parsed and planned again (D-070). This is the same driver with the name kept: a
// named query runs through PgliteStatements (parsed once, then Bind/Execute), everything
// else exactly as Drizzle runs it (D-074).

type Schema = typeof schema;
type SessionConfig = ConstructorParameters<typeof PgliteSession>;

/** The one method of a PGlite client that Drizzle's prepared query calls. */
interface QueryClient {
  query(text: string, params: unknown[], options: QueryOptions): Promise<Results>;
}

class NamedStatementsSession extends PgliteSession<Schema, TablesRelationalConfig> {
  readonly #statements: PgliteStatements;
  readonly #inTransaction: boolean;
  readonly #config: SessionConfig;

  constructor(config: SessionConfig, statements: PgliteStatements, inTransaction: boolean) {
    super(...config);
    this.#config = config;
    this.#statements = statements;
    this.#inTransaction = inTransaction;
  }

  override prepareQuery<T extends PreparedQueryConfig = PreparedQueryConfig>(
    query: Query,
    fields: SelectedFieldsOrdered | undefined,
    name: string | undefined,
    isResponseInArrayMode: boolean,
    customResultMapper?: (rows: unknown[][]) => T["execute"],
    queryMetadata?: { type: "select" | "update" | "delete" | "insert"; tables: string[] },
    cacheConfig?: WithCacheConfig,
  ): PgPreparedQuery<T> {
    const prepared = super.prepareQuery<T>(
      query,
      fields,
      name,
      isResponseInArrayMode,
      customResultMapper,
      queryMetadata,
      cacheConfig,
    );
    if (name === undefined) return prepared;
    // Drizzle's prepared query reads rows, maps columns and logs as always; only its
    // client's query() is this statement's named run.
    const statements = this.#statements;
    const inTransaction = this.#inTransaction;
    const named: QueryClient = {
      query: (text, params, options) => statements.run(name, text, params, options, inTransaction),
    };
    (prepared as unknown as { client: QueryClient }).client = named;
    return prepared;
  }

  override async transaction<T>(
    transaction: (tx: PgliteTransaction<Schema, TablesRelationalConfig>) => Promise<T>,
    config?: PgTransactionConfig,
  ): Promise<T> {
    const [client, dialect, relations, options] = this.#config;
    return (client as PGlite).transaction(async (tx: Transaction) => {
      const session = new NamedStatementsSession([tx, dialect, relations, options], this.#statements, true);
      const handle = new PgliteTransaction<Schema, TablesRelationalConfig>(
        dialect,
        session,
        relations as never,
      );
      if (config) await handle.setTransaction(config);
      return transaction(handle);
    });
  }
}

/**
 * The Drizzle handle over `client` (as `drizzle({ client, schema, casing: "snake_case" })`
 * builds it), whose named queries are prepared statements of the embedded database.
 */
export function drizzleWithNamedStatements(client: PGlite): PgliteDatabase<Schema> {
  const dialect = new PgDialect({ casing: "snake_case" });
  const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
  const relations = { fullSchema: schema, schema: tables.tables, tableNamesMap: tables.tableNamesMap };
  const statements = new PgliteStatements(client);
  const session = new NamedStatementsSession([client, dialect, relations, {}], statements, false);
  const db = new PgliteDatabase(dialect, session as never, relations as never);
  return Object.assign(db, { $client: client }) as unknown as PgliteDatabase<Schema>;
}
