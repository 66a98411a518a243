import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { createQueryClient } from "./query-client.ts";

// One cache for the whole tab: every page and modal that loads data shares it.
const queryClient = createQueryClient();

/**
 * The data layer (TanStack Query) around the part of the app that reads through it. It is
 * its own chunk: the login and signup pages never read through it, so their first load
 * does without ~11 KB gzip of TanStack Query (issue 3's 100 KB first-load budget).
 */
export function QueryLayer({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Empties the tab's cache: component tests start each render of the app from nothing. */
export function clearQueryLayer(): void {
  queryClient.clear();
}
