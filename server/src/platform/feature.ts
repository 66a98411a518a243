import type { FastifyInstance } from "fastify";
import type { AppContext } from "./context.ts";
import type { ImageUrls } from "./images/image-urls.ts";

/**
 * What every feature's `register` receives (DESIGN §6, one feature shape): the app's
 * context and the image URL builder. A feature that needs another feature's service gets
 * it as an extra field of its own deps type, wired by the composition root
 * (server/src/features.ts) — a feature never builds another feature's internals, and
 * platform never imports a feature.
 */
export interface FeatureDeps {
  context: AppContext;
  urls: ImageUrls;
}

/** The one shape of a feature's entry point: `export function register(app, deps)`. */
export type RegisterFeature<Deps extends FeatureDeps = FeatureDeps> = (
  app: FastifyInstance,
  deps: Deps,
) => void | Promise<void>;
