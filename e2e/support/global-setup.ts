import type { TestProject } from "vitest/node";
import { launchBrowserServer } from "./browser.ts";
import { copyDataDir, removeDataDir, startServer } from "./server-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    browserWsEndpoint: string;
    /** A stopped server's data dir (migrated, demo content) that journeys' own servers copy. */
    dataTemplate: string;
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

/**
 * Starts one Chromium and one server for every journey and stops them at the end. The
 * server's first start creates the database and its demo content once; stopped, its data
 * dir is the template that the shared server and every journey's own server start from
 * a copy of (D-065).
 */
export default async function setup(project: TestProject) {
  const browserStarting = launchBrowserServer();
  const first = await startServer();
  await first.stop();
  const template = first.dataDir;
  const [server, browser] = await Promise.all([
    startServer({ ...SHARED_SERVER_ENV, DATA_DIR: copyDataDir(template) }),
    browserStarting,
  ]);
  project.provide("baseUrl", server.baseUrl);
  project.provide("browserWsEndpoint", browser.wsEndpoint());
  project.provide("dataTemplate", template);
  return async () => {
    await browser.close();
    await server.stop();
    removeDataDir(server.dataDir);
    removeDataDir(template);
  };
}
