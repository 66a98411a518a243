import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { Executor } from "../../platform/db/index.ts";
import { safeFetch } from "../../platform/fetch/index.ts";
import type { JobKind, Jobs } from "../../platform/jobs/index.ts";
import { fillProductData } from "./product-repo.ts";
import { NO_PRODUCT, readProduct } from "./read-product.ts";

const PAGE_MAX_BYTES = 3 * 1024 * 1024;
const PAGE_TIMEOUT_MS = 8_000;
/** Pages read at once by each process; the rest wait in the queue. A save never waits for its page. */
const CONCURRENCY = 2;

const capturePayload = z.object({ pinId: z.string().min(1), url: z.string().min(1) });

/**
 * Reads the product data of the page a pin was saved from (IMPL-036, D-034) after the save
 * answered, as a background job (D-048): the page through the SSRF-safe fetcher, parsed by
 * `readProduct`, stored unless the pin has product data already. A page that cannot be read
 * (unreachable, not HTML, no product) leaves the pin as it was and is not retried — it is
 * someone else's; a failure of ours (the database) is retried.
 */
export class ProductCapture {
  readonly #jobs: Jobs;
  readonly #log: FastifyBaseLogger;
  readonly #kind: JobKind<z.input<typeof capturePayload>>;

  constructor(jobs: Jobs, db: Executor, allowPrivate: boolean | readonly string[], log: FastifyBaseLogger) {
    this.#jobs = jobs;
    this.#log = log;
    this.#kind = jobs.define(
      "pin-product-capture",
      async ({ pinId, url }) => {
        const product = await readPage(pinId, url, allowPrivate, log);
        if (product) await fillProductData(db, pinId, product);
      },
      {
        payload: capturePayload,
        retryLimit: 2,
        timeoutMs: 30_000,
        concurrency: CONCURRENCY,
        oneQueuedPerKey: true,
      },
    );
  }

  /** Queues the reading of the pin's page (once per pin while one waits). */
  schedule(pinId: string, url: string): void {
    this.#jobs.enqueue(this.#kind, { pinId, url }, { singletonKey: pinId }).catch((error: unknown) => {
      this.#log.warn({ pin_id: pinId, err: error }, "product capture not queued; page not read");
    });
  }
}

async function readPage(
  pinId: string,
  url: string,
  allowPrivate: boolean | readonly string[],
  log: FastifyBaseLogger,
): Promise<ReturnType<typeof readProduct> | null> {
  try {
    const page = await safeFetch(url, {
      maxBytes: PAGE_MAX_BYTES,
      timeoutMs: PAGE_TIMEOUT_MS,
      allowPrivate,
      accept: "text/html,application/xhtml+xml",
    });
    if (!/html/i.test(page.contentType ?? "")) return null;
    const product = readProduct(page.body.toString("utf8"));
    return JSON.stringify(product) === JSON.stringify(NO_PRODUCT) ? null : product;
  } catch (error) {
    // The page is someone else's: unreachable or refused is expected, and says nothing of ours.
    log.info(
      { pin_id: pinId, err: error instanceof Error ? error.message : String(error) },
      "product page not read",
    );
    return null;
  }
}
