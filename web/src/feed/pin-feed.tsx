import type { PinSummary } from "@corkboard/core/contract";
import { GRID, PRIORITY_TILES } from "@corkboard/core/layout";
import { t } from "@corkboard/core/messages";
import { type ReactNode, useCallback, useMemo } from "react";
import { type ErrorDisplay, ErrorNotice } from "../errors/index.ts";
import { SensitiveCover } from "../labels/index.ts";
import { type AnyEndpoint, type PagedQuery, usePagedEndpoint } from "../platform/api/index.ts";
import { Button, Masonry, PinCard, type Placement, Spinner } from "../ui/index.ts";
import "./pin-feed.css";

// Module-level so the masonry layout is not recomputed on every render.
const pinImageSize = (pin: PinSummary) => pin.images["236x"];
const pinKey = (pin: PinSummary) => pin.id;
// Tiles that start within the first screen never load lazily (a lazy image waits for
// layout); the first few also fetch first, as the shell preloads them (D-028).
const renderPin = (pin: PinSummary, placement: Placement, index: number) => (
  <Covered pin={pin} placement={placement}>
    <PinCard
      pin={pin}
      width={placement.width}
      imageHeight={placement.height - GRID.footerHeight}
      eager={placement.top < window.innerHeight}
      priority={index < PRIORITY_TILES}
    />
  </Covered>
);
// A grid below other content (the pin page's "More like this") loads lazily throughout.
const renderPinBelow = (pin: PinSummary, placement: Placement) => (
  <Covered pin={pin} placement={placement}>
    <PinCard pin={pin} width={placement.width} imageHeight={placement.height - GRID.footerHeight} />
  </Covered>
);

/** A sensitive pin's tile shows its notice in the tile's place until revealed (LABEL-011). */
function Covered({
  pin,
  placement,
  children,
}: {
  pin: PinSummary;
  placement: Placement;
  children: ReactNode;
}) {
  if (!pin.sensitivity) return children;
  return (
    <div style={{ height: placement.height }}>
      <SensitiveCover notice={pin.sensitivity} compact>
        {children}
      </SensitiveCover>
    </div>
  );
}

interface PinFeedProps<E extends AnyEndpoint> {
  /** A paged endpoint whose items are pins. */
  endpoint: E;
  query: PagedQuery<E>;
  /** The accessible name of the grid. */
  label: string;
  /** Shown when the feed has no pins; null shows nothing. */
  emptyText: string | null;
  /** False when the grid starts below the first screen: no tile is fetched eagerly. */
  firstScreen?: boolean;
  /** How a failed first page shows; a secondary grid is marked HIDDEN_ON_SERVER_ERROR. */
  errorDisplay?: ErrorDisplay;
}

/**
 * A masonry grid of pins from a paged endpoint, loading the next page (its `bookmark`)
 * as the reader nears the end (UI-011). A failed next page waits for "Try again" rather
 * than retrying on every scroll.
 */
export function PinFeed<E extends AnyEndpoint>({
  endpoint,
  query,
  label,
  emptyText,
  firstScreen = true,
  errorDisplay = "notice",
}: PinFeedProps<E>) {
  const feed = usePagedEndpoint(endpoint, query);
  const pins = useMemo(
    () => (feed.data?.pages.flatMap((page) => page.items) ?? []) as PinSummary[],
    [feed.data],
  );
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = feed;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (feed.isPending) return <Spinner />;
  if (feed.isError && pins.length === 0)
    return <ErrorNotice error={feed.error} onRetry={() => feed.refetch()} display={errorDisplay} />;
  if (pins.length === 0) return emptyText ? <p className="cb-feed-status cb-muted">{emptyText}</p> : null;

  return (
    <>
      <Masonry
        items={pins}
        getImageSize={pinImageSize}
        getKey={pinKey}
        renderItem={firstScreen ? renderPin : renderPinBelow}
        onNearEnd={loadMore}
        label={label}
      />
      <div className="cb-feed-status">
        {isFetchingNextPage ? <Spinner label={t("feed.loadingMore")} /> : null}
        {isFetchNextPageError ? (
          <div role="alert" className="cb-feed-status">
            <p>{t("feed.loadFailed")}</p>
            <Button onClick={() => void fetchNextPage()}>{t("feed.retry")}</Button>
          </div>
        ) : null}
        {!hasNextPage && (feed.data?.pages.length ?? 0) > 1 ? (
          <p className="cb-muted">{t("feed.end")}</p>
        ) : null}
      </div>
    </>
  );
}
