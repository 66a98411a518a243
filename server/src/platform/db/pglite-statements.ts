import {
  type messages,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
} from "@electric-sql/pglite";

import { type Column, readMessages, readRows } from "./pglite-rows.ts";

const { serialize } = protocol;
type BackendMessage = messages.BackendMessage;
type Parsers = PGlite["parsers"];

/** What the backend said of a statement when it was parsed: its parameter types and row shape. */
interface ParsedStatement {
  text: string;
  paramTypes: number[];
  /** The RowDescription of the statement (absent for one that returns no rows). */
  rowDescription: BackendMessage | undefined;
  /** Its columns, for readRows. */
  columns: Column[];
}

/**
 * SQLSTATEs after which a statement the cache holds is no longer the backend's: a schema
 * change altered its result columns ("cached plan must not change result type", 0A000), or
 * the statement is gone (`DEALLOCATE ALL`, `DISCARD ALL`: 26000).
 */
const STALE_STATEMENT_CODES = new Set(["0A000", "26000"]);

/**
 * Named prepared statements on PGlite (D-074). PGlite's own `query()` sends Parse (unnamed),
 * Describe, Bind, Describe, Execute and Sync, six calls into the WebAssembly backend, and
 * the backend parses and plans the text every time. Here a named statement is parsed once
 * per database (Parse with its name, Describe), and each later execution is one call: Bind
 * to the named statement, Execute, Sync. The backend keeps the statement's plan cache as
 * PostgreSQL does for any client: five custom plans, then the generic plan when it costs no
 * more. Rows are read back by PGlite's own `parseResults`, with the statement's stored row
 * description, so type parsers and row modes behave exactly as with `query()`.
 *
 * One backend session per PGlite, so one cache per PGlite. Statements are not
 * transactional in PostgreSQL: one parsed inside a transaction that rolls back stays.
 */
export class PgliteStatements {
  readonly #client: PGlite;
  readonly #parsed = new Map<string, ParsedStatement>();
  readonly #mergedParsers = new WeakMap<QueryOptions, Parsers>();

  constructor(client: PGlite) {
    this.#client = client;
  }

  /** How many statements the cache holds (for tests). */
  get size(): number {
    return this.#parsed.size;
  }

  /**
   * Runs the statement `name` (parsing `text` under that name first if this database has not
   * got it) with `params`, under PGlite's locks: inside a transaction (`inTransaction`, the
   * caller holds PGlite's transaction lock) only the query lock, as PGlite's own
   * `Transaction.query` does; outside it both, as `PGlite.query` does.
   */
  run(name: string, text: string, params: unknown[], options: QueryOptions, inTransaction: boolean) {
    const client = this.#client;
    const work = () => this.#runLocked(name, text, params, options, inTransaction);
    return inTransaction
      ? client.runExclusive(work)
      : client._runExclusiveTransaction(() => client.runExclusive(work));
  }

  async #runLocked(
    name: string,
    text: string,
    params: unknown[],
    options: QueryOptions,
    inTransaction: boolean,
  ): Promise<Results> {
    let result: Results;
    try {
      result = await this.#execute(name, text, params, options);
    } catch (error) {
      if (!STALE_STATEMENT_CODES.has((error as { code?: string }).code ?? ""))
        throw describe(error, text, params, options);
      // The schema moved under the statement, or it was deallocated: forget it, so the next
      // use parses it again. Outside a transaction that can happen now; inside one the error
      // has aborted the transaction, and the caller's rollback or retry goes on from there.
      this.#parsed.delete(name);
      if (inTransaction) throw describe(error, text, params, options);
      try {
        result = await this.#execute(name, text, params, options);
      } catch (again) {
        throw describe(again, text, params, options);
      }
    }
    // As PGlite's query(): the files are synced after a statement outside a transaction.
    if (!inTransaction) await this.#client.syncToFs();
    return result;
  }

  async #execute(name: string, text: string, params: unknown[], options: QueryOptions): Promise<Results> {
    let statement = this.#parsed.get(name);
    if (statement === undefined || statement.text !== text)
      statement = await this.#parse(name, text, options);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index] ?? 0;
      const serializer = options.serializers?.[type] ?? this.#client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    // One call into the backend: Bind (unnamed portal, text results, as query() binds),
    // Execute, Sync. An error in Bind or Execute skips to the Sync, so the session is ready
    // again when the call returns. The bytes come back raw and are read by readRows; an
    // exchange with anything but rows in it (an error, a notice) by PGlite's own reader.
    const message = concat([
      serialize.bind({ statement: name, values }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const chunks: Uint8Array[] = [];
    await this.#client.execProtocolRawStream(message, {
      syncToFs: false,
      // The chunk is a view of the backend's memory, reused by the next call: copied.
      onRawData: (chunk) => {
        chunks.push(chunk.slice());
      },
    });
    const bytes = chunks.length === 1 ? (chunks[0] as Uint8Array) : concat(chunks);
    const parsers = this.#parsersFor(options);
    const rows = readRows(bytes, statement.columns, parsers, options.rowMode);
    if (rows !== null) return rows;
    const replies = readMessages(bytes);
    for (const reply of replies) {
      if (reply.name === "error") throw reply;
      if (reply.name === "notice") options.onNotice?.(reply as messages.NoticeMessage);
    }
    const withShape = statement.rowDescription ? [statement.rowDescription, ...replies] : replies;
    const [result] = parse.parseResults(withShape, parsers, { rowMode: options.rowMode });
    if (result === undefined) throw new Error(`prepared statement ${name} gave no result`);
    return result;
  }

  /**
   * PGlite's parsers with the query's own on top. parseResults merges them itself, a copy of
   * the few hundred type parsers on every call: a fifth of the embedded board page's CPU in a
   * profile (D-074). Drizzle hands each prepared query one options object for its life, so
   * the merge is kept per options object. (PGlite adds array types' parsers only when it
   * starts or on refreshArrayTypes(), which the app does not call.)
   */
  #parsersFor(options: QueryOptions): Parsers {
    if (options.parsers === undefined) return this.#client.parsers;
    let merged = this.#mergedParsers.get(options);
    if (merged === undefined) {
      merged = { ...this.#client.parsers, ...options.parsers };
      this.#mergedParsers.set(options, merged);
    }
    return merged;
  }

  /**
   * Parses `text` as the statement `name` and learns its parameter types and row shape.
   * Close comes first: a statement of that name the cache does not know (parsed before an
   * error, or with another text) is replaced; closing a name that does not exist is no error.
   */
  async #parse(name: string, text: string, options: QueryOptions): Promise<ParsedStatement> {
    this.#parsed.delete(name);
    const message = concat([
      serialize.close({ type: "S", name }),
      serialize.parse({ name, text, types: options.paramTypes }),
      serialize.describe({ type: "S", name }),
      serialize.sync(),
    ]);
    const replies = await this.#client.execProtocolStream(message, {
      syncToFs: false,
      onNotice: options.onNotice,
    });
    const rowDescription = replies.find((reply) => reply.name === "rowDescription");
    const statement: ParsedStatement = {
      text,
      paramTypes: parse.parseDescribeStatementResults(replies),
      rowDescription,
      columns:
        (rowDescription as messages.RowDescriptionMessage | undefined)?.fields.map((field) => ({
          name: field.name,
          dataTypeID: field.dataTypeID,
        })) ?? [],
    };
    this.#parsed.set(name, statement);
    return statement;
  }
}

/** The backend's error with the statement attached, as PGlite's query() attaches it. */
function describe(error: unknown, query: string, params: unknown[], options: QueryOptions): unknown {
  if (error instanceof Error && typeof (error as { code?: unknown }).code === "string") {
    Object.assign(error, { query, params, queryOptions: options });
  }
  return error;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}
