import type { FastifyInstance } from "fastify";
import type { AppContext } from "../platform/context.ts";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * From now on `/readyz` answers 503 while everything else is still served, so a balancer
     * takes this process out before it stops listening (main.ts on SIGTERM, D-052).
     */
    startDraining(): void;
  }
}

/**
 * Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the database
 * answers and the server is not draining). Load balancers use the second.
 */
export function registerHealthRoutes(app: FastifyInstance, context: AppContext): void {
  let draining = false;
  app.decorate("startDraining", () => {
    draining = true;
  });
  app.addHook("preClose", async () => {
    draining = true;
  });
  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));
  app.get("/readyz", { schema: { hide: true } }, async (_request, reply) => {
    if (draining) return reply.status(503).send({ status: "draining" });
    try {
      await context.database.ping();
      return { status: "ready", database: context.database.kind, storage: context.storage.kind };
    } catch (error) {
      app.log.warn({ err: error }, "readiness check failed");
      return reply.status(503).send({ status: "database unavailable" });
    }
  });
}
