import type { Executor } from "../platform/db/index.ts";
import { assertOnAdvertiser } from "./policy.ts";
import { findMembership } from "./repo.ts";

/**
 * Throws unless `userId` may make protected boards for an ad account (BOARD-034): a member
 * whose role may write for it, as for a campaign. Another account's id or an unknown one is
 * NOT_FOUND, a reading member ADVERTISER_READ_ONLY (the adversary's probe found any id
 * accepted: issue 18, item 1).
 */
export async function assertMayMakeBoardsFor(
  db: Executor,
  userId: string,
  advertiserId: string,
): Promise<void> {
  const membership = await findMembership(db, advertiserId, userId);
  assertOnAdvertiser(membership?.role, "create_campaign");
}
