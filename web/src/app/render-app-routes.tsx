import type { Bootstrap } from "@corkboard/core/contract";
import { render } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { clearQueryLayer } from "../platform/api/query-layer.tsx";
import { setBootstrap } from "../platform/bootstrap/index.ts";
import { AppRoutes } from "./routes.tsx";

/**
 * Test support: the whole app (shell and routes) at `path`, as production renders it —
 * no data layer around it, so a page that reads data without bringing one fails here as
 * it would in the browser. The shared cache starts empty; the router runs on memory.
 */
export function renderAppRoutes(path: string, bootstrap?: Bootstrap) {
  if (bootstrap) setBootstrap(bootstrap);
  clearQueryLayer();
  window.history.replaceState(null, "", path);
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <AppRoutes />
    </Router>,
  );
  return location;
}
