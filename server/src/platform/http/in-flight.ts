import type { FastifyInstance } from "fastify";

/**
 * Counts the requests being handled, so shutdown can wait for them before closing the
 * database: Fastify stops taking new requests on close (answering 503), but its onClose
 * hooks may run while handlers still query — they would fail on a closed pool.
 */
export function trackInFlight(app: FastifyInstance): { drained(timeoutMs: number): Promise<void> } {
  let inFlight = 0;
  app.addHook("onRequest", async () => {
    inFlight++;
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
  };
  app.addHook("onResponse", async () => done());
  // Fastify wants exactly one parameter on an async onRequestAbort hook.
  app.addHook("onRequestAbort", async (_request) => done());
  return {
    async drained(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    },
  };
}
