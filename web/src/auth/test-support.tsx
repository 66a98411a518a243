import type { Bootstrap, ViewerUser } from "@corkboard/core/contract";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { ModalHost, ToastHost } from "../app/hosts.tsx";
import { createQueryClient } from "../platform/api/index.ts";
import { DEFAULT_BOOTSTRAP, setBootstrap } from "../platform/bootstrap/index.ts";
import { pageLoad } from "../platform/navigation/page-load.ts";
import { closeModal } from "../ui/index.ts";

// Test helpers for the auth screens: the only thing faked is the HTTP boundary (fetch);
// page loads are watched, since a test document cannot navigate.

/** A success envelope. */
export function ok(data: unknown): Response {
  return Response.json({ resource_response: { status: "success", code: 0, message: "ok", data } });
}

/** A failure envelope with an error code, message and optional context or fields. */
export function fail(
  status: number,
  code: string,
  message = "",
  extra: { context?: Record<string, unknown>; fields?: { field: string; message: string }[] } = {},
): Response {
  return Response.json(
    {
      resource_response: {
        status: "failure",
        code: status,
        message,
        data: null,
        error: { code, message, ...extra },
      },
    },
    { status },
  );
}

/** One request the app made: method, path, and the JSON body of a write. */
export interface SentRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  /** The URL's search parameters (a read's query). */
  query: Record<string, string>;
}

type Handler = (request: SentRequest, count: number) => Response | Promise<Response>;

/**
 * Stubs fetch with handlers by path ("POST /v3/register/exists/"); every call is recorded.
 * A call without a handler fails the test loudly with a 500.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const sent: SentRequest[] = [];
  const counts = new Map<string, number>();
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, "http://localhost");
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const request = { method, path: url.pathname, body, query: Object.fromEntries(url.searchParams) };
    sent.push(request);
    const key = `${method} ${url.pathname}`;
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    const handler = handlers[key];
    if (!handler) return fail(500, "INTERNAL", `No handler for ${key}`);
    return handler(request, count);
  });
  vi.stubGlobal("fetch", fetch);
  return {
    sent,
    /** The requests made to one path. */
    to: (path: string) => sent.filter((request) => request.path === path),
  };
}

/** The bootstrap with some parts replaced. */
export function bootstrapWith(
  patch: Omit<Partial<Bootstrap>, "viewer"> & { viewer?: Partial<Bootstrap["viewer"]> },
): Bootstrap {
  return {
    ...DEFAULT_BOOTSTRAP,
    ...patch,
    viewer: { ...DEFAULT_BOOTSTRAP.viewer, ...patch.viewer },
  };
}

/** Watches full page loads (reload and assign) instead of performing them. */
export function watchPageLoads() {
  return {
    assign: vi.spyOn(pageLoad, "assign").mockImplementation(() => {}),
    reload: vi.spyOn(pageLoad, "reload").mockImplementation(() => {}),
  };
}

/** Renders `ui` with the app's providers, router (at `path`), modal host and toast host. */
export function renderApp(
  ui: ReactNode,
  { path = "/", bootstrap }: { path?: string; bootstrap?: Bootstrap } = {},
) {
  setBootstrap(bootstrap ?? DEFAULT_BOOTSTRAP);
  window.history.replaceState(null, "", path);
  const location = memoryLocation({ path, record: true });
  const result = render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook}>
        {ui}
        <ModalHost />
        <ToastHost />
      </Router>
    </QueryClientProvider>,
  );
  return { ...result, location };
}

/** Resets what the auth tests share: the modal, the bootstrap, cookies and storage. */
export function resetAuthState(): void {
  closeModal();
  setBootstrap(undefined);
  // biome-ignore lint/suspicious/noDocumentCookie: tests clear the cookie the page reads.
  document.cookie = "underage=; Max-Age=0; Path=/";
  window.localStorage.clear();
}

/** Resizes happy-dom's window, so media queries (the phone layout) answer for that size. */
export function setViewport(width: number, height = 800): void {
  (
    window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
  ).happyDOM.setViewport({
    width,
    height,
  });
}

/** A signed-in viewer for tests; override what a test is about. */
export function testViewerUser(overrides: Partial<ViewerUser> = {}): ViewerUser {
  return {
    id: "1",
    username: "jo",
    full_name: "Jo Smith",
    first_name: "Jo",
    email: "jo@fastmail.com",
    email_verified: true,
    image_small_url: null,
    image_medium_url: null,
    avatar_color_index: 2,
    has_password: true,
    two_factor_enabled: false,
    is_partner: false,
    country: "US",
    locale: null,
    connected_to_facebook: false,
    connected_to_google: false,
    connected_to_line: false,
    ...overrides,
  };
}
