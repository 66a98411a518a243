import { t } from "@corkboard/core/messages";

/** The texts the bookmarklet's overlay shows, taken from the catalogue when the link is made. */
export function bookmarkletTexts(): Record<string, string> {
  return {
    title: t("pins.bookmarklet.overlayTitle"),
    empty: t("pins.bookmarklet.overlayEmpty"),
    close: t("pins.bookmarklet.overlayClose"),
    // The script fills {index} and {count} itself.
    saveImage: t("pins.bookmarklet.saveImage"),
  };
}

/**
 * The bookmark's address (IMPL-032): a javascript: URL that hands the script our origin and
 * texts, then loads /bookmarklet.js from our origin into the visited page.
 */
export function bookmarkletHref(origin: string, texts: Record<string, string> = bookmarkletTexts()): string {
  const config = JSON.stringify({ origin, text: texts });
  const source =
    `(function(d){window.__corkboard=${config};` +
    `var s=d.createElement('script');s.src=${JSON.stringify(`${origin}/bookmarklet.js`)}+'?r='+Date.now();` +
    "d.body.appendChild(s);})(document);";
  return `javascript:${encodeURIComponent(source)}`;
}
