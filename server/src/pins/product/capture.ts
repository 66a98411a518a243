import type { FastifyBaseLogger } from "fastify";
import type { Executor } from "../../platform/db/index.ts";
import { safeFetch } from "../../platform/fetch/index.ts";
import { fillProductData } from "./product-repo.ts";
import { NO_PRODUCT, readProduct } from "./read-product.ts";

const PAGE_MAX_BYTES = 3 * 1024 * 1024;
const PAGE_TIMEOUT_MS = 8_000;
/** Pages read at once; the rest wait. A save never waits for its page. */
const CONCURRENCY = 2;
/** Pages waiting at most; beyond, a save's page is not read (its product data can be edited). */
const QUEUE_MAX = 500;

/**
 * Reads the product data of the page a pin was saved from (IMPL-036, D-034) after the save
 * answered, in the background of this process: the page through the SSRF-safe fetcher,
 * parsed by `readProduct`, stored unless the pin has product data already. A failure
 * (unreachable, not HTML, no product) leaves the pin as it was.
 */
export class ProductCapture {
  readonly #db: Executor;
  readonly #allowPrivate: boolean | readonly string[];
  readonly #log: FastifyBaseLogger;
  readonly #queue: { pinId: string; url: string }[] = [];
  #running = 0;
  #idle: (() => void)[] = [];

  constructor(db: Executor, allowPrivate: boolean | readonly string[], log: FastifyBaseLogger) {
    this.#db = db;
    this.#allowPrivate = allowPrivate;
    this.#log = log;
  }

  /** Reads the pin's page when a worker is free. */
  schedule(pinId: string, url: string): void {
    if (this.#queue.length >= QUEUE_MAX) {
      this.#log.warn({ pin_id: pinId }, "product capture queue full; page not read");
      return;
    }
    this.#queue.push({ pinId, url });
    this.#next();
  }

  /** Resolves when no page is being read or waiting (shutdown, tests). */
  idle(): Promise<void> {
    if (this.#running === 0 && this.#queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  #next(): void {
    while (this.#running < CONCURRENCY) {
      const job = this.#queue.shift();
      if (!job) break;
      this.#running++;
      void this.#capture(job.pinId, job.url).finally(() => {
        this.#running--;
        this.#next();
        if (this.#running === 0 && this.#queue.length === 0)
          for (const resolve of this.#idle.splice(0)) resolve();
      });
    }
  }

  async #capture(pinId: string, url: string): Promise<void> {
    try {
      const page = await safeFetch(url, {
        maxBytes: PAGE_MAX_BYTES,
        timeoutMs: PAGE_TIMEOUT_MS,
        allowPrivate: this.#allowPrivate,
        accept: "text/html,application/xhtml+xml",
      });
      if (!/html/i.test(page.contentType ?? "")) return;
      const product = readProduct(page.body.toString("utf8"));
      if (JSON.stringify(product) === JSON.stringify(NO_PRODUCT)) return;
      await fillProductData(this.#db, pinId, product);
    } catch (error) {
      // The page is someone else's: unreachable or refused is expected, and says nothing of ours.
      this.#log.info(
        { pin_id: pinId, err: error instanceof Error ? error.message : String(error) },
        "product page not read",
      );
    }
  }
}
