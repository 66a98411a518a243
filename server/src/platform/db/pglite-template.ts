import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * A new embedded database starts from a migrated template (D-059).
 *
 * A fresh PGlite runs initdb and then every migration: about 4 s of CPU on this project's
 * 2-core machines, and the test suites open a new in-memory database in almost every file
 * (hundreds per run). The template is that same fresh, migrated database dumped once as a
 * tarball and cached on disk; a new database loads it in about a second and then runs the
 * migrator, which finds nothing to apply. Existing data directories are never touched: the
 * template only seeds a database that does not exist yet.
 *
 * The cache key covers everything the template's content depends on (the PGlite build, the
 * extensions, every migration file), so a new migration or PGlite release makes a new
 * template instead of serving a stale one.
 */

/** Where templates are cached: the project's own node_modules, not a world-writable /tmp. */
const CACHE_DIR = new URL("../../../../node_modules/.cache/corkboard", import.meta.url).pathname;

/** The template for this build, from the cache or made (and cached) by `build`. */
export async function migratedTemplate(
  migrationsFolder: string,
  extensionNames: readonly string[],
  build: () => Promise<Blob>,
): Promise<Blob> {
  const file = templateFile(migrationsFolder, extensionNames);
  const cached = readIfPresent(file);
  if (cached !== null) return new Blob([cached]);
  const template = await build();
  writeAtomically(file, new Uint8Array(await template.arrayBuffer()));
  return template;
}

/** Where the template of this migration set is cached. */
export function templateFile(migrationsFolder: string, extensionNames: readonly string[]): string {
  return path.join(CACHE_DIR, `pglite-${templateKey(migrationsFolder, extensionNames)}.tar`);
}

/** A hash of the PGlite build, the extensions and every migration file's name and content. */
export function templateKey(migrationsFolder: string, extensionNames: readonly string[]): string {
  const hash = createHash("sha256");
  hash.update(`pglite@${pgliteVersion()}\n`);
  hash.update(`extensions:${[...extensionNames].sort().join(",")}\n`);
  for (const name of listFiles(migrationsFolder)) {
    hash.update(`${name}\n`);
    hash.update(readFileSync(path.join(migrationsFolder, name)));
  }
  return hash.digest("hex").slice(0, 16);
}

/** Every file under the folder, by relative path, in a stable order. */
function listFiles(folder: string): string[] {
  const entries = readdirSync(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

function pgliteVersion(): string {
  const manifest = new URL("../../../../node_modules/@electric-sql/pglite/package.json", import.meta.url);
  try {
    return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
  } catch {
    // A layout without the hoisted package (unusual): key by nothing rather than fail; the
    // migration files still change the key.
    return "unknown";
  }
}

function readIfPresent(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
}

/**
 * Writes through a unique temporary name and a rename, so parallel test workers building
 * the same template never read a half-written file. A cache that cannot be written (a
 * read-only install) only costs the next database its initdb.
 */
function writeAtomically(file: string, bytes: Uint8Array): void {
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(partial, bytes);
    renameSync(partial, file);
  } catch {
    // Not cached; nothing else depends on it.
  }
}
