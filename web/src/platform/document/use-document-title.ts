import { BRAND_NAME, t } from "@corkboard/core/messages";
import { useEffect } from "react";

/** The document title for a page: "{page} | Corkboard", or the brand alone (IMPL-044). */
export function documentTitle(page?: string): string {
  return page ? t("title.page", { page }) : BRAND_NAME;
}

/** Sets the document title while the page is shown; undefined means still loading. */
export function useDocumentTitle(page: string | undefined, loaded = true): void {
  useEffect(() => {
    if (loaded) document.title = documentTitle(page);
  }, [page, loaded]);
}
