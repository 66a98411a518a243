// Issue 13 (D-070): how long PostgreSQL and PGlite take to plan, against running, the board's
// pin page statement (the shared pin-row select, 26 rows of one board outside sections), from
// EXPLAIN (ANALYZE, SUMMARY) run 20 times; the last three are printed. PostgreSQL with
// DATABASE_URL, else the embedded database in PGLITE_DIR (e.g. a DATA_DIR seeded with
// `DATA_DIR=/tmp/d npm run seed -- --pins 20000`, then PGLITE_DIR=/tmp/d/pglite):
//   DATABASE_URL=… npm run bench -- plan-time;   PGLITE_DIR=… npm run bench -- plan-time

import { sql } from "drizzle-orm";
import { selectPinRows } from "../server/src/pins/pin-rows-repo.ts";
import { openDatabase } from "../server/src/platform/db/database.ts";
import { schema } from "../server/src/platform/db/index.ts";
import { writeResult } from "./support/report.ts";

const kind = process.env.DATABASE_URL ? "postgres" : "pglite";
const open =
  kind === "pglite"
    ? await openDatabase({ kind: "pglite", dataDir: process.env.PGLITE_DIR ?? "data/pglite" })
    : await openDatabase({ kind: "postgres", url: process.env.DATABASE_URL ?? "", poolSize: 1 });
const { rows } = (await open.db.execute(
  "select b.id::text as id from boards b where b.privacy='public' and b.pin_count > 60 order by b.id limit 1",
)) as unknown as { rows: { id: string }[] };
const q = selectPinRows(open.db)
  .where(sql`${schema.pins.boardId} = ${rows[0]?.id ?? "0"}::bigint and ${schema.pins.sectionId} is null`)
  .orderBy(sql`${schema.pins.createdAt} desc, ${schema.pins.id} desc`)
  .limit(26)
  .toSQL();
const text = q.sql.replace(/\$(\d+)/g, (_, n) => `'${q.params[Number(n) - 1]}'`);
const plans: string[] = [];
for (let i = 0; i < 20; i++) {
  const r = (await open.db.execute(
    sql.raw(`explain (analyze, timing off, summary on) ${text}`),
  )) as unknown as { rows: Record<string, string>[] };
  plans.push(
    r.rows
      .map((x) => Object.values(x)[0] ?? "")
      .filter((l) => /Planning|Execution/.test(l))
      .join(" | "),
  );
}
console.log(kind, plans.slice(-3).join("\n"));
await open.close();
writeResult(`plan-time-${kind}`, { kind, runs: plans.slice(-3) });
