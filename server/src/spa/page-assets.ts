import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The page modules the server names in a shell, by the source path Vite's manifest keys them. */
export const PAGE_MODULES = {
  home: ["src/feed/home-page.tsx"],
  pin: ["src/pins/pin-page.tsx"],
  board: ["src/boards/board-page.tsx", "src/app/user-path-guard.tsx"],
  profile: ["src/profiles/profile-page.tsx", "src/app/user-path-guard.tsx"],
} as const;

/** A kind of page whose shell the server fills in. */
export type PageKind = keyof typeof PAGE_MODULES;

/** The chunks a page loads after the entry: scripts to modulepreload, stylesheets to preload. */
export interface PageAssets {
  scripts: string[];
  styles: string[];
}

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const NONE: PageAssets = { scripts: [], styles: [] };

/**
 * Reads the build's manifest (web/dist/.vite/manifest.json) once, and answers each page
 * kind's chunks: the page module, what it imports, and the data layer's chunk (every data
 * page loads it beside the page, see web lazyDataPage), less what the entry already loads.
 * Named in the shell, they download with the entry instead of after it has run.
 */
export function loadPageAssets(dist: string | null): (kind: PageKind) => PageAssets {
  const manifest = readManifest(dist);
  if (!manifest) return () => NONE;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const inEntry = new Set<string>();
  collect(manifest, entryKey ? [entryKey] : [], inEntry);
  const queryKey = Object.keys(manifest).find((key) => manifest[key]?.name === "query");
  const byKind = new Map<PageKind, PageAssets>();
  for (const kind of Object.keys(PAGE_MODULES) as PageKind[]) {
    const keys = new Set<string>();
    collect(manifest, [...PAGE_MODULES[kind], ...(queryKey ? [queryKey] : [])], keys);
    const chunks = [...keys].filter((key) => !inEntry.has(key)).map((key) => manifest[key] as ManifestChunk);
    const entryCss = new Set([...inEntry].flatMap((key) => manifest[key]?.css ?? []));
    byKind.set(kind, {
      scripts: chunks.map((chunk) => `/${chunk.file}`),
      styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))]
        .filter((css) => !entryCss.has(css))
        .map((css) => `/${css}`),
    });
  }
  return (kind) => byKind.get(kind) ?? NONE;
}

/**
 * The chunk of a language's strings (web/src/platform/i18n/locale.ts imports
 * core/src/messages/{locale}.ts lazily), to modulepreload in that language's shells so the
 * first render does not wait for the entry to ask for it (D-036). None for English.
 */
export function loadLocaleAssets(dist: string | null): (locale: string) => string[] {
  const manifest = readManifest(dist);
  return (locale) => {
    const chunk = manifest?.[`../core/src/messages/${locale}.ts`];
    return chunk ? [`/${chunk.file}`] : [];
  };
}

function readManifest(dist: string | null): Record<string, ManifestChunk> | null {
  const file = dist ? path.join(dist, ".vite", "manifest.json") : null;
  if (!file || !existsSync(file)) return null;
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestChunk>;
}

/** Adds `keys` and everything they import statically to `into`. */
function collect(manifest: Record<string, ManifestChunk>, keys: readonly string[], into: Set<string>): void {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) continue;
    into.add(key);
    collect(manifest, chunk.imports ?? [], into);
  }
}
