import { type Placeholder, type SQL, sql } from "drizzle-orm";
import { schema } from "../platform/db/index.ts";

const { boards, boardCollaborators } = schema;

/**
 * `canSaveToBoard` (policy.ts) as a condition on a row of `boards`: not archived, and the
 * viewer owns it or collaborates on it. For statements that check and write in one round
 * trip (a save); a refusal is then explained by the policy itself, which reads the board.
 * save-rule-sql.test keeps the two in agreement.
 */
export function canSaveToBoardSql(viewerId: Placeholder | SQL | string): SQL {
  return sql`(${boards.archivedAt} is null and (${boards.ownerId} = ${viewerId}::bigint or exists (
    select 1 from ${boardCollaborators}
    where ${boardCollaborators.boardId} = ${boards.id} and ${boardCollaborators.userId} = ${viewerId}::bigint)))`;
}
