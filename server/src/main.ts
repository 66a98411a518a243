import { buildApp } from "./app.ts";
import { loadConfig } from "./platform/config/index.ts";

// Starts Corkboard: builds the app, listens, and drains gracefully on SIGTERM/SIGINT
// (/readyz turns 503, SHUTDOWN_DELAY_MS passes, in-flight requests finish, then the database
// closes).
function cannotStart(error: unknown): never {
  // No logger exists yet when the configuration or the database fails: say what is wrong
  // in one line (a data directory that cannot be written names itself, issue 18).
  process.stderr.write(
    `Corkboard could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  cannotStart(error);
}
const app = await buildApp(config).catch(cannotStart);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal, delayMs: config.shutdownDelayMs }, "shutting down");
  // Not ready from now on; still serving until the balancer has noticed (D-052).
  app.startDraining();
  if (config.shutdownDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
  const force = setTimeout(() => {
    app.log.error("shutdown timed out; exiting");
    process.exit(1);
  }, 15_000);
  force.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, "error during shutdown");
    process.exit(1);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

try {
  await app.listen(config.listen);
} catch (error) {
  app.log.error({ err: error }, "could not start");
  process.exit(1);
}
