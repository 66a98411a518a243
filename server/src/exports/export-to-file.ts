import type { AppContext } from "../platform/context.ts";
import { findUserIdByLogin } from "./account-data-repo.ts";
import { readAccountSnapshot } from "./account-snapshot.ts";
import { writeArchive } from "./write-archive.ts";

/** What an operator's export wrote. */
export interface FileExportSummary {
  username: string;
  boards: number;
  pins: number;
  size: number;
  /** Media files the database names that were not in storage. */
  missing: string[];
}

/**
 * `npm run admin -- export` (D-056): the same archive the export job writes, for the account
 * with this username or email, straight to `filePath` (no job, no stored copy). Null when
 * there is no such account.
 */
export async function exportAccountToFile(
  context: Pick<AppContext, "db" | "storage" | "config">,
  login: string,
  filePath: string,
): Promise<FileExportSummary | null> {
  const userId = await findUserIdByLogin(context.db, login);
  const snapshot = userId && (await readAccountSnapshot(context.db, userId, context.config.publicOrigin));
  if (!snapshot) return null;
  const { size, missing } = await writeArchive(context.storage, snapshot, filePath, async () => {});
  const { archive } = snapshot;
  return {
    username: archive.account.username,
    boards: archive.boards.length,
    pins: archive.pins.length,
    size,
    missing,
  };
}
