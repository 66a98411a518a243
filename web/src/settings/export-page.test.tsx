import type { ExportRun } from "@corkboard/core/contract";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  bootstrapWith,
  ok,
  renderApp,
  resetAuthState,
  stubApi,
  testViewerUser,
} from "../auth/test-support.tsx";
import { ExportPage } from "./export-page.tsx";

const signedIn = bootstrapWith({ viewer: { type: "AUTH", is_auth: true, user: testViewerUser() } });
const LIST = "GET /v3/exports/";
const REQUEST = "POST /v3/exports/";

function run(overrides: Partial<ExportRun>): ExportRun {
  return {
    id: "71",
    status: "queued",
    progress: { done: 0, total: 0 },
    size: null,
    created_at: "2026-11-27T10:00:00.000Z",
    finished_at: null,
    expires_at: null,
    download_url: null,
    ...overrides,
  };
}

const finished = run({
  status: "done",
  progress: { done: 8, total: 8 },
  size: 3 * 1024 * 1024,
  finished_at: "2026-11-27T10:01:00.000Z",
  expires_at: "2026-12-04T10:01:00.000Z",
  download_url: "/v3/exports/71/download/",
});

describe("issue 20: Settings → Export (D-056)", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
  });

  it("issue 20: Export your data → a labelled progress bar that polling moves → a download link", async () => {
    const answers = [
      { items: [] },
      { items: [run({ status: "queued" })] },
      { items: [run({ status: "running", progress: { done: 3, total: 8 } })] },
      { items: [finished] },
    ];
    const api = stubApi({
      [LIST]: (_request, count) => ok(answers[Math.min(count - 1, answers.length - 1)]),
      [REQUEST]: () => ok(run({ status: "queued" })),
    });
    renderApp(<ExportPage />, { path: "/settings/export/", bootstrap: signedIn });
    expect(await screen.findByText("You haven't exported your data yet.")).toBeTruthy();
    const button = screen.getByRole("button", { name: "Export your data" });
    button.focus();
    fireEvent.click(button);
    const bar = await screen.findByRole("progressbar", { name: "Export progress" });
    expect(bar).toBeTruthy();
    await waitFor(() => expect(screen.getByText("Preparing your archive: 3 of 8 steps")).toBeTruthy(), {
      timeout: 5000,
    });
    const links = await screen.findAllByRole("link", { name: "Download your archive" }, { timeout: 5000 });
    expect(links[0]?.getAttribute("href")).toBe("/v3/exports/71/download/");
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(api.to("/v3/exports/").filter((request) => request.method === "POST")).toHaveLength(1);
    // The recent list: its date, its size, its state.
    expect(screen.getByRole("heading", { name: "Recent exports" })).toBeTruthy();
    expect(screen.getByText(/3\.0 MB/)).toBeTruthy();
    expect(screen.getByText("Ready")).toBeTruthy();
  }, 15_000);

  it("issue 20: a failed export says so and offers to start again", async () => {
    stubApi({
      [LIST]: () => ok({ items: [run({ status: "failed", finished_at: "2026-11-27T10:02:00.000Z" })] }),
    });
    renderApp(<ExportPage />, { path: "/settings/export/", bootstrap: signedIn });
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "This export failed. Try again.");
    expect(screen.getByRole("button", { name: "Export your data" })).toBeTruthy();
  });
});
