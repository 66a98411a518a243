import { type Placeholder, type SQL, sql } from "drizzle-orm";
import { schema } from "../platform/db/index.ts";

// The access rules of policy.ts as conditions on the row of `boards` in scope, for statements
// that read or write with the check inside them. access-sql.test keeps them in agreement
// with the policy.

const { boards, boardCollaborators } = schema;

/** A user id as a statement takes it: a value, a placeholder of a prepared query, or SQL. */
type UserIdSql = Placeholder | SQL | string;

/** The user collaborates on the board. */
export function collaboratesSql(userId: UserIdSql): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${boardCollaborators}
    where ${boardCollaborators.boardId} = ${boards.id} and ${boardCollaborators.userId} = ${userId}::bigint)`;
}

/** The user owns the board or collaborates on it (`isMember` in policy.ts). */
export function ownedOrCollaboratedSql(userId: UserIdSql): SQL<boolean> {
  return sql<boolean>`(${boards.ownerId} = ${userId}::bigint or ${collaboratesSql(userId)})`;
}

/**
 * `canSaveToBoard`: not archived, and the user owns it or collaborates on it. A save checks
 * it inside its insert (one round trip); a refusal is then explained by the policy itself.
 */
export function canSaveToBoardSql(userId: UserIdSql): SQL<boolean> {
  return sql<boolean>`(${boards.archivedAt} is null and ${ownedOrCollaboratedSql(userId)})`;
}

/** `canListBoard`: public and not archived, or the user owns it or collaborates on it. */
export function canListBoardSql(userId: UserIdSql): SQL<boolean> {
  return sql<boolean>`((${boards.privacy} = 'public' and ${boards.archivedAt} is null) or ${ownedOrCollaboratedSql(userId)})`;
}
