// The reference for the HTTP benchmarks: a bare Fastify route on the same machine, answering
// a small JSON object with no database, no validation and no envelope.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/bare", async () => ({ hello: "world" }));
app.get("/healthz", async () => ({ status: "ok" }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? "127.0.0.1" });
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
