import { parseArgs } from "node:util";
import { analyze, insertBulkPins, seedDemoContent } from "../demo/index.ts";
import { forgetAllFeeds } from "../follows/index.ts";
import { loadConfig } from "../platform/config/config.ts";
import { openDatabase } from "../platform/db/database.ts";
import { createStorage } from "../platform/storage/index.ts";

const USAGE = `Usage: npm run seed -- [--pins N] [--batch N] [--days N]

Seeds the demo content into an empty database, then adds N pins for benchmarks.
Uses DATABASE_URL (PostgreSQL) when set, else the embedded database in ./data
(stop the server first: the embedded database has one writer).

  --pins N    pins to add on top of the demo (default 0)
  --batch N   pins per INSERT statement (default 100000)
  --days N    spread created_at over the last N days (default 365)`;

/** `npm run seed`: demo content plus N bulk pins (bench/ data generator). */
export async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      pins: { type: "string", default: "0" },
      batch: { type: "string", default: "100000" },
      days: { type: "string", default: "365" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const pins = wholeNumber("--pins", values.pins);
  const batchSize = Math.max(1, wholeNumber("--batch", values.batch));
  const spanDays = Math.max(1, wholeNumber("--days", values.days));

  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    const context = { db: database.db, storage: createStorage(config) };
    const demo = await seedDemoContent(context);
    console.log(demo ? `demo content seeded in ${demo.ms} ms` : "demo content: already there (users exist)");
    if (pins === 0) return;

    const number = new Intl.NumberFormat("en");
    await insertBulkPins(database.db, {
      pins,
      batchSize,
      spanDays,
      onBatch: ({ batch, batches, inserted, ms }) => {
        const rate = Math.round(inserted / Math.max(ms / 1000, 0.001));
        console.log(
          `batch ${batch}/${batches}: ${number.format(inserted)} pins in ${(ms / 1000).toFixed(1)} s (${number.format(rate)}/s)`,
        );
      },
    });
    // Bulk pins are not saved one by one, so nothing fanned them out: every materialised
    // followed feed is dropped, each rebuilt (with them) on its viewer's next read (D-069).
    await forgetAllFeeds(database.db);
    const analyzeStarted = performance.now();
    await analyze(database.db);
    console.log(`analyze: ${((performance.now() - analyzeStarted) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

function wholeNumber(name: string, value: string): number {
  const parsed = Number(value.replaceAll("_", ""));
  if (!Number.isSafeInteger(parsed) || parsed < 0)
    throw new RangeError(`${name} must be a whole number, got ${value}`);
  return parsed;
}

if (import.meta.main) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
