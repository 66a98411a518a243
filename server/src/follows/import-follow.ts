import type { Executor } from "../platform/db/index.ts";
import { findListableUser, insertImportedFollow } from "./follow-repo.ts";
import { forgetFeed } from "./home-feed-repo.ts";

/** How an imported follow went. */
export type ImportedFollowOutcome = "followed" | "already_followed" | "no_such_user" | "self";

/**
 * A follow an import recreates (issue 20, D-054): the person is found by username
 * (case-insensitively) among the people one may follow on this instance; one who is not
 * here, suspended or deactivated is not followed, and the import's report says so. The
 * follow keeps its original date. Nobody is notified: the follow is old news moved house.
 */
export async function followImported(
  db: Executor,
  followerId: string,
  username: string,
  since?: Date,
): Promise<ImportedFollowOutcome> {
  const target = await findListableUser(db, username);
  if (!target) return "no_such_user";
  if (target.id === followerId) return "self";
  if (!(await insertImportedFollow(db, followerId, target.id, since))) return "already_followed";
  // No backfill job here: the importer's materialised feed (D-060) is dropped and rebuilt
  // whole on their next read, which covers every follow the import makes.
  await forgetFeed(db, followerId);
  return "followed";
}
