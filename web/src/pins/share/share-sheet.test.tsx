import type { PinDetail } from "@corkboard/core/contract";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import { bootstrapWith, ok, renderApp, resetAuthState, stubApi } from "../../auth/test-support.tsx";
import { clearToasts, testPin } from "../../boards/manage/test-support.tsx";
import { PinPage } from "../pin-page.tsx";

function pinDetail(privacy: PinDetail["board"]["privacy"] = "public"): PinDetail {
  const summary = testPin("42", "Blue door");
  const image = { url: "/media/42/736x", width: 736, height: 900 };
  return {
    ...summary,
    board: { ...summary.board, privacy },
    images: { "236x": summary.images["236x"], "474x": summary.images["474x"], "736x": image, orig: image },
    section: null,
    link_domain: null,
    created_method: "uploaded",
    pinner_follower_count: 0,
  };
}

function renderPinPage(path: string, privacy: PinDetail["board"]["privacy"] = "public") {
  stubApi({
    "GET /resource/PinResource/get/": () => ok(pinDetail(privacy)),
    "GET /resource/RelatedPinFeedResource/get/": () => ok({ items: [], bookmark: null }),
  });
  return renderApp(
    <Route path="/pin/:id">
      <PinPage />
    </Route>,
    { path, bootstrap: bootstrapWith({}) },
  );
}

describe("sharing a pin (IMPL-021)", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    clearToasts();
    vi.unstubAllGlobals();
  });

  it("IMPL-021 PIN-069 /pin/{id}/?share=true opens the share sheet with the pin's canonical link; closing it drops share=true", async () => {
    const { location } = renderPinPage("/pin/42/?share=true");
    const sheet = await screen.findByRole("dialog", { name: "Share this Pin" });
    const field = within(sheet).getByLabelText("Link to this Pin") as HTMLInputElement;
    expect(field.value).toBe(`${window.location.origin}/pin/42/`);
    expect(field.readOnly).toBe(true);
    // The Copy link button has focus first: the sheet is used from the keyboard at once.
    expect(document.activeElement).toBe(within(sheet).getByRole("button", { name: "Copy link" }));
    // D-051: send by email stands in for conversations, and the sheet says why.
    const mail = within(sheet).getByRole("link", { name: "Send by email" });
    expect(mail.getAttribute("href")).toBe(
      `mailto:?subject=Blue%20door&body=${encodeURIComponent(`${window.location.origin}/pin/42/`)}`,
    );
    expect(within(sheet).getByText(/Corkboard has no conversations/)).toBeTruthy();
    fireEvent.click(within(sheet).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/pin/42/"));
    expect(screen.queryByRole("dialog", { name: "Share this Pin" })).toBeNull();
  });

  it("IMPL-021 the Share button opens the sheet; Copy link writes the link to the clipboard and says so", async () => {
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    renderPinPage("/pin/42/");
    expect(screen.queryByRole("dialog", { name: "Share this Pin" })).toBeNull();
    fireEvent.click(await screen.findByRole("button", { name: "Share" }));
    const sheet = await screen.findByRole("dialog", { name: "Share this Pin" });
    // No system share sheet in this browser: no button for it.
    expect(within(sheet).queryByRole("button", { name: "More ways to share" })).toBeNull();
    await act(async () => fireEvent.click(within(sheet).getByRole("button", { name: "Copy link" })));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/pin/42/`);
    expect(await screen.findByText("Link copied")).toBeTruthy();
  });

  it("IMPL-021 a refused clipboard selects the link for the reader and says it could not copy", async () => {
    vi.stubGlobal("navigator", {
      ...navigator,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error("NotAllowedError"))) },
    });
    renderPinPage("/pin/42/?share=true");
    const sheet = await screen.findByRole("dialog", { name: "Share this Pin" });
    await act(async () => fireEvent.click(within(sheet).getByRole("button", { name: "Copy link" })));
    expect(await screen.findByText("Couldn't copy the link. Select it and copy it yourself.")).toBeTruthy();
    expect(document.activeElement).toBe(within(sheet).getByLabelText("Link to this Pin"));
  });

  it("IMPL-021 where the browser has a system share sheet, it is offered with the pin's title and link", async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    vi.stubGlobal("navigator", { ...navigator, share });
    renderPinPage("/pin/42/?share=true");
    const sheet = await screen.findByRole("dialog", { name: "Share this Pin" });
    await act(async () => fireEvent.click(within(sheet).getByRole("button", { name: "More ways to share" })));
    expect(share).toHaveBeenCalledWith({ title: "Blue door", url: `${window.location.origin}/pin/42/` });
  });

  it("IMPL-021 a pin on a board that is not public (secret) warns that only the board's viewers can open the link", async () => {
    renderPinPage("/pin/42/?share=true", "secret");
    const sheet = await screen.findByRole("dialog", { name: "Share this Pin" });
    expect(within(sheet).getByText(/only people who can see that board can open the link/)).toBeTruthy();
    cleanup();
    renderPinPage("/pin/42/?share=true");
    const publicSheet = await screen.findByRole("dialog", { name: "Share this Pin" });
    expect(within(publicSheet).queryByText(/only people who can see that board/)).toBeNull();
  });
});
