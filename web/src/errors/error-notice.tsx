import { t } from "@corkboard/core/messages";
import { errorMessage, isNotFound } from "../platform/api/index.ts";
import { Button } from "../ui/index.ts";
import { NotFoundPage } from "./not-found-page.tsx";

interface ErrorNoticeProps {
  error: unknown;
  onRetry?: () => void;
}

/** An inline failure: the catalogue message for the error code and a retry button. */
export function ErrorNotice({ error, onRetry }: ErrorNoticeProps) {
  return (
    <div className="cb-center" role="alert">
      <p>{errorMessage(error)}</p>
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
