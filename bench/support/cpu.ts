import { readdirSync, readFileSync } from "node:fs";

/** CPU seconds (user + system) used so far by the processes a benchmark involves. */
export interface CpuTotals {
  server: number;
  /** Every process named postgres on this machine (0 when PostgreSQL runs elsewhere). */
  postgres: number;
  /** This process: the load generator. */
  load: number;
}

/** CPU milliseconds per request, by process, over one load run. */
export type CpuPerRequest = Record<keyof CpuTotals, number>;

// /proc/{pid}/stat counts in clock ticks; 100 per second on Linux.
const TICKS_PER_SECOND = 100;

/**
 * The CPU seconds the server (`serverPid`), PostgreSQL and this process have used, from
 * /proc: the figure that tells whether a request got cheaper when the host's speed drifts
 * between runs. Null off Linux.
 */
export function cpuTotals(serverPid: number): CpuTotals | null {
  let entries: string[];
  try {
    entries = readdirSync("/proc").filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  const totals: CpuTotals = { server: 0, postgres: 0, load: 0 };
  for (const pid of entries) {
    const stat = processStat(pid);
    if (!stat) continue;
    if (Number(pid) === serverPid) totals.server += stat.seconds;
    else if (Number(pid) === process.pid) totals.load += stat.seconds;
    else if (stat.name.startsWith("postgres")) totals.postgres += stat.seconds;
  }
  return totals;
}

/** CPU ms per request between two readings, or null when either is missing. */
export function cpuPerRequest(
  before: CpuTotals | null,
  after: CpuTotals | null,
  requests: number,
): CpuPerRequest | null {
  if (!before || !after || requests <= 0) return null;
  const perRequest = (key: keyof CpuTotals) => round3(((after[key] - before[key]) * 1000) / requests);
  return { server: perRequest("server"), postgres: perRequest("postgres"), load: perRequest("load") };
}

function processStat(pid: string): { name: string; seconds: number } | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null; // gone since the listing
  }
  // The name is in parentheses and may hold spaces; utime and stime are the 12th and 13th
  // fields after it.
  const close = stat.lastIndexOf(")");
  const fields = stat.slice(close + 2).split(" ");
  return {
    name: stat.slice(stat.indexOf("(") + 1, close),
    seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
  };
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
