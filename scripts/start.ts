// `npm start`: builds the web app when its build is missing or older than its sources,
// then starts the server in this process (embedded PGlite in ./data by default).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { loadStartOptions } from "../server/src/platform/config/config.ts";

const root = path.resolve(import.meta.dirname, "..");
const shell = path.join(root, "web/dist/index.html");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [path.join(root, "web/src"), path.join(root, "web/index.html"), path.join(root, "core/src")];
const stale =
  !existsSync(shell) ||
  sources.some(
    (source) =>
      existsSync(source) &&
      (statSync(source).isDirectory() ? newestMtime(source) : statSync(source).mtimeMs) >
        statSync(shell).mtimeMs,
  );
if (stale && !loadStartOptions().skipWebBuild) {
  console.log("Building the web app…");
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
}

await import("../server/src/main.ts");
