import { escapeHtml } from "../platform/html/escape-html.ts";

/** What a page tells link previews and the browser tab about itself (IMPL-044). */
export interface PageMeta {
  title: string;
  description?: string;
  /** Absolute URL of the preview image. */
  image?: { url: string; width: number; height: number };
  /** Absolute canonical URL. */
  url?: string;
  type?: "website" | "article";
}

/** Renders the <title> and Open Graph / Twitter card tags for a page. */
export function renderHead(meta: PageMeta): string {
  const tags = [`<title>${escapeHtml(meta.title)}</title>`];
  const property = (name: string, value: string) =>
    tags.push(`<meta property="${name}" content="${escapeHtml(value)}">`);
  property("og:site_name", "Corkboard");
  property("og:title", meta.title);
  property("og:type", meta.type ?? "website");
  if (meta.description) {
    tags.push(`<meta name="description" content="${escapeHtml(meta.description)}">`);
    property("og:description", meta.description);
  }
  if (meta.url) {
    property("og:url", meta.url);
    tags.push(`<link rel="canonical" href="${escapeHtml(meta.url)}">`);
  }
  if (meta.image) {
    property("og:image", meta.image.url);
    property("og:image:width", String(meta.image.width));
    property("og:image:height", String(meta.image.height));
    tags.push('<meta name="twitter:card" content="summary_large_image">');
  }
  return tags.join("\n    ");
}

/** Puts page-specific head tags into the SPA shell in place of its default title. */
export function injectHead(shell: string, head: string): string {
  return shell.replace(/<title>[^<]*<\/title>\s*<!--app-head-->/, head).replace("<!--app-head-->", "");
}
