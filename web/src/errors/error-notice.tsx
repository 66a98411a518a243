import { t } from "@corkboard/core/messages";
import { ApiError, errorMessage, isNotFound } from "../platform/api/index.ts";
import { Button } from "../ui/index.ts";
import { NotFoundPage } from "./not-found-page.tsx";

interface ErrorNoticeProps {
  error: unknown;
  onRetry?: () => void;
}

/** The request id of a failure on the server's side, which a user can quote in a report. */
function serverFailureReference(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 500 && error.requestId ? error.requestId : null;
}

/**
 * An inline failure: the catalogue message for the error code and a retry button; under a
 * failure on the server's side, the request id to quote ("Reference: …").
 */
export function ErrorNotice({ error, onRetry }: ErrorNoticeProps) {
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
