import { Router } from "wouter";
import { LocaleBoundary } from "../platform/i18n/index.ts";
import { useKeyedLocation } from "../platform/navigation/navigation.ts";
import { AppRoutes } from "./routes.tsx";

/**
 * The app: the router around the route table. wouter rather than React Router (D-013):
 * the first-load budget (100 KB) cannot carry React Router's ~14 KB gzip. The data layer
 * (TanStack Query) is not here but around each page and modal that reads data
 * (`lazyDataPage`, `QueryBoundary`), so the sign-in pages load without it. Our location
 * hook keys each history entry and tells Back/Forward from new navigations, for scroll
 * restoration. A change of language (settings) renders the whole tree anew, so every text
 * is said again in the new language.
 */
export function App() {
  return (
    <LocaleBoundary>
      <Router hook={useKeyedLocation}>
        <AppRoutes />
      </Router>
    </LocaleBoundary>
  );
}
