// `npm run bench [-- name…]`: runs the named benchmarks (default: those that need no
// PostgreSQL set-up). Each writes bench/results/{name}.json.
import { execFileSync } from "node:child_process";
import path from "node:path";

const available = [
  "startup",
  "first-load",
  "lighthouse",
  "browse-http",
  "login",
  "pin-save",
  "image-intake",
  "follow-feed",
  "hot-reads",
  "plan-time",
  "embedded-reads",
  "search-quality",
  "search-speed",
  "product-capture",
  "shopping-speed",
  "soak",
  "cluster",
  "import",
];
const requested = process.argv.slice(2);
const names = requested.length > 0 ? requested : ["startup", "first-load"];
for (const name of names) {
  if (!available.includes(name)) throw new Error(`unknown benchmark ${name}; one of ${available.join(", ")}`);
  console.log(`\n== ${name}`);
  execFileSync(process.execPath, [path.join(import.meta.dirname, `${name}.ts`)], { stdio: "inherit" });
}
