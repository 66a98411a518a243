import { t } from "@corkboard/core/messages";
import { homePath } from "@corkboard/core/paths";
import { Link } from "wouter";
import { useDocumentTitle } from "../platform/document/use-document-title.ts";
import { buttonClass } from "../ui/index.ts";

/** The 404 page: unknown routes, reserved paths without a page, and NOT_FOUND answers (IMPL-047). */
export function NotFoundPage() {
  useDocumentTitle(t("title.notFound"));
  return (
    <section className="cb-center">
      <h1>{t("notFound.title")}</h1>
      <p className="cb-muted">{t("notFound.body")}</p>
      <Link to={homePath()} className={buttonClass({ variant: "primary", size: "lg" })}>
        {t("notFound.home")}
      </Link>
    </section>
  );
}
