import { t } from "@corkboard/core/messages";
import { useDocumentTitle } from "../platform/document/use-document-title.ts";
import { Button } from "../ui/index.ts";

/** The page shown when rendering failed (IMPL-047): reloading fetches fresh code and data. */
export function ErrorPage() {
  useDocumentTitle(t("title.error"));
  return (
    <section className="cb-center" role="alert">
      <h1>{t("errorPage.title")}</h1>
      <Button variant="primary" size="lg" onClick={() => window.location.reload()}>
        {t("errorPage.reload")}
      </Button>
    </section>
  );
}
