import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema and committed; the same SQL runs on PGlite
// and PostgreSQL (DESIGN §5).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/platform/db/schema/index.ts",
  out: "./drizzle",
  casing: "snake_case",
});
