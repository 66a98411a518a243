import { t } from "@corkboard/core/messages";
import { useEffect } from "react";
import { ApiError, errorMessage, isNotFound } from "../platform/api/index.ts";
import { Button } from "../ui/index.ts";
import { NotFoundPage } from "./not-found-page.tsx";

/**
 * The seed's marker for a piece of UI that shows no error (PIN-047). Our reading of it
 * (PIN-048): so marked, a secondary piece renders nothing when its data call fails, and the
 * failure is logged for the operator instead of shown to the reader.
 */
export const HIDDEN_ON_SERVER_ERROR = "HIDDEN_ON_SERVER_ERROR";
/** How a failed data call shows: the notice with a retry, or nothing (HIDDEN_ON_SERVER_ERROR). */
export type ErrorDisplay = "notice" | typeof HIDDEN_ON_SERVER_ERROR;

interface ErrorNoticeProps {
  error: unknown;
  onRetry?: () => void;
  /** "notice" unless the piece is marked HIDDEN_ON_SERVER_ERROR. */
  display?: ErrorDisplay;
}

/** Logs a hidden failure once per error and renders nothing (PIN-048). */
function HiddenError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error("Hidden on server error", error);
  }, [error]);
  return null;
}

/** The request id of a failure on the server's side, which a user can quote in a report. */
function serverFailureReference(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 500 && error.requestId ? error.requestId : null;
}

/**
 * An inline failure: the catalogue message for the error code and a retry button; under a
 * failure on the server's side, the request id to quote ("Reference: …"). Marked
 * HIDDEN_ON_SERVER_ERROR, nothing.
 */
export function ErrorNotice({ error, onRetry, display = "notice" }: ErrorNoticeProps) {
  if (display === HIDDEN_ON_SERVER_ERROR) return <HiddenError error={error} />;
  const reference = serverFailureReference(error);
  return (
    <div className="cb-center" role="alert">
      <p>{errorMessage(error)}</p>
      {reference ? <p className="cb-muted">{t("shell.errorReference", { id: reference })}</p> : null}
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t("feed.retry")}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The failure of a page's main request: a missing pin, user or board is the 404 page
 * (IMPL-047); anything else is a notice with a retry.
 */
export function PageError({ error, onRetry }: ErrorNoticeProps) {
  if (isNotFound(error)) return <NotFoundPage />;
  return <ErrorNotice error={error} {...(onRetry ? { onRetry } : {})} />;
}
