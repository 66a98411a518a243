import { type SearchAdvisory, type SearchScope, searchEndpoint } from "@corkboard/core/contract";
import { advisoryEffect } from "@corkboard/core/labels";
import { t } from "@corkboard/core/messages";
import { searchPageSize } from "@corkboard/core/search";
import { type ComponentType, lazy, type ReactNode, Suspense, useCallback, useMemo, useRef } from "react";
import { Link } from "wouter";
import { ErrorNotice } from "../errors/index.ts";
import { PinFeed } from "../feed/index.ts";
import { NoticeView } from "../labels/index.ts";
import { usePagedEndpoint } from "../platform/api/index.ts";
import { getBootstrap, isExperimentOn } from "../platform/bootstrap/index.ts";
import { useDocumentTitle } from "../platform/document/use-document-title.ts";
import { useSearchParams } from "../platform/navigation/navigation.ts";
import { Avatar, Button, PHONE_QUERY, Spinner, useNearEnd } from "../ui/index.ts";
import type { ResultsStatus } from "./filters/use-search-filters.ts";
import { useUrlFilters } from "./filters/use-url-filters.ts";
import "./search-page.css";

// The filter bar, its state and its texts load beside the results, not in the page's first
// load (D-073): the bar is empty until /v3/filters/ answers, and the results depend only on
// the URL's filters, read here by useUrlFilters.
// If its code cannot load, the results stand without the bar rather than the page failing.
const SearchFilters = lazy<ComponentType<{ query: string; resultsStatus: ResultsStatus }>>(() =>
  import("./filters/search-filters.tsx")
    .then((m) => ({ default: m.SearchFilters }))
    .catch(() => ({ default: () => null })),
);

const SCOPES = [
  { scope: "pins", label: "search.scopePins" },
  { scope: "boards", label: "search.scopeBoards" },
  { scope: "people", label: "search.scopePeople" },
] as const;

/** The search page's URL for a scope and query: the URL is the page's whole state (IMPL-035). */
export function searchScopePath(scope: SearchScope, query: string): string {
  return `/search/${scope}/?${new URLSearchParams({ q: query })}`;
}

/** How many results a page asks for (SEARCH-006…008), from the window when the page opens. */
function pageSize(): number {
  const bootstrap = getBootstrap();
  return searchPageSize({
    desktop: !window.matchMedia(PHONE_QUERY).matches,
    signedIn: bootstrap.viewer.user !== null,
    width: window.innerWidth,
    height: window.innerHeight,
    experiment: isExperimentOn(bootstrap, "search_page_size_capped")
      ? "capped"
      : isExperimentOn(bootstrap, "search_page_size_dynamic")
        ? "dynamic"
        : "off",
  });
}

/**
 * /search/{pins|boards|people}/?q=… (IMPL-035): results of the scope in the pin grid or a
 * list, loading more near the end; the query and scope live in the URL, so back and forward
 * restore them (and TanStack Query's cache restores the pages already loaded).
 */
export function SearchPage({ scope = "pins" }: { scope?: SearchScope }) {
  const params = useSearchParams();
  const query = params.get("q")?.trim() ?? "";
  const rs = params.get("rs") ?? undefined;
  const size = useMemo(pageSize, []);
  useDocumentTitle(query ? t("shell.searchResultsFor", { query }) : t("title.search"));
  return (
    <div className="cb-page">
      <header className="cb-search-page__header">
        <h1>{query ? t("shell.searchResultsFor", { query }) : t("title.search")}</h1>
        {query ? (
          <nav aria-label={t("search.scopes")} className="cb-search-page__scopes">
            {SCOPES.map((item) => (
              <Link
                key={item.scope}
                to={searchScopePath(item.scope, query)}
                aria-current={item.scope === scope ? "page" : undefined}
                className="cb-search-page__scope"
              >
                {t(item.label)}
              </Link>
            ))}
          </nav>
        ) : null}
      </header>
      {!query ? (
        <p className="cb-feed-status cb-muted">
          {t("search.prompt")} <Link to="/ideas/">{t("search.explore")}</Link>
        </p>
      ) : scope === "pins" ? (
        <SearchPins query={query} rs={rs} size={size} />
      ) : (
        <SearchList key={`${scope}:${query}`} scope={scope} query={query} size={size} />
      )}
    </div>
  );
}

/**
 * Pins found, under the shopping filter bar (SEARCH-017…037): the URL's filters narrow the
 * results, and the results query (shared with the grid's, one request) settles a submit.
 */
function SearchPins({ query, rs, size }: { query: string; rs: string | undefined; size: number }) {
  const { params } = useUrlFilters();
  const search = { q: query, scope: "pins" as const, page_size: size, ...(rs ? { rs } : {}), ...params };
  const results = usePagedEndpoint(searchEndpoint, search);
  return (
    <AdvisoryGate advisory={advisoryOf(results.data?.pages)}>
      <Suspense fallback={null}>
        <SearchFilters query={query} resultsStatus={results.status} />
      </Suspense>
      <PinFeed
        key={`${query}?${new URLSearchParams(params)}`}
        endpoint={searchEndpoint}
        query={search}
        label={t("search.pinsLabel", { query })}
        emptyText={t("search.noPins", { query })}
      />
    </AdvisoryGate>
  );
}

/** The advisory a search's first page carries (SEARCH-038), if any. */
function advisoryOf(pages: readonly object[] | undefined): SearchAdvisory | null {
  const first = pages?.[0] as { advisory?: SearchAdvisory | null } | undefined;
  return first?.advisory ?? null;
}

/**
 * A search's advisory with its effect (SEARCH-040, D-035): ABUSIVE shows the notice instead
 * of the results (the server sends none), SENSITIVE above them, BRAND_UNSAFE none.
 */
function AdvisoryGate({ advisory, children }: { advisory: SearchAdvisory | null; children: ReactNode }) {
  if (!advisory) return children;
  const effect = advisoryEffect(advisory.severity);
  if (effect.notice === "none") return children;
  const notice = <NoticeView notice={advisory.advisory_details} />;
  if (effect.notice === "instead") return notice;
  return (
    <>
      {notice}
      {children}
    </>
  );
}

/** Boards or people found, as a list that loads more near its end (UI-011). */
function SearchList({ scope, query, size }: { scope: "boards" | "people"; query: string; size: number }) {
  const found = usePagedEndpoint(searchEndpoint, { q: query, scope, page_size: size });
  const items = useMemo(() => found.data?.pages.flatMap((page) => page.items) ?? [], [found.data]);
  const listRef = useRef<HTMLUListElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = found;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  useNearEnd(listRef, loadMore, items);
  const advisory = advisoryOf(found.data?.pages);

  if (found.isPending) return <Spinner />;
  if (found.isError && items.length === 0) {
    return <ErrorNotice error={found.error} onRetry={() => void found.refetch()} />;
  }
  if (items.length === 0) {
    return (
      <AdvisoryGate advisory={advisory}>
        <p className="cb-feed-status cb-muted">
          {t(scope === "boards" ? "search.noBoards" : "search.noPeople", { query })}
        </p>
      </AdvisoryGate>
    );
  }
  return (
    <AdvisoryGate advisory={advisory}>
      <ul ref={listRef} className="cb-search-page__list">
        {items.map((item) =>
          "name" in item ? (
            <li key={item.id}>
              <Link to={item.url} className="cb-search-page__row">
                {item.image_cover_url ? (
                  <img src={item.image_cover_url} alt="" width={64} height={64} loading="lazy" />
                ) : (
                  <span className="cb-search-page__cover" />
                )}
                <span>
                  <strong>{item.name}</strong>
                  <span className="cb-muted"> · {t("board.pins", { count: item.pin_count })}</span>
                </span>
              </Link>
            </li>
          ) : "username" in item ? (
            <li key={item.id}>
              <Link to={`/${item.username}/`} className="cb-search-page__row">
                <Avatar user={item} size={48} />
                <span>
                  <strong>{item.full_name}</strong>
                  <span className="cb-muted">
                    {" "}
                    @{item.username} · {t("search.followers", { count: item.follower_count })}
                  </span>
                </span>
              </Link>
            </li>
          ) : null,
        )}
      </ul>
      {isFetchingNextPage ? <Spinner /> : null}
      {isFetchNextPageError ? (
        <div role="alert" className="cb-center">
          <Button onClick={() => void fetchNextPage()}>{t("feed.retry")}</Button>
        </div>
      ) : null}
    </AdvisoryGate>
  );
}
