import type { AppContext } from "../platform/context.ts";
import { storeImageFiles } from "../platform/images/pipeline.ts";
import { prepareImage } from "../platform/images/prepare-image.ts";
import { DEMO_USERS } from "./demo-catalogue.ts";
import { avatarSvgs, pinImageSvgs, renderDemoImage } from "./demo-images.ts";
import { DEMO_SIZE, type DemoSeedResult } from "./demo-size.ts";
import { hasAnyUser, insertDemo, withDemoSeedLock } from "./demo-writes-repo.ts";
import { seededRandom } from "./random.ts";

export { DEMO_SIZE, type DemoSeedResult } from "./demo-size.ts";

/** The logger seedDemoIfEmpty reports to (pino's, or anything shaped like it). */
export interface SeedLog {
  info(details: object, message: string): void;
}

/**
 * Seeds the demo (people, boards with sections, 600 pins, follows) into an empty database.
 * Does nothing and returns null when any user exists. Safe when several processes start at
 * once: the writes run in one transaction under an advisory lock, and re-check emptiness.
 */
export async function seedDemoContent(
  context: Pick<AppContext, "db" | "storage">,
): Promise<DemoSeedResult | null> {
  const started = performance.now();
  if (await hasAnyUser(context.db)) return null;

  // The slow part — drawing and encoding pictures — happens before the lock, and writes
  // only content-addressed files, which a losing concurrent seeder may write harmlessly.
  const svgs = [
    ...pinImageSvgs(DEMO_SIZE.imagePool, seededRandom(1)),
    ...avatarSvgs(DEMO_USERS.length, seededRandom(2)),
  ];
  // Two jobs per core keep both cores busy without holding every bitmap at once.
  const prepared = await mapLimit(svgs, 4, async (svg) => {
    const image = await prepareImage(await renderDemoImage(svg));
    await storeImageFiles(context.storage, image);
    return image;
  });
  const poolImages = prepared.slice(0, DEMO_SIZE.imagePool);
  const avatarImages = prepared.slice(DEMO_SIZE.imagePool);

  const counts = await withDemoSeedLock(context.db, async (tx) => {
    if (await hasAnyUser(tx)) return null;
    return insertDemo(tx, poolImages, avatarImages, seededRandom(3), new Date());
  });
  return counts && { ...counts, ms: Math.round(performance.now() - started) };
}

/** App start: seeds the demo when enabled (SEED_DEMO) and the database has no users. */
export async function seedDemoIfEmpty(
  context: Pick<AppContext, "config" | "db" | "storage">,
  log: SeedLog,
): Promise<DemoSeedResult | null> {
  if (!context.config.seedDemo) return null;
  const result = await seedDemoContent(context);
  if (result) log.info({ demo: result }, `seeded demo content in ${result.ms} ms`);
  return result;
}

async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
