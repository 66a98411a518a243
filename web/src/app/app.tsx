import { Router } from "wouter";
import { useKeyedLocation } from "../platform/navigation/navigation.ts";
import { AppRoutes } from "./routes.tsx";

/**
 * The app: the router around the route table. wouter rather than React Router (D-013):
 * the first-load budget (100 KB) cannot carry React Router's ~14 KB gzip. The data layer
 * (TanStack Query) is not here but around each page and modal that reads data
 * (`lazyDataPage`, `QueryBoundary`), so the sign-in pages load without it. Our location
 * hook keys each history entry and tells Back/Forward from new navigations, for scroll
 * restoration.
 */
export function App() {
  return (
    <Router hook={useKeyedLocation}>
      <AppRoutes />
    </Router>
  );
}
