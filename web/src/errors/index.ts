export { ErrorBoundary } from "./error-boundary.tsx";
export { ErrorNotice, PageError } from "./error-notice.tsx";
export { ErrorPage } from "./error-page.tsx";
export { NotFoundPage } from "./not-found-page.tsx";
