import { parseArgs } from "node:util";
import { BackupError, type BackupSummary, createBackup, restoreBackup } from "../platform/backup/backup.ts";
import type { AppContext } from "../platform/context.ts";

export const BACKUP_USAGE = `Backups (D-049): the database and its media in one file.

  backup <file>                    a consistent snapshot (the server may keep running on PostgreSQL)
  restore <file> [--force]         replace all data with the backup's (--force when data exists;
                                   stop the servers first)`;

function report(verb: string, file: string, summary: BackupSummary): void {
  const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
  console.log(
    `${verb} ${file}: ${rows} rows in ${Object.keys(summary.rows).length} tables, ${summary.objects} media files`,
  );
  if (summary.missingObjects.length > 0) {
    console.warn(
      `${summary.missingObjects.length} media file(s) named by the database were not in the store:`,
    );
    for (const key of summary.missingObjects) console.warn(`  ${key}`);
  }
}

/** `npm run admin -- backup <file>` and `restore <file> [--force]`. */
export async function runBackupCommand(context: AppContext, argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { force: { type: "boolean", default: false } },
  });
  const [command, file] = positionals;
  if (!file || (command !== "backup" && command !== "restore")) {
    console.log(BACKUP_USAGE);
    return 2;
  }
  try {
    if (command === "backup")
      report("backed up to", file, await createBackup(context.db, context.storage, file));
    else
      report(
        "restored from",
        file,
        await restoreBackup(context.db, context.storage, file, { force: values.force }),
      );
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    return 1;
  }
}
