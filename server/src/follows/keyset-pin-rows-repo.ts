import type { KeysetPosition } from "@corkboard/core/contract";
import { desc, type SQL, sql } from "drizzle-orm";
import { type PinRow, selectPinRows } from "../pins/index.ts";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";
import { prepared } from "../platform/db/prepared.ts";

const { pins } = schema;

/** The bookmark's position as a row value, `(created_at, id)`, from the prepared statement's placeholders. */
const BOOKMARK = sql`(${sql.placeholder("createdAt")}::timestamptz, ${sql.placeholder("id")}::bigint)`;

/**
 * A followed feed's page read: pin rows (the pins feature's shape) whose ids `ids` names,
 * newest first, keyset over (created_at, id), `limit` rows after a position. `ids` gets the
 * bookmark's position as a row value to compare with (`(p.created_at, p.id) < ${after}`),
 * or null on the first page; its SQL may use the `viewerId` and `limit` placeholders.
 * Two prepared statements, `<name>_first` and `<name>_after`, each built once per database
 * handle: PostgreSQL plans each once per connection (the hot reads' rule).
 */
export function preparedKeysetPinRows(
  name: string,
  ids: (after: SQL | null) => SQL,
): (db: Executor, viewerId: string, limit: number, position: KeysetPosition | null) => Promise<PinRow[]> {
  const build = (statement: string, after: SQL | null) => (db: Executor) =>
    selectPinRows(db)
      .where(sql`${pins.id} in (${ids(after)})`)
      .orderBy(desc(pins.createdAt), desc(pins.id))
      .limit(sql.placeholder("limit"))
      .prepare(statement);
  const first = `${name}_first`;
  const later = `${name}_after`;
  return (db, viewerId, limit, position) =>
    position === null
      ? prepared(db, first, build(first, null)).execute({ viewerId, limit })
      : prepared(db, later, build(later, BOOKMARK)).execute({
          viewerId,
          limit,
          createdAt: position.createdAt,
          id: position.id,
        });
}
