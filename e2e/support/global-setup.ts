import type { TestProject } from "vitest/node";
import { removeDataDir, startServer } from "./server-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts one server for every journey and stops it at the end. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide("baseUrl", server.baseUrl);
  return async () => {
    await server.stop();
    removeDataDir(server.dataDir);
  };
}
