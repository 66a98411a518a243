import type { FastifyInstance } from "fastify";
import type { FeatureDeps } from "../platform/feature.ts";
import { registerSpa, type SpaServices } from "./spa.ts";

/** What the SPA is registered with. */
export interface SpaDeps extends FeatureDeps {
  services: SpaServices;
}

/** Serves the built web app, its shell and assets; registered last (it answers every other GET). */
export async function register(app: FastifyInstance, { context, services }: SpaDeps): Promise<void> {
  await registerSpa(app, context, services);
}
