import { pinMessages, registerMessages, t } from "@corkboard/core/messages";
import { useEffect, useRef } from "react";
import { useDocumentTitle } from "../platform/document/use-document-title.ts";
import { buttonClass } from "../ui/index.ts";
import { bookmarkletHref } from "./bookmarklet-link.ts";
import "./bookmarklet.css";

registerMessages(pinMessages);

/**
 * /bookmarklet/ (IMPL-032): how to save from any site, with the "Save to Corkboard" button
 * to drag to the bookmarks bar. React refuses javascript: URLs in href, so the address is
 * set on the element itself.
 */
export function BookmarkletPage() {
  const link = useRef<HTMLAnchorElement>(null);
  useDocumentTitle(t("pins.bookmarklet.pageTitle"));
  useEffect(() => {
    link.current?.setAttribute("href", bookmarkletHref(window.location.origin));
  }, []);
  return (
    <section className="cb-page cb-bookmarklet" aria-labelledby="cb-bookmarklet-title">
      <h1 id="cb-bookmarklet-title">{t("pins.bookmarklet.pageTitle")}</h1>
      <p>{t("pins.bookmarklet.intro")}</p>
      <a
        ref={link}
        href="#cb-bookmarklet-hint"
        className={buttonClass({ variant: "primary", size: "lg" }, "cb-bookmarklet__button")}
        aria-describedby="cb-bookmarklet-hint"
        data-testid="bookmarklet-link"
      >
        {t("pins.bookmarklet.button")}
      </a>
      <p id="cb-bookmarklet-hint" className="cb-muted">
        {t("pins.bookmarklet.dragHint")} {t("pins.bookmarklet.keyboardHint")}
      </p>
    </section>
  );
}
