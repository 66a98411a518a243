import type { BoardHead, PinSummary } from "@corkboard/core/contract";
import { useQueryClient } from "@tanstack/react-query";
import { configure } from "@testing-library/react";
import { type ReactNode, useState } from "react";
import { bootstrapWith, renderApp, testViewerUser } from "../../auth/test-support.tsx";
import { QueryLayer } from "../../platform/api/query-layer.tsx";
import { dismissToast, showToast } from "../../ui/index.ts";

// Test helpers for the management screens. The page and its modals share the app's one
// data layer (QueryLayer), as they do in the browser; each render empties that cache so no
// test reads another's answers.

// Pages, menus and modals here are lazy chunks; on a busy machine their first import can
// take longer than the default second.
configure({ asyncUtilTimeout: 4000 });

let nextId = 1000;

/** A fresh numeric id for this test run. */
export function freshId(): string {
  nextId += 1;
  return String(nextId);
}

/** A board of the signed-in test viewer ("jo") as its page gets it, with some fields replaced. */
export function testBoard(patch: Partial<BoardHead> = {}): BoardHead {
  return {
    id: "b1",
    type: "board",
    name: "Doors",
    slug: "doors",
    url: "/jo/doors/",
    description: "",
    privacy: "public",
    layout: "default",
    pin_count: 4,
    section_count: 0,
    image_cover_url: null,
    cover_images: [],
    owner: { id: "1", username: "jo" },
    is_collaborative: false,
    archived: false,
    created_at: "2026-01-01T00:00:00.000Z",
    collaborating_users: [],
    collaborated_by_me: false,
    archived_by_me_at: null,
    ...patch,
  };
}

/** A signed-in viewer's bootstrap (user id "1", username "jo"). */
export function signedInBootstrap() {
  return bootstrapWith({ viewer: { type: "AUTH", is_auth: true, user: testViewerUser() } });
}

/** Empties the data layer's cache once, before the test's UI first reads it. */
function FreshCache({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  useState(() => client.clear());
  return children;
}

/** Renders `ui` inside the data layer with the app's router, modal host and toast host. */
export function renderManaged(ui: ReactNode, options: Parameters<typeof renderApp>[1] = {}) {
  return renderApp(
    <QueryLayer>
      <FreshCache>{ui}</FreshCache>
    </QueryLayer>,
    options,
  );
}

/**
 * Removes every toast still on screen: the toast store outlives a test's render. Toast ids
 * count up from 1, so the id of a throwaway toast bounds them all.
 */
export function clearToasts(): void {
  const last = showToast("");
  for (let id = 1; id <= last; id += 1) dismissToast(id);
}

/** A pin as feeds answer it. */
export function testPin(id: string, title = `Pin ${id}`): PinSummary {
  const image = { url: `/media/${id}/236x`, width: 236, height: 300 };
  return {
    id,
    title,
    description: "",
    alt_text: "",
    link: null,
    dominant_color: "#cccccc",
    images: { "236x": image, "474x": { ...image, width: 474, height: 600 } },
    pinner: { id: "1", username: "jo", full_name: "Jo Smith", image_medium_url: null, avatar_color_index: 0 },
    board: { id: "b", name: "Board", url: "/jo/board/", privacy: "public", layout: "default" },
    created_at: "2026-01-01T00:00:00.000Z",
    product: null,
    sponsorship: null,
    affiliate_link: false,
    sensitivity: null,
  };
}
