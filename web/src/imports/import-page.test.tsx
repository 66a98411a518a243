import type { ImportRun } from "@corkboard/core/contract";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Route } from "wouter";
import { ok, resetAuthState, stubApi } from "../auth/test-support.tsx";
import { clearToasts, renderManaged, signedInBootstrap } from "../boards/manage/test-support.tsx";
import { ImportPage } from "./import-page.tsx";

const RUNS = "GET /v3/imports/";
const CANCEL = "POST /v3/imports/41/cancel/";

function run(patch: Partial<ImportRun> = {}): ImportRun {
  return {
    id: "41",
    format: "netscape",
    status: "running",
    file_name: "bookmarks.html",
    total: 200,
    processed: 50,
    created: 48,
    skipped: 1,
    failed: 1,
    image_unavailable: 3,
    error: null,
    report: [],
    created_at: "2026-11-27T10:00:00.000Z",
    finished_at: null,
    undone_at: null,
    ...patch,
  };
}

function renderPage() {
  return renderManaged(
    <Route path="/settings/import/">
      <ImportPage />
    </Route>,
    { path: "/settings/import/", bootstrap: signedInBootstrap() },
  );
}

describe("Settings → Import (/settings/import/)", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    clearToasts();
  });

  it("issue 20: a running import shows a real progress bar with its value, and Cancel", async () => {
    stubApi({ [RUNS]: () => ok({ items: [run()] }) });
    renderPage();
    const card = await screen.findByRole("listitem", { name: "bookmarks.html" });
    const bar = within(card).getByRole("progressbar", { name: "Import progress" });
    expect(bar.getAttribute("aria-valuenow")).toBe("25");
    expect(bar.getAttribute("aria-valuetext")).toBe("50 of 200 pins");
    expect(within(card).getByText("Importing…")).toBeTruthy();
    expect(within(card).getByText("48 created, 1 skipped, 1 failed")).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Cancel import" })).toBeTruthy();
    expect(screen.getByLabelText("File to import")).toBeTruthy();
    expect(screen.getByLabelText("Format")).toBeTruthy();
  });

  it("issue 20: a finished import shows its report (where, what, why) and Undo", async () => {
    const report = [
      {
        outcome: "failed" as const,
        reason: "link dropped: only http and https links are imported",
        source_ref: "line 12",
      },
      {
        outcome: "skipped" as const,
        reason: "already on this board (same link and image)",
        source_ref: "line 14",
      },
      {
        outcome: "image_unavailable" as const,
        reason: "the page could not be read or shows no image",
        source_ref: "line 20",
      },
    ];
    stubApi({ [RUNS]: () => ok({ items: [run({ status: "done", processed: 200, report })] }) });
    renderPage();
    const card = await screen.findByRole("listitem", { name: "bookmarks.html" });
    expect(within(card).getByText("Finished")).toBeTruthy();
    expect(within(card).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
    const rows = within(card).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "WhereWhat happenedWhy",
      "line 12Failedlink dropped: only http and https links are imported",
      "line 14Skippedalready on this board (same link and image)",
      "line 20Image unavailablethe page could not be read or shows no image",
    ]);
    expect(within(card).getByRole("button", { name: "Undo this import" })).toBeTruthy();
  });

  it("issue 20: Cancel asks first, then cancels", async () => {
    let current = run();
    const api = stubApi({
      [RUNS]: () => ok({ items: [current] }),
      [CANCEL]: () => {
        current = run({ status: "cancelled" });
        return ok(current);
      },
    });
    renderPage();
    const card = await screen.findByRole("listitem", { name: "bookmarks.html" });
    fireEvent.click(within(card).getByRole("button", { name: "Cancel import" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/Stop this import\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes" }));
    expect(await screen.findByText("Cancelled")).toBeTruthy();
    expect(api.to("/v3/imports/41/cancel/")).toHaveLength(1);
  });

  it("issue 20: a failed import says why, with no progress bar", async () => {
    stubApi({
      [RUNS]: () =>
        ok({
          items: [
            run({ status: "failed", error: "The file ends inside a folder: it looks cut off.", created: 0 }),
          ],
        }),
    });
    renderPage();
    const card = await screen.findByRole("listitem", { name: "bookmarks.html" });
    expect(within(card).getByText(/looks cut off/)).toBeTruthy();
    expect(within(card).queryByRole("progressbar")).toBeNull();
  });

  it("issue 20: a Pinry site is imported from its address and token, and the new run is listed", async () => {
    let runs: ImportRun[] = [];
    const api = stubApi({
      [RUNS]: () => ok({ items: runs }),
      "POST /v3/imports/pinry/": () => {
        runs = [
          run({ id: "42", format: "pinry", status: "checking", file_name: "pinry.example.org", total: 0 }),
        ];
        return ok(runs[0]);
      },
    });
    renderPage();
    const form = await screen.findByRole("form", { name: "Import from a Pinry site" });
    const start = within(form).getByRole("button", { name: "Import from Pinry" }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText("Pinry site address"), {
      target: { value: " https://pinry.example.org " },
    });
    fireEvent.change(within(form).getByLabelText("Pinry API token (optional)"), {
      target: { value: "tok-1" },
    });
    fireEvent.click(start);
    expect(await screen.findByRole("listitem", { name: "pinry.example.org" })).toBeTruthy();
    expect(api.to("/v3/imports/pinry/")[0]?.body).toEqual({
      base_url: "https://pinry.example.org",
      token: "tok-1",
    });
    expect((within(form).getByLabelText("Pinry API token (optional)") as HTMLInputElement).value).toBe("");
  });
});
