import { homeFeedEndpoint } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { useDocumentTitle } from "../platform/document/use-document-title.ts";
import { PinFeed } from "./pin-feed.tsx";

/** The home feed at / (IMPL-019): newest pins in a masonry grid. */
export function HomePage() {
  useDocumentTitle(undefined);
  return (
    <div className="cb-page">
      <h1 className="cb-visually-hidden">{t("feed.title")}</h1>
      <PinFeed
        endpoint={homeFeedEndpoint}
        query={{}}
        label={t("feed.pinsLabel")}
        emptyText={t("feed.empty")}
      />
    </div>
  );
}
