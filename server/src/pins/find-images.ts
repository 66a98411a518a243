import { safeFetch } from "../platform/fetch/index.ts";

/**
 * The page scraper behind FindPinImagesResource (PIN-032, IMPL-031): fetches a page through
 * the SSRF-safe fetcher and lists its pinnable images — og:image / twitter:image first, then
 * every <img> (src, lazy data-src, the largest srcset entry) — absolute, http(s) only,
 * deduplicated, in page order. Any failure answers an empty list (PIN-033).
 */

const PAGE_MAX_BYTES = 3 * 1024 * 1024;
const PAGE_TIMEOUT_MS = 8_000;
/** More than this is noise for a picker. */
const MAX_ITEMS = 60;

/** One pinnable image of a page. */
export interface PinnableImage {
  type: "pinnable";
  url: string;
}

/** The pinnable images of the page at `url`; empty when it cannot be fetched or read. */
export async function findPinImages(
  url: string,
  allowPrivate: boolean | readonly string[],
): Promise<PinnableImage[]> {
  try {
    const page = await safeFetch(url, {
      maxBytes: PAGE_MAX_BYTES,
      timeoutMs: PAGE_TIMEOUT_MS,
      allowPrivate,
      accept: "text/html,application/xhtml+xml,image/*;q=0.8",
    });
    // A link straight to an image: that image is the one to pin.
    if (page.contentType?.startsWith("image/")) return [{ type: "pinnable", url: page.url }];
    return imagesInHtml(page.body.toString("utf8"), page.url);
  } catch {
    return [];
  }
}

/** The pinnable image URLs of an HTML document, resolved against `pageUrl` (or its <base>). */
export function imagesInHtml(html: string, pageUrl: string): PinnableImage[] {
  const baseHref = attribute(/<base\b[^>]*>/i.exec(html)?.[0] ?? "", "href");
  const base = resolve(baseHref ?? "", pageUrl) ?? pageUrl;
  const found: string[] = [];
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    const key = (attribute(tag, "property") ?? attribute(tag, "name") ?? "").toLowerCase();
    if (/^(og:image(:url|:secure_url)?|twitter:image(:src)?)$/.test(key)) {
      const content = attribute(tag, "content");
      if (content) found.push(content);
    }
  }
  for (const tag of html.match(/<(img|source)\b[^>]*>/gi) ?? []) {
    const srcset = attribute(tag, "srcset") ?? attribute(tag, "data-srcset");
    const largest = srcset ? largestInSrcset(srcset) : null;
    const src = largest ?? attribute(tag, "src") ?? attribute(tag, "data-src");
    if (src) found.push(src);
  }
  const urls = new Set<string>();
  for (const candidate of found) {
    const absolute = resolve(decodeEntities(candidate.trim()), base);
    if (absolute) urls.add(absolute);
    if (urls.size >= MAX_ITEMS) break;
  }
  return [...urls].map((url) => ({ type: "pinnable", url }));
}

/** The entry of a srcset with the largest width (w) or density (x) descriptor. */
export function largestInSrcset(srcset: string): string | null {
  let best: { url: string; size: number } | null = null;
  for (const entry of srcset.split(/,\s+/)) {
    const [url, descriptor = "1x"] = entry.trim().split(/\s+/);
    if (!url) continue;
    const size = Number.parseFloat(descriptor) * (descriptor.endsWith("w") ? 1 : 10_000);
    if (!best || (Number.isFinite(size) && size > best.size))
      best = { url, size: Number.isFinite(size) ? size : 0 };
  }
  return best?.url ?? null;
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? null) : null;
}

function resolve(href: string, base: string): string | null {
  if (!href || href.startsWith("data:")) return null;
  try {
    const url = new URL(href, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}
