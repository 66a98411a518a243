// Fails when a generated, committed file is stale (DESIGN §6): the Drizzle migrations
// against the schema, and docs/api/openapi.json against the routes' zod schemas.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { renderOpenApi } from "./openapi.ts";

const root = path.resolve(import.meta.dirname, "..");
let stale = false;

// Migrations: generate into a copy of server/drizzle; any new file means the schema moved on.
const copy = mkdtempSync(path.join(tmpdir(), "corkboard-drizzle-"));
try {
  cpSync(path.join(root, "server/drizzle"), copy, { recursive: true });
  const before = readdirSync(copy).length;
  execFileSync(
    path.join(root, "node_modules/.bin/drizzle-kit"),
    [
      "generate",
      "--dialect",
      "postgresql",
      "--schema",
      "./src/platform/db/schema/index.ts",
      "--casing",
      "snake_case",
      "--out",
      copy,
    ],
    { cwd: path.join(root, "server"), stdio: "pipe" },
  );
  if (readdirSync(copy).length !== before) {
    console.error(
      "server/drizzle is stale: run `npm run db:generate -- --name <what changed>` and commit it",
    );
    stale = true;
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}

// OpenAPI: render from the app and compare with the committed document.
const committed = readFileSync(path.join(root, "docs/api/openapi.json"), "utf8");
if ((await renderOpenApi()) !== committed) {
  console.error("docs/api/openapi.json is stale: run `npm run openapi` and commit it");
  stale = true;
}

if (stale) process.exit(1);
console.log("generated files are up to date");
