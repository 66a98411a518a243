import type { Executor } from "../platform/db/index.ts";
import { escapeHtml } from "../platform/html/escape-html.ts";
import { countSitemapRows, findPageStarts, findSitemapRows, type SitemapKind } from "./repo.ts";

/** Entries per sitemap file: the protocol allows 50,000; smaller files answer faster. */
export const URLS_PER_FILE = 10_000;
/** How long a process keeps `/sitemap.xml` (the counts and file boundaries take a scan). */
const INDEX_TTL_MS = 10 * 60 * 1000;
const KINDS: readonly SitemapKind[] = ["profiles", "boards", "pins"];
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** True when `value` names a kind of sitemap file. */
export function isSitemapKind(value: string): value is SitemapKind {
  return (KINDS as readonly string[]).includes(value);
}

interface Entry {
  path: string;
  lastmod?: string;
}

/**
 * The sitemap (sitemaps.org protocol 0.9) of what anyone may see: the home page, active users'
 * profiles, their public boards and those boards' pins. Small sites get one file; past
 * `perFile` entries `/sitemap.xml` is an index of files, each one keyset page of a kind
 * (`/sitemaps/{kind}/{after id}.xml`), so no file and no query grows with the site.
 */
export class SitemapService {
  readonly #db: Executor;
  readonly #origin: string;
  readonly #perFile: number;
  #index: { xml: Promise<string>; expiresAt: number } | null = null;

  constructor(db: Executor, origin: string, perFile: number = URLS_PER_FILE) {
    this.#db = db;
    this.#origin = origin;
    this.#perFile = perFile;
  }

  /** `/sitemap.xml`: every entry when they fit one file, else the index of files. */
  async root(): Promise<string> {
    const now = Date.now();
    if (!this.#index || this.#index.expiresAt <= now) {
      const xml = this.#buildRoot();
      this.#index = { xml, expiresAt: now + INDEX_TTL_MS };
      // A failure is not kept: the next request tries again.
      xml.catch(() => {
        this.#index = null;
      });
    }
    return this.#index.xml;
  }

  /** One file of the index: up to `perFile` entries of `kind` after the id `after`. */
  async page(kind: SitemapKind, after: string): Promise<string> {
    const rows = await findSitemapRows(this.#db, kind, after, this.#perFile);
    const home: Entry[] = kind === "profiles" && after === "0" ? [{ path: "/" }] : [];
    return this.#urlset([...home, ...rows]);
  }

  async #buildRoot(): Promise<string> {
    const counts = await countSitemapRows(this.#db);
    const total = KINDS.reduce((sum, kind) => sum + counts[kind], 0);
    if (total + 1 <= this.#perFile) {
      const entries: Entry[] = [{ path: "/" }];
      for (const kind of KINDS) entries.push(...(await findSitemapRows(this.#db, kind, "0", this.#perFile)));
      return this.#urlset(entries);
    }
    const files: string[] = [];
    for (const kind of KINDS) {
      if (counts[kind] === 0 && kind !== "profiles") continue;
      for (const start of await findPageStarts(this.#db, kind, this.#perFile))
        files.push(
          `<sitemap><loc>${escapeHtml(`${this.#origin}/sitemaps/${kind}/${start}.xml`)}</loc></sitemap>`,
        );
    }
    return `${XML_HEAD}<sitemapindex ${NS}>\n${files.join("\n")}\n</sitemapindex>\n`;
  }

  #urlset(entries: readonly Entry[]): string {
    const urls = entries.map(({ path, lastmod }) => {
      const loc = `<loc>${escapeHtml(`${this.#origin}${path}`)}</loc>`;
      return `<url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
    });
    return `${XML_HEAD}<urlset ${NS}>\n${urls.join("\n")}\n</urlset>\n`;
  }
}
