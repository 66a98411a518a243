import { pinMessages, registerMessages } from "@corkboard/core/messages";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  bootstrapWith,
  ok,
  renderApp,
  resetAuthState,
  stubApi,
  testViewerUser,
} from "../../auth/test-support.tsx";
import { createQueryClient } from "../../platform/api/index.ts";
import { setBootstrap } from "../../platform/bootstrap/index.ts";
import { openPinCreatedDialog, PinCreatedContent } from "./pin-created-dialog.tsx";
import { saveResult, signedIn } from "./save-test-support.tsx";
import { SavedConfirmation } from "./saved-confirmation.tsx";

/**
 * The data layer the dialog lives in: for a signed-in viewer it reads the pin's creators
 * (the follow card, FOLLOW-021), here a pin whose link names no site.
 */
function withData() {
  stubApi({
    "GET /resource/PinCreatorsResource/get/": () => ok({ id: "900", pinner: null, link_domain: null }),
  });
  const client = createQueryClient();
  return {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  };
}

const partner = bootstrapWith({
  viewer: { type: "AUTH", is_auth: true, is_partner: true, user: testViewerUser({ is_partner: true }) },
});

describe("pin-created dialog", () => {
  beforeAll(() => registerMessages(pinMessages));
  afterEach(() => {
    cleanup();
    resetAuthState();
    vi.useRealTimers();
  });

  it("PIN-065 PIN-068 is titled Saved to {board}, or Saved to {section} in {board}, at least 500 wide", async () => {
    renderApp(null, { bootstrap: signedIn() });
    act(() => openPinCreatedDialog({ result: saveResult(), color: "#abcdef" }));
    const dialog = (await screen.findByRole("heading", { name: "Saved to Recipes" })).closest("dialog");
    expect(dialog?.style.getPropertyValue("--cb-modal-width")).toBe("500px");
    act(() =>
      openPinCreatedDialog({
        result: saveResult({ section: { id: "70", title: "Soups" } }),
        color: "#abcdef",
      }),
    );
    expect(await screen.findByRole("heading", { name: "Saved to Soups in Recipes" })).toBeTruthy();
  });

  it("PIN-069 PIN-070 PIN-074 PIN-075 without the Promote flag: Send to the share page and a red See it now", () => {
    setBootstrap(signedIn());
    render(<PinCreatedContent result={saveResult()} color="#abcdef" />, withData());
    expect(screen.getByRole("link", { name: "Send" }).getAttribute("href")).toBe("/pin/900/?share=true");
    const see = screen.getByRole("link", { name: "See it now" });
    expect(see.getAttribute("href")).toBe("/pin/900/");
    expect(see.getAttribute("data-color")).toBe("red");
    expect(see.className).toContain("cb-button--primary");
    expect(screen.queryByRole("link", { name: "Promote your Pin" })).toBeNull();
    // PIN-066: no image → a colour block.
    expect(screen.getByTestId("color-block").style.backgroundColor).toBeTruthy();
  });

  it("PIN-072 PIN-075 PIN-076 PIN-074 with the server's flag: Promote your Pin, no Send, a gray See it now", () => {
    setBootstrap(signedIn());
    render(<PinCreatedContent result={saveResult({ can_quick_promote: true })} />, withData());
    const promote = screen.getByRole("link", { name: "Promote your Pin" });
    expect(promote.getAttribute("href")).toBe(
      "/business/convert/?next=%2Fadvertiser%2Fquick_promote%3FpinId%3D900",
    );
    expect(screen.queryByRole("link", { name: "Send" })).toBeNull();
    expect(screen.getByRole("link", { name: "See it now" }).getAttribute("data-color")).toBe("gray");
  });

  it("PIN-072 PIN-074 a business partner never gets Promote and sees a gray See it now", () => {
    setBootstrap(partner);
    render(<PinCreatedContent result={saveResult({ can_quick_promote: true })} />, withData());
    expect(screen.queryByRole("link", { name: "Promote your Pin" })).toBeNull();
    expect(screen.getByRole("link", { name: "Send" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See it now" }).getAttribute("data-color")).toBe("gray");
  });

  it("PIN-071 inside the bookmarklet popup See it now opens a new tab", () => {
    setBootstrap(signedIn());
    render(<PinCreatedContent result={saveResult()} inPopup />, withData());
    const see = screen.getByRole("link", { name: /See it now/ });
    expect(see.getAttribute("target")).toBe("_blank");
  });

  it("PIN-066 PIN-067 an image 236 wide, a video with its duration, a grid of the site's images", () => {
    setBootstrap(signedIn());
    const { rerender } = render(
      <PinCreatedContent
        result={saveResult()}
        image={{ url: "https://img/a.jpg", width: 472, height: 708 }}
        siteImages={["https://img/a.jpg", "https://img/b.jpg", "https://img/c.jpg"]}
      />,
      withData(),
    );
    const image = screen.getByRole("img", { name: "Your saved Pin" });
    expect(image.getAttribute("width")).toBe("236");
    expect(image.getAttribute("height")).toBe("354");
    const grid = screen.getByRole("list", { name: "Images of this site" });
    expect(within(grid).getAllByRole("listitem")).toHaveLength(3);
    const root = grid.closest(".cb-pin-created") as HTMLElement;
    expect(root.style.getPropertyValue("--cb-created-grid-column")).toBe("160px");
    expect(root.style.getPropertyValue("--cb-created-grid-max")).toBe("540px");
    expect(root.style.getPropertyValue("--cb-created-grid-columns")).toBe("3");
    rerender(<PinCreatedContent result={saveResult()} video={{ durationSeconds: 75 }} />);
    expect(screen.getByText("Video, 1:15")).toBeTruthy();
  });
});

describe("saved confirmation", () => {
  beforeAll(() => registerMessages(pinMessages));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("BOARD-026 BOARD-028 UI-010 first-save text, gone after 2600 ms, confetti of 120 removed 800 ms later", () => {
    vi.useFakeTimers();
    render(<SavedConfirmation firstSave />);
    expect(screen.getByText("Saved! Find your Pins on your profile")).toBeTruthy();
    expect(screen.getByTestId("confetti").children).toHaveLength(120);
    act(() => vi.advanceTimersByTime(2599));
    expect(screen.queryByText("Saved! Find your Pins on your profile")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Saved! Find your Pins on your profile")).toBeNull();
    expect(screen.getByTestId("confetti")).toBeTruthy();
    act(() => vi.advanceTimersByTime(800));
    expect(screen.queryByTestId("saved-confirmation")).toBeNull();
  });

  it("BOARD-026 later saves just say Saved; reduced motion drops the confetti", () => {
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query: string) =>
        ({
          matches: query.includes("prefers-reduced-motion"),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    render(<SavedConfirmation firstSave={false} />);
    expect(screen.getByText("Saved")).toBeTruthy();
    expect(screen.queryByTestId("confetti")).toBeNull();
  });
});
