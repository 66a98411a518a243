import { readFileSync } from "node:fs";
import path from "node:path";
import { pinMessages, registerMessages } from "@corkboard/core/messages";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { bookmarkletHref, bookmarkletTexts } from "./bookmarklet-link.ts";
import { BookmarkletPage } from "./bookmarklet-page.tsx";

const SCRIPT = readFileSync(path.join(import.meta.dirname, "../../public/bookmarklet.js"), "utf8");
const ORIGIN = "https://corkboard.test";

/** Runs the served script in the test page, as the bookmark would. */
function runBookmarklet(): void {
  (window as unknown as { __corkboard: unknown }).__corkboard = { origin: ORIGIN, text: bookmarkletTexts() };
  new Function(SCRIPT)();
}

function addImage(src: string, width: number, height: number, alt = ""): void {
  const img = document.createElement("img");
  img.src = src;
  img.alt = alt;
  img.setAttribute("width", String(width));
  img.setAttribute("height", String(height));
  document.body.append(img);
}

describe("bookmarklet (IMPL-032)", () => {
  beforeAll(() => registerMessages(pinMessages));
  afterEach(() => {
    cleanup();
    document.body.innerHTML = "";
    document.head.innerHTML = "";
    delete (window as unknown as { __corkboard?: unknown }).__corkboard;
  });

  it("IMPL-032 PIN-055 PIN-056 lists og:image and the page's images of at least 120 × 120, once each", () => {
    const og = document.createElement("meta");
    og.setAttribute("property", "og:image");
    og.setAttribute("content", "https://shop.example/og.jpg");
    document.head.append(og);
    addImage("https://shop.example/big.jpg", 400, 300, "A red chair");
    addImage("https://shop.example/edge.jpg", 120, 120);
    addImage("https://shop.example/small.jpg", 119, 500);
    addImage("https://shop.example/big.jpg", 400, 300);
    addImage("data:image/png;base64,AAAA", 400, 400);
    runBookmarklet();
    const dialog = screen.getByRole("dialog", { name: "Choose an image to save" });
    const buttons = Array.from(dialog.querySelectorAll<HTMLButtonElement>("button[data-media]"));
    expect(buttons.map((button) => button.dataset.media)).toEqual([
      "https://shop.example/og.jpg",
      "https://shop.example/big.jpg",
      "https://shop.example/edge.jpg",
    ]);
    expect(buttons[1]?.getAttribute("aria-label")).toBe("Save image 2 of 3");
    // Keyboard first: the first image has focus.
    expect(document.activeElement).toBe(buttons[0]);
  });

  it("IMPL-032 UI-004 picking an image opens /pin/create/bookmarklet/ in a 750-wide popup and closes the overlay", () => {
    addImage("https://shop.example/big.jpg", 400, 300, "A red chair");
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    runBookmarklet();
    fireEvent.click(screen.getByRole("button", { name: "Save image 1 of 1" }));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, name, features] = open.mock.calls[0] as [string, string, string];
    const parsed = new URL(url);
    expect(parsed.origin).toBe(ORIGIN);
    expect(parsed.pathname).toBe("/pin/create/bookmarklet/");
    expect(parsed.searchParams.get("media")).toBe("https://shop.example/big.jpg");
    expect(parsed.searchParams.get("url")).toBe(window.location.href);
    expect(parsed.searchParams.get("description")).toBe("A red chair");
    expect(parsed.searchParams.get("guid")).toMatch(/^[0-9a-f]{16}$/);
    expect(name).toBe("corkboard_save");
    expect(features).toContain("width=750");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("IMPL-032 Escape closes the overlay; a page without images says so", () => {
    runBookmarklet();
    expect(screen.getByText("We couldn't find any images big enough to save on this page.")).toBeTruthy();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("IMPL-032 the install page's button is a javascript: link loading /bookmarklet.js from our origin", () => {
    render(<BookmarkletPage />);
    expect(screen.getByRole("heading", { name: "Save from any website" })).toBeTruthy();
    const link = screen.getByTestId("bookmarklet-link");
    const href = link.getAttribute("href") ?? "";
    expect(href.startsWith("javascript:")).toBe(true);
    expect(decodeURIComponent(href)).toContain(`"${window.location.origin}/bookmarklet.js"`);
    expect(link.getAttribute("aria-describedby")).toBeTruthy();
    expect(bookmarkletHref(ORIGIN)).toContain(encodeURIComponent('"title":"Choose an image to save"'));
  });
});
