import { boardEndpoint, boardFeedEndpoint } from "@corkboard/core/contract";
import { PRIORITY_CARDS } from "@corkboard/core/layout";
import { t } from "@corkboard/core/messages";
import { profilePath, sectionPath } from "@corkboard/core/paths";
import { lazy, Suspense, useId, useState } from "react";
import { Link, useParams } from "wouter";
import { PageError } from "../errors/index.ts";
import { PinFeed } from "../feed/index.ts";
import { useEndpoint } from "../platform/api/index.ts";
import { getBootstrap } from "../platform/bootstrap/index.ts";
import { useDocumentTitle } from "../platform/document/use-document-title.ts";
import { richText } from "../platform/i18n/rich-text.tsx";
import { Spinner } from "../ui/index.ts";
import { boardGridStyle } from "./board-grid-style.ts";
import { SecretBadge } from "./secret-badge.tsx";
import { SectionCard } from "./section-card.tsx";
import "./boards.css";

// Managing the board (IMPL-027, BOARD-050…BOARD-072) loads only for a signed-in viewer.
const BoardMenu = lazy(() => import("./manage/board-menu.tsx").then((m) => ({ default: m.BoardMenu })));
const PinSelection = lazy(() =>
  import("./manage/pin-selection.tsx").then((m) => ({ default: m.PinSelection })),
);

/** A board page /{username}/{slug}/ (IMPL-026): header, sections, then the board's own pins. */
export function BoardPage() {
  const { username = "", slug = "" } = useParams();
  const result = useEndpoint(boardEndpoint, { username, slug });
  const sectionsId = useId();
  const pinsId = useId();
  const [organizing, setOrganizing] = useState(false);
  const signedIn = getBootstrap().viewer.user !== null;
  useDocumentTitle(result.data?.board.name, result.isSuccess);

  if (result.isPending) return <Spinner />;
  if (result.isError) return <PageError error={result.error} onRetry={() => void result.refetch()} />;
  const { board, sections } = result.data;
  const owner = board.owner.username;
  return (
    <div className="cb-page">
      <header className="cb-page-header">
        <h1>{board.name}</h1>
        {board.privacy === "secret" ? <SecretBadge showLabel /> : null}
        {signedIn ? (
          <Suspense fallback={null}>
            <BoardMenu board={board} onOrganize={() => setOrganizing(true)} />
          </Suspense>
        ) : null}
        {board.description ? <p className="cb-page-header__description">{board.description}</p> : null}
        <p>
          {richText("board.by", {
            name: (
              <Link to={profilePath(owner)} className="cb-link">
                {owner}
              </Link>
            ),
          })}
        </p>
        <p className="cb-muted">
          {t("board.pins", { count: board.pin_count })}
          {board.section_count > 0 ? ` · ${t("board.sections", { count: board.section_count })}` : null}
        </p>
      </header>
      {sections.length > 0 ? (
        <section className="cb-board-section" aria-labelledby={sectionsId}>
          <h2 id={sectionsId}>{t("board.sectionsHeading")}</h2>
          <ul className="cb-board-grid" style={boardGridStyle}>
            {sections.map((section, index) => (
              <li key={section.id}>
                <SectionCard
                  section={section}
                  to={sectionPath(owner, board.slug, section.slug)}
                  priority={index < PRIORITY_CARDS}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="cb-board-section" aria-labelledby={pinsId}>
        <h2 id={pinsId} className={sections.length > 0 ? undefined : "cb-visually-hidden"}>
          {t("board.pinsHeading")}
        </h2>
        {organizing ? (
          <Suspense fallback={<Spinner />}>
            <PinSelection
              endpoint={boardFeedEndpoint}
              query={{ board_id: board.id }}
              board={board}
              sectionId={null}
              onDone={() => setOrganizing(false)}
            />
          </Suspense>
        ) : (
          <PinFeed
            key={board.id}
            endpoint={boardFeedEndpoint}
            query={{ board_id: board.id }}
            label={t("board.pinsHeading")}
            emptyText={sections.length > 0 ? t("board.pinsInSections") : t("board.empty")}
            firstScreen={sections.length === 0}
          />
        )}
      </section>
    </div>
  );
}
