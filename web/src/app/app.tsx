import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import { useKeyedLocation } from "../platform/navigation/navigation.ts";
import { AppRoutes } from "./routes.tsx";

/**
 * The app: data cache and router around the route table. wouter rather than React Router
 * (D-013): the first-load budget (100 KB) cannot carry React Router's ~14 KB gzip, and
 * TanStack Query already owns data loading. Our location hook keys each history entry and
 * tells Back/Forward from new navigations, for scroll restoration.
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Router hook={useKeyedLocation}>
        <AppRoutes />
      </Router>
    </QueryClientProvider>
  );
}
