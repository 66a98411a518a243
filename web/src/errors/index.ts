export { ErrorBoundary } from "./error-boundary.tsx";
export { type ErrorDisplay, ErrorNotice, HIDDEN_ON_SERVER_ERROR, PageError } from "./error-notice.tsx";
export { ErrorPage } from "./error-page.tsx";
export { NotFoundPage } from "./not-found-page.tsx";
