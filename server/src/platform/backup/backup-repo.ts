import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { queryRows } from "../db/raw.ts";

/** A table as a backup stores it: its name and the columns a restore writes (not generated ones). */
export interface TableShape {
  name: string;
  columns: string[];
}

/** Which committed migrations the database has: a backup restores only onto the same. */
export interface MigrationLevel {
  count: number;
  last: string | null;
}

const ident = (name: string): SQL => sql`${sql.identifier(name)}`;

function columnList(columns: readonly string[]): SQL {
  return sql.join(
    columns.map((column) => ident(column)),
    sql`, `,
  );
}

/** The application's tables (schema public), each with its writable columns, by name. */
export async function listTables(db: Executor): Promise<TableShape[]> {
  const rows = await queryRows<{ table_name: string; columns: string[] }>(
    db,
    sql`select c.table_name, array_agg(c.column_name::text order by c.ordinal_position) as columns
        from information_schema.columns c
        join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
        group by c.table_name
        order by c.table_name`,
  );
  return rows.map((row) => ({ name: row.table_name, columns: row.columns }));
}

/** The sequences of schema public (the id generator's) and where each stands. */
export async function readSequences(
  db: Executor,
): Promise<{ name: string; lastValue: string; isCalled: boolean }[]> {
  const names = await queryRows<{ name: string }>(
    db,
    sql`select sequence_name::text as name from information_schema.sequences
        where sequence_schema = 'public' order by sequence_name`,
  );
  const sequences = [];
  for (const { name } of names) {
    const [state] = await queryRows<{ last_value: string; is_called: boolean }>(
      db,
      sql`select last_value::text as last_value, is_called from ${ident(name)}`,
    );
    if (state) sequences.push({ name, lastValue: state.last_value, isCalled: state.is_called });
  }
  return sequences;
}

/** The migrations drizzle recorded as applied. */
export async function readMigrationLevel(db: Executor): Promise<MigrationLevel> {
  const [row] = await queryRows<{ count: number; last: string | null }>(
    db,
    sql`select count(*)::int as count,
               (select hash from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1) as last
        from drizzle.__drizzle_migrations`,
  );
  return { count: row?.count ?? 0, last: row?.last ?? null };
}

/**
 * One page of a table's rows as JSON text (PostgreSQL's own text forms: exact for every
 * type; kept as text so JavaScript never rounds a 64-bit id), after the physical position
 * `afterCtid`. Within one snapshot the positions are stable, so paging by them reads every
 * row once without an index or an ORDER BY over the table.
 */
export async function readRowsPage(
  db: Executor,
  table: TableShape,
  afterCtid: string | null,
  limit: number,
): Promise<{ ctid: string; row: string }[]> {
  const after = afterCtid === null ? sql`true` : sql`ctid > ${afterCtid}::tid`;
  return queryRows<{ ctid: string; row: string }>(
    db,
    sql`select ctid::text as ctid, to_jsonb(t)::text as row from ${ident(table.name)} t
        where ${after} order by ctid limit ${limit}`,
  );
}

/** True when any application table holds a row. */
export async function hasAnyRows(db: Executor, tables: readonly TableShape[]): Promise<boolean> {
  for (const table of tables) {
    const [row] = await queryRows<{ found: boolean }>(
      db,
      sql`select exists (select 1 from ${ident(table.name)}) as found`,
    );
    if (row?.found) return true;
  }
  return false;
}

/**
 * For the rest of the restore's transaction, triggers and foreign-key checks stay off
 * (`session_replication_role = replica`, as pg_restore --disable-triggers): the counters
 * and search documents come from the backup as they were, and tables load in any order.
 * PostgreSQL allows it to superusers or a role granted SET on the parameter (PG 15+).
 */
export async function restoreMode(tx: Executor): Promise<void> {
  await tx.execute(sql`set local session_replication_role = replica`);
}

/** Empties every application table (the restore's first step, inside its transaction). */
export async function emptyTables(tx: Executor, tables: readonly TableShape[]): Promise<void> {
  if (tables.length === 0) return;
  await tx.execute(
    sql`truncate ${sql.join(
      tables.map((table) => ident(table.name)),
      sql`, `,
    )}`,
  );
}

/**
 * Inserts rows read back from a backup (each the JSON text `readRowsPage` gave), converted
 * by PostgreSQL from JSON to each column's own type.
 */
export async function insertRows(
  tx: Executor,
  table: TableShape,
  rowTexts: readonly string[],
): Promise<void> {
  if (rowTexts.length === 0) return;
  const columns = columnList(table.columns);
  await tx.execute(
    sql`insert into ${ident(table.name)} (${columns})
        select ${columns} from jsonb_populate_recordset(null::${ident(table.name)}, ${`[${rowTexts.join(",")}]`}::jsonb)`,
  );
}

/** Puts a sequence back where the backup found it. */
export async function setSequence(
  tx: Executor,
  name: string,
  lastValue: string,
  isCalled: boolean,
): Promise<void> {
  await tx.execute(sql`select setval(${name}::regclass, ${lastValue}::bigint, ${isCalled})`);
}

/** The storage keys of the animated images, which also have `anim.gif` (D-050). */
export async function animatedImageStorageKeys(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ storage_key: string }>(
    db,
    sql`select storage_key from images where frames > 1 order by storage_key`,
  );
  return rows.map((row) => row.storage_key);
}

/** The object keys of every stored video's bytes (D-050): one object each. */
export async function videoObjectKeys(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ storage_key: string }>(
    db,
    sql`select distinct storage_key from videos order by storage_key`,
  );
  return rows.map((row) => row.storage_key);
}

/** The storage keys of every stored image (the objects a backup copies). */
export async function imageStorageKeys(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ storage_key: string }>(
    db,
    sql`select storage_key from images order by storage_key`,
  );
  return rows.map((row) => row.storage_key);
}

/** Rows per table, for the comparison a restore reports. */
export async function countRows(db: Executor, table: TableShape): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${ident(table.name)}`,
  );
  return row?.count ?? 0;
}
