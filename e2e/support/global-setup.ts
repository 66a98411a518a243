import type { TestProject } from "vitest/node";
import { DATA_TEMPLATE_ENV, removeDataDir, startServer } from "./server-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Makes the run's data template — a server's first start creates the database and the demo
 * content, then stops — and starts, from a copy of it, the one server every journey without
 * a server of its own uses. Journeys' own servers start from copies too (startServer), and
 * the test workers, forked after this, inherit the template's path in their environment.
 */
export default async function setup(project: TestProject) {
  const first = await startServer();
  await first.stop();
  process.env[DATA_TEMPLATE_ENV] = first.dataDir;
  const server = await startServer();
  project.provide("baseUrl", server.baseUrl);
  return async () => {
    await server.stop();
    removeDataDir(server.dataDir);
    removeDataDir(first.dataDir);
  };
}
