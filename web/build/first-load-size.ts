/**
 * Reports the compressed size of the JS and CSS a first visit downloads for each page:
 * the entry, the page's lazy chunk, and everything they import statically, with their
 * CSS. Run after `vite build`: `npm run size -w web`. Browsers receive the brotli files
 * that scripts/precompress.ts writes (bench/first-load.ts measures that transfer), so the
 * budget applies to brotli; gzip is shown for clients without it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const BUDGET_BYTES = 100 * 1024;
const PAGES: Record<string, string> = {
  home: "src/feed/home-page.tsx",
  pin: "src/pins/pin-page.tsx",
  profile: "src/profiles/profile-page.tsx",
  board: "src/boards/board-page.tsx",
  login: "src/auth/auth-page.tsx",
};

const dist = join(import.meta.dirname, "..", "dist");
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8")) as Record<
  string,
  ManifestChunk
>;

function filesOf(keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

const gzipSize = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const brotliSize = (file: string) =>
  brotliCompressSync(readFileSync(join(dist, file)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
const sum = (files: string[], size: (file: string) => number) =>
  files.reduce((total, file) => total + size(file), 0);
const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error("No entry chunk in the manifest; build with build.manifest enabled.");

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
let over = false;
for (const [page, source] of Object.entries(PAGES)) {
  const files = [...filesOf([entry, source])];
  const js = files.filter((file) => file.endsWith(".js"));
  const css = files.filter((file) => file.endsWith(".css"));
  const gzip = { js: sum(js, gzipSize), css: sum(css, gzipSize) };
  const brotli = { js: sum(js, brotliSize), css: sum(css, brotliSize) };
  over ||= brotli.js + brotli.css > BUDGET_BYTES;
  console.log(
    `${page.padEnd(8)} brotli ${kb(brotli.js + brotli.css)} KB (JS ${kb(brotli.js)} + CSS ${kb(brotli.css)})` +
      ` · gzip ${kb(gzip.js + gzip.css)} KB (JS ${kb(gzip.js)} + CSS ${kb(gzip.css)}) · ${files.length} files`,
  );
}
// The sign-in pages do without the data layer (docs/ARCHITECTURE.md, "The web app"): a
// shared module that reads through TanStack Query, left in "common", would bring it back.
const signInFiles = filesOf([entry, PAGES.login ?? ""]);
const dataLayer = [...signInFiles].filter((file) => /^assets\/query-/.test(file));
if (dataLayer.length > 0) {
  console.error(
    `The sign-in page's first load holds the data layer (${dataLayer.join(", ")}): see SCREEN_ONLY in web/build/plugins.ts.`,
  );
  process.exitCode = 1;
}
if (over) {
  console.error(`Over the first-load budget of ${BUDGET_BYTES / 1024} KB (brotli).`);
  process.exitCode = 1;
}
