import { escapeHtml } from "../platform/html/escape-html.ts";

/** What a page tells search engines, link previews and the browser tab about itself (IMPL-044). */
export interface PageMeta {
  title: string;
  description?: string;
  /** Absolute URL of the preview image, with its size when known and its text alternative. */
  image?: { url: string; width?: number; height?: number; alt?: string };
  /**
   * The Twitter card: a large image for pins and boards, the small square one for a profile's
   * avatar; "summary" without an image (D-051).
   */
  card?: "summary" | "summary_large_image";
  /** Absolute canonical URL. */
  url?: string;
  type?: "website" | "article" | "profile";
}

/** An image the page shows first: the browser fetches it before any script has run. */
export interface ImagePreload {
  href: string;
  srcset?: string;
  sizes?: string;
}

/** What a page fetches first, named in the shell so the browser starts at once (D-028). */
export interface Preloads {
  /** Module scripts (the page's chunks). */
  scripts?: readonly string[];
  /** Stylesheets the page's chunks add. */
  styles?: readonly string[];
  /** Same-origin API reads, made later by the SPA with fetch() (credentials same-origin). */
  fetches?: readonly string[];
  /** The largest contentful paint's candidates, fetched with high priority. */
  images?: readonly ImagePreload[];
}

/**
 * Renders the <title>, description, canonical link, Open Graph and Twitter card tags, so a
 * shared link unfurls with its title, text and image in other apps (IMPL-044, D-051).
 */
export function renderHead(meta: PageMeta): string {
  const tags = [`<title>${escapeHtml(meta.title)}</title>`];
  const property = (name: string, value: string) =>
    tags.push(`<meta property="${name}" content="${escapeHtml(value)}">`);
  const named = (name: string, value: string) =>
    tags.push(`<meta name="${name}" content="${escapeHtml(value)}">`);
  if (meta.description) named("description", meta.description);
  if (meta.url) tags.push(`<link rel="canonical" href="${escapeHtml(meta.url)}">`);
  property("og:site_name", "Corkboard");
  property("og:title", meta.title);
  property("og:type", meta.type ?? "website");
  if (meta.description) property("og:description", meta.description);
  if (meta.url) property("og:url", meta.url);
  if (meta.image) {
    property("og:image", meta.image.url);
    if (meta.image.width && meta.image.height) {
      property("og:image:width", String(meta.image.width));
      property("og:image:height", String(meta.image.height));
    }
    if (meta.image.alt) property("og:image:alt", meta.image.alt);
  }
  // Twitter reads og:title, og:description and og:image when its own tags are missing; the
  // card kind and the image's alternative text it has no Open Graph spelling for.
  named("twitter:card", meta.card ?? (meta.image ? "summary_large_image" : "summary"));
  named("twitter:title", meta.title);
  if (meta.description) named("twitter:description", meta.description);
  if (meta.image?.alt) named("twitter:image:alt", meta.image.alt);
  return tags.join("\n    ");
}

/**
 * Renders preload links. API reads use crossorigin="anonymous" so their mode and
 * credentials match the SPA's fetch() (cors, same-origin) and the browser hands the
 * preloaded answer over instead of asking again.
 */
export function renderPreloads(preloads: Preloads): string {
  const attr = (name: string, value: string) => ` ${name}="${escapeHtml(value)}"`;
  return [
    ...(preloads.images ?? []).map(
      (image) =>
        `<link rel="preload" as="image"${attr("href", image.href)}${image.srcset ? attr("imagesrcset", image.srcset) : ""}${image.sizes ? attr("imagesizes", image.sizes) : ""} fetchpriority="high">`,
    ),
    ...(preloads.fetches ?? []).map(
      (url) => `<link rel="preload" as="fetch"${attr("href", url)} crossorigin="anonymous">`,
    ),
    ...(preloads.scripts ?? []).map((url) => `<link rel="modulepreload" crossorigin${attr("href", url)}>`),
    ...(preloads.styles ?? []).map(
      (url) => `<link rel="preload" as="style" crossorigin${attr("href", url)}>`,
    ),
  ].join("\n    ");
}

/**
 * Puts page-specific head tags into the SPA shell in place of its default title, and the
 * preloads at the end of the head, after the entry's own script and stylesheets.
 */
export function injectHead(shell: string, head: string, preloads = ""): string {
  const withHead = shell
    .replace(/<title>[^<]*<\/title>\s*<!--app-head-->/, head)
    .replace("<!--app-head-->", "");
  return preloads ? withHead.replace("</head>", `${preloads}\n  </head>`) : withHead;
}
