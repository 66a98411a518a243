import { type DiscoveryView, type Interest, interestsEndpoint } from "@corkboard/core/contract";
import { discoveryMessages, type MessageKey, registerMessages, t } from "@corkboard/core/messages";
import { Link } from "wouter";
import { ErrorNotice } from "../errors/index.ts";
import { useEndpoint } from "../platform/api/index.ts";
import { useDocumentTitle } from "../platform/document/use-document-title.ts";
import { Spinner } from "../ui/index.ts";
import "./discovery.css";

registerMessages(discoveryMessages);

/** The discovery pages and their words (IMPL-038); /topics lists the ideas' interests A to Z. */
const PAGES = [
  { path: "/ideas/", view: "ideas", title: "discovery.ideas", intro: "discovery.ideasIntro" },
  { path: "/today/", view: "today", title: "discovery.today", intro: "discovery.todayIntro" },
  { path: "/shopping/", view: "shopping", title: "discovery.shopping", intro: "discovery.shoppingIntro" },
  { path: "/videos/", view: "videos", title: "discovery.videos", intro: "discovery.videosIntro" },
  { path: "/topics/", view: "topics", title: "discovery.topics", intro: "discovery.topicsIntro" },
] as const satisfies readonly { path: string; view: string; title: MessageKey; intro: MessageKey }[];

type PageView = (typeof PAGES)[number]["view"];

/**
 * /ideas/, /today/, /shopping/, /videos/ and /topics/ (IMPL-038): the interests people's
 * public pins show, as cards with a cover (or, for topics, a list from A to Z), each leading
 * to its interest's page. A tab list links the five.
 */
export function DiscoveryPage({ view }: { view: PageView }) {
  const page = PAGES.find((item) => item.view === view) ?? PAGES[0];
  useDocumentTitle(t(page.title));
  const apiView: DiscoveryView = view === "topics" ? "ideas" : view;
  const found = useEndpoint(interestsEndpoint, { view: apiView });
  return (
    <div className="cb-page">
      <header className="cb-discovery__header">
        <h1>{t(page.title)}</h1>
        <p className="cb-muted">{t(page.intro)}</p>
        <nav aria-label={t("shell.explore")} className="cb-discovery__tabs">
          {PAGES.map((item) => (
            <Link
              key={item.view}
              to={item.path}
              aria-current={item.view === view ? "page" : undefined}
              className="cb-discovery__tab"
            >
              {t(item.title)}
            </Link>
          ))}
        </nav>
      </header>
      {found.isPending ? (
        <Spinner />
      ) : found.isError ? (
        <ErrorNotice error={found.error} onRetry={() => void found.refetch()} />
      ) : found.data.interests.length === 0 ? (
        <p className="cb-feed-status cb-muted">
          {t(view === "videos" ? "discovery.videosEmpty" : "discovery.empty")}
        </p>
      ) : view === "topics" ? (
        <TopicList interests={found.data.interests} />
      ) : (
        <InterestCards interests={found.data.interests} />
      )}
    </div>
  );
}

/** Interest cards: the cover's colour paints first, the name and its Pin count under it. */
function InterestCards({ interests }: { interests: Interest[] }) {
  return (
    <ul className="cb-discovery__cards">
      {interests.map((interest, index) => (
        <li key={interest.id}>
          <Link to={interest.url} className="cb-discovery__card">
            <span
              className="cb-discovery__cover"
              style={{ backgroundColor: interest.dominant_color ?? undefined }}
            >
              {interest.cover ? (
                <img
                  src={interest.cover["474x"].url}
                  alt=""
                  width={interest.cover["474x"].width}
                  height={interest.cover["474x"].height}
                  loading={index < 4 ? "eager" : "lazy"}
                />
              ) : null}
            </span>
            <strong>{interest.name}</strong>
            <span className="cb-muted">{t("discovery.pins", { count: interest.pin_count })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Every topic from A to Z (hashtags by their tag), as links. */
function TopicList({ interests }: { interests: Interest[] }) {
  const sorted = [...interests].sort((a, b) =>
    a.name.replace(/^#/, "").localeCompare(b.name.replace(/^#/, ""), undefined, { sensitivity: "base" }),
  );
  return (
    <ul className="cb-discovery__topics">
      {sorted.map((interest) => (
        <li key={interest.id}>
          <Link to={interest.url}>{interest.name}</Link>{" "}
          <span className="cb-muted">{t("discovery.pins", { count: interest.pin_count })}</span>
        </li>
      ))}
    </ul>
  );
}
