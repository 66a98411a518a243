import { randomInt } from "node:crypto";
import { type Browser, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { inject } from "vitest";
import { freePort } from "../../scripts/support/free-port.ts";
import { newPage } from "./browser.ts";
import { copyDataDir, removeDataDir, type ServerProcess, startServer } from "./server-process.ts";

/**
 * What a journey works with: the run's Chromium (one browser for every file, D-065; each
 * page gets a fresh context), the Corkboard server it talks to, and, on the shared server,
 * a client address of its own.
 */
export interface Journey {
  browser: Browser;
  baseUrl: string;
  /** The journey's own server, when it has one (its environment differs from the shared one). */
  server?: ServerProcess;
  /**
   * A new page in a fresh context (desktop by default) with the CSP recorder of `newPage`
   * and, on the shared server, this journey's client address (X-Forwarded-For; the shared
   * server trusts loopback as its proxy), so the per-address limits — 20 sign-ups an hour —
   * count each journey apart, as they would for people on different networks.
   */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** Closes this journey's contexts and its own server (the shared ones stay up). */
  close(): Promise<void>;
}

export interface JourneyOptions {
  /**
   * A server of the journey's own, started with this environment: for what the shared
   * server cannot be (an experiment for everyone, an identity provider, a database the
   * admin CLI wrote first). Its DATA_DIR is a copy of the run's data template unless the
   * journey gives one (`journeyDataDir`). Omitted: the run's shared server
   * (support/global-setup.ts).
   */
  ownServer?: Record<string, string>;
}

/** Connects to the run's browser and starts or finds the server the journey needs. */
export async function startJourney(options: JourneyOptions = {}): Promise<Journey> {
  const browserPromise = chromium.connect(inject("browserWsEndpoint"));
  const server = options.ownServer
    ? await startServer({ DATA_DIR: copyDataDir(inject("dataTemplate")), ...options.ownServer })
    : undefined;
  const browser = await browserPromise;
  const baseUrl = server?.baseUrl ?? inject("baseUrl");
  const addressHeaders: Record<string, string> = server ? {} : { "X-Forwarded-For": clientAddress() };
  return {
    browser,
    baseUrl,
    ...(server ? { server } : {}),
    newPage: (pageOptions = {}) =>
      newPage(browser, {
        ...pageOptions,
        extraHTTPHeaders: { ...addressHeaders, ...pageOptions.extraHTTPHeaders },
      }),
    async close() {
      // Closing a connected browser ends the connection and its contexts, not the browser.
      await browser.close();
      if (server) {
        await server.stop();
        removeDataDir(server.dataDir);
      }
    },
  };
}

/** A data dir of the journey's own (a copy of the run's template) for the admin CLI to write first. */
export function journeyDataDir(): string {
  return copyDataDir(inject("dataTemplate"));
}

/**
 * An address and port chosen before the server starts, for a journey whose identity
 * provider must know our callback URL first.
 */
export async function reserveOrigin(): Promise<{ port: string; baseUrl: string }> {
  const port = String(await freePort());
  return { port, baseUrl: `http://127.0.0.1:${port}` };
}

/** A random address in 10.0.0.0/8: two journeys of one run drawing the same is one in 16 million. */
function clientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}
