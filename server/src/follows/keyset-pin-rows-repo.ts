import type { KeysetPosition } from "@corkboard/core/contract";
import { desc, type Placeholder, type SQL, sql } from "drizzle-orm";
import { type PinRow, selectPinRows } from "../pins/index.ts";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";
import { preparedPage } from "../platform/db/prepared.ts";

const { pins } = schema;

/** The bookmark's position as a row value, `(created_at, id)`, from the prepared statement's placeholders. */
const BOOKMARK = sql`(${sql.placeholder("createdAt")}::timestamptz, ${sql.placeholder("id")}::bigint)`;

/**
 * A followed feed's page read: pin rows (the pins feature's shape) whose ids `ids` names,
 * newest first, keyset over (created_at, id), `limit` rows after a position. `ids` gets the
 * bookmark's position as a row value to compare with (`(p.created_at, p.id) < ${after}`),
 * or null on the first page, and the page's limit as SQL to write where it needs it; its SQL
 * may use the `viewerId` placeholder.
 * Prepared statements `<name>_first_<limit>` and `<name>_after_<limit>`, each built once per
 * database handle: the limit is in the text (`preparedPage`, D-070), so PostgreSQL takes a
 * generic plan after its five custom ones instead of planning every page again (D-074).
 */
export function preparedKeysetPinRows(
  name: string,
  ids: (after: SQL | null, limit: SQL) => SQL,
): (db: Executor, viewerId: string, limit: number, position: KeysetPosition | null) => Promise<PinRow[]> {
  // `limit` is the SQL text of the checked number that preparedPage hands over (typed as the
  // placeholder Drizzle's `.limit()` accepts), so it goes into the subquery's text as well.
  const build = (after: SQL | null) => (db: Executor, statement: string, limit: Placeholder) =>
    selectPinRows(db)
      .where(sql`${pins.id} in (${ids(after, limit as unknown as SQL)})`)
      .orderBy(desc(pins.createdAt), desc(pins.id))
      .limit(limit)
      .prepare(statement);
  return (db, viewerId, limit, position) =>
    position === null
      ? preparedPage(db, `${name}_first`, limit, build(null)).execute({ viewerId })
      : preparedPage(db, `${name}_after`, limit, build(BOOKMARK)).execute({
          viewerId,
          createdAt: position.createdAt,
          id: position.id,
        });
}
