import type { TestProject } from "vitest/node";
import { launchBrowserServer } from "./browser.ts";
import { removeDataDir, startServer } from "./server-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    browserWsEndpoint: string;
  }
}

/**
 * The shared server's environment beyond the defaults. Journeys count apart by their own
 * client address (support/journey.ts sends X-Forwarded-For; loopback is the trusted proxy),
 * so the per-address limits stay real. Its page and image fetches may reach loopback (the
 * journeys' test sites), and promoting needs no account age (accounts are minutes old).
 */
const SHARED_SERVER_ENV = {
  TRUST_PROXY: "127.0.0.1",
  FETCH_ALLOW_PRIVATE: "true",
  PROMOTE_MIN_ACCOUNT_AGE_DAYS: "0",
};

/** Starts one server and one Chromium for every journey and stops them at the end. */
export default async function setup(project: TestProject) {
  const [server, browser] = await Promise.all([startServer(SHARED_SERVER_ENV), launchBrowserServer()]);
  project.provide("baseUrl", server.baseUrl);
  project.provide("browserWsEndpoint", browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.stop();
    removeDataDir(server.dataDir);
  };
}
