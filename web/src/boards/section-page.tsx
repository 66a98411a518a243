import { boardSectionEndpoint, sectionPinsEndpoint } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { boardPath } from "@corkboard/core/paths";
import { lazy, Suspense, useId, useState } from "react";
import { Link, useParams } from "wouter";
import { PageError } from "../errors/index.ts";
import { PinFeed } from "../feed/index.ts";
import { useEndpoint } from "../platform/api/index.ts";
import { getBootstrap } from "../platform/bootstrap/index.ts";
import { useDocumentTitle } from "../platform/document/use-document-title.ts";
import { richText } from "../platform/i18n/rich-text.tsx";
import { Spinner } from "../ui/index.ts";
import "./boards.css";

// Managing the section (IMPL-027, BOARD-066…BOARD-072) loads only for a signed-in viewer.
const SectionMenu = lazy(() => import("./manage/section-menu.tsx").then((m) => ({ default: m.SectionMenu })));
const PinSelection = lazy(() =>
  import("./manage/pin-selection.tsx").then((m) => ({ default: m.PinSelection })),
);

/** A section page /{username}/{slug}/{section}/ (IMPL-026): its pins in a grid. */
export function SectionPage() {
  const { username = "", slug = "", section: sectionSlug = "" } = useParams();
  const result = useEndpoint(boardSectionEndpoint, { username, slug, section_slug: sectionSlug });
  const pinsId = useId();
  const [organizing, setOrganizing] = useState(false);
  const signedIn = getBootstrap().viewer.user !== null;
  const title = result.data
    ? t("title.section", { section: result.data.section.title, board: result.data.board.name })
    : undefined;
  useDocumentTitle(title, result.isSuccess);

  if (result.isPending) return <Spinner />;
  if (result.isError) return <PageError error={result.error} onRetry={() => void result.refetch()} />;
  const { board, section } = result.data;
  return (
    <div className="cb-page">
      <header className="cb-page-header">
        <h1>{section.title}</h1>
        {signedIn ? (
          <Suspense fallback={null}>
            <SectionMenu board={board} section={section} onOrganize={() => setOrganizing(true)} />
          </Suspense>
        ) : null}
        <p>
          {richText("section.ofBoard", {
            board: (
              <Link to={boardPath(board.owner.username, board.slug)} className="cb-link">
                {board.name}
              </Link>
            ),
          })}
        </p>
        <p className="cb-muted">{t("board.pins", { count: section.pin_count })}</p>
      </header>
      <section className="cb-board-section" aria-labelledby={pinsId}>
        <h2 id={pinsId} className="cb-visually-hidden">
          {t("board.pinsHeading")}
        </h2>
        {organizing ? (
          <Suspense fallback={<Spinner />}>
            <PinSelection
              endpoint={sectionPinsEndpoint}
              query={{ section_id: section.id }}
              board={board}
              sectionId={section.id}
              onDone={() => setOrganizing(false)}
            />
          </Suspense>
        ) : (
          <PinFeed
            key={section.id}
            endpoint={sectionPinsEndpoint}
            query={{ section_id: section.id }}
            label={t("board.pinsHeading")}
            emptyText={t("section.empty")}
          />
        )}
      </section>
    </div>
  );
}
