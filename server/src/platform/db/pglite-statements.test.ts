import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./database.ts";
import { drizzleWithNamedStatements } from "./pglite-session.ts";
import { preparedRows, queryRows } from "./raw.ts";

// The embedded database's named statements (D-074): a raw PGlite in memory (this file runs
// in both passes; PostgreSQL's own prepared statements are the driver's, tested by
// prepared-reuse.test.ts). Each case names what PGlite's query() did and must still do.
describe("PGlite named statements: parsed once, then Bind/Execute (issue 13, D-074)", () => {
  let client: PGlite;
  let db: Database;

  beforeAll(async () => {
    client = new PGlite();
    await client.waitReady;
    db = drizzleWithNamedStatements(client) as unknown as Database;
    await client.exec(
      "create table things (id bigint primary key, label text, at timestamptz, tags text[], doc jsonb)",
    );
  });
  afterAll(async () => {
    await client.close();
  });

  async function statement(name: string) {
    const rows = await queryRows<{ generic: number; custom: number }>(
      db,
      sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name = ${name}`,
    );
    return rows[0];
  }

  it("is parsed once under its name and executed again without parsing (pg_prepared_statements counts every execution)", async () => {
    for (let i = 0; i < 8; i++) {
      const rows = await preparedRows<{ n: number }>(
        db,
        "pglite_count_things",
        () => sql`select ${sql.placeholder("k")}::int + 1 as n`,
        {
          k: i,
        },
      );
      expect(rows).toEqual([{ n: i + 1 }]);
    }
    const counts = await statement("pglite_count_things");
    expect(counts).toBeDefined();
    expect((counts?.generic ?? 0) + (counts?.custom ?? 0)).toBe(8);
  });

  it("reads rows with the same type parsers as an unnamed query: nulls, bigints, timestamps as text, arrays, json", async () => {
    await client.query(
      "insert into things values (1, 'a', '2026-01-02T03:04:05Z', '{x,y}', '{\"k\":[1,2]}'), (2, null, null, null, null)",
    );
    const query = sql`select id, label, at, tags, doc from things where id = any(${sql.placeholder("ids")}::bigint[]) or label = ${sql.placeholder("label")} order by id`;
    const values = { ids: ["1", "2"], label: null };
    const named = await preparedRows(db, "pglite_things_typed", () => query, values);
    const unnamed = await db._.session
      .prepareQuery(new PgDialect({ casing: "snake_case" }).sqlToQuery(query), undefined, undefined, false)
      .execute(values);
    expect(named).toEqual((unnamed as { rows: unknown[] }).rows);
    expect(named[0]).toMatchObject({ label: "a", tags: ["x", "y"], doc: { k: [1, 2] } });
    // Drizzle's PGlite parsers keep timestamps as the database's text; so must the named run.
    expect(typeof (named[0] as { at: unknown }).at).toBe("string");
  });

  it("an error is the backend's (SQLSTATE and message), and the next statement runs normally", async () => {
    const divide = (by: number) =>
      preparedRows(db, "pglite_divide", () => sql`select 1 / ${sql.placeholder("by")}::int as q`, { by });
    await expect(divide(0)).rejects.toMatchObject({ cause: { code: "22012" } });
    await expect(divide(1)).resolves.toEqual([{ q: 1 }]);
  });

  it("runs inside a transaction (sees its writes; a rollback undoes them), and a failed statement aborts only that transaction", async () => {
    const count = () =>
      preparedRows<{ n: number }>(
        db,
        "pglite_things_count",
        () => sql`select count(*)::int as n from things where id >= ${sql.placeholder("from")}::bigint`,
        {
          from: 100,
        },
      );
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into things (id) values (100)`);
        expect(
          await preparedRows<{ n: number }>(
            tx,
            "pglite_things_count",
            () => sql`select count(*)::int as n from things where id >= ${sql.placeholder("from")}::bigint`,
            { from: 100 },
          ),
        ).toEqual([{ n: 1 }]);
        await preparedRows(tx, "pglite_divide", () => sql`select 1 / ${sql.placeholder("by")}::int as q`, {
          by: 0,
        });
      }),
    ).rejects.toMatchObject({ cause: { code: "22012" } });
    expect(await count()).toEqual([{ n: 0 }]);
    // Concurrent named reads outside and a transaction wait for each other, no deadlock.
    const [inside] = await Promise.all([
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into things (id) values (101)`);
        return preparedRows<{ n: number }>(
          tx,
          "pglite_things_count",
          () => sql`select count(*)::int as n from things where id >= ${sql.placeholder("from")}::bigint`,
          { from: 100 },
        );
      }),
      count(),
      count(),
    ]);
    expect(inside).toEqual([{ n: 1 }]);
    expect(await count()).toEqual([{ n: 1 }]);
  });

  it("a statement whose exchange carries a notice is read by PGlite's reader: same rows, no error (readRows' way out)", async () => {
    await client.exec(`create function noisy(n int) returns int language plpgsql as $$
      begin raise notice 'noisy %', n; return n * 2; end $$`);
    for (const n of [1, 2]) {
      const rows = await preparedRows(
        db,
        "pglite_noisy",
        () => sql`select noisy(${sql.placeholder("n")}::int) as doubled, 'x' as tag`,
        { n },
      );
      expect(rows).toEqual([{ doubled: n * 2, tag: "x" }]);
    }
  });

  it("an update through a named statement reports its row count, as query() does", async () => {
    await client.exec("create table counted (id int); insert into counted values (1), (2), (3)");
    const update = db._.session.prepareQuery(
      new PgDialect({ casing: "snake_case" }).sqlToQuery(
        sql`update counted set id = id + ${sql.placeholder("by")}::int where id > 1`,
      ),
      undefined,
      "pglite_counted_update",
      false,
    );
    const result = (await update.execute({ by: 10 })) as unknown as { affectedRows: number; rows: unknown[] };
    expect(result.affectedRows).toBe(2);
    expect(result.rows).toEqual([]);
  });

  it("a schema change that alters its result columns, or DEALLOCATE ALL, makes it parsed again instead of failing", async () => {
    await client.exec("create table shifting (id int, a text)");
    await client.exec("insert into shifting values (1, 'one')");
    const read = () =>
      preparedRows(
        db,
        "pglite_shifting",
        () => sql`select * from shifting where id = ${sql.placeholder("id")}::int`,
        { id: 1 },
      );
    expect(await read()).toEqual([{ id: 1, a: "one" }]);
    // PostgreSQL answers 0A000 "cached plan must not change result type" to the old statement.
    await client.exec("alter table shifting add column b int default 7");
    expect(await read()).toEqual([{ id: 1, a: "one", b: 7 }]);
    await client.exec("deallocate all");
    expect(await read()).toEqual([{ id: 1, a: "one", b: 7 }]);
    expect(await statement("pglite_shifting")).toBeDefined();
  });
});
