import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { startTcpProxy } from "../../test/tcp-proxy.ts";
import { toAppError } from "../http/envelope-plugin.ts";
import { openDatabase } from "./database.ts";
import { isDatabaseUnavailable } from "./pg-errors.ts";

/** A real connection error: a PostgreSQL client dialling a port nothing listens on. */
async function refusedConnection(): Promise<unknown> {
  const proxy = await startTcpProxy({ host: "127.0.0.1", port: 9 });
  const port = proxy.port;
  await proxy.close();
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", connectionTimeoutMillis: 2_000 });
  return client.connect().then(
    () => new Error("connected to a closed port"),
    (error: unknown) => error,
  );
}

describe("the database going away (issue 18, adversary item 4)", () => {
  it("a refused connection, a terminated backend and a lost connection are UNAVAILABLE 503, not INTERNAL", async () => {
    const refused = await refusedConnection();
    expect(isDatabaseUnavailable(refused)).toBe(true);
    const terminated = Object.assign(new Error("terminating connection due to administrator command"), {
      code: "57P01",
    });
    // Drizzle wraps the driver's error; the code is found at any depth.
    const wrapped = new Error("Failed query: select 1", { cause: terminated });
    for (const error of [refused, wrapped, new Error("Connection terminated unexpectedly")]) {
      const appError = toAppError(error);
      expect(appError.code).toBe("UNAVAILABLE");
      expect(appError.httpStatus).toBe(503);
    }
    // A bad value is still the client's input, and a bug is still INTERNAL.
    expect(toAppError(Object.assign(new Error("invalid input syntax"), { code: "22P02" })).code).toBe(
      "INVALID_INPUT",
    );
    expect(toAppError(new TypeError("x is undefined")).code).toBe("INTERNAL");
  });

  it("a data directory that cannot be written is said in words, naming the directory", async () => {
    // Below a regular file nothing can be created, whoever runs the test (root included,
    // which a read-only mode would not stop).
    const file = path.join(mkdtempSync(path.join(tmpdir(), "corkboard-file-")), "not-a-directory");
    writeFileSync(file, "");
    const dataDir = path.join(file, "data");
    await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toThrow(
      `The data directory ${dataDir} cannot be written (ENOTDIR)`,
    );
  });
});
