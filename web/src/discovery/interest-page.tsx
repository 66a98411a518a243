import { searchEndpoint } from "@corkboard/core/contract";
import { discoveryMessages, registerMessages, t } from "@corkboard/core/messages";
import { interestName, interestQuery, parseInterestId } from "@corkboard/core/search";
import { useMemo } from "react";
import { Link, useParams } from "wouter";
import { PinFeed } from "../feed/index.ts";
import { useDocumentTitle } from "../platform/document/use-document-title.ts";
import "./discovery.css";

registerMessages(discoveryMessages);

/**
 * /ideas/{slug}/{id}/ (IMPL-038): an interest's pins, newest and most saved first — the search
 * for its query ("#tag" for a hashtag, the name for a board topic), so the page shows only
 * what search would show the viewer. The id, not the slug, says which interest it is.
 */
export function InterestPage() {
  const { id = "" } = useParams<{ id: string }>();
  const interest = useMemo(() => parseInterestId(decodeURIComponent(id)), [id]);
  const name = interest ? interestName(interest) : "";
  useDocumentTitle(interest ? name : t("discovery.notFound"));
  if (interest === null) {
    return (
      <div className="cb-page">
        <h1>{t("discovery.notFound")}</h1>
        <Link to="/ideas/">{t("discovery.ideas")}</Link>
      </div>
    );
  }
  const query = interestQuery(interest);
  return (
    <div className="cb-page">
      <header className="cb-discovery__header">
        <p>
          <Link to="/ideas/">{t("discovery.ideas")}</Link>
        </p>
        <h1>{name}</h1>
      </header>
      <PinFeed
        key={query}
        endpoint={searchEndpoint}
        query={{ q: query, scope: "pins", page_size: 25 }}
        label={t("discovery.interestPins", { name })}
        emptyText={t("discovery.interestEmpty", { name })}
      />
    </div>
  );
}
