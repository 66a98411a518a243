import { t } from "@corkboard/core/messages";
import { useDocumentTitle } from "../platform/document/use-document-title.ts";
import { useSearchParams } from "../platform/navigation/navigation.ts";

/** /search/pins/?q=… — a placeholder until search is built. */
export function SearchPage() {
  const params = useSearchParams();
  const query = params.get("q")?.trim() ?? "";
  useDocumentTitle(t("title.search"));
  return (
    <section className="cb-center">
      <h1>{query ? t("shell.searchResultsFor", { query }) : t("title.search")}</h1>
      <p className="cb-muted">{t("shell.searchComingSoon")}</p>
    </section>
  );
}
