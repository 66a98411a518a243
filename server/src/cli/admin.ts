import { parseArgs } from "node:util";
import { type AccountState, type DeactivationReason, listAccounts, setAccountState } from "../auth/index.ts";
import { loadConfig } from "../platform/config/config.ts";
import { createContext } from "../platform/create-context.ts";
import { openDatabase } from "../platform/db/database.ts";
import { ADVISORY_USAGE, runAdvisoryCommand } from "./advisory-commands.ts";
import { BACKUP_USAGE, runBackupCommand } from "./backup-commands.ts";
import { EXPORT_USAGE, runExportCommand } from "./export-commands.ts";
import { IMPORT_USAGE, runImportCommand } from "./import-commands.ts";
import { JOBS_USAGE, runJobsCommand } from "./jobs-commands.ts";
import { runSsoCommand, SSO_USAGE } from "./sso-commands.ts";

const USAGE = `Usage: npm run admin -- <command> [args]

Account states (IMPL-015). Uses DATABASE_URL when set, else the embedded database in
./data (stop the server first: the embedded database has one writer).

  list [--state S] [--limit N]     accounts, newest first
  suspend <email>                  refuse log-in; end every session
  soft-ban <email>                 end every session and mail a password-reset link
  deactivate <email> [--reason R]  R: community_guidelines | unusual_activity | user_request
  activate <email>                 back to active

${ADVISORY_USAGE}

${BACKUP_USAGE}

${EXPORT_USAGE}

${SSO_USAGE}

${JOBS_USAGE}

${IMPORT_USAGE}`;

const COMMAND_STATES: Record<string, AccountState> = {
  suspend: "suspended",
  "soft-ban": "soft_banned",
  deactivate: "deactivated",
  activate: "active",
};
const REASONS = new Set(["community_guidelines", "unusual_activity", "user_request"]);
const STATES = new Set(["active", "suspended", "soft_banned", "deactivated"]);

/** `npm run admin`: list accounts and set their states; manage advisories. */
export async function main(argv: string[]): Promise<number> {
  if (argv[0] === "advisory") return withDatabase((context) => runAdvisoryCommand(context.db, argv.slice(1)));
  if (argv[0] === "backup" || argv[0] === "restore")
    return withDatabase((context) => runBackupCommand(context, argv));
  if (argv[0] === "export") return withDatabase((context) => runExportCommand(context, argv));
  if (argv[0] === "sso") return withDatabase((context) => runSsoCommand(context.db, argv.slice(1)));
  if (argv[0] === "jobs") return withDatabase((context) => runJobsCommand(context.jobs, argv.slice(1)));
  if (argv[0] === "import") return withDatabase((context) => runImportCommand(context, argv.slice(1)));
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      state: { type: "string" },
      reason: { type: "string", default: "community_guidelines" },
      limit: { type: "string", default: "100" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const [command, email] = positionals;
  const listing = command === "list";
  const targetState = command ? COMMAND_STATES[command] : undefined;
  if (values.help || (!listing && (!targetState || !email))) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  if (values.state && !STATES.has(values.state)) return fail(`unknown state: ${values.state}`);
  if (!REASONS.has(values.reason)) return fail(`unknown reason: ${values.reason}`);

  return withDatabase(async (context) => {
    if (listing) {
      const rows = await listAccounts(
        context,
        values.state as AccountState | undefined,
        Number(values.limit) || 100,
      );
      for (const row of rows) console.log(`${row.id}\t${row.state}\t${row.username}\t${row.email ?? ""}`);
      return 0;
    }
    const change = await setAccountState(
      context,
      email ?? "",
      targetState ?? "active",
      values.reason as DeactivationReason,
    );
    if (!change) return fail(`no account with email ${email}`);
    console.log(`${change.email}: ${change.state}; ${change.sessionsEnded} session(s) ended`);
    if (change.resetMailed) {
      console.log(
        context.mailer.outbox
          ? "reset link: no SMTP_URL configured, so the owner must use “Forgot your password?”"
          : "reset link queued: a running server mails it",
      );
    }
    return 0;
  });
}

/** Runs `work` on the configured database and closes it. */
async function withDatabase(work: (context: Awaited<ReturnType<typeof createContext>>) => Promise<number>) {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  // Jobs this command makes (a reset mail) are stored for the servers; none run here (D-048).
  const context = await createContext(config, database, undefined, { log: CLI_LOG, work: false });
  try {
    return await work(context);
  } finally {
    await context.close();
    await database.close();
  }
}

/** Background warnings of the command, on stderr. */
const CLI_LOG = {
  info() {},
  warn: (details: object, message: string) => console.error(message, details),
  error: (details: object, message: string) => console.error(message, details),
};

function fail(message: string): number {
  console.error(message);
  return 1;
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
