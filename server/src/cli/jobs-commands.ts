import type { Jobs } from "../platform/jobs/index.ts";

/** The job commands' usage, part of `npm run admin -- --help`. */
export const JOBS_USAGE = `Background jobs (D-048): jobs out of retries wait in a failed list for 30 days.

  jobs failed [--limit N]         failed jobs, oldest first: id, kind, time, retries, last error
  jobs retry <id>...              queue these failed jobs again (a running server takes them)
  jobs retry --all                queue every failed job again`;

type Out = (line: string) => void;

/** Runs `jobs <command> …` against the queue; answers the exit code. */
export async function runJobsCommand(
  jobs: Pick<Jobs, "failed" | "retry">,
  args: string[],
  out: Out = console.log,
  err: Out = console.error,
): Promise<number> {
  const [command, ...rest] = args;
  if (command === "failed") {
    const limitAt = rest.indexOf("--limit");
    const limit = limitAt >= 0 ? Number(rest[limitAt + 1]) : 1000;
    if (!Number.isInteger(limit) || limit < 1) {
      err("--limit takes a whole number above 0");
      return 2;
    }
    const failed = await jobs.failed(limit);
    for (const job of failed)
      out(
        `${job.id}\t${job.name}\t${job.failedAt.toISOString()}\t${job.retryCount} retries\t${oneLine(job.error)}`,
      );
    out(`${failed.length} failed job(s)`);
    return 0;
  }
  if (command === "retry" && rest.length > 0) {
    const all = rest.length === 1 && rest[0] === "--all";
    if (!all && rest.some((id) => id.startsWith("-"))) {
      err(JOBS_USAGE);
      return 2;
    }
    const moved = await jobs.retry(all ? undefined : rest);
    out(`${moved} job(s) queued again`);
    if (!all && moved < rest.length) {
      err(`${rest.length - moved} id(s) not in the failed list`);
      return 1;
    }
    return 0;
  }
  err(JOBS_USAGE);
  return 2;
}

/** An error message on one line of the listing (tabs and newlines would break its columns). */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim().slice(0, 300);
}
