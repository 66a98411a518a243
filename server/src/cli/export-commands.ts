import { exportAccountToFile } from "../exports/index.ts";
import type { AppContext } from "../platform/context.ts";

export const EXPORT_USAGE = `Exports (D-056): everything one account owns, as the Settings → Export archive.

  export <username|email> <file.zip>   boards (secret ones too), sections, pins, images,
                                       videos, follows; corkboard.json + bookmarks.html`;

/** `npm run admin -- export <username|email> <file.zip>`. */
export async function runExportCommand(
  context: Pick<AppContext, "db" | "storage" | "config">,
  argv: string[],
  out: (line: string) => void = console.log,
  err: (line: string) => void = console.error,
): Promise<number> {
  const [, login, file] = argv;
  if (!login || !file || argv.length !== 3) {
    out(EXPORT_USAGE);
    return 2;
  }
  const summary = await exportAccountToFile(context, login, file);
  if (!summary) {
    err(`no account with username or email ${login}`);
    return 1;
  }
  out(
    `exported ${summary.username} to ${file}: ${summary.boards} boards, ${summary.pins} pins, ${summary.size} bytes`,
  );
  if (summary.missing.length > 0) {
    err(`${summary.missing.length} media file(s) named by the database were not in the store:`);
    for (const name of summary.missing) err(`  ${name}`);
  }
  return 0;
}
